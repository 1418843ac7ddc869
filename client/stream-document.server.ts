/**
 * The server's stream of a prepared document, for the server entry (client/entry.server.tsx) and,
 * like it, server-only: `renderToPipeableStream` into the response, shell first (the whole page for a
 * crawler), aborted after `ssrTimeoutMs` or when the visitor leaves, with the fallback page when not
 * even the shell renders.
 */
import type { ReactElement } from 'react';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import type { RenderArgs, RenderTarget } from '#server/ssr/render-contract';
import { fallbackPage } from '#shared/html/fallback-page';
import { isSsrTimeout, SSR_TIMEOUT_DIGEST, ssrTimeoutError } from './lib/ssr/deferred.tsx';

export const HTML_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  // Every document carries a fresh CSP nonce: never store it in a shared cache. no-transform: no Baidu transcoding.
  'Cache-Control': 'private, no-store, no-transform',
  // Behind nginx: do not buffer the stream.
  'X-Accel-Buffering': 'no',
};

/**
 * React outlines a finished boundary over 12.8 KB: sent after the shell, hidden, and moved in place by
 * script on a later frame. Crawlers and visitors without JavaScript would never see it, the page cache
 * would keep it so, and the reveal would move the page after its first paint. Finished boundaries stay
 * in place; only what suspends (deferred blocks) streams later. The bench's reference renders so too.
 */
const IN_PLACE = Number.MAX_SAFE_INTEGER;

/** What a render of a prepared document needs. */
export interface DocumentParts {
  element: ReactElement;
  nonce: string;
  bootstrapScriptContent: string;
  bootstrapModules: string[];
}

/** The stream options every render of a document shares (the site's and the bench's reference). */
export function documentOptions(parts: DocumentParts): RenderToPipeableStreamOptions {
  const { nonce, bootstrapScriptContent, bootstrapModules } = parts;
  return { nonce, bootstrapScriptContent, bootstrapModules, progressiveChunkSize: IN_PLACE };
}

export interface StreamOptions {
  /** A crawler's render: the whole page at once, and a late error can still change its status. */
  waitForAll: boolean;
  log: RenderArgs['log'];
  /** The request's signal: once aborted (the visitor left), a render error is not the page's to log. */
  signal: AbortSignal;
  ssrTimeoutMs: number;
}

/**
 * Streams a prepared document into `res`; settles once the response has finished or closed. React
 * keeps its render options (these callbacks) until its last scheduled task has run, after the response
 * ended: the callbacks therefore close over what they use and nothing else (not the element tree, the
 * request's data or its arguments), and the response is let go once finished, so a finished page does
 * not outlive its response through them (docs/decisions/0048).
 */
export function streamDocument(
  parts: DocumentParts,
  { status, headers }: { status: number; headers: Readonly<Record<string, string>> },
  res: RenderTarget,
  { waitForAll, log, signal, ssrTimeoutMs }: StreamOptions,
): Promise<void> {
  let resolve!: () => void;
  const streamed = new Promise<void>((r) => (resolve = r));
  let didError = false;
  // The response while the render may still need it.
  let target: RenderTarget | null = res;
  const { pipe, abort } = renderToPipeableStream(parts.element, {
    ...documentOptions(parts),
    [waitForAll ? 'onAllReady' : 'onShellReady']() {
      if (!target) return;
      target.writeHead(didError && waitForAll ? 500 : status, headers);
      pipe(target);
    },
    onShellError(error: unknown) {
      log.error({ err: error }, 'SSR shell failed');
      if (target && !target.headersSent) {
        target.writeHead(500, HTML_HEADERS);
        target.end(fallbackPage());
      }
      resolve();
    },
    onError(error: unknown) {
      // The digest reaches the browser, which then knows the boundary was left to it on purpose.
      if (isSsrTimeout(error)) return SSR_TIMEOUT_DIGEST;
      if (signal.aborted) return undefined;
      didError = true;
      log.error({ err: error }, 'SSR render error');
      return undefined;
    },
  });
  const timer = setTimeout(() => {
    log.warn({ timeoutMs: ssrTimeoutMs }, 'SSR render timed out; the client renders the rest');
    abort(ssrTimeoutError());
  }, ssrTimeoutMs);
  const done = () => {
    clearTimeout(timer);
    target = null;
    resolve();
  };
  res.once('finish', done);
  res.once('close', () => {
    // Still held: the response closed before it finished.
    if (target && !target.writableFinished) abort(new Error('Client closed the connection'));
    done();
  });
  return streamed;
}
