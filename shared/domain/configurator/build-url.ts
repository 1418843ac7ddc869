/**
 * A build written as the configurator's query. A module of its own, without the rules and prices that
 * read a query (build-query.ts), so a page that only links to a build does not carry them.
 */
import type { Build } from './catalogue.ts';

/** The query of a build, always in the same order, so equal builds have byte-identical URLs. */
export function buildQuery(build: Build): string {
  const parts = [`grade=${build.grade}`, `paint=${build.paint}`, `wheel=${build.wheel}`, `interior=${build.interior}`];
  if (build.opts.length > 0) parts.push(`opts=${build.opts.join(',')}`);
  return parts.map((p) => p.replace(/[^\w\-=,.]/g, encodeURIComponent)).join('&');
}
