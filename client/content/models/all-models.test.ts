import { describe, expect, it } from 'vitest';
import { SERIES_CODES } from '#shared/domain/vehicle-media';
import { loadModelContent } from './all-models.ts';

/**
 * A figure with a unit the catalogue states (prices, rims, dimensions, power, consumption, range, times).
 * Powertrain names (`2.5L 混合动力`, `2.4T`) are names, like `ES 300h`, and pass.
 */
const CATALOGUE_FIGURE = /\d[\d,.]*\s*(万|元|英寸|″|mm|kW|N·m|kWh|km|秒|s\b|L\/100|%)|\d\s+L(?![A-Za-z])/;

function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(texts);
  if (value && typeof value === 'object') return Object.values(value).flatMap(texts);
  return [];
}

describe('model page copy', () => {
  it.each(SERIES_CODES)('%s states words only, no figure the catalogue knows', async (code) => {
    const { specHighlights: _rowNames, ...copy } = await loadModelContent(code);
    const figures = texts(copy).filter((t) => !t.startsWith('/static/') && CATALOGUE_FIGURE.test(t));
    expect(figures).toEqual([]);
  });
});
