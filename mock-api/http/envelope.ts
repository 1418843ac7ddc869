/** Writing both envelope families, and the one error type handlers throw. */
import type { Request, Response } from 'express';
import { envelopeOf, familyOf, type ApiCodeKind, type EnvelopeFamily } from '#shared/api/envelope';

export { familyOf };
export type Family = EnvelopeFamily;

/** The request's full pathname (`req.path` is relative to the mount point inside `app.use(prefix, …)`). */
export function pathnameOf(req: Request): string {
  return new URL(req.originalUrl, 'http://mock.local').pathname;
}

/** A business or protocol error; `status` is the HTTP status (200 for business errors). */
export class MockError extends Error {
  constructor(
    readonly kind: Exclude<ApiCodeKind, 'ok'>,
    message: string,
    readonly status = 200,
  ) {
    super(message);
    this.name = 'MockError';
  }
}

export function sendData(res: Response, family: Family, data: unknown): void {
  res.status(200).json(envelopeOf(family, 'ok', 'success', data ?? null));
}

export function sendError(res: Response, family: Family, error: MockError): void {
  res.status(error.status).json(envelopeOf(family, error.kind, error.message));
}
