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

const keyOf = (path: AdditionPath) => `upstream:lacks:${path}`;

export interface ServerUpstreamGaps extends UpstreamGaps {
  /** Every addition the upstream is known to lack right now (rendered into the page for the browser). */
  list(): Promise<AdditionPath[]>;
}

export function createUpstreamGaps(deps: { store: SharedStore; logger: Logger }): ServerUpstreamGaps {
  const lacks = (path: AdditionPath) =>
    deps.store.get(keyOf(path)).then(
      (value) => value !== null,
      () => false,
    );
  return {
    lacks,
    async note(path) {
      deps.logger.warn({ path }, 'upstream lacks an endpoint the site added: its feature is switched off for a while');
      await deps.store.set(keyOf(path), '1', UPSTREAM_GAP_TTL_MS).catch((err: unknown) => {
        deps.logger.warn({ err, path }, 'upstream gap could not be shared through the store');
      });
    },
    async list() {
      const found = await Promise.all(ADDITION_PATHS.map(async (path) => ((await lacks(path)) ? path : null)));
      return found.filter((path): path is AdditionPath => path !== null);
    },
  };
}
