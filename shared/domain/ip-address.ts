/**
 * The `IP` lookup's query for a caller's address. Only a plain IPv4 is passed on: the upstream knows
 * nothing else, and without `ip` it locates whoever connects to it (the site).
 */
const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

export function ipLookupQuery(address: string | null | undefined): { ip?: string } {
  return address && IPV4.test(address) ? { ip: address } : {};
}
