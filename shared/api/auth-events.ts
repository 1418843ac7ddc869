/**
 * `auth-expired` signal: the request helper raises it when an answer says the session is gone
 * (`code === 401` or `retCode === 1002`). Several requests failing together make one event:
 * after an emit, further raises are ignored until the burst window has passed.
 */
export type AuthExpiredListener = (detail: { path: string }) => void;

export interface AuthExpiredSignal {
  raise(path: string): void;
  subscribe(listener: AuthExpiredListener): () => void;
}

export function createAuthExpiredSignal(options: { burstMs?: number; now?: () => number } = {}): AuthExpiredSignal {
  const burstMs = options.burstMs ?? 3000;
  const now = options.now ?? Date.now;
  const listeners = new Set<AuthExpiredListener>();
  let lastEmit = Number.NEGATIVE_INFINITY;
  return {
    raise(path) {
      const t = now();
      if (t - lastEmit < burstMs) return;
      lastEmit = t;
      for (const listener of [...listeners]) listener({ path });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
