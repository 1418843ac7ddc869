/** An upstream image (`/static/...`) at its displayed size, fetched at `fetchWidth`, loaded lazily. */
import { useEnv } from '#client/lib/platform/edge.tsx';
import { imageUrl } from '#client/lib/ui/image.ts';
import { LazyImage } from '#client/components/ui/lazy-image.tsx';

export function SiteImage({
  path,
  width,
  height,
  fetchWidth = width,
  alt,
  className,
}: {
  path: string;
  width: number;
  height: number;
  /** The width asked of the image service (twice the displayed width for sharp small images). */
  fetchWidth?: number;
  alt: string;
  className: string;
}) {
  const { config } = useEnv();
  return (
    <LazyImage
      src={imageUrl(config, path, { width: fetchWidth })}
      width={width}
      height={height}
      alt={alt}
      className={className}
    />
  );
}
