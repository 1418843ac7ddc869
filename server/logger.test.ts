import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { createLogger, maskText, REDACT_PATHS } from './logger.ts';
import { requestLogging } from './middleware/request-context.ts';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, cb) {
      lines.push(chunk.toString());
      cb();
    },
  });
  return { lines, log: pino({ redact: { paths: REDACT_PATHS, censor: '[Redacted]' } }, stream) };
}

describe('log redaction', () => {
  it('masks phone numbers and sensitive query values in text', () => {
    expect(maskText('/account/login?phone=13812345678&prev=/a')).toBe('/account/login?phone=[Redacted]&prev=/a');
    expect(maskText('用户 13812345678 登录')).toBe('用户 138****5678 登录');
    expect(maskText('/x?token=abc.def&smsCode=123456')).toBe('/x?token=[Redacted]&smsCode=[Redacted]');
  });

  it('masks a phone number in the search query however it was typed and encoded', () => {
    expect(maskText('/search?q=138+1234+5678')).toBe('/search?q=138****78');
    expect(maskText('/search?q=%EF%BC%91%EF%BC%93%EF%BC%98%EF%BC%91%EF%BC%92%EF%BC%93%EF%BC%94%EF%BC%95%EF%BC%96%EF%BC%97%EF%BC%98&kind=news')).toBe(
      '/search?q=138****78&kind=news',
    );
    expect(maskText('/search/suggest?q=ES%20300h')).toBe('/search/suggest?q=ES%20300h');
  });

  it('redacts tokens, phones and codes at the top level and nested', () => {
    const { lines, log } = capture();
    log.info({ token: 't1', phone: '13812345678', body: { smsCode: '123456', data: { phone: '13900000000' } } }, 'x');
    const line = lines.join('');
    for (const secret of ['t1', '13812345678', '123456', '13900000000']) expect(line).not.toContain(secret);
  });

  it('redacts authorization and cookie headers', () => {
    const { lines, log } = capture();
    log.info({ req: { headers: { authorization: 'Bearer abc', cookie: 'sid=xyz' } } }, 'r');
    expect(lines.join('')).not.toMatch(/Bearer abc|sid=xyz/);
  });
});

interface Line {
  msg: string;
  level: number;
  req: { id: string; url: string; headers: Record<string, string>; remoteAddress?: string };
  res?: unknown;
  responseTime?: number;
}

