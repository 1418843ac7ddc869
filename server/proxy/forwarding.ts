/**
 * Who the caller is, as the site tells its upstream and its loaders. Headers that name a client
 * address or host are the caller's to forge; only `req.ip` is trusted (`trust proxy` decides which
 * X-Forwarded-For hop counts). So every such header from the caller is dropped and X-Forwarded-For
 * is written again with that one address.
 */
import type { Request } from 'express';

export const CLIENT_ADDRESS_HEADERS = [
  'x-forwarded-for',
  'x-forwarded-host',
  'x-real-ip',
  'true-client-ip',
  'x-client-ip',
  'cf-connecting-ip',
  'forwarded',
] as const;

const DROPPED: ReadonlySet<string> = new Set(CLIENT_ADDRESS_HEADERS);

export function isClientAddressHeader(name: string): boolean {
  return DROPPED.has(name.toLowerCase());
}

/** The caller's address as `trust proxy` resolves it ('' when the socket is already gone). */
export function clientAddress(req: Pick<Request, 'ip' | 'socket'>): string {
  return req.ip ?? req.socket.remoteAddress ?? '';
}
