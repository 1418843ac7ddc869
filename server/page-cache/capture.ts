/**
 * A render target that keeps the whole document in memory instead of sending it: the rendered-page
 * cache renders into it, then decides whether to store the page.
 */
import type { OutgoingHttpHeaders } from 'node:http';
import { Writable } from 'node:stream';
import type { RenderTarget } from '../ssr/render-contract.ts';

export class CapturedResponse extends Writable implements RenderTarget {
  statusCode = 200;
  readonly headers: Record<string, string | string[]> = {};
  headersSent = false;
  readonly #chunks: Buffer[] = [];

  writeHead(statusCode: number, headers: OutgoingHttpHeaders = {}): this {
    this.statusCode = statusCode;
    for (const [name, value] of Object.entries(headers)) this.setHeader(name, value ?? '');
    this.headersSent = true;
    return this;
  }

  setHeader(name: string, value: number | string | readonly string[]): this {
    this.headers[name.toLowerCase()] =
      typeof value === 'number' ? String(value) : typeof value === 'string' ? value : [...value];
    return this;
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    // A copy: the stored page owns its bytes (some of React's chunks are constants it writes again).
    this.#chunks.push(Buffer.from(chunk));
    callback();
  }

  body(): string {
    return Buffer.concat(this.#chunks).toString('utf8');
  }
}
