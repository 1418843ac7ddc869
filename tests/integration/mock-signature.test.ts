/** Request signatures (docs/architecture.md#signature): missing, wrong or stale signatures get code 403. */
import { describe, expect, it } from 'vitest';
import { computeSignature, SIGNATURE_WINDOW_SECONDS } from '../../mock-api/signature.ts';
import { call, MOCK_TEST_SECRET, testMockOptions } from '../support/mock-client.ts';
import { useStack } from '../support/stack.ts';

const signed = useStack({ app: false, mock: testMockOptions() });
const unsignedStack = useStack({ app: false, mock: testMockOptions({ verifySignature: false }) });

function headersAt(
  secondsFromNow: number,
  method = 'GET',
  pathname = '/api/client/findIndexKv',
  secret = MOCK_TEST_SECRET,
) {
  const timestamp = String(Math.floor(Date.now() / 1000) + secondsFromNow);
  return { 'x-timestamp': timestamp, 'x-signature': computeSignature(secret, timestamp, method, pathname) };
}

describe('mock signature check', () => {
  it('accepts a valid signature; the query string is not signed', async () => {
    const res = await call(signed.mock, 'GET', '/api/client/findNews', { query: { page: 2 } });
    expect(res.body).toMatchObject({ code: 200, data: { page: 2 } });
  });

  it('refuses a missing signature with 403 in each family', async () => {
    expect((await call(signed.mock, 'GET', '/api/client/findIndexKv', { sign: false })).body).toMatchObject({
      code: 403,
      data: null,
    });
    expect((await call(signed.mock, 'GET', '/client/used-car/brands', { sign: false })).body).toMatchObject({
      retCode: 1003,
      data: null,
    });
  });

  it('refuses a signature made with another secret, method or path', async () => {
    const cases = [
      headersAt(0, 'GET', '/api/client/findIndexKv', 'wrong-secret'),
      headersAt(0, 'POST'),
      headersAt(0, 'GET', '/api/client/findNews'),
    ];
    for (const headers of cases) {
      const res = await call(signed.mock, 'GET', '/api/client/findIndexKv', { sign: false, headers });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ code: 403 });
    }
  });

  it('refuses a timestamp more than 300 s old or ahead, accepts one within', async () => {
    expect(SIGNATURE_WINDOW_SECONDS).toBe(300);
    // Whole seconds, read on two clocks a few ms apart: ±10 s keeps clear of the edge, whose exact
    // second is pinned with a fixed clock in mock-api/signature.test.ts (301 s ahead once failed here
    // when the request crossed a second boundary).
    for (const offset of [-310, 310]) {
      expect(
        (await call(signed.mock, 'GET', '/api/client/findIndexKv', { sign: false, headers: headersAt(offset) })).body,
      ).toMatchObject({ code: 403, msg: '签名已过期' });
    }
    for (const offset of [-290, 290]) {
      expect(
        (await call(signed.mock, 'GET', '/api/client/findIndexKv', { sign: false, headers: headersAt(offset) })).body,
      ).toMatchObject({ code: 200 });
    }
  });

  it('refuses a malformed signature', async () => {
    const res = await call(signed.mock, 'GET', '/api/client/findIndexKv', {
      sign: false,
      headers: { 'x-timestamp': 'yesterday', 'x-signature': 'abc' },
    });
    expect(res.body).toMatchObject({ code: 403 });
  });

  it('does not check /healthz, /__mock, or anything when verification is off', async () => {
    expect((await call(signed.mock, 'GET', '/healthz', { sign: false })).body).toEqual({ status: 'ok' });
    expect((await call(signed.mock, 'GET', '/__mock/records/sms', { sign: false })).body).toMatchObject({ code: 200 });
    expect((await call(unsignedStack.mock, 'GET', '/api/client/findIndexKv', { sign: false })).body).toMatchObject({ code: 200 });
  });
});
