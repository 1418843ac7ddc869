/**
 * `/services/after-sales`: maintenance, warranty, and the recall lookup (`?vin=`). The lookup runs in
 * the loader, so it works as a plain GET form. An invalid VIN answers 400 with the message on the
 * page; an upstream failure answers 503 with an error notice; the page itself always renders.
 */
import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { AFTER_SALES_REPAIR_FORM, isFormCode } from '#shared/domain/form-code';
import { afterSales } from '#client/content/services/after-sales.ts';
import { getApp } from '#client/lib/data/app-context.ts';
import type { RouteHandle } from '#client/lib/ssr/meta.ts';
import { ServiceHero, ServiceSections } from '#client/routes/services/components/service-sections.tsx';
import { RecallLookup, type RecallOutcome } from './recall-lookup.tsx';
import { RepairFormBlock, type RepairFormLink } from './repair-form.tsx';
import { checkVin } from './vin.ts';
import { UNAVAILABLE } from '#client/lib/data/route-status.ts';

/**
 * The page's data: the recall lookup, and the dealer repair form's setup (loadTcmi) for the form code
 * the visitor came with (`?dnrepfrm=`, e.g. from a dealer's link) or the page's own. A malformed code
 * is ignored, never echoed; without an answer the block still links to the dealer finder.
 */
export async function loader(args: LoaderFunctionArgs) {
  const asked = new URL(args.request.url).searchParams.get('dnrepfrm');
  const formCode = isFormCode(asked) ? asked : AFTER_SALES_REPAIR_FORM;
  const [recall, setup] = await Promise.all([recallLookup(args), getApp(args.context).api.get('/api/client/loadTcmi', { dnrepfrm: formCode })]);
  const repair: RepairFormLink = { formCode, consentText: setup.ok && setup.data ? setup.data.consentText : null };
  // A refused or failed lookup keeps its status (`data()` carries it).
  return 'init' in recall ? data({ ...recall.data, repair }, recall.init ?? undefined) : { ...recall, repair };
}

async function recallLookup({ request, context }: LoaderFunctionArgs) {
  const raw = new URL(request.url).searchParams.get('vin');
  if (raw === null) return { recall: null };
  const check = checkVin(raw.slice(0, 64));
  if (!check.ok) {
    return data({ recall: { state: 'invalid', vin: check.vin.slice(0, 32), message: check.message } satisfies RecallOutcome }, { status: 400 });
  }
  const result = await getApp(context).api.post('/api/client/recall/', { vin: check.vin });
  if (result.ok && result.data) return { recall: { state: 'found', result: result.data } satisfies RecallOutcome };
  if (result.code === 400) {
    return data({ recall: { state: 'invalid', vin: check.vin, message: '车辆识别代号格式不正确，请检查后重新输入。' } satisfies RecallOutcome }, { status: 400 });
  }
  return data({ recall: { state: 'error', vin: check.vin } satisfies RecallOutcome }, UNAVAILABLE);
}

export const handle: RouteHandle = {
  // A lookup result is the visitor's own: only the page itself is indexed (canonical without `vin`).
  meta: ({ data: loaded }) => ({ ...afterSales.meta, noindex: Boolean((loaded as { recall?: unknown } | undefined)?.recall) }),
};

export function Component() {
  const { recall, repair } = useLoaderData<typeof loader>();
  return (
    <>
      <ServiceHero page={afterSales} />
      <RecallLookup outcome={recall as RecallOutcome | null} />
      <RepairFormBlock repair={repair} />
      <ServiceSections sections={afterSales.sections} />
    </>
  );
}
