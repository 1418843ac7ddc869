/**
 * Fault injection for tests: per request with the `x-mock-fault` header, or registered for a path pattern
 * (and optionally a number of requests) with `POST /__mock/faults`.
 *
 * Spec: comma-separated `latency=MS` (0-60000), `status=CODE` (400-599), `expire`, `malformed`, `drop`,
 * e.g. `latency=500,status=503`. Latency comes first and delays only the matching request; then the first
 * of drop / status / expire / malformed applies; latency alone lets the request through.
 */
import type { NextFunction, Request, Response } from 'express';
import { MockError, familyOf, pathnameOf, sendError } from './http/envelope.ts';

export interface FaultSpec {
  latencyMs?: number;
  status?: number;
  expire?: boolean;
  malformed?: boolean;
  drop?: boolean;
}

export type ParseResult = { ok: true; spec: FaultSpec } | { ok: false; message: string };

export const MAX_LATENCY_MS = 60_000;

export function parseFault(raw: string): ParseResult {
  const spec: FaultSpec = {};
  const tokens = raw
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  if (tokens.length === 0) return { ok: false, message: 'empty fault' };
  for (const token of tokens) {
    const [name, value, extra] = token.split('=').map((p) => p.trim());
    if (extra !== undefined) return { ok: false, message: `bad fault "${token}"` };
    if (name === 'latency' || name === 'status') {
      if (!value || !/^\d{1,6}$/.test(value)) return { ok: false, message: `${name} needs a number` };
      const n = Number(value);
      if (name === 'latency') {
        if (n > MAX_LATENCY_MS) return { ok: false, message: `latency must be at most ${MAX_LATENCY_MS}` };
        spec.latencyMs = n;
      } else {
        if (n < 400 || n > 599) return { ok: false, message: 'status must be 400-599' };
        spec.status = n;
      }
    } else if (name === 'expire' || name === 'malformed' || name === 'drop') {
      if (value !== undefined) return { ok: false, message: `${name} takes no value` };
      spec[name] = true;
    } else {
      return { ok: false, message: `unknown fault "${name ?? ''}"` };
    }
  }
  return { ok: true, spec };
}

/**
 * Path patterns: with `*` a glob (`*` within a segment, `**` across segments), matched against the whole
 * pathname; without, a prefix on segment boundaries (`/api/client/findNews` matches itself and
 * `/api/client/findNews/…`, not `/api/client/findNewsById`).
 */
export function matchesPath(pattern: string, pathname: string): boolean {
  if (pattern.includes('*')) {
    const source = pattern
      .split('**')
      .map((part) =>
        part
          .split('*')
          .map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
          .join('[^/]*'),
      )
      .join('.*');
    return new RegExp(`^${source}$`).test(pathname);
  }
  if (pattern.endsWith('/')) return pathname.startsWith(pattern);
  return pathname === pattern || pathname.startsWith(`${pattern}/`);
}

export interface FaultRule {
  id: number;
  fault: string;
  spec: FaultSpec;
  path: string | null;
  /** Requests left; null = until cleared. */
  remaining: number | null;
}

export class FaultRegistry {
  #rules: FaultRule[] = [];
  #nextId = 1;

  add(fault: string, spec: FaultSpec, path: string | null, count: number | null): FaultRule {
    const rule: FaultRule = { id: this.#nextId++, fault, spec, path, remaining: count };
    this.#rules.push(rule);
    return rule;
  }

  list(): FaultRule[] {
    return this.#rules.map((r) => ({ ...r }));
  }

  remove(id: number): boolean {
    const before = this.#rules.length;
    this.#rules = this.#rules.filter((r) => r.id !== id);
    return this.#rules.length < before;
  }

  clear(): void {
    this.#rules = [];
  }

  /** The newest rule matching `pathname`, counting the request against it. */
  take(pathname: string): FaultSpec | undefined {
    for (let i = this.#rules.length - 1; i >= 0; i--) {
      const rule = this.#rules[i];
      if (!rule || (rule.path !== null && !matchesPath(rule.path, pathname))) continue;
      if (rule.remaining !== null) {
        rule.remaining -= 1;
        if (rule.remaining <= 0) this.#rules.splice(i, 1);
      }
      return rule.spec;
    }
    return undefined;
  }
}

function gatewayPage(status: number): string {
  return `<html>\r\n<head><title>${status}</title></head>\r\n<body>\r\n<center><h1>${status}</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n`;
}

/** Applies the header's fault, or else a registered one, to `/api`, `/client` and `/static` requests. */
export function faultMiddleware(registry: FaultRegistry) {
  return (req: Request, res: Response, next: NextFunction) => {
    const pathname = pathnameOf(req);
    const header = req.get('x-mock-fault');
    let spec: FaultSpec | undefined;
    if (header !== undefined) {
      const parsed = parseFault(header);
      if (!parsed.ok) {
        sendError(res, familyOf(pathname), new MockError('badRequest', `x-mock-fault: ${parsed.message}`, 400));
        return;
      }
      spec = parsed.spec;
    } else {
      spec = registry.take(pathname);
    }
    if (!spec) {
      next();
      return;
    }
    const fault = spec;
    const apply = () => {
      if (fault.drop) req.socket.destroy();
      else if (fault.status !== undefined) res.status(fault.status).type('html').send(gatewayPage(fault.status));
      else if (fault.expire) sendError(res, familyOf(pathname), new MockError('authExpired', '登录已过期，请重新登录'));
      else if (fault.malformed)
        res.status(200).type('application/json').send('{"code":200,"msg":"success","data":{"list":[');
      else next();
    };
    if (fault.latencyMs) {
      const timer = setTimeout(apply, fault.latencyMs);
      res.on('close', () => clearTimeout(timer));
    } else {
      apply();
    }
  };
}
