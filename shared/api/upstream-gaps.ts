/**
 * Which of the site's own endpoints (the additions of shared/api/endpoints.ts) the upstream was found
 * not to have: it answered them with 404. Pages stop offering what depends on one
 * (docs/decisions/0027-endpoints-beyond-the-specification.md). On the server this lives in the shared
 * store for a while (server/upstream/upstream-gaps.ts); in the browser it is what the page's server knew
 * when it rendered, plus what this page has met since.
 */
import type { AdditionPath } from './endpoints.ts';

export interface UpstreamGaps {
  lacks(path: AdditionPath): Promise<boolean>;
  /** Records that the upstream answered `path` with 404. */
  note(path: AdditionPath): Promise<void>;
}

export function createPageGaps(known: readonly AdditionPath[]): UpstreamGaps {
  const lacking = new Set<AdditionPath>(known);
  return {
    lacks: (path) => Promise.resolve(lacking.has(path)),
    note: (path) => {
      lacking.add(path);
      return Promise.resolve();
    },
  };
}
