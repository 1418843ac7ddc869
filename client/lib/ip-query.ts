/**
 * The `IP` query of a loader: on the server the request carries the caller's address, as the site
 * trusts it, in X-Forwarded-For (the site writes that header itself and drops the caller's own); in the
 * browser the request has none and the proxy adds the address. Only a plain IPv4 is passed on.
 */
const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

export function ipQueryOf(request: Request): { ip?: string } {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded && IPV4.test(forwarded) ? { ip: forwarded } : {};
}
