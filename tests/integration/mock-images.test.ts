/** The mock's static image host over HTTP: sequences, processing suffix, errors, caching, QR codes. */
import QRCode from 'qrcode';
import sharp from 'sharp';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  FIRST_FRAME,
  MINI_PROGRAM_URL,
  SERIES_CODES,
  dealerQrText,
  frameSequences,
  frameUrl,
} from '#shared/domain/vehicle-media';
import { interiorOptions, paintOptions, wheelOptions } from '../../mock-api/data/media.ts';
import { useStack } from '../support/stack.ts';

const stack = useStack({ app: false, mock: { verifySignature: false } });

/** GET as a Buffer whatever the content type. */
function get(path: string) {
  return request(stack.mock.url)
    .get(path)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
}

async function bodyOf(path: string): Promise<Buffer> {
  const res = await get(path);
  expect(res.status, path).toBe(200);
  return res.body as Buffer;
}

const sequences = SERIES_CODES.flatMap((series) => frameSequences(series).map((seq) => ({ series, ...seq })));

describe('360-degree sequences', () => {
  it('has the spec frame counts', () => {
    expect(sequences.map((s) => `${s.series}/${s.kind}:${s.count}`)).toEqual([
      'es/exterior:145',
      'es/interior:82',
      'ux/exterior:157',
      'ux/interior:137',
      'nx/exterior:156',
      'nx/interior:168',
      'nx/battery:144',
    ]);
  });

  it.each(sequences)(
    '$series $kind: first and last frame are 1200x675 JPEGs, the frame after the last is 404',
    async (seq) => {
      for (const n of [FIRST_FRAME, seq.count]) {
        const res = await get(frameUrl(seq, n));
        expect(res.status).toBe(200);
        expect(res.headers['content-type']).toBe('image/jpeg');
        const meta = await sharp(res.body as Buffer).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 675]);
      }
      expect((await get(frameUrl(seq, seq.count + 1))).status).toBe(404);
      expect((await get(frameUrl(seq, 0))).status).toBe(404);
    },
  );

  it('consecutive frames differ measurably (the subject turns)', async () => {
    const seq = sequences[0];
    if (!seq) throw new Error('no sequence');
    const pixels = async (n: number) =>
      sharp(await bodyOf(frameUrl(seq, n)))
        .raw()
        .toBuffer();
    const [a, b] = await Promise.all([pixels(10), pixels(11)]);
    let sum = 0;
    for (let i = 0; i < a.length; i++) sum += Math.abs((a[i] ?? 0) - (b[i] ?? 0));
    expect(sum / a.length).toBeGreaterThan(0.3);
  });
});

describe('processing suffix', () => {
  it('answers a resized WebP with only the width given, keeping the aspect ratio', async () => {
    const res = await get('/static/cars/es/side/212.png?x-oss-process=image/resize,w_480/format,webp/quality,q_75');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    const meta = await sharp(res.body as Buffer).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 480, 240]);
  });

  it('fits inside w x h by default and forces the size with m_fixed', async () => {
    const lfit = await sharp(await bodyOf('/static/kv/1.jpg?x-oss-process=image/resize,w_400,h_400')).metadata();
    expect([lfit.width, lfit.height]).toEqual([400, 188]);
    const fixed = await sharp(
      await bodyOf('/static/kv/1.jpg?x-oss-process=image/resize,w_400,h_400,m_fixed'),
    ).metadata();
    expect([fixed.width, fixed.height]).toEqual([400, 400]);
  });

  it('converts to PNG and JPEG with the right content type', async () => {
    const png = await get('/static/kv/2.jpg?x-oss-process=image/format,png');
    expect(png.headers['content-type']).toBe('image/png');
    expect((await sharp(png.body as Buffer).metadata()).format).toBe('png');
    const jpg = await get('/static/cars/nx/wheel/W20.png?x-oss-process=image/format,jpg/quality,q_60');
    expect(jpg.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(jpg.body as Buffer).metadata()).format).toBe('jpeg');
  });

  it('takes the operations in any order', async () => {
    const a = await get('/static/news/3.jpg?x-oss-process=image/resize,w_320/format,webp/quality,q_80');
    const b = await get('/static/news/3.jpg?x-oss-process=image/quality,q_80/format,webp/resize,w_320');
    expect(a.headers.etag).toBe(b.headers.etag);
  });

  it.each([
    'image/resize,w_0',
    'image/resize,w_5000',
    'image/resize,w_abc',
    'image/format,gif',
    'image/quality,q_101',
    'image/rotate,90',
    'image/resize,w_10/resize,w_20',
    'video/snapshot,t_1',
    '',
  ])('answers 400 with a JSON error for x-oss-process=%s', async (suffix) => {
    const res = await request(stack.mock.url).get(`/static/kv/1.jpg?x-oss-process=${suffix}`);
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toMatchObject({ error: 'InvalidArgument', message: expect.any(String) });
  });

  it('answers 400 for a repeated suffix', async () => {
    const res = await request(stack.mock.url).get(
      '/static/kv/1.jpg?x-oss-process=image/format,png&x-oss-process=image/format,png',
    );
    expect(res.status).toBe(400);
  });
});

