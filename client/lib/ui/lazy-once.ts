/**
 * A value made on first use and shared by every later caller: what the browser downloads only when a
 * page first needs it (the data cache's client, the API client; docs/decisions/0019-client-byte-budgets.md).
 * A failed attempt (a chunk that did not download) is not kept: the next caller tries again.
 */
export function lazyOnce<T>(create: () => T | Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => {
    value ??= Promise.resolve()
      .then(create)
      .catch((err: unknown) => {
        value = undefined;
        throw err;
      });
    return value;
  };
}
