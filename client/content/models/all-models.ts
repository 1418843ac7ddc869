/**
 * Content of every model page by series code. Each series is its own chunk, imported by the loader of
 * the page that shows it: the page's hydration data carries the one model it needs, and no page's
 * initial JavaScript carries all six (docs/decisions/0019-client-byte-budgets.md).
 */
import type { SeriesCode } from '#shared/api/client-api';
import type { ModelContent } from './model-content.ts';

const MODULES: Readonly<Record<SeriesCode, () => Promise<ModelContent>>> = {
  es: () => import('./es.ts').then((m) => m.es),
  ux: () => import('./ux.ts').then((m) => m.ux),
  nx: () => import('./nx.ts').then((m) => m.nx),
  lc: () => import('./lc.ts').then((m) => m.lc),
  lm: () => import('./lm.ts').then((m) => m.lm),
  gx: () => import('./gx.ts').then((m) => m.gx),
};

export function loadModelContent(code: SeriesCode): Promise<ModelContent> {
  return MODULES[code]();
}
