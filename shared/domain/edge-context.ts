import type { CareLevel } from './care-mode.ts';
import type { UserAgentFlags } from './user-agent.ts';

/** Computed once per request at the edge, rendered into the document once, read by the client. */
export interface EdgeContext extends UserAgentFlags {
  /** Channel code from `utm_source` or the `utm_channel` cookie. */
  channel: number;
  /** 关怀版 and its text size, from the `care_mode` cookie (shared/domain/care-mode.ts). */
  care: CareLevel;
  /** The large pointer in 关怀版 (desktops), from the `care_pointer` cookie; false outside the mode. */
  carePointer: boolean;
}
