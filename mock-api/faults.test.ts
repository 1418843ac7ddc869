import { describe, expect, it } from 'vitest';
import { FaultRegistry, matchesPath, parseFault } from './faults.ts';

describe('parseFault', () => {
  it('parses each kind and combinations', () => {
    expect(parseFault('latency=2000')).toEqual({ ok: true, spec: { latencyMs: 2000 } });
    expect(parseFault('latency=500, status=503')).toEqual({ ok: true, spec: { latencyMs: 500, status: 503 } });
    expect(parseFault('expire,malformed,drop')).toEqual({
      ok: true,
      spec: { expire: true, malformed: true, drop: true },
    });
  });

  it('rejects unknown kinds, bad numbers and out-of-range values', () => {
    for (const raw of [
      '',
      'boom',
      'latency',
      'latency=-1',
      'latency=70000',
      'status=200',
      'status=abc',
      'drop=1',
      'latency=1=2',
    ]) {
      expect(parseFault(raw).ok, raw).toBe(false);
    }
  });
});

describe('matchesPath', () => {
  it('matches a prefix on segment boundaries only', () => {
    expect(matchesPath('/api/client/findNews', '/api/client/findNews')).toBe(true);
    expect(matchesPath('/api/client/findNews', '/api/client/findNewsById')).toBe(false);
    expect(matchesPath('/api/client', '/api/client/findNews')).toBe(true);
    expect(matchesPath('/static/', '/static/kv/1.jpg')).toBe(true);
  });

  it('matches globs: * within a segment, ** across', () => {
    expect(matchesPath('/api/client/find*', '/api/client/findDealers')).toBe(true);
    expect(matchesPath('/api/*', '/api/client/findDealers')).toBe(false);
    expect(matchesPath('/api/**', '/api/client/findDealers')).toBe(true);
    expect(matchesPath('/static/**/*.jpg', '/static/360/es/exterior/1.jpg')).toBe(true);
  });
});

describe('FaultRegistry', () => {
  it('applies the newest matching rule and counts requests down', () => {
    const registry = new FaultRegistry();
    registry.add('status=500', { status: 500 }, null, null);
    registry.add('latency=10', { latencyMs: 10 }, '/api/client/findNews', 2);
    expect(registry.take('/api/client/findNews')).toEqual({ latencyMs: 10 });
    expect(registry.take('/api/client/findNews')).toEqual({ latencyMs: 10 });
    expect(registry.take('/api/client/findNews')).toEqual({ status: 500 });
    expect(registry.list()).toHaveLength(1);
    registry.clear();
    expect(registry.take('/api/client/findNews')).toBeUndefined();
  });
});
