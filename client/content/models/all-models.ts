/**
 * Content of every model page by series code. Each series is its own chunk, imported by the loader of
 * the page that shows it: the page's hydration data carries the one model's summary it needs, and no
 * page's initial JavaScript carries all six (docs/decisions/0019-client-byte-budgets.md). The sections'
 * copy, most of it, is not in the hydration data: the sections import it when they hydrate
 * (docs/decisions/0038-model-page-weight.md).
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

const loading = new Map<SeriesCode, Promise<ModelContent>>();
const loaded = new Map<SeriesCode, ModelContent>();

/** One download per series (again after a failed one); the same promise to every caller meanwhile. */
export function loadModelContent(code: SeriesCode): Promise<ModelContent> {
  const pending = loading.get(code);
  if (pending) return pending;
  const promise = MODULES[code]().then(
    (content) => {
      loaded.set(code, content);
      return content;
    },
    (error: unknown) => {
      loading.delete(code);
      throw error;
    },
  );
  loading.set(code, promise);
  return promise;
}

/** A series' content if it has been loaded, for a render that must not wait when it has. */
export function loadedModelContent(code: SeriesCode): ModelContent | undefined {
  return loaded.get(code);
}
