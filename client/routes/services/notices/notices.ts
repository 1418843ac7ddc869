/**
 * Owner notices (质量公告, `queryOutQuality`): the list's URL rules and the lookup of one notice. The
 * upstream has no by-id endpoint, so a notice is found in the (small, newest-first) list, a page of
 * 100 at a time.
 */
import { data } from 'react-router';
import type { QualityNotice, SeriesCode } from '#shared/api/client-api';
import type { ApiClient } from '#shared/api/request';
import { parsePageParam } from '#shared/domain/paging';
import { isSeriesCode, SERIES_CODES } from '#shared/domain/vehicle-media';
import { required } from '#client/lib/data/route-status.ts';

export const NOTICES_PAGE_SIZE = 10;
const LOOKUP_PAGE_SIZE = 100;
const LOOKUP_MAX_PAGES = 20;

export const SERIES_FILTERS: { code: SeriesCode; label: string }[] = SERIES_CODES.map((code) => ({ code, label: code.toUpperCase() }));

/** `?series=&page=`: an unknown series or a bad page is a 404 (one URL per list page). */
export function readNoticeQuery(url: URL): { series: SeriesCode | undefined; page: number } {
  const series = url.searchParams.get('series') ?? undefined;
  const page = parsePageParam(url.searchParams.get('page'));
  if (series !== undefined && !isSeriesCode(series)) throw data(null, { status: 404 });
  if (page === null) throw data(null, { status: 404 });
  return { series: series as SeriesCode | undefined, page };
}

export async function findNotice(api: Pick<ApiClient, 'get'>, id: number): Promise<QualityNotice> {
  for (let page = 1; page <= LOOKUP_MAX_PAGES; page++) {
    const r = await api.get('/api/client/queryOutQuality', { page, pageSize: LOOKUP_PAGE_SIZE });
    const { list, total } = required(r);
    const found = list.find((n) => n.id === id);
    if (found) return found;
    if (page * LOOKUP_PAGE_SIZE >= total) break;
  }
  throw data(null, { status: 404 });
}
