import { describe, expect, it } from 'vitest';
import {
  FIRST_FRAME,
  SECTION_ITEMS,
  SECTION_KINDS,
  SERIES_CODES,
  avatarUrl,
  dealerQrText,
  dealerQrUrl,
  frameSequences,
  frameUrl,
  miniProgramQrUrl,
  MINI_PROGRAM_URL,
  newsCoverUrl,
  sectionImageUrl,
  seriesHeroUrl,
  staffQrUrl,
} from '#shared/domain/vehicle-media';
import { generateKv } from '../data/catalogue.ts';
import { interiorOptions, paintOptions, wheelOptions } from '../data/media.ts';
import { optionalItems } from '../data/configurations.ts';
import { resolveImage } from './image-routes.ts';

const underStatic = (url: string) => url.replace(/^\/static/, '');

describe('resolveImage', () => {
  it('resolves every image path the shared builders and the mock data produce', () => {
    const urls: string[] = [miniProgramQrUrl(), dealerQrUrl(1), staffQrUrl(340), avatarUrl(1), newsCoverUrl(72)];
    for (const kv of generateKv()) urls.push(kv.img, kv.mobileImg);
    for (const series of SERIES_CODES) {
      urls.push(seriesHeroUrl(series));
      urls.push(...paintOptions(series).map((p) => p.img), ...interiorOptions(series).map((i) => i.img));
      urls.push(...wheelOptions(series).map((w) => w.img), ...optionalItems(series).map((o) => o.img));
      for (const section of SECTION_KINDS)
        for (let n = 1; n <= SECTION_ITEMS; n++)
          urls.push(sectionImageUrl(series, section, n, 's'), sectionImageUrl(series, section, n, 'b'));
      for (const seq of frameSequences(series)) urls.push(frameUrl(seq, FIRST_FRAME), frameUrl(seq, seq.count));
    }
    const unresolved = urls.filter((url) => !resolveImage(underStatic(url)));
    expect(unresolved).toEqual([]);
  });

  it('names the QR payloads and the format from the extension', () => {
    expect(resolveImage('/qr/mini-program.png')).toEqual({
      spec: { kind: 'qr', text: MINI_PROGRAM_URL },
      format: 'png',
    });
    expect(resolveImage('/qr/dealer-12.png')?.spec).toEqual({ kind: 'qr', text: dealerQrText(12) });
    expect(resolveImage('/kv/1.jpg')?.format).toBe('jpeg');
  });

  it('numbers 360 frames from 1 to count', () => {
    expect(resolveImage('/360/es/exterior/1.jpg')?.spec).toMatchObject({ kind: 'frame', frame: 1, count: 145 });
    expect(resolveImage('/360/es/exterior/145.jpg')).toBeDefined();
    expect(resolveImage('/360/es/exterior/0.jpg')).toBeUndefined();
    expect(resolveImage('/360/es/exterior/146.jpg')).toBeUndefined();
    expect(resolveImage('/360/nx/battery/144.jpg')).toBeDefined();
    expect(resolveImage('/360/es/battery/1.jpg')).toBeUndefined();
    expect(resolveImage('/360/lc/exterior/1.jpg')).toBeUndefined();
  });

  it.each([
    '/',
    '/kv/0.jpg',
    '/kv/99.jpg',
    '/kv/1.png',
    '/news/0.jpg',
    '/news/01.jpg',
    '/news/1.png',
    '/qr/dealer-x.png',
    '/qr/other.png',
    '/avatar/1.jpg',
    '/cars/xx/hero.jpg',
    '/cars/es/side/999.png',
    '/cars/es/side/077.jpg',
    '/cars/es/interior/LZ99.jpg',
    '/cars/es/wheel/W22.png',
    '/cars/lm/wheel/W17.png',
    '/cars/es/options/NOPE.jpg',
    '/cars/es/sections/exterior-4-s.jpg',
    '/cars/es/sections/comfort-1-s.jpg',
    '/cars/es/sections/exterior-1-m.jpg',
    '/cars/es/../es/hero.jpg',
  ])('answers undefined (404) for %s', (path) => {
    expect(resolveImage(path)).toBeUndefined();
  });
});
