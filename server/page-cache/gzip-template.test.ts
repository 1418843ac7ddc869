import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressPieces, gzipFromPieces } from './gzip-template.ts';

const html = (n: number) =>
  Buffer.from(
    Array.from(
      { length: n },
      (_, i) => `<li class="flex items-center gap-3"><a href="/models/${i}">车型 ${i}</a></li>`,
    ).join(''),
  );

async function assemble(pieces: Buffer[], values: Buffer[]) {
  return gzipFromPieces(pieces, await compressPieces(pieces), values);
}

describe('a gzip answer assembled from compressed pieces', () => {
  it('decompresses to the pieces with the values between them, whatever the values', async () => {
    const pieces = [html(200), Buffer.from('<script nonce="'), Buffer.from('">var a=1</script>'), html(50)];
    for (const nonce of ['8ZEpr68z9mIChFl4sAPKlw==', 'AAAAAAAAAAAAAAAAAAAAAA==']) {
      const values = [Buffer.from('<p>'), Buffer.from(nonce), Buffer.from('{"isMobile":true}')];
      const expected = Buffer.concat([
        pieces[0]!,
        values[0]!,
        pieces[1]!,
        values[1]!,
        pieces[2]!,
        values[2]!,
        pieces[3]!,
      ]);
      expect(gunzipSync(await assemble(pieces, values)).equals(expected)).toBe(true);
    }
  });

  it('holds empty pieces, empty values, a single piece and a value longer than one stored block', async () => {
    const long = Buffer.alloc(70_000, 'x');
    const cases: [Buffer[], Buffer[]][] = [
      [[html(3)], []],
      [[Buffer.alloc(0), Buffer.alloc(0)], [Buffer.from('nonce')]],
      [[html(2), html(2)], [Buffer.alloc(0)]],
      [[html(2), html(2)], [long]],
    ];
    for (const [pieces, values] of cases) {
      const expected = Buffer.concat(pieces.flatMap((p, i) => (i > 0 ? [values[i - 1]!, p] : [p])));
      expect(gunzipSync(await assemble(pieces, values)).equals(expected)).toBe(true);
    }
  });

  it('is as small as compressing the page whole, give or take the stored values', async () => {
    const pieces = [html(300), html(300)];
    const page = Buffer.concat([pieces[0]!, Buffer.from('nonce-value-24-bytes-abc'), pieces[1]!]);
    const assembled = await assemble(pieces, [Buffer.from('nonce-value-24-bytes-abc')]);
    expect(assembled.length).toBeLessThan(page.length / 5);
  });

  it('refuses pieces and values that do not fit together', async () => {
    const pieces = [html(1), html(1)];
    expect(() => gzipFromPieces(pieces, [], [Buffer.from('x')])).toThrow();
    await expect(async () => gzipFromPieces(pieces, await compressPieces(pieces), [])).rejects.toThrow();
  });
});
