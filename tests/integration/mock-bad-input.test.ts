/** Bad input: oversized and malformed bodies, wrong methods, unknown paths; clear errors, no state change, no stacks. */
import { describe, expect, it } from 'vitest';
import { call, dataOf, testDriveBody, testMockOptions } from '../support/mock-client.ts';
import { useStack } from '../support/stack.ts';

const stack = useStack({ app: false, mock: testMockOptions() });

const lead = testDriveBody();

async function leadCount(): Promise<number> {
  return dataOf<unknown[]>(await call(stack.mock, 'GET', '/__mock/records/leads', { sign: false })).length;
}

describe('mock bad input', () => {
  it('answers 413 for a body over 100 kB and stores nothing', async () => {
    const before = await leadCount();
    const res = await call(stack.mock, 'POST', '/api/client/saleClue', { body: { ...lead, remark: 'x'.repeat(120_000) } });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: 413, data: null });
    expect(await leadCount()).toBe(before);
  });

  it('answers 400 for malformed JSON, in the legacy family too', async () => {
    const api = await call(stack.mock, 'POST', '/api/client/saleClue', { raw: '{"name": "林晓",' });
    expect(api.status).toBe(400);
    expect(api.body).toMatchObject({ code: 400, data: null });
    const legacy = await call(stack.mock, 'POST', '/client/lead/sale-clue', { raw: '{oops' });
    expect(legacy.status).toBe(400);
    expect(legacy.body).toMatchObject({ retCode: 1001 });
  });

  it('answers 415 for a body that is not JSON', async () => {
    const res = await call(stack.mock, 'POST', '/api/client/saleClue', {
      raw: 'name=x',
      contentType: 'application/x-www-form-urlencoded',
    });
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ code: 415 });
  });

  it('answers 405 with Allow for a wrong method on a known path', async () => {
    const get = await call(stack.mock, 'GET', '/api/client/saleClue');
    expect(get.status).toBe(405);
    expect(get.headers.allow).toBe('POST');
    expect(get.body).toMatchObject({ code: 405 });
    const put = await call(stack.mock, 'PUT', '/client/news/list', { body: {} });
    expect(put.status).toBe(405);
    expect(put.body).toMatchObject({ retCode: 1005 });
  });

  it('answers 404 envelopes for unknown paths', async () => {
    const api = await call(stack.mock, 'GET', '/api/client/nothing-here');
    expect(api.status).toBe(404);
    expect(api.body).toEqual({ code: 404, msg: '接口不存在', data: null });
    const legacy = await call(stack.mock, 'POST', '/client/nothing/here', { body: {} });
    expect(legacy.status).toBe(404);
    expect(legacy.body).toMatchObject({ retCode: 1004 });
  });

  it('rejects wrong types and unknown keys with a validation error and stores nothing', async () => {
    const before = await leadCount();
    for (const body of [
      { ...lead, provinceId: '110000' },
      { ...lead, accept: 'yes' },
      { ...lead, __proto__: { admin: true }, extra: 1 },
      {},
    ]) {
      const res = await call(stack.mock, 'POST', '/api/client/saleClue', { body });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ code: 400, data: null });
      expect(res.text).not.toMatch(/at .+\.ts:\d+/);
    }
    expect(await leadCount()).toBe(before);
  });

  it('takes the first of repeated query parameters', async () => {
    const res = await call(stack.mock, 'GET', '/api/client/findNews?page=2&page=3');
    expect(res.body).toMatchObject({ code: 200, data: { page: 2 } });
  });

  it('hides the json-server router behind a read-only view', async () => {
    const res = await call(stack.mock, 'POST', '/__mock/db/users', { sign: false, body: { phone: '1' } });
    expect(res.status).toBe(405);
    const page = await call(stack.mock, 'GET', '/__mock/db/dealers', { sign: false, query: { _page: 2, _limit: 5 } });
    expect(page.body).toMatchObject({ code: 200, data: { total: expect.any(Number) } });
  });

  it('POST /__mock/reset restores the seeded state', async () => {
    await call(stack.mock, 'POST', '/api/client/saleClue', { body: lead });
    expect(await leadCount()).toBeGreaterThan(0);
    await call(stack.mock, 'POST', '/__mock/reset', { sign: false });
    expect(await leadCount()).toBe(0);
  });
});
