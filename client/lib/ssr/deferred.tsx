/**
 * Streaming of deferred loader data in data mode (decision 0002, "per-boundary data scripts").
 *
 * React Router's data mode serialises a promise in loader data as `{}`. Instead:
 * - server: `dehydrateLoaderData` swaps each top-level promise of a route's data for a placeholder
 *   `{ __deferred: key }` and remembers the key; when the promise settles, `<Deferred>` renders a
 *   nonce'd inline script inside the streamed boundary that pushes `[key, outcome]` onto
 *   `self.__DEFERRED__`. Streamed boundary HTML is parsed before React reveals it, so the data is
 *   there when the boundary hydrates;
 * - client: `rehydrateLoaderData` swaps each placeholder for a promise that the queue settles,
 *   so `<Await>` hydrates with exactly the streamed data and nothing is fetched twice.
 * Only top-level properties of a route's loader data may be promises.
 */
import { createContext, Suspense, useContext, type ReactNode } from 'react';
import { Await } from 'react-router';
import { scriptSafeJson } from './serialize.ts';

export const DEFERRED_QUEUE = '__DEFERRED__';

/** Digest of boundaries the server gave up on after SSR_TIMEOUT_MS: expected, the browser renders them. */
export const SSR_TIMEOUT_DIGEST = 'ssr-timeout';
const SSR_TIMEOUT_MESSAGE = 'SSR timeout';

export function ssrTimeoutError(): Error {
  return new Error(SSR_TIMEOUT_MESSAGE);
}

export function isSsrTimeout(error: unknown): boolean {
  return error instanceof Error && error.message === SSR_TIMEOUT_MESSAGE;
}

export function hasSsrTimeoutDigest(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { digest?: unknown }).digest === SSR_TIMEOUT_DIGEST;
}

type Outcome = { ok: true; v: unknown } | { ok: false; m: string };
type QueueItem = [key: string, outcome: Outcome];

interface Placeholder {
  __deferred: string;
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';
}

function isPlaceholder(value: unknown): value is Placeholder {
  return typeof value === 'object' && value !== null && typeof (value as Placeholder).__deferred === 'string';
}

export interface DeferredKeys {
  /** Key of a promise that came from (or went into) the hydration data. */
  keyOf(promise: unknown): string | undefined;
  /** '' in the browser; the request's CSP nonce on the server. */
  nonce: string;
}

const DeferredKeysContext = createContext<DeferredKeys>({ keyOf: () => undefined, nonce: '' });
export const DeferredKeysProvider = DeferredKeysContext.Provider;

/** The request's CSP nonce for inline scripts ('' in the browser, which hides nonces anyway). */
export function useCspNonce(): string {
  return useContext(DeferredKeysContext).nonce;
}

type LoaderData = Record<string, unknown>;

/**
 * Marks a loader promise as deferred: a rejection is handled from the moment it exists (it is
 * rendered by the boundary's errorElement), so it can never become an unhandled rejection even if
 * it fails before the loader returns.
 */
export function defer<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}

/**
 * Crawlers get the whole page inline: settle the deferred values first (bounded by `timeoutMs`) and
 * hand them to `<Await>` as plain values, so nothing is left behind a fallback. Rejected or unsettled
 * promises stay promises and stream as usual.
 */
export async function settleForCrawler(loaderData: LoaderData, timeoutMs: number): Promise<LoaderData> {
  const out: LoaderData = {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  try {
    for (const [routeId, value] of Object.entries(loaderData)) {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        out[routeId] = value;
        continue;
      }
      const entries = await Promise.all(
        Object.entries(value).map(async ([prop, v]): Promise<[string, unknown]> => {
          if (!isThenable(v)) return [prop, v];
          const settled = await Promise.race([
            Promise.resolve(v).then(
              (resolved) => ({ ok: true as const, resolved }),
              () => ({ ok: false as const }),
            ),
            deadline,
          ]);
          return [prop, settled !== 'timeout' && settled.ok ? settled.resolved : v];
        }),
      );
      out[routeId] = Object.fromEntries(entries);
    }
  } finally {
    clearTimeout(timer);
  }
  return out;
}

