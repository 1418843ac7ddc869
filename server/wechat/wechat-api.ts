/**
 * WeChat's two server-side calls for the JS-SDK: the official account's access token
 * (`/cgi-bin/token`) and, with it, the jsapi_ticket (`/cgi-bin/ticket/getticket`). Both answer HTTP 200;
 * a failure is `{ errcode, errmsg }` (40001 invalid credential, 40013 invalid appid, 40125 invalid secret,
 * 42001 token expired, 45009 daily quota reached). Anything else that goes wrong (no answer, not JSON,
 * a missing field) is reported as errcode -1.
 */
import { superagentHttp } from '../upstream/superagent-http.ts';

/** WeChat answers in well under a second; a hung call must not hold the refresh lock for long. */
export const WECHAT_TIMEOUT = { response: 4000, deadline: 5000 };

export class WechatApiError extends Error {
  constructor(
    readonly errcode: number,
    errmsg: string,
  ) {
    super(`WeChat API: ${errcode} ${errmsg}`);
    this.name = 'WechatApiError';
  }
}

export interface WechatApi {
  token(): Promise<{ accessToken: string; expiresIn: number }>;
  ticket(accessToken: string): Promise<{ ticket: string; expiresIn: number }>;
}

type Answer = Record<string, unknown>;

async function call(url: string, query: Record<string, string>): Promise<Answer> {
  const answer = await superagentHttp({
    method: 'GET',
    url,
    query,
    headers: { Accept: 'application/json' },
    timeout: WECHAT_TIMEOUT,
  }).catch((err: unknown) => {
    throw new WechatApiError(-1, err instanceof Error ? err.message : 'no answer');
  });
  const body = answer.body;
  if (answer.status !== 200 || typeof body !== 'object' || body === null || Array.isArray(body))
    throw new WechatApiError(-1, `HTTP ${answer.status}, no JSON object`);
  const errcode = (body as Answer).errcode;
  if (typeof errcode === 'number' && errcode !== 0) {
    const errmsg = (body as Answer).errmsg;
    throw new WechatApiError(errcode, typeof errmsg === 'string' ? errmsg : '');
  }
  return body as Answer;
}

function text(answer: Answer, name: string): string {
  const value = answer[name];
  if (typeof value !== 'string' || value === '') throw new WechatApiError(-1, `answer without ${name}`);
  return value;
}

function seconds(answer: Answer, name: string): number {
  const value = answer[name];
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new WechatApiError(-1, `answer without ${name}`);
  return value;
}

export function createWechatApi(settings: { apiUrl: string; appId: string; appSecret: string }): WechatApi {
  return {
    async token() {
      const answer = await call(`${settings.apiUrl}/cgi-bin/token`, {
        grant_type: 'client_credential',
        appid: settings.appId,
        secret: settings.appSecret,
      });
      return {
        accessToken: text(answer, 'access_token'),
        expiresIn: seconds(answer, 'expires_in'),
      };
    },
    async ticket(accessToken) {
      const answer = await call(`${settings.apiUrl}/cgi-bin/ticket/getticket`, {
        access_token: accessToken,
        type: 'jsapi',
      });
      return {
        ticket: text(answer, 'ticket'),
        expiresIn: seconds(answer, 'expires_in'),
      };
    },
  };
}
