import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { maskText, REDACT_PATHS } from './logger.ts';

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

describe('access log lines', () => {
  it('keep the masked URL, the headers an operator reads and the status: nothing of the response headers', async () => {
    const { createServer, request } = await import('node:http');
    const { requestLogging } = await import('./middleware/request-context.ts');
    const { lines, log } = capture();
    const logging = requestLogging(log);
    const server = createServer((req, res) =>
      logging(req as never, res as never, () => {
        res.setHeader('content-security-policy', "default-src 'self'");
        res.setHeader('set-cookie', 'aur_session=secret-token');
        res.end('ok');
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    await new Promise<void>((resolve) => {
      request({ port, host: '127.0.0.1', path: '/account/login?phone=13812345678', headers: { 'user-agent': 'UA', host: 'x' } }, (res) => {
        res.resume();
        res.on('end', resolve);
      }).end();
    });
    await new Promise((resolve) => server.close(resolve));
    const line = JSON.parse(lines.join('')) as { req: { url: string; headers: Record<string, string> }; res: Record<string, unknown> };
    expect(line.req.url).toBe('/account/login?phone=[Redacted]');
    expect(line.req.headers).toEqual({ 'user-agent': 'UA' });
    expect(line.res).toEqual({ statusCode: 200 });
  });
});

describe('the address in a request line', () => {
  it("is the visitor's as trust proxy resolved it (req.ip), not the proxy's socket address", async () => {
    const { serializeRequest } = await import('./logger.ts');
    const behindProxy = { method: 'GET', url: '/', headers: {}, remoteAddress: '10.0.0.5', raw: { ip: '198.51.100.7' } };
    expect(serializeRequest(behindProxy).remoteAddress).toBe('198.51.100.7');
    expect(serializeRequest({ method: 'GET', url: '/', headers: {}, remoteAddress: '10.0.0.5' }).remoteAddress).toBe('10.0.0.5');
  });
});