describe('errors', () => {
  it.each([
    '/static/nope.jpg',
    '/static/cars/es/side/ZZZ.png',
    '/static/cars/zz/side/212.png',
    '/static/cars/es/side/212.jpg',
    '/static/360/lc/exterior/1.jpg',
  ])('answers 404 for %s', async (path) => {
    const res = await request(stack.mock.url).get(path);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ error: 'NoSuchKey' });
  });

  it('answers 405 to other methods', async () => {
    const res = await request(stack.mock.url).post('/static/kv/1.jpg');
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
  });
});

describe('caching', () => {
  it('sends immutable caching headers and a strong ETag, and 304 on If-None-Match', async () => {
    const first = await get('/static/avatar/9.png');
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await request(stack.mock.url).get('/static/avatar/9.png').set('If-None-Match', `"other", ${etag}`);
    expect(again.status).toBe(304);
    expect(again.headers.etag).toBe(etag);
    const changed = await get('/static/avatar/9.png').set('If-None-Match', '"other"');
    expect(changed.status).toBe(200);
  });

  it('answers HEAD with the headers and no body', async () => {
    const get200 = await get('/static/avatar/10.png');
    const head = await request(stack.mock.url).head('/static/avatar/10.png');
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toBe('image/png');
    expect(head.headers['content-length']).toBe(String((get200.body as Buffer).length));
    expect(head.headers.etag).toBe(get200.headers.etag);
  });

  it('serves identical bytes to concurrent identical requests', async () => {
    const path = '/static/cars/gx/hero.jpg?x-oss-process=image/resize,w_640/format,webp';
    const results = await Promise.all([get(path), get(path), get(path)]);
    expect(new Set(results.map((r) => r.headers.etag)).size).toBe(1);
    expect(results.every((r) => r.status === 200)).toBe(true);
  });
});

describe('QR codes', () => {
  it('serves exactly what qrcode renders for the encoded text', async () => {
    const body = await bodyOf('/static/qr/mini-program.png');
    const expected = await QRCode.toBuffer(MINI_PROGRAM_URL, {
      type: 'png',
      errorCorrectionLevel: 'M',
      margin: 2,
      width: 400,
      color: { dark: '#111111ff', light: '#ffffffff' },
    });
    expect(body.equals(expected)).toBe(true);
  });

  it('draws the QR symbol of the dealer URL module for module (what a scanner reads)', async () => {
    const { data, info } = await sharp(await bodyOf('/static/qr/dealer-12.png'))
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const symbol = QRCode.create(dealerQrText(12), { errorCorrectionLevel: 'M' }).modules;
    const margin = 2;
    const modulePx = info.width / (symbol.size + margin * 2);
    let mismatches = 0;
    for (let row = 0; row < symbol.size; row++) {
      for (let col = 0; col < symbol.size; col++) {
        const x = Math.floor((col + margin + 0.5) * modulePx);
        const y = Math.floor((row + margin + 0.5) * modulePx);
        const dark = (data[y * info.width + x] ?? 255) < 128;
        if (dark !== Boolean(symbol.get(row, col))) mismatches += 1;
      }
    }
    expect(mismatches).toBe(0);
  });
});

describe('images named by the API data', () => {
  it('every paint, interior and wheel image of every series exists', async () => {
    const urls = SERIES_CODES.flatMap((s) =>
      [...paintOptions(s), ...interiorOptions(s), ...wheelOptions(s)].map((o) => o.img),
    );
    const statuses = await Promise.all(
      urls.map(async (url) => [url, (await request(stack.mock.url).head(url)).status] as const),
    );
    expect(statuses.filter(([, status]) => status !== 200)).toEqual([]);
  });

  it('every /static/ path in the key visual, news, staff and configurator answers exists', async () => {
    const paths = [
      '/api/client/findIndexKv',
      '/api/client/findNews',
      '/api/client/staffAndQrcode?dealerId=1',
      '/api/client/queryModel?seriesCode=nx',
      '/api/client/queryOptionalList?seriesCode=es',
      '/api/client/queryCarSeriesList',
    ];
    const urls = new Set<string>();
    const collect = (value: unknown): void => {
      // Sequence `path`s are folders (frames are `${path}/${n}.${ext}`), not images.
      if (typeof value === 'string' && /^\/static\/.+\.\w+$/.test(value)) urls.add(value);
      else if (Array.isArray(value)) value.forEach(collect);
      else if (typeof value === 'object' && value !== null) Object.values(value).forEach(collect);
    };
    for (const path of paths) {
      const res = await request(stack.mock.url).get(path);
      expect(res.body, path).toMatchObject({ code: 200 });
      collect(res.body);
    }
    expect(urls.size).toBeGreaterThan(30);
    const statuses = await Promise.all(
      [...urls].map(async (url) => [url, (await request(stack.mock.url).head(url)).status] as const),
    );
    expect(statuses.filter(([, status]) => status !== 200)).toEqual([]);
  });
});
