/**
 * A proxy in front of the site that holds one page's HTML at a chosen place until released, as a slow
 * phone's parser pauses there: what the browser shows of a document whose rest has not arrived yet.
 * Everything else passes through as it is.
 */
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface HeldDocument {
  /** The proxy's origin. */
  readonly url: string;
  /** Settles once the part before the hold is sent and every stylesheet it links to has been served. */
  readonly held: Promise<void>;
  /** Sends the rest of the document. */
  release(): void;
  close(): Promise<void>;
}

const readAll = async (res: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of res) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

/** Serves `path` from `target` through a proxy that stops sending it just before the first `holdBefore`. */
export async function holdDocument(target: string, path: string, holdBefore: string): Promise<HeldDocument> {
  const origin = new URL(target);
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let stylesheets: Set<string> | undefined;
  const served = new Set<string>();
  let markHeld = () => {};
  let failHeld = (_error: Error) => {};
  const held = new Promise<void>((resolve, reject) => {
    markHeld = resolve;
    failHeld = reject;
  });
  const checkHeld = () => {
    if (stylesheets && [...stylesheets].every((href) => served.has(href))) markHeld();
  };

  const forward = (req: IncomingMessage, res: ServerResponse, onBody: (upstream: IncomingMessage) => void) => {
    const headers = { ...req.headers, host: origin.host };
    // The held page is split as text.
    if (req.url === path) delete headers['accept-encoding'];
    const upstream = request(new URL(req.url ?? '/', origin), { method: req.method, headers }, onBody);
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  };

  const server = createServer((req, res) => {
    forward(req, res, async (upstream) => {
      const { 'content-length': _length, ...headers } = upstream.headers;
      res.writeHead(upstream.statusCode ?? 502, headers);
      if (req.url !== path) {
        upstream.pipe(res);
        res.on('finish', () => {
          served.add(req.url ?? '');
          checkHeld();
        });
        return;
      }
      const html = await readAll(upstream);
      const at = html.indexOf(holdBefore);
      if (at < 0) {
        failHeld(new Error(`holdDocument: "${holdBefore}" is not in ${path}`));
        res.end(html);
        return;
      }
      const first = html.slice(0, at);
      stylesheets = new Set([...first.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1] ?? ''));
      // Found none, `held` would settle while a stylesheet still blocks the paint the test looks for.
      if (stylesheets.size === 0) failHeld(new Error(`holdDocument: no stylesheet link found before "${holdBefore}"`));
      res.write(first);
      checkHeld();
      await released;
      res.end(html.slice(at));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    held,
    release,
    close: () => {
      release();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
