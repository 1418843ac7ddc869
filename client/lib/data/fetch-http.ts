/**
 * The browser's HTTP exchange for the request helper (shared/api/request.ts): `fetch`, so no HTTP
 * library reaches the bundle (docs/decisions/0019-client-byte-budgets.md). Same-origin cookies ride
 * along (the session cookie reaches the site's proxy); the helper decides what an answer means.
 */
import type { HttpExchange } from '#shared/api/request';

/** A timeout, told apart from a network failure by its numeric `timeout` (the helper's rule). */
class TimeoutError extends Error {
  constructor(readonly timeout: number) {
    super(`no answer within ${timeout} ms`);
    this.name = 'TimeoutError';
  }
}

export const fetchHttp: HttpExchange = async ({ method, url, query, body, headers, timeout, signal }) => {
  const target = query
    ? `${url}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()}`
    : url;
  const controller = new AbortController();
  let timedOut = 0;
  const stopAfter = (ms: number) =>
    setTimeout(() => {
      timedOut = ms;
      controller.abort();
    }, ms);
  const onAbort = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', onAbort, { once: true });
  const deadline = stopAfter(timeout.deadline);
  const response = stopAfter(timeout.response);
  try {
    const res = await fetch(target, {
      method,
      headers: body === undefined ? headers : { ...headers, 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      credentials: 'same-origin',
      signal: controller.signal,
    });
    clearTimeout(response);
    const text = await res.text();
    let parsed: unknown = null;
    try {
      parsed = text ? (JSON.parse(text) as unknown) : null;
    } catch {
      // Not JSON (a gateway's HTML page): the helper reads it as a failed request.
    }
    return { status: res.status, body: parsed };
  } catch (err) {
    if (timedOut) throw new TimeoutError(timedOut);
    throw err;
  } finally {
    clearTimeout(deadline);
    clearTimeout(response);
    signal?.removeEventListener('abort', onAbort);
  }
};
