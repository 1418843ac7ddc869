/** What the profile page's action answers. */
import type { User } from '#shared/api/user-api';
import type { ActionResult } from '#client/lib/data/action-result.ts';

/** Refused input or a failed call: `error` under the form. A sent code: `sent`. A change: the new user. */
export type ProfileResult = ActionResult & { error?: string; sent?: boolean; user?: User | null; cancelled?: boolean };
