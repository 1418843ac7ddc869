/** Memory readings of a server process for `npm run soak`. */
import { readFileSync } from 'node:fs';

/** Resident set size of a process, from /proc/<pid>/status (VmRSS), in bytes. */
export function rssBytes(pid: number): number {
  let status: string;
  try {
    status = readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch (err) {
    throw new Error(`cannot read /proc/${pid}/status: the server process has exited`, { cause: err });
  }
  const m = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status);
  if (!m) throw new Error(`no VmRSS in /proc/${pid}/status (a zombie: the process has exited)`);
  return Number(m[1]) * 1024;
}

/** `nodejs_heap_size_used_bytes` from a Prometheus text exposition (prom-client's default metrics), or null. */
export function heapUsedFromMetrics(text: string): number | null {
  const m = /^nodejs_heap_size_used_bytes(?:\{[^}]*\})? (\S+)$/m.exec(text);
  const value = m ? Number(m[1]) : Number.NaN;
  return Number.isFinite(value) ? value : null;
}

/** Heap used, read from the server's metrics endpoint; null when it does not answer or has no such metric. */
export async function heapUsedBytes(metricsUrl: string): Promise<number | null> {
  try {
    const res = await fetch(metricsUrl, { signal: AbortSignal.timeout(2000) });
    return res.ok ? heapUsedFromMetrics(await res.text()) : null;
  } catch {
    return null;
  }
}
