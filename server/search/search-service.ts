/**
 * The process's search index and its freshness. The first search waits for the first build; after
 * that a search is always answered at once from the index in hand, while a rebuild runs in the
 * background and is swapped in whole when done (docs/decisions/0029-site-search.md). A rebuild starts
 * when the catalogue cache stores a new answer for a list the index is made of, or when the index is
 * older than the catalogue's freshness (another process may have refreshed the shared cache). A failed
 * rebuild keeps the index in hand.
 */
import { performance } from 'node:perf_hooks';
import type { Logger } from 'pino';
import type { SearchHit, SearchRequest, SearchResults } from '#shared/domain/search';
import { buildSearchIndex, type SearchDocument, type SearchIndex } from './search-index.ts';

export interface SearchIndexStats {
  documents: number;
  postings: number;
  bytes: number;
  seconds: number;
}

export interface SearchServiceOptions {
  load: () => Promise<SearchDocument[]>;
  logger: Logger;
  /** An index older than this is rebuilt in the background on the next search (0: on every search). */
  maxAgeMs: number;
  now?: () => number;
  onBuilt?: (stats: SearchIndexStats) => void;
  onFailed?: () => void;
}

export interface SearchService {
  /** Null only while there has never been an index (the upstream failed every build so far). */
  search(request: SearchRequest): Promise<SearchResults | null>;
  suggest(query: string): Promise<SearchHit[] | null>;
  /**
   * A list the index is made of changed: rebuilds in the background once this process has searched (one
   * already running is followed by one more); before that, the next search rebuilds.
   */
  refresh(): void;
  /** Builds the index when there is none yet (the warm-up before listening); resolves once built or failed. */
  warm(): Promise<void>;
  /** True while a build runs. */
  readonly building: boolean;
  /** Resolves once no build is running or queued (tests; shutdown). */
  idle(): Promise<void>;
}

/** Catalogue-cache keys of the lists the index is made of: a new answer for one of them means a rebuild. */
const SOURCE_KEYS =
  /^\/api\/client\/(queryCarSeriesList|queryCarSeriesNotes\/|findNews(\?|$)|queryOutQuality|findDealers)/;

export function isSearchSource(cacheKey: string): boolean {
  return SOURCE_KEYS.test(cacheKey);
}

export function createSearchService(options: SearchServiceOptions): SearchService {
  const now = options.now ?? Date.now;
  let index: SearchIndex | null = null;
  let builtAt = 0;
  /** The builds in a row (one, plus one more per refresh asked for meanwhile) and the one in progress. */
  let running: Promise<void> | null = null;
  let inProgress: Promise<void> = Promise.resolve();
  let again = false;
  /**
   * Only an index in use is kept fresh: until this process has searched, a changed list marks the index
   * stale instead of rebuilding it, so a process nobody searches on rebuilds nothing after its warm-up.
   */
  let searched = false;
  let stale = false;

  async function buildOnce(): Promise<void> {
    const started = performance.now();
    try {
      const documents = await options.load();
      const next = buildSearchIndex(documents);
      index = next;
      builtAt = now();
      options.onBuilt?.({
        documents: next.documents,
        postings: next.postings,
        bytes: next.approximateBytes,
        seconds: (performance.now() - started) / 1000,
      });
    } catch (err) {
      options.onFailed?.();
      options.logger.warn(
        { err },
        index ? 'search index rebuild failed; the previous index stays' : 'search index build failed',
      );
    }
  }

  function start(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        inProgress = buildOnce();
        await inProgress;
      } while (again);
    })().finally(() => {
      running = null;
    });
    return running;
  }

  /**
   * The index to answer from. Without one yet, the build in progress (never the ones queued after it);
   * a stale one starts a rebuild unless one runs already (searches during a rebuild queue nothing).
   */
  async function current(): Promise<SearchIndex | null> {
    searched = true;
    if (!running && (!index || stale || now() - builtAt >= options.maxAgeMs)) {
      stale = false;
      void start();
    }
    if (!index) await inProgress;
    return index;
  }

  return {
    async search(request) {
      return (await current())?.search(request) ?? null;
    },
    async suggest(query) {
      return (await current())?.suggest(query) ?? null;
    },
    refresh() {
      if (running || (index && searched)) void start();
      else if (index) stale = true;
    },
    async warm() {
      if (!index) await start();
    },
    get building() {
      return running !== null;
    },
    async idle() {
      while (running) await running;
    },
  };
}
