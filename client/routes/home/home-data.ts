/**
 * The home page's reads (its loader's work, client/routes/home/route.tsx): a module of its own because
 * a first view runs no loader in the browser (it hydrates with the server's data), so their code, with
 * the data cache's reader, loads with the first client navigation to the page instead.
 */
import { expectData } from '#shared/api/result';
import type { NewsSummary } from '#shared/api/client-api';
import { cachedApi } from '#client/lib/data/api-query.ts';
import { defer } from '#client/lib/ssr/deferred.tsx';

export async function readHome(context: unknown, newsCount: number) {
  const api = cachedApi(context);
  const news: Promise<NewsSummary[]> = defer(
    api
      .get('/api/client/findNews', { page: 1, pageSize: newsCount })
      .then((result) => expectData('/api/client/findNews', result).list),
  );
  const [kv, series] = await Promise.all([api.get('/api/client/findIndexKv'), api.get('/api/client/queryCarSeriesList')]);
  return {
    kv: kv.ok && kv.data && kv.data.length > 0 ? kv.data : null,
    series: series.ok && series.data ? series.data : null,
    news,
  };
}
