/**
 * Renders a resolved image: composes its SVG (or QR code), rasterises it with sharp at its intrinsic size,
 * then applies the processing suffix (resize, format, quality). Deterministic: the same path and suffix
 * always give the same bytes.
 */
import { createHash } from 'node:crypto';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { STATIC_IMAGE_SIZES } from '#shared/domain/vehicle-media';
import type { ImageSpec, ResolvedImage } from './image-routes.ts';
import {
  CONTENT_TYPES,
  DEFAULT_QUALITY,
  RESIZE_MODES,
  type OutputFormat,
  type ProcessParams,
} from './process-params.ts';
import { hashSeed, svgDocument } from './svg/colour.ts';
import { PANORAMA_WIDTH, interiorView } from './svg/interior.ts';
import {
  avatarSvg,
  heroSvg,
  keyVisualSvg,
  newsCoverSvg,
  optionSvg,
  sectionSvg,
  sideViewSvg,
  wheelSvg,
} from './svg/scenes.ts';
import { showcaseInterior, showcasePaint } from './svg/series-look.ts';
import { batteryTurntable, carTurntable, frameYaw } from './svg/turntable.ts';

export interface RenderedImage {
  body: Buffer;
  contentType: string;
  /** Strong validator: a hash of the bytes. */
  etag: string;
  /** Bytes, for the cache bound. */
  size: number;
}

/** QR codes: what `qrcode.toBuffer(text, QR_OPTIONS)` returns is served byte for byte. */
export const QR_OPTIONS = {
  type: 'png',
  errorCorrectionLevel: 'M',
  margin: 2,
  width: STATIC_IMAGE_SIZES.qr.width,
  color: { dark: '#111111ff', light: '#ffffffff' },
} as const satisfies QRCode.QRCodeToBufferOptions;

/** The SVG document of a (non-QR) image. */
export function composeSvg(spec: Exclude<ImageSpec, { kind: 'qr' }>): string {
  switch (spec.kind) {
    case 'kv': {
      const { width, height, body } = keyVisualSvg(spec.n, spec.series, spec.paint.hex, spec.mobile);
      return svgDocument(width, height, body);
    }
    case 'hero': {
      const { width, height, body } = heroSvg(spec.series);
      return svgDocument(width, height, body);
    }
    case 'side': {
      const { width, height, body } = sideViewSvg(spec.series, spec.paint.hex);
      return svgDocument(width, height, body);
    }
    case 'interior': {
      const { width, height } = STATIC_IMAGE_SIZES.interior;
      return svgDocument(width, height, interiorView('in', spec.interior.hex, hashSeed(spec.series), 0, width));
    }
    case 'wheel': {
      const { width, height, body } = wheelSvg(spec.size);
      return svgDocument(width, height, body);
    }
    case 'option': {
      const { width, height, body } = optionSvg(spec.series, spec.code);
      return svgDocument(width, height, body);
    }
    case 'section': {
      const { width, height, body } = sectionSvg(spec.series, spec.section, spec.n);
      // The small image is the same drawing rasterised small (crisper than shrinking the big one).
      const out = spec.size === 'b' ? STATIC_IMAGE_SIZES.sectionBig : STATIC_IMAGE_SIZES.sectionSmall;
      return svgDocument(out.width, out.height, body, `0 0 ${width} ${height}`);
    }
    case 'news': {
      const { width, height, body } = newsCoverSvg(spec.id);
      return svgDocument(width, height, body);
    }
    case 'avatar': {
      const { width, height, body } = avatarSvg(spec.id);
      return svgDocument(width, height, body);
    }
    case 'frame': {
      const { width, height } = STATIC_IMAGE_SIZES.frame;
      if (spec.sequence === 'interior') {
        const offset = (PANORAMA_WIDTH * (spec.frame - 1)) / spec.count;
        return svgDocument(
          width,
          height,
          interiorView('f', showcaseInterior(spec.series).hex, hashSeed(spec.series), offset, width),
        );
      }
      const yaw = frameYaw(spec.frame, spec.count);
      const body =
        spec.sequence === 'battery'
          ? batteryTurntable('f', { width, height, yaw })
          : carTurntable('f', spec.series, showcasePaint(spec.series).hex, { width, height, yaw });
      return svgDocument(width, height, body);
    }
  }
}

function etagOf(body: Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

function finish(body: Buffer, format: OutputFormat): RenderedImage {
  return { body, contentType: CONTENT_TYPES[format], etag: etagOf(body), size: body.length };
}

export async function renderImage(resolved: ResolvedImage, params: ProcessParams): Promise<RenderedImage> {
  const { spec } = resolved;
  const format = params.format ?? resolved.format;
  let input: Buffer;
  if (spec.kind === 'qr') {
    input = await QRCode.toBuffer(spec.text, QR_OPTIONS);
    if (format === 'png' && !params.resize) return finish(input, 'png');
  } else {
    input = Buffer.from(composeSvg(spec));
  }
  let pipeline = sharp(input);
  const resize = params.resize;
  if (resize) {
    pipeline = pipeline.resize({
      width: resize.width,
      height: resize.height,
      fit: RESIZE_MODES[resize.mode],
      withoutEnlargement: resize.limit,
      background: format === 'png' || format === 'webp' ? { r: 0, g: 0, b: 0, alpha: 0 } : '#ffffff',
    });
  }
  const quality = params.quality ?? DEFAULT_QUALITY;
  if (format === 'jpeg') pipeline = pipeline.flatten({ background: '#ffffff' }).jpeg({ quality });
  else if (format === 'webp') pipeline = pipeline.webp({ quality });
  else pipeline = pipeline.png({ compressionLevel: 6 });
  return finish(await pipeline.toBuffer(), format);
}
