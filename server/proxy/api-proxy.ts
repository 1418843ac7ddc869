/**
 * `/api/*` and legacy `/client/*` forwarded to the upstream chosen by path and API_ENV (and `/static/*`
 * when no separate static host is configured). Each forwarded request is signed, keeps the caller's
 * `Authorization` and request id, and is bounded in time: an upstream that does not answer in time
 * gets a 504 envelope, one that cannot be reached a 502 envelope, never a hang or a stack trace.
 */
import type { ClientRequest, IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { RequestHandler } from 'express';
import { createProxyMiddleware, fixRequestBody } from 'http-proxy-middleware';
import type { Logger } from 'pino';
import { envelopeFor } from '#shared/api/envelope';
import type { Config } from '../config.ts';
import { signatureHeaders } from './signature.ts';

const timedOut = new WeakSet<IncomingMessage>();

/** Headers a browser sends that the upstream must not see. */
const STRIPPED_HEADERS = ['cookie', 'x-mock-fault'];

export function errorEnvelope(path: string, status: 502 | 504) {
  return status === 504
    ? envelopeFor(path, 'upstreamTimeout', '服务响应超时，请稍后再试')
    : envelopeFor(path, 'upstreamUnavailable', '服务暂时不可用，请稍后再试');
}

function pathnameOf(url: string | undefined): string {
  return (url ?? '/').split('?')[0] ?? '/';
}

function createUpstreamProxy(target: string, paths: string[], config: Config, logger: Logger): RequestHandler {
  return createProxyMiddleware<IncomingMessage, ServerResponse>({
    target,
    changeOrigin: true,
    xfwd: true,
    pathFilter: paths,
    on: {
      proxyReq(proxyReq: ClientRequest, req: IncomingMessage) {
        for (const name of STRIPPED_HEADERS) proxyReq.removeHeader(name);
        // Tests and local poking may pass a fault through to the mock; never in production.
        if (!config.isProduction && typeof req.headers['x-mock-fault'] === 'string') {
          proxyReq.setHeader('x-mock-fault', req.headers['x-mock-fault']);
        }
        const signed = signatureHeaders(config.signSecret, req.method ?? 'GET', pathnameOf(req.url));
        proxyReq.setHeader('x-timestamp', signed['x-timestamp']);
        proxyReq.setHeader('x-signature', signed['x-signature']);
        // A body parsed on the way (the rate limits read the phone number) is sent on as it came.
        fixRequestBody(proxyReq, req as IncomingMessage & { body?: unknown });
        proxyReq.setTimeout(config.upstreamTimeoutMs, () => {
          timedOut.add(req);
          proxyReq.destroy(new Error(`Upstream timeout after ${config.upstreamTimeoutMs} ms`));
        });
      },
      error(err: Error, req: IncomingMessage, res: ServerResponse | Socket) {
        const status = timedOut.has(req) ? 504 : 502;
        const reqId = (req as IncomingMessage & { id?: unknown }).id;
        logger.warn({ err, reqId, url: req.url, status }, 'upstream request failed');
        if (!('writeHead' in res)) return void res.destroy();
        if (res.headersSent) return void res.destroy();
        res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
        res.end(JSON.stringify(errorEnvelope(pathnameOf(req.url), status)));
      },
    },
  });
}

export function createApiProxy(config: Config, logger: Logger): RequestHandler[] {
  const userPaths = ['/api/**', ...(config.staticHost ? [] : ['/static/**'])];
  return [
    createUpstreamProxy(config.userApiUrl, userPaths, config, logger),
    createUpstreamProxy(config.legacyApiUrl, ['/client/**'], config, logger),
  ];
}
