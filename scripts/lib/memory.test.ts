import { collectDefaultMetrics, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { heapUsedFromMetrics, rssBytes } from './memory.ts';

describe('soak memory readings', () => {
  it("reads heap used from prom-client's default metrics, with or without labels", async () => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const heap = heapUsedFromMetrics(await registry.metrics());
    expect(heap).toBeGreaterThan(1024 * 1024);

    registry.setDefaultLabels({ app: 'web' });
    expect(heapUsedFromMetrics(await registry.metrics())).toBeGreaterThan(1024 * 1024);
  });

  it('says null when the exposition has no heap metric', () => {
    expect(heapUsedFromMetrics('# HELP up whether up\nup 1\n')).toBeNull();
    expect(heapUsedFromMetrics('')).toBeNull();
  });

  it("reads this process's resident set size from /proc", () => {
    const rss = rssBytes(process.pid);
    // /proc rounds to kB; process.memoryUsage() reads the same counter a moment later.
    expect(Math.abs(rss - process.memoryUsage().rss)).toBeLessThan(16 * 1024 * 1024);
  });

  it('says the server process has exited when its /proc entry is gone', () => {
    // Above Linux's pid_max ceiling (2^22): never a live process.
    expect(() => rssBytes(2 ** 30)).toThrow(/has exited/);
  });
});
