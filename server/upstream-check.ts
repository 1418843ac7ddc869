import { request } from 'node:http';
import { request as requestTls } from 'node:https';

/**
 * Readiness: can the upstream be reached at all? Any HTTP answer counts. The result is cached for a
 * few seconds so probes do not hammer the upstream.
 */
export function upstreamCheck(baseUrl: string, options: { timeoutMs?: number; cacheMs?: number } = {}) {
  const timeoutMs = options.timeoutMs ?? 2000;
  const cacheMs = options.cacheMs ?? 5000;
  let cached: { at: number; ok: boolean } | null = null;
  return async (): Promise<boolean> => {
    if (cached && Date.now() - cached.at < cacheMs) return cached.ok;
    const url = new URL('/healthz', baseUrl);
    const ok = await new Promise<boolean>((resolve) => {
      const req = (url.protocol === 'https:' ? requestTls : request)(url, { method: 'GET', timeout: timeoutMs }, (res) => {
        res.resume();
        resolve(true);
      });
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', () => resolve(false));
      req.end();
    });
    cached = { at: Date.now(), ok };
    return ok;
  };
}
