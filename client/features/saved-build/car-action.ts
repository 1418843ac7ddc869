/** What the saved-builds page's action answers to a rename or a delete, and how long a delete can be undone. */

/** How long a deleted build can be brought back before the delete is sent. */
export const UNDO_DELETE_MS = 5000;

export type CarActionData =
  | { ok: true; intent: 'rename'; id: number; name: string }
  | { ok: true; intent: 'delete'; id: number }
  | { ok: false; intent: string; id: number; message: string; unavailable?: true };
