/**
 * What the SSR layer hands the server entry (client/entry.server.tsx) for one request. It lives on the
 * server side so the Node program typechecks the server without pulling in the component tree (which
 * is typed against the DOM); the entry implements `Render` (docs/decisions/0013).
 */
import type { OutgoingHttpHeaders } from 'node:http';
import type { Writable } from 'node:stream';
import type { ApiClient } from '#shared/api/request';
import type { EdgeContext } from '#shared/domain/edge-context';
import type { LeadDesk } from '#shared/domain/lead-action';
import type { SiteSearch } from '#shared/domain/search';
import type { PublicConfig } from '#shared/public-config';
import type { UpstreamGaps } from '#shared/api/upstream-gaps';
import type { PageAssetsWithEntry } from './assets.ts';

export interface RenderLogger {
  error(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/**
 * Where a render writes: the visitor's `ServerResponse`, or a buffer the rendered-page cache keeps
 * (server/page-cache/capture.ts).
 */
export interface RenderTarget extends Writable {
  readonly headersSent: boolean;
  writeHead(statusCode: number, headers?: OutgoingHttpHeaders): unknown;
  setHeader(name: string, value: number | string | readonly string[]): unknown;
}

/** A path's cache rule, its pages' declarations (shared/pages.ts) together. */
export interface PageCacheRule {
  query: readonly string[];
  located: boolean;
}

/** The cache rule of a path: null when no route matches or a matched route refuses the cache. */
export type PageCachePolicy = (pathname: string) => Promise<PageCacheRule | null>;

export interface RenderArgs {
  /** Fetch request; its signal aborts when the client leaves. */
  request: Request;
  res: RenderTarget;
  nonce: string;
  edge: EdgeContext;
  /**
   * The idempotency key a lead form of this page starts with: one per request, which the rendered-page
   * cache swaps for a fresh one in every answer, like the nonce.
   */
  submissionKey: string;
  config: PublicConfig;
  api: ApiClient;
  /** Entry module(s), stylesheets and preloads for the given route source files. */
  assets(routeFiles: string[]): PageAssetsWithEntry;
  ssrTimeoutMs: number;
  log: RenderLogger;
  /** Lead-form posts of this request: validation, limits and booking (server/ssr/lead-desk.ts). */
  leadDesk: LeadDesk;
  /** The site search's index of this process (server/search/search-service.ts). */
  search: SiteSearch;
  /** The site's additions to the upstream's endpoints that it lacks (shared/api/upstream-gaps.ts). */
  upstreamGaps: UpstreamGaps;
  /** The site's clock (loaders' and actions' `now`). */
  now: () => number;
  /** Told the id of the deepest matched route once it is known (render metrics per route). */
  onRoute?: (routeId: string) => void;
}

export type Render = (args: RenderArgs) => Promise<void>;

/** A document whose loaders ran, ready to render (its element tree stays inside the server entry). */
export interface PreparedDocument {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
}

/** The server entry's document, rendered without the server around it (the bench's reference). */
export interface BareReact {
  /** Runs the loaders once; null when the request was answered without a document. */
  prepare(args: RenderArgs): Promise<PreparedDocument | null>;
  /** `renderToPipeableStream` of the prepared tree into `res`, shell first. */
  stream(doc: PreparedDocument, res: RenderTarget): void;
  /** `renderToString` of the prepared tree, with the same bootstrap scripts. */
  string(doc: PreparedDocument): string;
}
