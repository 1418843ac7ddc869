import { describe, expect, it } from 'vitest';
import { REGIONS } from './regions.ts';
import { SERIES, specGroupsFor } from './series.ts';
import { generateDb } from './generate-db.ts';

describe('seeded data', () => {
  it('is deterministic for a seed and differs between seeds', () => {
    expect(JSON.stringify(generateDb(7))).toBe(JSON.stringify(generateDb(7)));
    expect(JSON.stringify(generateDb(7))).not.toBe(JSON.stringify(generateDb(8)));
  });

  it('has 34 province-level divisions, 150+ dealers over 30+ of them, 60+ news', () => {
    const db = generateDb();
    expect(REGIONS).toHaveLength(34);
    expect(db.dealers.length).toBeGreaterThanOrEqual(150);
    expect(new Set(db.dealers.map((d) => d.provinceId)).size).toBeGreaterThanOrEqual(30);
    expect(db.news.length).toBeGreaterThanOrEqual(60);
    expect(new Set(db.news.map((n) => n.title)).size).toBe(db.news.length);
    expect(db.news.every((n) => n.publishDate >= '2025-01-01' && n.publishDate <= '2026-12-31')).toBe(true);
  });

  it('places every dealer in its own city, near it', () => {
    const db = generateDb();
    for (const d of db.dealers) {
      const province = REGIONS.find((p) => p.id === d.provinceId);
      expect(province?.cities.some((c) => c.id === d.cityId && c.name === d.cityName)).toBe(true);
      expect(d.name).toMatch(/奥瑞麟汽车(销售服务)?有限公司$/);
    }
  });

  it('gives every grade of the six series at least 40 spec rows', () => {
    expect(SERIES.map((s) => s.code)).toEqual(['es', 'ux', 'nx', 'lc', 'lm', 'gx']);
    for (const s of SERIES)
      for (const g of s.grades) expect(specGroupsFor(s, g).flatMap((x) => x.rows).length).toBeGreaterThanOrEqual(40);
  });
});
