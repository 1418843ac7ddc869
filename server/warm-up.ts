/**
 * The production process's warm-up, before it listens and tells PM2 it is ready: one request of each
 * page kind through the app on a loopback port of its own. What a first request would otherwise do on a
 * visitor's request path, and block the event loop for (hundreds of ms on a loaded machine, enough for
 * the overload guard to refuse the requests queued behind it), happens here instead: loading and
 * compiling the lazily loaded route modules, the first render of each page kind, the catalogue cache's
 * first reads and the search index's first build (a visitor's first search would wait for it).
 */
import type { Server } from 'node:http';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type express from 'express';
import type { Logger } from 'pino';
import { createAppServer } from './http-server.ts';

/**
 * One path per page kind the site serves most (the load script's mix) and the search page. A path whose
 * record the upstream lacks still warms its route module: the router loads it before the loader answers
 * 404. No search query: a search would count as the process's first, which keeps the index rebuilding
 * whenever a list changes (server/search/search-service.ts); the index is built through `search.warm()`.
 */
export const WARM_UP_PATHS = [
  '/',
  '/models/es',
  '/news',
  '/news/1',
  '/dealer',
  '/services/after-sales',
  '/test-drive',
  '/search',
] as const;

/** A browser's: pages answer crawlers differently (they wait for everything). */
const WARM_UP_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

export interface WarmUpResult {
  path: string;
  /** The answer's status; 0 when the request failed or the time budget ran out before it. */
  status: number;
  ms: number;
}

export interface WarmUpReport {
  ms: number;
  pages: WarmUpResult[];
  /** How long the search index's build took; absent when there was no search or no budget left. */
  searchIndexMs: number | undefined;
}

export interface WarmUpOptions {
  logger: Logger;
  paths?: readonly string[];
  /** The whole warm-up's budget: a slow upstream delays the start by at most this much. */
  budgetMs?: number;
  /** The site search, whose index is built after the pages (their reads fill the catalogue cache it reads). */
  search?: { warm(): Promise<void> };
  /**
   * Whether the upstream answers at all. The pages are warmed only once it does (asked every
   * `UPSTREAM_POLL_MS` within the budget): warmed against an upstream that is not up yet (PM2 starts the
   * web workers and the local mock API at once), their reads would open the upstream breakers, and
   * every page would then answer 503 until those close again (`BREAKER_RESET_MS`, 15 s).
   */
  upstreamReachable?: () => Promise<boolean>;
}

export const WARM_UP_BUDGET_MS = 10_000;
const UPSTREAM_POLL_MS = 200;

/** True once `reachable` says so; false if the budget runs out first. */
async function upstreamUp(reachable: () => Promise<boolean>, budget: AbortSignal): Promise<boolean> {
  while (!budget.aborted) {
    if (await reachable()) return true;
    // Cut short (rejected) when the budget runs out; the loop then ends.
    await sleep(UPSTREAM_POLL_MS, undefined, { signal: budget }).catch(() => undefined);
  }
  return false;
}

function get(url: string, signal: AbortSignal): Promise<number> {
  return new Promise((resolve) => {
    const req = request(url, { headers: { 'user-agent': WARM_UP_UA, accept: 'text/html' }, signal }, (res) => {
      res.resume();
      res.once('end', () => resolve(res.statusCode ?? 0));
      res.once('error', () => resolve(0));
    });
    req.once('error', () => resolve(0));
    req.end();
  });
}

/**
 * Requests each path once, one after the other, then builds the search index, and resolves when done
 * (never rejects: a warm-up that fails leaves the first visitors to pay for it, as before, and is logged).
 */
export async function warmUp(app: express.Express, options: WarmUpOptions): Promise<WarmUpReport> {
  const started = performance.now();
  const budget = AbortSignal.timeout(options.budgetMs ?? WARM_UP_BUDGET_MS);
  if (options.upstreamReachable && !(await upstreamUp(options.upstreamReachable, budget))) {
    const report: WarmUpReport = { ms: Math.round(performance.now() - started), pages: [], searchIndexMs: undefined };
    options.logger.warn(
      report,
      'warm-up skipped: the upstream did not answer within its budget; the first visitors pay for it',
    );
    return report;
  }
  const server = await new Promise<Server>((resolve) => {
    // The production server's kind, so the code it warms up sees the request objects visitors' will have.
    const s = createAppServer(app).listen(0, '127.0.0.1', () => resolve(s));
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const pages: WarmUpResult[] = [];
  try {
    for (const path of options.paths ?? WARM_UP_PATHS) {
      const t0 = performance.now();
      const status = budget.aborted ? 0 : await get(origin + path, budget);
      pages.push({ path, status, ms: Math.round(performance.now() - t0) });
    }
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
  let searchIndexMs: number | undefined;
  if (options.search && !budget.aborted) {
    const t0 = performance.now();
    // A build that fails logs its own warning (the search service); one still running at the end of the
    // budget goes on in the background, and the first search waits for it as before.
    await Promise.race([
      options.search.warm(),
      new Promise<void>((resolve) => budget.addEventListener('abort', () => resolve(), { once: true })),
    ]);
    searchIndexMs = Math.round(performance.now() - t0);
  }
  const report: WarmUpReport = { ms: Math.round(performance.now() - started), pages, searchIndexMs };
  if (pages.every((r) => r.status > 0 && r.status < 500)) options.logger.info(report, 'warmed up');
  else options.logger.warn(report, 'warm-up incomplete: the first visitors pay for the rest');
  return report;
}
