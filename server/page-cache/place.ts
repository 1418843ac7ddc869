/**
 * Where the rendered-page cache finds a visitor's place for the pages whose loaders read the IP
 * location: the same `IP` lookup with the same query the loaders make, through the same address cache,
 * so the place in the key is the one the render shows.
 */
import type { ApiClient } from '#shared/api/request';
import { ipLookupQuery } from '#shared/domain/ip-address';

/** `province-city` of the address; null when the upstream cannot place it (the page then says so, per visitor). */
export function placeLocator(client: ApiClient): (address: string) => Promise<string | null> {
  return async (address) => {
    const query = ipLookupQuery(address);
    if (!query.ip) return null;
    const found = await client.get('/api/client/IP', query);
    return found.ok && found.data ? `${found.data.provinceId}-${found.data.cityId}` : null;
  };
}
