import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import { createMemoryStore } from './memory-store.ts';
import { createRedisStore } from './redis-store.ts';
import type { SharedStore } from './store.ts';

/** How long start-up waits for Redis before serving anyway (pages never depend on it). */
const FIRST_CONNECTION_WAIT_MS = 3000;

/**
 * The process's shared store: this process's memory when `REDIS_URL` is unset (one process, e.g.
 * development), Redis otherwise (PM2 cluster, several machines). Start-up waits briefly for the first
 * Redis connection so the first code requests after a deploy are not refused; when Redis is not there
 * the site starts anyway and the store connects in the background.
 */
export async function createStore(
  config: Pick<Config, 'redisUrl' | 'redisPrefix'>,
  logger: Logger,
): Promise<SharedStore> {
  if (!config.redisUrl) {
    // Under PM2's cluster mode every worker would count apart: say so where ops look.
    const clustered = process.env.NODE_APP_INSTANCE !== undefined;
    logger[clustered ? 'warn' : 'info'](
      clustered
        ? 'shared store: memory in a PM2 worker (REDIS_URL unset): each worker counts rate limits apart'
        : 'shared store: memory (REDIS_URL unset; counters are per process)',
    );
    return createMemoryStore();
  }
  const store = createRedisStore({ url: config.redisUrl, prefix: config.redisPrefix, logger });
  await store.waitUntilReady(FIRST_CONNECTION_WAIT_MS);
  return store;
}
