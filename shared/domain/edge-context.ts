import type { UserAgentFlags } from './user-agent.ts';

/** Computed once per request at the edge, rendered into the document once, read by the client. */
export interface EdgeContext extends UserAgentFlags {
  /** Channel code from `utm_source` or the `utm_channel` cookie. */
  channel: number;
}
