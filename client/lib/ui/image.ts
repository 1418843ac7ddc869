/**
 * The one image helper: static-host URLs with the processing suffix
 * (`x-oss-process=image/resize,w_W,h_H/format,webp/quality,q_Q`) and `srcset` for the breakpoints.
 */
import type { PublicConfig } from '#shared/public-config';

export interface ImageOptions {
  width?: number;
  height?: number;
  /** Default webp. */
  format?: 'webp' | 'jpg' | 'png';
  /** 1-100, default 80. */
  quality?: number;
}

export function imageUrl(config: Pick<PublicConfig, 'staticHost'>, path: string, options: ImageOptions = {}): string {
  if (/^https?:\/\//.test(path) || path.endsWith('.svg')) return path;
  const ops = ['image'];
  if (options.width || options.height) {
    const size = [options.width ? `w_${Math.round(options.width)}` : null, options.height ? `h_${Math.round(options.height)}` : null];
    ops.push(['resize', ...size.filter(Boolean)].join(','));
  }
  ops.push(`format,${options.format ?? 'webp'}`);
  ops.push(`quality,q_${options.quality ?? 80}`);
  return `${config.staticHost}${path}?x-oss-process=${ops.join('/')}`;
}

/** Widths matching the layout breakpoints (Tailwind's sm md lg xl 2xl), capped at the image's own width. */
const SRCSET_WIDTHS = [375, 640, 768, 1024, 1280, 1536, 1920];

export function imageSrcSet(config: Pick<PublicConfig, 'staticHost'>, path: string, maxWidth: number, options: Omit<ImageOptions, 'width' | 'height'> = {}): string {
  const widths = SRCSET_WIDTHS.filter((w) => w < maxWidth).concat(maxWidth);
  return widths.map((w) => `${imageUrl(config, path, { ...options, width: w })} ${w}w`).join(', ');
}
