import { AsyncLocalStorage } from 'node:async_hooks';
import { createServer, request, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { CoalescingTarget, MAX_BUFFERED_BYTES } from './coalescing-target.ts';

const servers: Array<() => void> = [];
afterEach(() => servers.splice(0).forEach((close) => close()));

/** A real server whose handler gets the target; resolves with the writes the response saw and the body. */
async function exchange(handle: (target: CoalescingTarget, res: ServerResponse) => void) {
  const writes: number[] = [];
  const events: string[] = [];
  let flushes = 0;
  const server = createServer((_req, res) => {
    const write = res.write.bind(res) as (chunk: Uint8Array) => boolean;
    res.write = ((chunk: Uint8Array) => {
      writes.push(chunk.byteLength);
      events.push(`write ${chunk.byteLength}`);
      return write(chunk);
    }) as typeof res.write;
    Object.assign(res, {
      flush: () => {
        flushes += 1;
        events.push('flush');
      },
    });
    handle(new CoalescingTarget(res), res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(() => server.close());
  const { port } = server.address() as AddressInfo;
  const body = await new Promise<string>((resolve, reject) => {
    request({ port, host: '127.0.0.1' }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve(text));
    })
      .on('error', reject)
      .end();
  });
  return { body, writes, events, flushes: () => flushes };
}

describe('the render target that coalesces React’s pieces', () => {
  it('hands the response one write per flush, and flushes the response', async () => {
    const { body, writes, flushes } = await exchange((target) => {
      target.writeHead(200, { 'content-type': 'text/html' });
      for (let i = 0; i < 10; i++) target.write(new Uint8Array(4096).fill(97));
      target.flush();
      target.write('<p>late</p>');
      target.end();
    });
    expect(writes).toEqual([10 * 4096, '<p>late</p>'.length]);
    expect(flushes()).toBe(1);
    expect(body).toBe('a'.repeat(10 * 4096) + '<p>late</p>');
  });

  it('encodes a string React writes as it is into the batch, in its place, as UTF-8', async () => {
    const script = `<script>${'奥瑞麟 ES'.repeat(200)}</script>`;
    const { body, writes } = await exchange((target) => {
      target.writeHead(200, { 'content-type': 'text/html' });
      target.write(new TextEncoder().encode('<body>'));
      target.write(script);
      target.write(new TextEncoder().encode('</body>'));
      target.end();
    });
    expect(writes).toEqual([Buffer.byteLength(`<body>${script}</body>`)]);
    expect(body).toBe(`<body>${script}</body>`);
  });

  it('sends a batch once it reaches its byte bound; what comes while the response drains goes out together, with its flush', async () => {
    const { body, writes, events, flushes } = await exchange((target) => {
      target.writeHead(200);
      for (let i = 0; i < 20; i++) target.write(new Uint8Array(4096).fill(98));
      target.flush();
      target.end('<p>end</p>');
    });
    expect(MAX_BUFFERED_BYTES).toBe(64 * 1024);
    expect(writes[0]).toBe(MAX_BUFFERED_BYTES);
    expect(writes.reduce((a, b) => a + b, 0)).toBe(20 * 4096 + '<p>end</p>'.length);
    expect(flushes()).toBe(1);
    // The flush follows every piece written before it, never only the part sent so far.
    expect(events.indexOf('flush')).toBeGreaterThan(events.findIndex((e, i) => i > 0 && e.startsWith('write')));
    expect(body).toBe('b'.repeat(20 * 4096) + '<p>end</p>');
  });

  it('answers headers through to the response and ends it', async () => {
    const { body } = await exchange((target, res) => {
      target.setHeader('x-test', '1');
      expect(target.headersSent).toBe(false);
      target.writeHead(301, { Location: '/' });
      expect(res.headersSent).toBe(true);
      target.end();
    });
    expect(body).toBe('');
  });

  it('is destroyed when the visitor leaves before the end, as React expects of its destination', async () => {
    const closed = new Promise<boolean>((resolve) => {
      const server = createServer((_req, res) => {
        const target = new CoalescingTarget(res);
        target.writeHead(200);
        target.write('start');
        target.flush();
        target.on('close', () => resolve(target.destroyed && !target.writableFinished));
      });
      server.listen(0, '127.0.0.1', () => {
        const { port } = server.address() as AddressInfo;
        const req = request({ port, host: '127.0.0.1' }, (res) => res.once('data', () => req.destroy()));
        req.on('error', () => undefined).end();
      });
      servers.push(() => server.close());
    });
    expect(await closed).toBe(true);
  });

  it('lets go of its listeners once closed, after every one of that close has run', async () => {
    let target: CoalescingTarget | undefined;
    const heard: string[] = [];
    const closed = new Promise<void>((resolve) => {
      void exchange((t) => {
        target = t;
        // What React's pipe() adds to its destination.
        t.on('drain', () => heard.push('drain'));
        t.on('error', () => heard.push('error'));
        t.on('close', () => {
          heard.push('close');
          resolve();
        });
        t.writeHead(200);
        t.write('page');
        t.end();
      });
    });
    await closed;
    expect(heard).toEqual(['close']);
    for (const event of ['drain', 'error', 'close', 'finish']) expect(target?.listenerCount(event)).toBe(0);
  });

  it("ends the response in the target's own async context, not in the render's", async () => {
    // React runs its render (and so its end of the page) inside an AsyncLocalStorage of its own; what
    // the end creates inherits that store. The server's end arms the socket's keep-alive timer, which
    // the socket keeps until its next request: carrying React's request, it would hold the whole render.
    const renderStorage = new AsyncLocalStorage<{ render: string }>();
    const armedWith: Array<{ render: string } | undefined> = [];
    await exchange((target, res) => {
      const socket = res.socket;
      if (!socket) throw new Error('the response has no socket');
      const setTimeout = socket.setTimeout.bind(socket);
      socket.setTimeout = ((ms: number, callback?: () => void) => {
        armedWith.push(renderStorage.getStore());
        return setTimeout(ms, callback);
      }) as typeof socket.setTimeout;
      renderStorage.run({ render: 'page' }, () => {
        target.writeHead(200);
        target.write('page');
        target.end();
      });
    });
    // The keep-alive timer was armed (the client keeps its connection), and not in the render's store.
    expect(armedWith.length).toBeGreaterThan(0);
    expect(armedWith).toEqual(armedWith.map(() => undefined));
  });
});
