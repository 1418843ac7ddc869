import { Agent, get, IncomingMessage, ServerResponse, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { appMessageTypes, createAppServer } from './http-server.ts';

let server: Server | undefined;

afterEach(async () => {
  if (!server) return;
  server.closeAllConnections();
  await new Promise<void>((resolve) => server?.close(() => resolve()));
  server = undefined;
});

function fetchJson(url: string, agent: Agent): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    get(url, { agent, headers: { 'x-probe': 'yes' } }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(body) as unknown }));
    }).on('error', reject);
  });
}

describe('the site HTTP server', () => {
  it('builds every request and response with the app’s prototypes before Express sees them', async () => {
    const app = express();
    app.get('/probe', (req, res) => {
      res.status(201).json({ header: req.get('x-probe'), q: req.query.q ?? null });
    });
    server = createAppServer(app);
    const arrived: { req: unknown; res: unknown }[] = [];
    // Runs before the app: what Node built, before `app.handle` sets any prototype.
    server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
      arrived.push({ req: Object.getPrototypeOf(req), res: Object.getPrototypeOf(res) });
    });
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const agent = new Agent({ keepAlive: true });

    // Two requests on one kept-alive socket: each gets its own objects, built the same way.
    expect(await fetchJson(`${url}/probe?q=es`, agent)).toEqual({ status: 201, body: { header: 'yes', q: 'es' } });
    expect(await fetchJson(`${url}/probe`, agent)).toEqual({ status: 201, body: { header: 'yes', q: null } });
    agent.destroy();

    expect(arrived).toHaveLength(2);
    for (const seen of arrived) {
      expect(seen.req).toBe(app.request);
      expect(seen.res).toBe(app.response);
    }
  });

  it('keeps Express’s own path when Node’s constructors are classes', () => {
    class ClassRequest extends IncomingMessage {}
    class ClassResponse<R extends IncomingMessage = IncomingMessage> extends ServerResponse<R> {}
    const app = express();
    expect(appMessageTypes(app, { IncomingMessage: ClassRequest, ServerResponse: ClassResponse })).toBeNull();
    expect(appMessageTypes(app)).not.toBeNull();
  });
});
