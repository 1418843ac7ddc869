/** Fault injection: per request (`x-mock-fault`) and registered (`/__mock/faults`), each kind. */
import { request } from 'node:http';
import { beforeEach, describe, expect, it } from 'vitest';
import { signatureHeaders } from '../../mock-api/signature.ts';
import { call, MOCK_TEST_SECRET, testMockOptions } from '../support/mock-client.ts';
import { useStack } from '../support/stack.ts';

const stack = useStack({ app: false, mock: testMockOptions() });

beforeEach(async () => {
  await call(stack.mock, 'DELETE', '/__mock/faults', { sign: false });
});

/** A call's duration, and when it ended (to tell which of calls made together finished first). */
async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; endedAt: number; result: T }> {
  const started = performance.now();
  const result = await work();
  const endedAt = performance.now();
  return { ms: endedAt - started, endedAt, result };
}

/** Raw GET, to see a dropped connection or a broken body as what they are. */
function rawGet(
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; text: string } | { error: string }> {
  return new Promise((resolve) => {
    const req = request(
      stack.mock.url + path,
      { headers: { ...signatureHeaders(MOCK_TEST_SECRET, 'GET', path.split('?')[0] ?? path), ...headers } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message }));
    req.end();
  });
}

describe('mock faults (x-mock-fault header)', () => {
  it('latency delays only the faulted request', async () => {
    const [slow, fast] = await Promise.all([
      timed(() => call(stack.mock, 'GET', '/api/client/findIndexKv', { headers: { 'x-mock-fault': 'latency=600' } })),
      timed(() => call(stack.mock, 'GET', '/api/client/findIndexKv')),
    ]);
    expect(slow.result.body).toMatchObject({ code: 200 });
    expect(slow.ms).toBeGreaterThanOrEqual(580);
    expect(fast.result.body).toMatchObject({ code: 200 });
    // Answered while the faulted call still waits: a fixed bound would measure the machine's load.
    expect(fast.endedAt).toBeLessThan(slow.endedAt);
  });

  it('status answers that HTTP status with a gateway page', async () => {
    const res = await call(stack.mock, 'GET', '/api/client/findIndexKv', { headers: { 'x-mock-fault': 'status=502' } });
    expect(res.status).toBe(502);
    expect(res.text).toContain('502');
  });

  it('expire answers as an expired session in each envelope family', async () => {
    const api = await call(stack.mock, 'GET', '/api/client/findIndexKv', { headers: { 'x-mock-fault': 'expire' } });
    expect(api.status).toBe(200);
    expect(api.body).toMatchObject({ code: 401, data: null });
    const legacy = await call(stack.mock, 'GET', '/client/used-car/brands', { headers: { 'x-mock-fault': 'expire' } });
    expect(legacy.body).toMatchObject({ retCode: 1002, data: null });
  });

  it('malformed answers a body that is not valid JSON', async () => {
    const res = await rawGet('/api/client/findNews', { 'x-mock-fault': 'malformed' });
    if (!('text' in res)) throw new Error(`request failed: ${res.error}`);
    expect(res.status).toBe(200);
    expect(() => JSON.parse(res.text) as unknown).toThrow(SyntaxError);
  });

  it('drop closes the socket without an answer', async () => {
    const result = await rawGet('/api/client/findIndexKv', { 'x-mock-fault': 'drop' });
    expect(result).toEqual({ error: 'ECONNRESET' });
  });

  it('combines latency with a status', async () => {
    const { ms, result } = await timed(() =>
      call(stack.mock, 'GET', '/api/client/findIndexKv', { headers: { 'x-mock-fault': 'latency=300,status=503' } }),
    );
    expect(result.status).toBe(503);
    expect(ms).toBeGreaterThanOrEqual(280);
  });

  it('rejects an unknown fault with 400', async () => {
    const res = await call(stack.mock, 'GET', '/api/client/findIndexKv', { headers: { 'x-mock-fault': 'explode' } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 400 });
  });
});

describe('mock faults (/__mock/faults)', () => {
  it('delays the news list only, as the site tests use it', async () => {
    const added = await call(stack.mock, 'POST', '/__mock/faults', {
      sign: false,
      body: { fault: 'latency=2000', path: '/api/client/findNews' },
    });
    expect(added.body).toMatchObject({
      code: 200,
      data: { id: expect.any(Number), path: '/api/client/findNews', remaining: null },
    });
    const [news, article, kv] = await Promise.all([
      timed(() => call(stack.mock, 'GET', '/api/client/findNews')),
      timed(() => call(stack.mock, 'GET', '/api/client/findNewsById', { query: { id: 1 } })),
      timed(() => call(stack.mock, 'GET', '/api/client/findIndexKv')),
    ]);
    expect(news.ms).toBeGreaterThanOrEqual(1950);
    expect(news.result.body).toMatchObject({ code: 200 });
    expect(article.endedAt).toBeLessThan(news.endedAt);
    expect(kv.endedAt).toBeLessThan(news.endedAt);
  });

  it('limits a fault to a glob and a count, and DELETE clears it', async () => {
    await call(stack.mock, 'POST', '/__mock/faults', {
      sign: false,
      body: { fault: 'status=500', path: '/api/client/query*', count: 2 },
    });
    expect((await call(stack.mock, 'GET', '/api/client/queryAllCar')).status).toBe(500);
    expect((await call(stack.mock, 'GET', '/api/client/findIndexKv')).status).toBe(200);
    expect((await call(stack.mock, 'GET', '/api/client/queryCarSeriesList')).status).toBe(500);
    expect((await call(stack.mock, 'GET', '/api/client/queryAllCar')).status).toBe(200);

    await call(stack.mock, 'POST', '/__mock/faults', { sign: false, body: { fault: 'expire' } });
    expect((await call(stack.mock, 'GET', '/api/client/findIndexKv')).body).toMatchObject({ code: 401 });
    await call(stack.mock, 'DELETE', '/__mock/faults', { sign: false });
    expect((await call(stack.mock, 'GET', '/api/client/findIndexKv')).body).toMatchObject({ code: 200 });
  });

  it('rejects a bad fault definition', async () => {
    const res = await call(stack.mock, 'POST', '/__mock/faults', { sign: false, body: { fault: 'latency=abc' } });
    expect(res.status).toBe(400);
  });
});
