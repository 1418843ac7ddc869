/**
 * The server's record of the site's additions the upstream lacks (shared/api/upstream-gaps.ts), kept in
 * the shared store so every worker stops calling them at once. An entry expires after
 * `UPSTREAM_GAP_TTL_MS`: an upstream that gains the endpoint is used again without a restart. A store
 * that cannot be reached forgets nothing it cannot read: the endpoint is simply tried.
 */
import type { Logger } from 'pino';
import { ADDITION_PATHS, type AdditionPath } from '#shared/api/endpoints';
import type { UpstreamGaps } from '#shared/api/upstream-gaps';
import type { SharedStore } from '../store/store.ts';

/** How long a 404 from the upstream stands before the endpoint is tried again. */
export const UPSTREAM_GAP_TTL_MS = 10 * 60_000;
/**
 * How long a process reuses the list it read: every rendered page needs it before its first byte, and
 * reading the store each time cost one round trip per addition per page. A gap this process notes
 * shows at once; one another worker notes shows here within this time.
 */
export const UPSTREAM_GAP_LIST_MS = 5_000;

const keyOf = (path: AdditionPath) => `upstream:lacks:${path}`;

export interface ServerUpstreamGaps extends UpstreamGaps {
  /** Every addition the upstream is known to lack right now (rendered into the page for the browser). */
  list(): Promise<AdditionPath[]>;
}

export function createUpstreamGaps(deps: {
  store: SharedStore;
  logger: Logger;
  now?: () => number;
}): ServerUpstreamGaps {
  const now = deps.now ?? Date.now;
  let listed: { at: number; paths: Promise<AdditionPath[]> } | null = null;
  const lacks = (path: AdditionPath) =>
    deps.store.get(keyOf(path)).then(
      (value) => value !== null,
      () => false,
    );
  return {
    lacks,
    async note(path) {
      listed = null;
      deps.logger.warn({ path }, 'upstream lacks an endpoint the site added: its feature is switched off for a while');
      await deps.store.set(keyOf(path), '1', UPSTREAM_GAP_TTL_MS).catch((err: unknown) => {
        deps.logger.warn({ err, path }, 'upstream gap could not be shared through the store');
      });
    },
    list() {
      if (!listed || now() - listed.at >= UPSTREAM_GAP_LIST_MS) {
        const paths = Promise.all(ADDITION_PATHS.map(async (path) => ((await lacks(path)) ? path : null))).then(
          (found) => found.filter((path): path is AdditionPath => path !== null),
        );
        listed = { at: now(), paths };
      }
      return listed.paths;
    },
  };
}
