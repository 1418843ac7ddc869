/**
 * Routes with a loader or an action and no page (the favourite, follow and logout actions, a city's
 * dealers, the drawer's options): the browser's fetchers use them without asking the server, so an
 * address typed or followed to one of them gets the not-found page, never an empty page.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, CHROME_UA, startMock, testConfig, type MockApi } from '../support/stack.ts';

let mock: MockApi;
let app: ReturnType<typeof buildApp>;

beforeAll(async () => {
  mock = await startMock();
  app = buildApp(testConfig(mock.url));
});

afterAll(async () => {
  await mock.close();
});

describe('routes without a page', () => {
  it.each([
    '/account/actions/favorite?type=series&targetId=lc',
    '/account/actions/follow',
    '/account/actions/logout',
    '/test-drive/dealers?provinceId=1&cityId=1',
    '/test-drive/drawer-options?model=nx',
  ])('a page request for %s answers the not-found page with 404', async (path) => {
    const res = await request(app)
      .get(path)
      .set('user-agent', CHROME_UA)
      .set('accept', 'text/html,application/xhtml+xml');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.text).toContain('页面未找到');
  });
});
