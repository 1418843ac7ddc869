import { afterEach, describe, expect, it } from 'vitest';
import { createLeadLimiter, type LeadLimiter } from './lead-limits.ts';

let limiter: LeadLimiter;
afterEach(() => limiter?.shutdown());

describe('lead limits', () => {
  it('refuses the submission over the per-IP limit, with a Chinese message and a retry time', async () => {
    limiter = createLeadLimiter({ leadPerIp: 2, leadPerPhone: 100 });
    expect(await limiter.consume({ ip: '203.0.113.1', phone: '13900000001', key: null })).toBeNull();
    expect(await limiter.consume({ ip: '203.0.113.1', phone: '13900000002', key: null })).toBeNull();
    const refused = await limiter.consume({ ip: '203.0.113.1', phone: '13900000003', key: null });
    expect(refused?.message).toMatch(/^提交过于频繁，请 \d+ 分钟后再试$/);
    expect(refused?.retryAfter).toBeGreaterThan(0);
    expect(refused?.retryAfter).toBeLessThanOrEqual(3600);
    expect(await limiter.consume({ ip: '203.0.113.2', phone: '13900000004', key: null })).toBeNull();
  });

  it('refuses the submission over the per-phone limit from any address', async () => {
    limiter = createLeadLimiter({ leadPerIp: 100, leadPerPhone: 1 });
    expect(await limiter.consume({ ip: '203.0.113.1', phone: '13900000001', key: null })).toBeNull();
    const refused = await limiter.consume({ ip: '203.0.113.9', phone: '13900000001', key: null });
    expect(refused?.message).toMatch(/^该手机号码提交过于频繁/);
  });

  it('counts a resent submission (same idempotency key) once', async () => {
    limiter = createLeadLimiter({ leadPerIp: 1, leadPerPhone: 1 });
    const submission = { ip: '203.0.113.1', phone: '13900000001', key: 'key-00000001' };
    expect(await limiter.consume(submission)).toBeNull();
    expect(await limiter.consume(submission)).toBeNull();
    expect(await limiter.consume({ ...submission, key: 'key-00000002' })).not.toBeNull();
  });
});
