/**
 * Which upstream calls the catalogue cache may answer (server/upstream/upstream.ts wires it in): the
 * public GETs shared by every visitor, the IP lookup of one address, the posts a cached client refuses
 * because the site answers them itself, and the cache key of a call.
 */
import type { AnyPath, GetPath } from '#shared/api/contract';
import type { ApiCall } from '#shared/api/request';

/**
 * GETs whose answer is the same for every visitor and changes rarely. Nothing here may depend on the
 * caller (Authorization, session, IP, a signed URL): those answers must never be shared.
 */
export const CATALOGUE_PATHS: ReadonlySet<AnyPath> = new Set([
  '/api/client/findIndexKv',
  '/api/client/queryCarSeriesList',
  '/api/client/queryAllCar',
  '/api/client/queryModel',
  '/api/client/queryCarSeriesSpec/',
  '/api/client/queryCarSeriesCompare/',
  '/api/client/queryCarSpecByCarId/',
  '/api/client/queryCarSpecCompareByCarId/',
  '/api/client/queryAllSpecInfo/',
  '/api/client/queryCarSeriesNotes/',
  '/api/client/queryOptionalList',
  '/api/client/findRegions',
  '/api/client/findDealers',
  '/client/car/params',
  '/client/car/configurator',
  '/client/car/spec',
  '/client/dealer/list',
  '/client/accessories/list',
  // Public too, and what a page cannot show without: once seen, the page survives an upstream outage
  // with the last good answer (news, notices, consultants, finance, the trade-in cascade, a shared build,
  // the repair form's setup).
  '/api/client/findNews',
  '/api/client/findNewsById',
  '/api/client/queryOutQuality',
  '/api/client/staffAndQrcode',
  '/api/client/getFinalcialCars',
  '/api/client/getFinancialProductUrl',
  '/api/client/getBrand',
  '/api/client/getPassengerSeries',
  '/api/client/getPassengerYear',
  '/api/client/getPassengerModel',
  '/api/user/findCodeInfo',
  '/api/client/loadTcmi',
] satisfies GetPath[]);

/**
 * The IP lookup of one address (`?ip=`): its answer depends on the address in the key, not on who asks.
 * Kept briefly (a store key per visitor's address): fresh as long as the catalogue, and answered
 * stale-if-error for `ADDRESS_STALE_MS` only. A lookup without an address is never kept.
 */
const ADDRESS_PATH: GetPath = '/api/client/IP';
export const ADDRESS_STALE_MS = 10 * 60 * 1000;

export function isAddressLookup(call: ApiCall): boolean {
  const query = call.payload;
  return call.path === ADDRESS_PATH && typeof query === 'object' && query !== null && 'ip' in query && Boolean(query.ip);
}

/**
 * POSTs the site answers itself with its own checks and limits (server/dealer-services/routes.ts): a
 * render's client never sends them upstream, so a page-form post cannot go around those checks.
 */
export const SITE_ANSWERED_POSTS: ReadonlySet<AnyPath> = new Set([
  '/api/client/smsDelaer',
  '/api/client/smsAutoshow',
] satisfies AnyPath[]);

/** Cache key: path and query sorted by name, so `?a=1&b=2` and `?b=2&a=1` share an entry. */
export function catalogueKey(path: string, query: unknown): string {
  const params = new URLSearchParams();
  if (typeof query === 'object' && query !== null) {
    const entries = Object.entries(query as Record<string, unknown>)
      .filter(([, value]) => value !== undefined && value !== null)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    for (const [name, value] of entries) params.append(name, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
