/**
 * The browser's lead desk (docs/decisions/0009): the route action's post goes to the server as it was
 * typed, where the booking desk runs (server/ssr/lead-desk.ts), and its answer comes back as the
 * action's data. Nothing is validated against the upstream or booked here.
 */
import { NETWORK_DOWN, invalidReply, type LeadActionData, type LeadDesk } from '#shared/domain/lead-action';
import { submitToServer } from './submit-to-server.ts';

export const leadForwarder: LeadDesk = {
  async submit(post) {
    const reply = await submitToServer(post.url, post.fields, post.signal);
    if (reply === null) return invalidReply(post, { form: NETWORK_DOWN }, 503);
    // The server answers LeadActionData for this route: it ran the same action.
    if ('actionData' in reply) return { status: reply.status, data: reply.actionData as LeadActionData };
    return invalidReply(post, { form: reply.message }, reply.status);
  },
};
