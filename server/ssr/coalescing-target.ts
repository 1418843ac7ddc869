/**
 * React's stream writes a page as ~4 kB pieces and calls `flush()` when a batch is complete (the
 * shell, then each streamed boundary). Handed straight to the response, every piece is a write
 * through the compression middleware, and each write of a zlib stream costs a trip to zlib's thread
 * pool: about 20 writes per page cost more CPU than compressing the page itself. This target keeps the
 * pieces of one batch and hands the response one write per flush (or per `MAX_BUFFERED_BYTES`), so
 * streaming keeps its boundaries and the compressor runs once per batch.
 */
import { AsyncResource } from 'node:async_hooks';
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { Writable } from 'node:stream';
import type { RenderTarget } from './render-contract.ts';

/** A batch larger than this goes out before its flush: memory per render stays bounded. */
export const MAX_BUFFERED_BYTES = 64 * 1024;

type Response = ServerResponse & { flush?: () => void };

/** A piece as React writes it: bytes, or a long string (the state script) left for the batch to encode. */
type Piece = Uint8Array | string;

export class CoalescingTarget extends Writable implements RenderTarget {
  #pieces: Piece[] = [];
  #bytes = 0;
  /** A write to the response is waiting for its `drain`; React's later pieces wait in this stream. */
  #waiting = false;
  /** React flushed while pieces were waiting: the flush goes out with them. */
  #flushRequested = false;
  readonly #res: Response;
  /**
   * The async context the target was made in (the request's), where the response is written, flushed
   * and ended. React does all three inside an AsyncLocalStorage of its own, and what runs there inherits
   * its store: the end of the last write arms the socket's keep-alive timer, which the socket keeps
   * until its next request, and through the store it would hold the finished render (tens of kB a page
   * on every idle connection; under load, promoted to the old generation: docs/decisions/0048).
   */
  readonly #scope = new AsyncResource('CoalescingTarget');

  constructor(res: Response) {
    // React writes a string longer than its view (~680 characters: the state script) as it is. Kept a
    // string, it is encoded once, into the batch, not first into a buffer of its own.
    super({ decodeStrings: false });
    this.#res = res;
    // Closed (finished or destroyed), the target lets go of what listens on it: React's render (its
    // request, segments and state, tens of kB a page) hangs off those listeners, and V8 keeps a finished
    // render's objects past young collections (docs/decisions/0047). On the uncached model page this cut
    // the bytes promoted per request from ~67 to ~56 kB. Listeners of this same 'close' still run: an
    // emitter calls a copy of its list.
    this.once('close', () => this.removeAllListeners());
    // The visitor left (or the socket failed): React and the render stop as they would on the response.
    res.once('close', () => {
      if (!res.writableFinished) this.destroy();
    });
  }

  get headersSent(): boolean {
    return this.#res.headersSent;
  }

  writeHead(statusCode: number, headers?: OutgoingHttpHeaders): this {
    this.#res.writeHead(statusCode, headers);
    return this;
  }

  setHeader(name: string, value: number | string | readonly string[]): this {
    this.#res.setHeader(name, value);
    return this;
  }

  /** React's end of a batch: what it wrote goes out now, and the compressor flushes it to the visitor. */
  flush(): void {
    if (this.#waiting) {
      this.#flushRequested = true;
      return;
    }
    this.#send(() => undefined);
    this.#scope.runInAsyncScope(() => this.#res.flush?.());
  }

  override _write(chunk: Piece, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    this._writev([{ chunk }], callback);
  }

  /** Several pieces at once: those that waited while the response drained. */
  override _writev(chunks: Array<{ chunk: Piece }>, callback: (error?: Error | null) => void): void {
    // React never writes into a view it has handed over (it starts a new one), so keeping it is safe.
    for (const { chunk } of chunks) {
      this.#pieces.push(chunk);
      this.#bytes += typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk.byteLength;
    }
    if (this.#flushRequested) {
      this.#flushRequested = false;
      this.#send(callback);
      this.#scope.runInAsyncScope(() => this.#res.flush?.());
    } else if (this.#bytes >= MAX_BUFFERED_BYTES) this.#send(callback);
    else callback();
  }

  override _final(callback: (error?: Error | null) => void): void {
    this.#send(() => {
      // No callback through `end`: the compression middleware's `end` takes none.
      this.#scope.runInAsyncScope(() => this.#res.end());
      callback();
    });
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    this.#pieces = [];
    this.#bytes = 0;
    callback(error);
  }

  /** One write of everything kept; `done` once the response can take more. */
  #send(done: () => void): void {
    if (this.#bytes === 0) return done();
    const data = Buffer.allocUnsafe(this.#bytes);
    let at = 0;
    for (const piece of this.#pieces) {
      if (typeof piece === 'string') at += data.write(piece, at);
      else {
        data.set(piece, at);
        at += piece.byteLength;
      }
    }
    this.#pieces = [];
    this.#bytes = 0;
    if (this.#scope.runInAsyncScope(() => this.#res.write(data))) return done();
    this.#waiting = true;
    this.#res.once('drain', () => {
      this.#waiting = false;
      done();
    });
  }
}
