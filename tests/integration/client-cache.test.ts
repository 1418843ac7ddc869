/**
 * The client data cache on the server (docs/decisions/0016-client-data-cache.md) over HTTP: each page
 * request fills a data cache of its own, which the page carries dehydrated for the browser; two
 * visitors' concurrent requests never see each other's reads. Also the favourites call's `size`.
 */
import superagent from 'superagent';
import { beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '#shared/api/session';
import { documentState } from '../support/document.ts';
import { clearFaults, injectFault, useStack } from '../support/stack.ts';

const ORIGIN = 'https://www.aurelion.example';
const SMS_CODE = '135790';
const site = useStack({
  mock: { smsCode: SMS_CODE },
  app: { deps: () => ({ rateLimits: { codePerTarget: 100, codePerIp: 100, captchaPerIp: 100 } }) },
});

/** The seeded owner (favourites, saved builds) and a newly registered visitor with none. */
const OWNER = '13800138000';
const NEWCOMER = '15977770001';

/** Logs in through the site (captcha answer read back from the mock), registering a new phone. */
async function sessionCookie(phone: string): Promise<string> {
  const captcha = (await superagent.get(`${site.url}/api/captcha/gen`)).body as { data: { key: string } };
  const records = (await superagent.get(`${site.mock.url}/__mock/records/captchas`)).body as {
    data: { key: string; answer: string }[];
  };
  const answer = records.data.find((c) => c.key === captcha.data.key)?.answer;
  const post = (path: string, body: object) =>
    superagent
      .post(site.url + path)
      .set('Origin', ORIGIN)
      .ok(() => true)
      .send(body);
  await post('/api/user/new-smscode', { data: { phone, captchaKey: captcha.data.key, captcha: answer } });
  let res = await post('/api/user/login', { phone, code: SMS_CODE });
  if ((res.body as { code: number }).code !== 200)
    res = await post('/api/user/register', { phone, code: SMS_CODE, consent: true });
  const cookie = ((res.headers['set-cookie'] as string[] | undefined) ?? []).find((c) =>
    c.startsWith(`${SESSION_COOKIE}=`),
  );
  if (!cookie) throw new Error(`no session for ${phone}: ${res.text}`);
  return cookie.split(';')[0] ?? '';
}

function cachedReads(html: string): { path: unknown; input: unknown; data: unknown }[] {
  return (documentState(html).queries?.queries ?? []).map((q) => ({
    path: q.queryKey[0],
    input: q.queryKey[1],
    data: q.state.data,
  }));
}

let owner: string;
let newcomer: string;
let ownerTitles: string[];

beforeAll(async () => {
  owner = await sessionCookie(OWNER);
  newcomer = await sessionCookie(NEWCOMER);
  const api = (path: string, body: object) =>
    superagent
      .post(site.url + path)
      .set({ Origin: ORIGIN, Cookie: owner })
      .send(body);
  const target = { type: 'series', targetId: 'lc' };
  const state = await api('/api/user/isCollections', target);
  if (!(state.body as { data: { collected: boolean } }).data.collected) await api('/api/user/collections', target);
  const list = await superagent
    .post(`${site.url}/api/user/collectionsList`)
    .set({ Origin: ORIGIN, Cookie: owner })
    .send({ page: 1, size: 20 });
  ownerTitles = (list.body as { data: { list: { title: string }[] } }).data.list.map((c) => c.title);
  expect(ownerTitles.length, list.text).toBeGreaterThan(0);
});

describe('the server side of the data cache', () => {
  it('a public page carries the reads its loaders made, dehydrated, so the browser asks nothing again', async () => {
    const res = await superagent.get(`${site.url}/models/es`);
    const reads = cachedReads(res.text);
    expect(reads.map((r) => r.path)).toEqual(
      expect.arrayContaining([
        '/api/client/queryModel',
        '/api/client/queryCarSeriesSpec/',
        '/api/client/queryCarSeriesNotes/',
      ]),
    );
    expect(reads.find((r) => r.path === '/api/client/queryModel')?.input).toEqual({ seriesCode: 'es' });
  });

  it('a read that failed is not carried (the browser asks for it again instead of keeping the failure)', async () => {
    // Server-side GETs are retried once: fail more often than that.
    await injectFault(site.mock, 'status=500', '/api/client/queryCarSeriesSpec/', 3);
    try {
      const res = await superagent.get(`${site.url}/models/es`);
      expect(res.status).toBe(200);
      const paths = cachedReads(res.text).map((r) => r.path);
      expect(paths).toContain('/api/client/queryModel');
      expect(paths).not.toContain('/api/client/queryCarSeriesSpec/');
    } finally {
      await clearFaults(site.mock);
    }
  });

  it('two visitors requesting their favourites at the same time each see only their own data', async () => {
    const rounds = await Promise.all(
      Array.from({ length: 4 }, () =>
        Promise.all([
          superagent.get(`${site.url}/account/favorites`).set('Cookie', owner),
          superagent.get(`${site.url}/account/favorites`).set('Cookie', newcomer),
        ]),
      ),
    );
    for (const [mine, theirs] of rounds) {
      expect(mine.status).toBe(200);
      expect(theirs.status).toBe(200);
      for (const title of ownerTitles) expect(mine.text).toContain(title);
      for (const title of ownerTitles) expect(theirs.text).not.toContain(title);
      const session = (html: string) =>
        cachedReads(html).find((r) => r.path === '/api/user/ckauth')?.data as { data: { phone: string } };
      expect(session(mine.text).data.phone).toBe('138****8000');
      expect(session(theirs.text).data.phone).toBe('159****0001');
    }
  });

  it('the favourites list is asked for with size (page 1, size 20), the parameter the API names', async () => {
    const res = await superagent.get(`${site.url}/account/favorites?type=news`).set('Cookie', owner);
    const read = cachedReads(res.text).find((r) => r.path === '/api/user/collectionsList');
    expect(read?.input).toEqual({ page: 1, size: 20, type: 'news' });
    const refused = await superagent
      .post(`${site.url}/api/user/collectionsList`)
      .set({ Origin: ORIGIN, Cookie: owner })
      .send({ page: 1, pageSize: 20 });
    expect((refused.body as { code: number }).code).toBe(400);
    const paged = await superagent
      .post(`${site.url}/api/user/collectionsList`)
      .set({ Origin: ORIGIN, Cookie: owner })
      .send({ size: 1 });
    expect((paged.body as { data: { page: number; list: unknown[] } }).data).toMatchObject({
      page: 1,
      list: [expect.anything()],
    });
  });
});