/** Server: loader data with promises replaced by placeholders, and the key table for `<Deferred>`. */
export function dehydrateLoaderData(loaderData: LoaderData, nonce: string): { data: LoaderData; keys: DeferredKeys } {
  const table = new WeakMap<object, string>();
  const data: LoaderData = {};
  for (const [routeId, value] of Object.entries(loaderData)) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      data[routeId] = value;
      continue;
    }
    const copy: Record<string, unknown> = {};
    for (const [prop, v] of Object.entries(value)) {
      if (isThenable(v)) {
        const key = `${routeId}:${prop}`;
        table.set(v, key);
        // A rejection is rendered by the boundary's errorElement; never let it crash the process.
        v.then(undefined, () => undefined);
        copy[prop] = { __deferred: key } satisfies Placeholder;
      } else {
        copy[prop] = v;
      }
    }
    data[routeId] = copy;
  }
  return { data, keys: { keyOf: (p) => (typeof p === 'object' && p !== null ? table.get(p) : undefined), nonce } };
}

/** Browser: settles the promises of the hydration data from the streamed queue. */
export interface DeferredRegistry extends DeferredKeys {
  /** Keys whose data never arrived (the server gave up on the render). */
  pendingKeys(): string[];
}

type DeferredQueue = { push(...items: QueueItem[]): unknown } | QueueItem[];

declare global {
  interface Window {
    /** Settled deferred data, pushed by the scripts inside streamed boundaries. */
    __DEFERRED__?: DeferredQueue;
  }
}

type QueueHost = { [DEFERRED_QUEUE]?: DeferredQueue };

export function rehydrateLoaderData(loaderData: LoaderData, host: QueueHost): DeferredRegistry {
  const table = new WeakMap<object, string>();
  const settled = new Map<string, Outcome>();
  const waiting = new Map<string, { resolve(v: unknown): void; reject(e: unknown): void }>();

  const settle = ([key, outcome]: QueueItem) => {
    settled.set(key, outcome);
    const waiter = waiting.get(key);
    if (!waiter) return;
    waiting.delete(key);
    if (outcome.ok) waiter.resolve(outcome.v);
    else waiter.reject(new Error(outcome.m));
  };

  const promiseFor = (key: string): Promise<unknown> => {
    const outcome = settled.get(key);
    const promise = outcome
      ? outcome.ok
        ? Promise.resolve(outcome.v)
        : Promise.reject(new Error(outcome.m))
      : new Promise((resolve, reject) => waiting.set(key, { resolve, reject }));
    promise.catch(() => undefined);
    table.set(promise, key);
    return promise;
  };

  const existing = host[DEFERRED_QUEUE];
  if (Array.isArray(existing)) existing.forEach((item) => settled.set(item[0], item[1]));
  host[DEFERRED_QUEUE] = {
    push: (...items: QueueItem[]) => {
      items.forEach(settle);
      return settled.size;
    },
  };

  for (const value of Object.values(loaderData)) {
    if (typeof value !== 'object' || value === null) continue;
    const record = value as Record<string, unknown>;
    for (const [prop, v] of Object.entries(record)) if (isPlaceholder(v)) record[prop] = promiseFor(v.__deferred);
  }

  return {
    nonce: '',
    keyOf: (p) => (typeof p === 'object' && p !== null ? table.get(p) : undefined),
    pendingKeys: () => [...waiting.keys()],
  };
}

function DeferredScript({ entry }: { entry: QueueItem }) {
  const { nonce } = useContext(DeferredKeysContext);
  return (
    <script
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{
        __html: `(self.${DEFERRED_QUEUE}=self.${DEFERRED_QUEUE}||[]).push(${scriptSafeJson(entry)})`,
      }}
    />
  );
}

/** The browser learns only that the data failed, never the server's error text. */
function DeferredError({ dataKey, children }: { dataKey: string | undefined; children: ReactNode }) {
  return (
    <>
      {dataKey && <DeferredScript entry={[dataKey, { ok: false, m: '加载失败' }]} />}
      {children}
    </>
  );
}

export interface DeferredProps<T> {
  resolve: Promise<T> | T;
  fallback: ReactNode;
  errorElement: ReactNode;
  children: (value: T) => ReactNode;
}

/** `<Suspense>` + `<Await>` that also streams the settled value to the browser (see above). */
export function Deferred<T>({ resolve, fallback, errorElement, children }: DeferredProps<T>) {
  const { keyOf } = useContext(DeferredKeysContext);
  const key = keyOf(resolve);
  return (
    <Suspense fallback={fallback}>
      <Await resolve={resolve} errorElement={<DeferredError dataKey={key}>{errorElement}</DeferredError>}>
        {(value: T) => (
          <>
            {key && <DeferredScript entry={[key, { ok: true, v: value }]} />}
            {children(value)}
          </>
        )}
      </Await>
    </Suspense>
  );
}
