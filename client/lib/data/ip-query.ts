/**
 * The `IP` query of a loader: on the server the request carries the caller's address, as the site
 * trusts it, in X-Forwarded-For (the site writes that header itself and drops the caller's own); in the
 * browser the request has none and the proxy adds the address. Only a plain IPv4 is passed on.
 */
import { ipLookupQuery } from '#shared/domain/ip-address';

export function ipQueryOf(request: Request): { ip?: string } {
  return ipLookupQuery(request.headers.get('x-forwarded-for')?.split(',')[0]?.trim());
}
