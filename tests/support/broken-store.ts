import type { SharedStore } from '../../server/store/store.ts';

/** A shared store that cannot be reached: every command rejects at once, as the Redis store does while down. */
export function brokenStore(): SharedStore {
  const down = () => Promise.reject(new Error('store down'));
  return {
    kind: 'redis',
    get: down,
    set: down,
    setIfAbsent: down,
    delete: down,
    increment: down,
    close: () => Promise.resolve(),
  };
}
