/**
 * The API paths are an allow-list: a path under /api/ or /client/ that is not an endpoint of the
 * contract, written exactly, is answered 404 by the site and never reaches the upstream. The mock
 * upstream (like many servers) routes loosely, ignoring a trailing slash and case, so without the list
 * each variant below would slip past a guard that matches its endpoint exactly.
 */
import { pino } from 'pino';
import superagent from 'superagent';
import { describe, expect, it } from 'vitest';
import { API_CODES, LEGACY_CODES } from '#shared/api/envelope';
import { useStack } from '../support/stack.ts';

const ORIGIN = 'https://www.aurelion.example';

/** Every request the mock answered: proof of what did or did not reach the upstream. */
function upstreamLog() {
  const urls: string[] = [];
  const logger = pino({ level: 'info' }, {
    write: (line: string) => {
      const { url } = JSON.parse(line) as { url?: unknown };
      if (typeof url === 'string') urls.push(url);
    },
  });
  return { logger, count: () => urls.length };
}

const log = upstreamLog();
const site = useStack({ mock: { logger: log.logger } });

const PHONE_BODY = { phone: '13800138000', dealerId: 1, type: 'login' };

describe('the API paths are an allow-list', () => {
  it.each([
    // the WeChat ticket the site signs with and never hands out
    ['GET', '/client/wechat/jsapi-ticket/'],
    ['GET', '/client/Wechat/jsapi-ticket'],
    ['GET', '/client/wechat//jsapi-ticket'],
    ['GET', '/client/wechat/jsapi%2Dticket'],
    // the dealer SMS the site sends itself, behind its captcha and limits
    ['POST', '/api/client/smsDelaer/'],
    ['POST', '/api/client/SMSDELAER'],
    ['GET', '/api/client/loadTcmi/?dnrepfrm=%3Cx%3E'],
    // rate-limited login codes, lead posts and share-code lookups
    ['POST', '/api/user/new-smscode/'],
    ['POST', '/api/USER/new-smscode'],
    ['POST', '/api/user//new-smscode'],
    ['POST', '/api/client/testDrivce/'],
    ['GET', '/api/user/findCodeInfo/?code=ABCD1234'],
    // no such endpoint at all, whatever the method
    ['GET', '/api/unknown/endpoint'],
    ['TRACE', '/api/unknown/endpoint'],
    ['POST', '/client/unknown'],
  ])('%s %s answers 404 and the upstream never sees it', async (method, path) => {
    const before = log.count();
    const req = superagent(method, `${site.url}${path}`).ok(() => true).set('Origin', ORIGIN);
    const res = await (method === 'POST' ? req.send(PHONE_BODY) : req);
    expect(res.status).toBe(404);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatchObject(
      path.startsWith('/client/') ? { retCode: LEGACY_CODES.notFound } : { code: API_CODES.notFound },
    );
    expect(JSON.stringify(res.body)).not.toContain('mock-jsapi-ticket');
    expect(log.count()).toBe(before);
  });

  it('the exact endpoints still reach the upstream', async () => {
    const before = log.count();
    const res = await superagent.get(`${site.url}/api/client/findNews?page=1&pageSize=2`);
    expect(res.body).toMatchObject({ code: API_CODES.ok });
    expect(log.count()).toBe(before + 1);
  });
});