describe('access log lines', () => {
  /** An app with the access log in front of `handle`, logging through the site's logger into `lines`. */
  async function served(handle: (req: express.Request, res: express.Response) => void, trustProxy: number | false = false) {
    const lines: string[] = [];
    const log = createLogger({ logLevel: 'info', env: 'production' }, { write: (line: string) => void lines.push(line) });
    const childSpy = vi.spyOn(log, 'child');
    const app = express();
    app.set('trust proxy', trustProxy);
    app.use(requestLogging(app, log));
    app.use(handle);
    const server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const get = (path: string, headers: Record<string, string> = {}) =>
      new Promise<number>((resolve, reject) => {
        request({ port, host: '127.0.0.1', path, headers: { 'user-agent': 'UA', ...headers } }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        })
          .on('error', reject)
          .end();
      });
    const parsed = () => lines.map((l) => JSON.parse(l) as Line);
    return { port, get, parsed, lines, childSpy, close: () => new Promise((resolve) => server.close(resolve)) };
  }

  it('keep the masked URL, the headers an operator reads and the status: nothing of the response headers', async () => {
    const site = await served((_req, res) => {
      res.setHeader('content-security-policy', "default-src 'self'");
      res.setHeader('set-cookie', 'aur_session=secret-token');
      res.end('ok');
    });
    await site.get('/account/login?phone=13812345678', { authorization: 'Bearer abc', cookie: 'sid=xyz' });
    await site.close();
    expect(site.lines.join('')).not.toMatch(/13812345678|Bearer abc|sid=xyz|secret-token|default-src/);
    const [line] = site.parsed();
    expect(line?.msg).toBe('request completed');
    expect(line?.req.url).toBe('/account/login?phone=[Redacted]');
    expect(line?.req.headers).toEqual({ 'user-agent': 'UA', authorization: '[Redacted]', cookie: '[Redacted]' });
    expect(line?.req.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(line?.res).toEqual({ statusCode: 200 });
    expect(line?.responseTime).toBeGreaterThanOrEqual(0);
  });

  it("log at the status's level, and not for probes and static assets", async () => {
    const site = await served((req, res) => {
      res.status(req.path === '/missing' ? 404 : req.path === '/broken' ? 502 : 200).end();
    });
    for (const path of ['/healthz', '/readyz?full=1', '/assets/entry-abc.js', '/missing', '/broken', '/']) await site.get(path);
    await site.close();
    expect(site.parsed().map((l) => [l.req.url, l.level])).toEqual([
      ['/missing', 40],
      ['/broken', 50],
      ['/', 30],
    ]);
  });

  it('say when the visitor left before the answer was sent', async () => {
    let left!: () => void;
    const gone = new Promise<void>((resolve) => (left = resolve));
    const site = await served((_req, res) => {
      res.write('partial');
      res.on('close', left);
    });
    const req = request({ port: site.port, host: '127.0.0.1', path: '/slow' }, (res) => res.destroy());
    req.on('error', () => undefined).end();
    await gone;
    await site.close();
    expect(site.parsed().map((l) => l.msg)).toEqual(['request aborted']);
  });

  it("bind the request to a handler's own lines, with the full redaction", async () => {
    const site = await served((req, res) => {
      req.log?.warn({ upstream: { data: { phone: '13900000000', token: 't-secret' } } }, 'upstream said no');
      res.end();
    });
    await site.get('/models/es?x=1', { 'x-request-id': 'req-42' });
    await site.close();
    const [own, access] = site.parsed();
    expect(own?.msg).toBe('upstream said no');
    expect(own?.req).toMatchObject({ id: 'req-42', url: '/models/es?x=1' });
    expect(site.lines[0]).not.toMatch(/13900000000|t-secret/);
    expect(access?.req.id).toBe('req-42');
  });

  it("keep the visitor's address as it arrived, whatever a handler adds to X-Forwarded-For on the way", async () => {
    const site = await served((req, res) => {
      // What the API proxy does before it forwards: its own hop appended.
      req.headers['x-forwarded-for'] = `${String(req.headers['x-forwarded-for'])},127.0.0.1`;
      req.log?.warn({ status: 502 }, 'upstream failed');
      res.end();
    }, 1);
    await site.get('/api/captcha/gen', { 'x-forwarded-for': '198.51.100.7' });
    await site.close();
    expect(site.parsed().map((l) => [l.msg, l.req.remoteAddress])).toEqual([
      ['upstream failed', '198.51.100.7'],
      ['request completed', '198.51.100.7'],
    ]);
  });

  it('bind no logger for a request whose handler logs nothing', async () => {
    const site = await served((_req, res) => res.end());
    const atStart = site.childSpy.mock.calls.length;
    await site.get('/');
    await site.get('/models/es');
    await site.close();
    expect(site.parsed()).toHaveLength(2);
    expect(site.childSpy.mock.calls.length).toBe(atStart);
  });
});

describe('the address in a request line', () => {
  it("is the visitor's as trust proxy resolved it (req.ip), not the proxy's socket address", async () => {
    const { serializeRequest } = await import('./logger.ts');
    const behindProxy = { method: 'GET', url: '/', headers: {}, remoteAddress: '10.0.0.5', ip: '198.51.100.7' };
    expect(serializeRequest(behindProxy).remoteAddress).toBe('198.51.100.7');
    expect(serializeRequest({ method: 'GET', url: '/', headers: {}, remoteAddress: '10.0.0.5' }).remoteAddress).toBe('10.0.0.5');
  });
});
