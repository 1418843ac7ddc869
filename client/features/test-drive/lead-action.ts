/**
 * The one route action behind every lead form (`/test-drive`, docs/decisions/0009). It reads the post
 * and hands it to the lead desk of the router context: on the server that desk validates, applies the
 * limits, checks the catalogue and books (server/ssr/lead-desk.ts); in the browser it forwards the same
 * form to the server (client/lib/data/lead-forwarder.ts). This module runs in both and decides nothing.
 */
import { data, type ActionFunctionArgs } from 'react-router';
import { invalidReply, type LeadPost, type LeadReply } from '#shared/domain/lead-action';
import { emptyLeadValues, isEnquiry, isLeadFormKind, readLeadValues, type LeadFormKind } from '#shared/domain/lead-form';
import { getApp } from '#client/lib/data/app-context.ts';
import { cacheChanges } from '#client/lib/data/cache-changes.ts';

export type { LeadActionData, LeadSummary } from '#shared/domain/lead-action';

function answer(reply: LeadReply) {
  return data(reply.data, { status: reply.status, ...(reply.headers ? { headers: reply.headers } : {}) });
}

export async function leadAction({ request, context }: ActionFunctionArgs) {
  const app = getApp(context);
  const form = await request.formData();
  const kindField = form.get('form');
  const kind: LeadFormKind = isLeadFormKind(kindField) ? kindField : 'page';
  if (!isLeadFormKind(kindField)) {
    return answer(
      invalidReply({ kind, values: emptyLeadValues(kind) }, { form: '表单无效，请刷新页面后重新填写' }, 400),
    );
  }
  const fields: LeadPost['fields'] = [];
  for (const [name, value] of form) if (typeof value === 'string') fields.push([name, value]);
  const key = form.get('idempotencyKey');
  const post: LeadPost = {
    kind,
    values: readLeadValues(kind, form),
    intent: form.get('intent') === 'refresh' ? 'refresh' : 'book',
    idempotencyKey: typeof key === 'string' ? key : null,
    fields,
    url: request.url,
    signal: request.signal,
  };
  const reply = await app.leadDesk.submit(post);
  // A booked test drive appears in the account's list of them (when the visitor is logged in); an
  // enquiry is not a test drive and leaves the list (and the data cache's chunk) alone.
  if (reply.data.status === 'done' && !isEnquiry(kind)) await cacheChanges.testDrive(app.queryClient);
  return answer(reply);
}
