/**
 * The state store: json-server's lowdb holds the typed `MockDb`. In memory by default (a clone of the
 * seeded data, so no run rewrites a committed file); with `dbFile` it is read from and written to that file
 * (created from the seed when missing).
 */
import { existsSync, writeFileSync } from 'node:fs';
import type { Request, Response } from 'express';
import jsonServer, { type JsonServerRouter } from 'json-server';
import type { MockDb } from './db.ts';
import { generateDb } from './data/generate-db.ts';

/** json-server's router; `render` exists at runtime (json-server 0.17 `router/index.js`) but not in its types. */
export type StateRouter = JsonServerRouter<MockDb> & { render: (req: Request, res: Response) => void };

export interface MockStore {
  /** The current state; read it per request (reset swaps it). */
  readonly db: MockDb;
  /** json-server's router over the same state (mounted read-only at `/__mock/db`). */
  readonly router: StateRouter;
  /** Back to the seeded state. */
  reset(): void;
  /** Persists after a change (a no-op in memory). */
  commit(): void;
}

export function createStore(options: { seed: number; dbFile?: string | undefined }): MockStore {
  const pristine = JSON.stringify(generateDb(options.seed));
  const fresh = (): MockDb => JSON.parse(pristine) as MockDb;
  if (options.dbFile && !existsSync(options.dbFile)) writeFileSync(options.dbFile, pristine);
  const router = jsonServer.router<MockDb>(options.dbFile ?? fresh()) as StateRouter;
  // The router's own error handler answers 500 with `err.stack`: drop it, the app's handler answers instead.
  router.stack = router.stack.filter((layer) => layer.handle.length !== 4);
  const db = router.db;
  return {
    get db() {
      return db.getState();
    },
    router,
    reset() {
      db.setState(fresh());
      db.write();
    },
    commit() {
      db.write();
    },
  };
}
