/** Production values of the breaker and the catalogue cache, pinned: changing one is a decision. */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';

describe('upstream resilience settings', () => {
  it('defaults: breaker opens above 50 % failures once 10 calls are in the 10 s window, probes after 15 s', () => {
    expect(loadConfig({}).breaker).toEqual({ errorPercent: 50, volume: 10, resetMs: 15_000, windowMs: 10_000 });
  });

  it('defaults: catalogue entries are fresh for 60 s and may be served stale for 24 h when the upstream fails', () => {
    expect(loadConfig({}).catalogue).toEqual({ ttlMs: 60_000, staleMs: 86_400_000 });
  });

  it('reads the environment and refuses values that make no sense, naming the variable', () => {
    const config = loadConfig({
      BREAKER_ERROR_PERCENT: '25',
      BREAKER_VOLUME: '4',
      BREAKER_RESET_MS: '300',
      CATALOGUE_TTL_MS: '0',
    });
    expect(config.breaker).toMatchObject({ errorPercent: 25, volume: 4, resetMs: 300 });
    expect(config.catalogue.ttlMs).toBe(0);
    expect(() => loadConfig({ BREAKER_ERROR_PERCENT: '100' })).toThrow(/BREAKER_ERROR_PERCENT/);
    expect(() => loadConfig({ BREAKER_VOLUME: '0' })).toThrow(/BREAKER_VOLUME/);
    expect(() => loadConfig({ BREAKER_WINDOW_MS: '1005' })).toThrow(/BREAKER_WINDOW_MS/);
    expect(() => loadConfig({ CATALOGUE_STALE_MS: 'a day' })).toThrow(/CATALOGUE_STALE_MS/);
  });
});
