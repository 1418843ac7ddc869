/**
 * The built server warms up before it listens (server/warm-up.ts): its log says "warmed up", with every
 * page kind answered and the search index built, before "site listening", the line PM2's `ready`
 * message goes out with.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startBuiltServer, type BuiltServer } from '../support/built-site.ts';
import { startMock, TEST_SIGN_SECRET, type MockApi } from '../support/stack.ts';

let mock: MockApi;
let site: BuiltServer;

beforeAll(async () => {
  mock = await startMock();
  site = await startBuiltServer(mock, TEST_SIGN_SECRET, { WARM_UP: 'on' });
}, 60_000);

afterAll(async () => {
  await site.stop();
  await mock.close();
});

interface LogLine {
  msg?: string;
  pages?: Array<{ path: string; status: number }>;
  searchIndexMs?: number;
}

it('answers every page kind once and builds the search index before it listens and reports ready', () => {
  const lines = site
    .output()
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as LogLine);
  const warmed = lines.findIndex((l) => l.msg === 'warmed up');
  const listening = lines.findIndex((l) => l.msg === 'site listening');
  expect(warmed).toBeGreaterThanOrEqual(0);
  expect(warmed).toBeLessThan(listening);
  expect(lines[warmed]?.pages?.filter((r) => r.status !== 200)).toEqual([]);
  expect(lines[warmed]?.searchIndexMs).toEqual(expect.any(Number));
});
