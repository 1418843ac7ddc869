import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { qrPath } from './qr-path.ts';

/** The dark cells a path covers, read back from its `M x y h n v1 h-n z` rectangles. */
function cells(d: string): Set<string> {
  const out = new Set<string>();
  for (const [, x, y, n] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g))
    for (let i = 0; i < Number(n); i++) out.add(`${Number(x) + i},${y}`);
  return out;
}

describe('qrPath', () => {
  it.each([2, 4])('covers exactly the dark modules, unmirrored, inside a quiet zone of %i', (quiet) => {
    const text = 'https://www.aurelion.example/c/AB12CD?utm_source=wechat';
    const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
    const path = qrPath(text, quiet);
    expect(path.size).toBe(modules.size + quiet * 2);
    const expected = new Set<string>();
    for (let y = 0; y < modules.size; y++)
      for (let x = 0; x < modules.size; x++) if (modules.get(y, x)) expected.add(`${x + quiet},${y + quiet}`);
    expect(cells(path.d)).toEqual(expected);
  });
});
