/**
 * What the SSR layer hands the server entry (client/entry.server.tsx) for one request. It lives on the
 * server side so the Node program typechecks the server without pulling in the component tree (which
 * is typed against the DOM); the entry implements `Render` (docs/decisions/0013).
 */
import type { ServerResponse } from 'node:http';
import type { ApiClient } from '#shared/api/request';
import type { EdgeContext } from '#shared/domain/edge-context';
import type { LeadDesk } from '#shared/domain/lead-action';
import type { PublicConfig } from '#shared/public-config';
import type { PageAssetsWithEntry } from './assets.ts';

export interface RenderLogger {
  error(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface RenderArgs {
  /** Fetch request; its signal aborts when the client leaves. */
  request: Request;
  res: ServerResponse;
  nonce: string;
  edge: EdgeContext;
  config: PublicConfig;
  api: ApiClient;
  /** Entry module(s), stylesheets and preloads for the given route source files. */
  assets(routeFiles: string[]): PageAssetsWithEntry;
  ssrTimeoutMs: number;
  log: RenderLogger;
  /** Lead-form posts of this request: validation, limits and booking (server/ssr/lead-desk.ts). */
  leadDesk: LeadDesk;
  /** Told the id of the deepest matched route once it is known (render metrics per route). */
  onRoute?: (routeId: string) => void;
}

export type Render = (args: RenderArgs) => Promise<void>;
