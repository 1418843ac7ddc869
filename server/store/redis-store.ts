import { once } from 'node:events';
import { Redis, type RedisOptions } from 'ioredis';
import type { Logger } from 'pino';
import type { SharedStore } from './store.ts';

export interface RedisStoreOptions {
  /** `redis://` or `rediss://` (TLS) URL, credentials and database included. */
  url: string;
  /** Prepended to every key, so several sites (or environments) can share one Redis. */
  prefix: string;
  logger: Logger;
  /** A command that has not answered after this fails (a hung Redis must not hang a request). */
  commandTimeoutMs?: number;
  /** How long one connection attempt may take. */
  connectTimeoutMs?: number;
  /** Upper bound of the pause between reconnection attempts. */
  maxReconnectDelayMs?: number;
}

/**
 * One round trip: count the hit, start the window on the first one, and answer the window's remaining
 * life. The PTTL guard repairs a counter left without expiry (it would otherwise never reset).
 */
const INCREMENT_IN_WINDOW = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { count, ttl }
`;

/** Where the store points, without credentials: safe for the log. */
export function describeRedisUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.host}${u.pathname.length > 1 ? u.pathname : ''}`;
  } catch {
    return '(unparseable REDIS_URL)';
  }
}

/**
 * Shared state in Redis (ioredis), for several workers and machines. Fails fast: no offline queue,
 * so while the connection is down every command rejects at once instead of waiting for a reconnect;
 * ioredis reconnects by itself with a bounded backoff. State changes are logged once each, never
 * per command.
 */
export function createRedisStore(options: RedisStoreOptions): SharedStore & {
  /** Resolves once the first connection is ready, or after `timeoutMs` (false) when it is not. */
  waitUntilReady(timeoutMs: number): Promise<boolean>;
} {
  const { prefix, logger } = options;
  const target = describeRedisUrl(options.url);
  const maxDelay = options.maxReconnectDelayMs ?? 2000;
  const settings: RedisOptions = {
    enableOfflineQueue: false,
    connectTimeout: options.connectTimeoutMs ?? 2000,
    commandTimeout: options.commandTimeoutMs ?? 1000,
    // A command caught by a dropped connection fails on the first failed reconnection, not the 20th.
    maxRetriesPerRequest: 1,
    // Never give up: retry every 100 ms more, up to the bound, until Redis is back.
    retryStrategy: (attempt) => Math.min(attempt * 100, maxDelay),
  };
  const client = new Redis(options.url, settings);
  let closing = false;
  /** 'up' once ready; 'down' after a failure was logged; 'starting' before either. */
  let state: 'starting' | 'up' | 'down' = 'starting';

  function down(reason: string, err?: unknown): void {
    if (closing || state === 'down') return;
    const first = state === 'starting';
    state = 'down';
    logger.warn(
      { redis: target, reason, err },
      first ? 'redis store unreachable: retrying in the background' : 'redis store connection lost: reconnecting',
    );
  }

  client.on('ready', () => {
    const before = state;
    state = 'up';
    if (before === 'down') logger.info({ redis: target }, 'redis store reconnected');
    else logger.info({ redis: target }, 'redis store connected');
  });
  // ioredis emits 'error' on every failed attempt; without a listener it would print each one.
  client.on('error', (err: Error) => down('error', err));
  client.on('close', () => down('connection closed'));

  const key = (k: string) => prefix + k;

  return {
    kind: 'redis',
    async get(k) {
      return client.get(key(k));
    },
    async set(k, value, ttlMs) {
      await client.set(key(k), value, 'PX', Math.max(1, Math.ceil(ttlMs)));
    },
    async setIfAbsent(k, value, ttlMs) {
      return (await client.set(key(k), value, 'PX', Math.max(1, Math.ceil(ttlMs)), 'NX')) === 'OK';
    },
    async delete(k) {
      await client.del(key(k));
    },
    async increment(k, windowMs) {
      const reply = (await client.eval(INCREMENT_IN_WINDOW, 1, key(k), String(Math.max(1, Math.ceil(windowMs))))) as [
        number,
        number,
      ];
      const [count, ttl] = reply;
      return { count, resetAt: Date.now() + ttl };
    },
    async ping() {
      try {
        return (await client.ping()) === 'PONG';
      } catch {
        return false;
      }
    },
    async waitUntilReady(timeoutMs) {
      if (client.status === 'ready') return true;
      const timer = new AbortController();
      const timeout = setTimeout(() => timer.abort(), timeoutMs);
      try {
        await once(client, 'ready', { signal: timer.signal });
        return true;
      } catch {
        return false;
      } finally {
        clearTimeout(timeout);
      }
    },
    async close() {
      closing = true;
      if (client.status === 'ready') {
        // QUIT lets pending replies arrive; it cannot be sent while the connection is down.
        await client.quit().catch(() => client.disconnect());
      } else {
        client.disconnect();
      }
    },
  };
}
