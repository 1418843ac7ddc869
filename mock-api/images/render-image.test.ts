import QRCode from 'qrcode';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { STATIC_IMAGE_SIZES } from '#shared/domain/vehicle-media';
import { resolveImage, type ResolvedImage } from './image-routes.ts';
import { QR_OPTIONS, renderImage } from './render-image.ts';

function resolved(path: string): ResolvedImage {
  const image = resolveImage(path);
  if (!image) throw new Error(`no image at ${path}`);
  return image;
}

async function raw(path: string): Promise<Buffer> {
  const image = await renderImage(resolved(path), {});
  return sharp(image.body).removeAlpha().raw().toBuffer();
}

describe('renderImage', () => {
  it.each([
    ['/kv/1.jpg', STATIC_IMAGE_SIZES.keyVisual, 'jpeg'],
    ['/kv/1-m.jpg', STATIC_IMAGE_SIZES.keyVisualMobile, 'jpeg'],
    ['/cars/nx/hero.jpg', STATIC_IMAGE_SIZES.hero, 'jpeg'],
    ['/cars/nx/side/212.png', STATIC_IMAGE_SIZES.side, 'png'],
    ['/cars/nx/interior/LA31.jpg', STATIC_IMAGE_SIZES.interior, 'jpeg'],
    ['/cars/nx/wheel/W20.png', STATIC_IMAGE_SIZES.wheel, 'png'],
    ['/cars/nx/options/ACC-MAT.jpg', STATIC_IMAGE_SIZES.option, 'jpeg'],
    ['/cars/nx/sections/safety-3-s.jpg', STATIC_IMAGE_SIZES.sectionSmall, 'jpeg'],
    ['/cars/nx/sections/power-2-b.jpg', STATIC_IMAGE_SIZES.sectionBig, 'jpeg'],
    ['/360/nx/battery/7.jpg', STATIC_IMAGE_SIZES.frame, 'jpeg'],
    ['/news/5.jpg', STATIC_IMAGE_SIZES.newsCover, 'jpeg'],
    ['/avatar/5.png', STATIC_IMAGE_SIZES.avatar, 'png'],
    ['/qr/staff-3.png', STATIC_IMAGE_SIZES.qr, 'png'],
  ])('renders %s at its intrinsic size', async (path, size, format) => {
    const image = await renderImage(resolved(path), {});
    const meta = await sharp(image.body).metadata();
    expect({ width: meta.width, height: meta.height, format: meta.format }).toEqual({ ...size, format });
  });

  it('is deterministic: the same path gives the same bytes', async () => {
    const a = await renderImage(resolved('/cars/es/side/3T2.png'), {});
    const b = await renderImage(resolved('/cars/es/side/3T2.png'), {});
    expect(a.etag).toBe(b.etag);
    expect(a.body.equals(b.body)).toBe(true);
  });

  it('paints the side view in the exact paint colour', async () => {
    // Sample the door below the window line, where the body gradient passes through the pure paint colour.
    const red = await raw('/cars/es/side/3T2.png');
    const white = await raw('/cars/es/side/077.png');
    expect(red.equals(white)).toBe(false);
    const { data, info } = await sharp((await renderImage(resolved('/cars/es/side/3T2.png'), {})).body)
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    let closest = Infinity;
    for (let i = 0; i < info.width * info.height * 3; i += 3) {
      const d =
        Math.abs((data[i] ?? 0) - 0x8e) + Math.abs((data[i + 1] ?? 0) - 0x1b) + Math.abs((data[i + 2] ?? 0) - 0x24);
      closest = Math.min(closest, d);
    }
    expect(closest).toBeLessThanOrEqual(6);
  });

  it('serves a QR code byte for byte as qrcode renders it', async () => {
    const image = await renderImage(resolved('/qr/mini-program.png'), {});
    const expected = await QRCode.toBuffer('https://aurelion.example/mp', QR_OPTIONS);
    expect(image.body.equals(expected)).toBe(true);
  });

  it.each([
    ['/360/es/exterior', 145],
    ['/360/es/interior', 82],
    ['/360/nx/battery', 144],
  ])('turns the subject between consecutive frames of %s', async (path, count) => {
    const first = await raw(`${path}/1.jpg`);
    const second = await raw(`${path}/2.jpg`);
    const last = await raw(`${path}/${count}.jpg`);
    const diff = (a: Buffer, b: Buffer) => {
      let sum = 0;
      for (let i = 0; i < a.length; i++) sum += Math.abs((a[i] ?? 0) - (b[i] ?? 0));
      return sum / a.length;
    };
    expect(diff(first, second)).toBeGreaterThan(0.3);
    expect(diff(last, first)).toBeGreaterThan(0.3);
    expect(diff(first, await raw(`${path}/1.jpg`))).toBe(0);
  });

  it('resizes keeping the aspect ratio when only the width is given', async () => {
    const image = await renderImage(resolved('/cars/es/side/212.png'), {
      resize: { width: 300, mode: 'lfit', limit: true },
      format: 'webp',
      quality: 70,
    });
    const meta = await sharp(image.body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 300, 150]);
    expect(image.contentType).toBe('image/webp');
  });
});
