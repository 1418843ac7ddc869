/**
 * A finished page is not kept by the connection it went out on. React renders (and writes and ends its
 * page) inside an AsyncLocalStorage of its own, and every async resource Node makes meanwhile carries
 * that store: the socket's keep-alive timer, armed when the response finishes and kept until the
 * socket's next request, would hold React's request and through it the whole render
 * (docs/decisions/0048-no-request-keys-in-long-lived-weakmaps.md).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { Agent, get } from 'node:http';
import type { Socket } from 'node:net';
import { setImmediate as tick } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp, CHROME_UA, listen, testConfig, useStack } from '../support/stack.ts';

const site = useStack({ app: false });

/** Node's own symbols on its objects, by description (internals of this Node line, checked below). */
function symbolValues(target: object, description: string): unknown[] {
  const record = target as Record<symbol, unknown>;
  return Object.getOwnPropertySymbols(target)
    .filter((s) => s.description === description)
    .map((s) => record[s]);
}

/** The stores of every AsyncLocalStorage that were current when `resource` was made. */
const storesOf = (resource: object) => symbolValues(resource, 'kResourceStore');

const agent = new Agent({ keepAlive: true, maxSockets: 1 });
afterAll(() => agent.destroy());

function fetchPage(url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    get(url, { agent, headers: { 'user-agent': CHROME_UA } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve(body));
      res.on('error', reject);
    }).on('error', reject);
  });
}

describe('a finished page and its connection', () => {
  it('reads a store off a timer made inside an AsyncLocalStorage run (this Node keeps it there)', () => {
    const storage = new AsyncLocalStorage<{ render: string }>();
    const store = { render: 'page' };
    const timer = storage.run(store, () => setTimeout(() => undefined, 60_000));
    try {
      expect(storesOf(timer)).toContain(store);
    } finally {
      clearTimeout(timer);
    }
  });

  it("keeps no store of the render on the keep-alive socket's timer", async () => {
    const server = await listen(buildApp(testConfig(site.mock.url)));
    const sockets: Socket[] = [];
    server.server.on('connection', (socket: Socket) => sockets.push(socket));
    try {
      for (const path of ['/models/es', '/']) {
        const html = await fetchPage(`${server.url}${path}`);
        expect(html).toContain('</html>');
        // The response's last callbacks (its finish arms the keep-alive timer) have run.
        await tick();
        await tick();
        expect(sockets).toHaveLength(1);
        const [timer] = symbolValues(sockets[0] as Socket, 'timeout');
        expect(timer, 'the idle connection has its keep-alive timer').toBeTypeOf('object');
        const stores = storesOf(timer as object);
        // React's storage was on while the page rendered, so the timer has its slot, and it is empty.
        expect(stores.length).toBeGreaterThan(0);
        expect(stores.filter((store) => store !== undefined)).toEqual([]);
      }
    } finally {
      await server.close();
    }
  });
});
