/**
 * The mock's WeChat API (mock-api/wechat.ts): `cgi-bin/token` and `cgi-bin/ticket/getticket` with WeChat's
 * own field names and error codes, the records of what it issued, and the test controls.
 */
import superagent from 'superagent';
import { beforeEach, describe, expect, it } from 'vitest';
import { MOCK_WECHAT_APP_ID, MOCK_WECHAT_APP_SECRET } from '../../mock-api/wechat.ts';
import { testClock, testMockOptions } from '../support/mock-client.ts';
import { useStack } from '../support/stack.ts';

const OTHER_APP_ID = 'wx00112233445566ff';
const OTHER_SECRET = 'abcdefabcdefabcdefabcdefabcdef12';

describe("the mock's WeChat API", () => {
  const clock = testClock();
  const stack = useStack({ app: false, mock: testMockOptions({ now: clock.now }) });
  beforeEach(() => stack.mock.reset());

  const token = (query: Record<string, string>) => superagent.get(`${stack.mock.url}/cgi-bin/token`).query(query);
  const credentials = { grant_type: 'client_credential', appid: MOCK_WECHAT_APP_ID, secret: MOCK_WECHAT_APP_SECRET };
  const ticket = (accessToken: string) =>
    superagent.get(`${stack.mock.url}/cgi-bin/ticket/getticket`).query({ access_token: accessToken, type: 'jsapi' });
  const newToken = async () => (await token(credentials)).body as { access_token: string; expires_in: number };
  const records = async () =>
    (
      (await superagent.get(`${stack.mock.url}/__mock/records/wechat`)).body as {
        data: { tokensIssued: number; ticketsIssued: number };
      }
    ).data;

  it('issues an access token for the configured official account, and a jsapi_ticket with it', async () => {
    const issued = await newToken();
    expect(Object.keys(issued).sort()).toEqual(['access_token', 'expires_in']);
    expect(issued.expires_in).toBe(7200);
    const res = await ticket(issued.access_token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ errcode: 0, errmsg: 'ok', ticket: expect.any(String) as string, expires_in: 7200 });
    expect(await records()).toMatchObject({ tokensIssued: 1, ticketsIssued: 1 });
  });

  it("answers WeChat's error codes with HTTP 200: 40002, 40013, 40125, 40001, 42001, 40097", async () => {
    const codeOf = (res: superagent.Response) => {
      expect(res.status).toBe(200);
      const body = res.body as { errcode: number; errmsg: string };
      expect(Object.keys(body).sort()).toEqual(['errcode', 'errmsg']);
      return [body.errcode, body.errmsg.replace(/ rid: \w+$/, '')];
    };
    expect(codeOf(await token({ ...credentials, grant_type: 'password' }))).toEqual([40002, 'invalid grant_type']);
    expect(codeOf(await token({ ...credentials, appid: OTHER_APP_ID }))).toEqual([40013, 'invalid appid']);
    expect(codeOf(await token({ ...credentials, secret: OTHER_SECRET }))).toEqual([40125, 'invalid appsecret']);
    expect(codeOf(await ticket('not-a-token'))).toEqual([
      40001,
      'invalid credential, access_token is invalid or not latest',
    ]);
    const issued = await newToken();
    expect(
      codeOf(
        await superagent
          .get(`${stack.mock.url}/cgi-bin/ticket/getticket`)
          .query({ access_token: issued.access_token, type: 'card' }),
      ),
    ).toEqual([40097, 'invalid args']);
    clock.advance(7200_000);
    expect(codeOf(await ticket(issued.access_token))).toEqual([42001, 'access_token expired']);
    expect(await records()).toMatchObject({ tokensIssued: 1, ticketsIssued: 0 });
  });

  it('voids every issued token on request: the next ticket call answers 40001', async () => {
    const issued = await newToken();
    const res = await superagent.post(`${stack.mock.url}/__mock/wechat/invalidate-tokens`);
    expect((res.body as { data: { invalidated: number } }).data.invalidated).toBe(1);
    expect((await ticket(issued.access_token)).body).toMatchObject({ errcode: 40001 });
    expect((await ticket((await newToken()).access_token)).body).toMatchObject({ errcode: 0 });
  });

  it('keeps an earlier token valid for 5 minutes after a new one, as WeChat does', async () => {
    const first = await newToken();
    await newToken();
    clock.advance(5 * 60_000 - 1);
    expect((await ticket(first.access_token)).body).toMatchObject({ errcode: 0 });
    clock.advance(1);
    expect((await ticket(first.access_token)).body).toMatchObject({ errcode: 40001 });
  });

  it('answers 45009 once the daily quota of tokens is used, and a day later issues again', async () => {
    await superagent.post(`${stack.mock.url}/__mock/wechat/quota`).send({ quota: 1 });
    expect((await token(credentials)).body).toHaveProperty('access_token');
    const refused = (await token(credentials)).body as { errcode: number; errmsg: string };
    expect(refused.errcode).toBe(45009);
    expect(refused.errmsg).toMatch(/^reach max api daily quota limit/);
    clock.advance(86_400_000);
    expect((await token(credentials)).body).toHaveProperty('access_token');
  });

  it('forgets every token and ticket at reset', async () => {
    await ticket((await newToken()).access_token);
    await superagent.post(`${stack.mock.url}/__mock/reset`);
    expect(await records()).toMatchObject({ tokensIssued: 0, ticketsIssued: 0 });
  });
});

describe("the mock's WeChat API with another official account", () => {
  const stack = useStack({
    app: false,
    mock: testMockOptions({ wechatAppId: OTHER_APP_ID, wechatAppSecret: OTHER_SECRET }),
  });

  it('issues tokens for that account only', async () => {
    const url = `${stack.mock.url}/cgi-bin/token`;
    const query = { grant_type: 'client_credential', appid: OTHER_APP_ID, secret: OTHER_SECRET };
    expect((await superagent.get(url).query(query)).body).toHaveProperty('access_token');
    expect((await superagent.get(url).query({ ...query, appid: MOCK_WECHAT_APP_ID })).body).toMatchObject({
      errcode: 40013,
    });
  });
});
