import { Agent, createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createShutdown } from './shutdown.ts';

let server: Server;

afterEach(() => {
  server?.closeAllConnections();
});

function startSlowServer(): Promise<string> {
  server = createServer((req, res) => {
    const delay = req.url === '/slow' ? 400 : 0;
    setTimeout(() => res.end('done'), delay);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));
}

function fetchText(url: string, agent: Agent | false = false): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    get(url, { agent }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    }).on('error', reject);
  });
}

describe('graceful shutdown', () => {
  it('finishes the in-flight request, refuses new connections, closes idle keep-alive sockets, then exits 0', async () => {
    const url = await startSlowServer();
    const keepAlive = new Agent({ keepAlive: true });
    await fetchText(`${url}/fast`, keepAlive); // leaves an idle keep-alive socket
    const exit = vi.fn();
    const lifecycle = { draining: false };
    const shutdown = createShutdown({
      server,
      lifecycle,
      logger: pino({ level: 'silent' }),
      timeoutMs: 5000,
      idleGraceMs: 50,
      lingerMs: 10,
      exit,
    });

    const slow = fetchText(`${url}/slow`);
    await new Promise((r) => setTimeout(r, 50));
    const done = shutdown('SIGTERM');
    expect(lifecycle.draining).toBe(true);

    await expect(slow).resolves.toEqual({ status: 200, body: 'done' });
    await expect(fetchText(`${url}/fast`)).rejects.toThrow(/ECONNREFUSED/);
    await done;
    expect(exit).toHaveBeenCalledWith(0);
    keepAlive.destroy();
  });

  it('exits 1 at the deadline when a request never finishes', async () => {
    server = createServer(() => undefined); // never answers
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    get(`http://127.0.0.1:${port}/hang`).on('error', () => undefined);
    await new Promise((r) => setTimeout(r, 50));
    const exit = vi.fn();
    void createShutdown({ server, lifecycle: { draining: false }, logger: pino({ level: 'silent' }), timeoutMs: 200, exit })('SIGINT');
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(1), { timeout: 2000 });
  });

  it('runs once even when signalled twice', async () => {
    await startSlowServer();
    const exit = vi.fn();
    const shutdown = createShutdown({ server, lifecycle: { draining: false }, logger: pino({ level: 'silent' }), timeoutMs: 2000, lingerMs: 0, exit });
    const a = shutdown('SIGINT');
    const b = shutdown('SIGTERM');
    expect(a).toBe(b);
    await a;
    expect(exit).toHaveBeenCalledTimes(1);
  });
});
