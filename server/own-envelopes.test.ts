/**
 * Answers the site writes itself (not passed through from an upstream) use the contract's codes of the
 * request's family: `/client/*` gets the legacy retCodes of shared/api/envelope.ts, `/api/*` the HTTP-like codes.
 */
import express from 'express';
import { pino } from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { API_CODES, LEGACY_CODES } from '#shared/api/envelope';
import { errorHandler } from './errors.ts';
import { proxyLeadLimits } from './leads/proxy-lead-limits.ts';
import { errorEnvelope } from './proxy/api-proxy.ts';

const silent = pino({ level: 'silent' });

function failingApp() {
  const app = express();
  app.use(() => {
    throw new Error('boom: internal detail');
  });
  app.use(errorHandler(silent));
  return app;
}

function leadApp(refuse: boolean) {
  const app = express();
  app.use(
    proxyLeadLimits({
      consume: () => Promise.resolve(refuse ? { retryAfter: 60, message: '提交过于频繁，请 1 分钟后再试' } : null),
    }),
  );
  app.use((_req, res) => void res.json({ passed: true }));
  return app;
}

describe('the site’s own error envelopes', () => {
  it('an unexpected error on a legacy path answers the legacy server-error retCode 9999, without the error text', async () => {
    const res = await request(failingApp()).get('/client/news/list').set('accept', 'application/json');
    expect(res.status).toBe(500);
    expect(LEGACY_CODES.serverError).toBe(9999);
    expect(res.body).toEqual({ retCode: LEGACY_CODES.serverError, retMsg: '页面暂时无法显示', data: null });
  });

  it('an unexpected error on an /api path answers code 500', async () => {
    const res = await request(failingApp()).get('/api/client/findNews').set('accept', 'application/json');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ code: API_CODES.serverError, msg: '页面暂时无法显示', data: null });
  });

  it('an unexpected error on a page answers the escaped fallback page, never the error text', async () => {
    const res = await request(failingApp()).get('/news').set('accept', 'text/html');
    expect(res.status).toBe(500);
    expect(res.text).toContain('<h1 style="font-weight:300">页面暂时无法显示</h1>');
    expect(res.text).not.toContain('boom');
  });

  it.each([
    ['/client/lead/sale-clue', { retCode: 1001, retMsg: '请求格式错误', data: null }],
    ['/api/client/saleClue', { code: 400, msg: '请求格式错误', data: null }],
  ])('a malformed lead body on %s answers the family’s bad-request code', async (path, body) => {
    const res = await request(leadApp(false)).post(path).set('content-type', 'application/json').send('{"phone":');
    expect(res.status).toBe(400);
    expect(res.body).toEqual(body);
  });

  it.each([
    ['/client/datalake/test-drive-clue', { retCode: 1029, retMsg: '提交过于频繁，请 1 分钟后再试', data: null }],
    ['/api/client/testDrivce', { code: 429, msg: '提交过于频繁，请 1 分钟后再试', data: null }],
  ])('a refused lead on %s answers the family’s too-many-requests code', async (path, body) => {
    const res = await request(leadApp(true)).post(path).send({ phone: '13800138000' });
    expect(res.status).toBe(429);
    expect(res.body).toEqual(body);
  });

  it('the proxy’s upstream failures keep 502 / 504 as their code in both families', () => {
    expect(errorEnvelope('/client/news/list', 504)).toEqual({ retCode: 504, retMsg: '服务响应超时，请稍后再试', data: null });
    expect(errorEnvelope('/api/client/findNews', 502)).toEqual({ code: 502, msg: '服务暂时不可用，请稍后再试', data: null });
  });
});
