/**
 * The server's HTTP exchange for the request helper (shared/api/request.ts): superagent's Node build,
 * with its response/deadline timeouts and one retry of an idempotent GET on a reset keep-alive socket.
 * Never a shared superagent agent: the Node agent keeps a cookie jar, which would carry one visitor's
 * cookies into another's calls.
 */
import superagent from 'superagent';
import type { HttpExchange } from '#shared/api/request';

function isResetError(err: unknown): boolean {
  return (
    typeof err === 'object' && err !== null && 'code' in err && (err.code === 'ECONNRESET' || err.code === 'EPIPE')
  );
}

export const superagentHttp: HttpExchange = ({ method, url, query, body, headers, timeout, signal }) => {
  let req = method === 'GET' ? superagent.get(url) : superagent.post(url);
  // Non-2xx answers are read like any other; the helper's envelope checks decide.
  req = req
    .set(headers)
    .timeout(timeout)
    .ok(() => true);
  if (method === 'GET') {
    if (query) req = req.query(query);
    req = req.retry(1, (err) => isResetError(err));
  } else {
    req = req.type('json').send(body ?? {});
  }
  const answer = Promise.resolve(req).then((res) => ({ status: res.status, body: res.body as unknown }));
  if (signal) {
    // Cancelled once the helper has settled on the same signal: an abort of superagent's request while
    // the helper still races its answer leaves a rejection nobody handles.
    const onAbort = () => setImmediate(() => req.abort());
    signal.addEventListener('abort', onAbort, { once: true });
    void answer.then(
      () => signal.removeEventListener('abort', onAbort),
      () => signal.removeEventListener('abort', onAbort),
    );
  }
  return answer;
};
