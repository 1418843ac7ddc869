/** The model-detail modal's content: one big image with its caption (opened through the UI channel). */
import { useEnv } from '#client/lib/platform/edge.tsx';
import { imageUrl } from '#client/lib/ui/image.ts';

export interface ImageZoomProps {
  path: string;
  alt: string;
  width: number;
  height: number;
  caption?: string;
}

export function ImageZoom({ path, alt, width, height, caption }: ImageZoomProps) {
  const { config } = useEnv();
  return (
    <figure className="mx-auto max-w-5xl">
      <div className="bg-paper" style={{ aspectRatio: `${width} / ${height}` }}>
        <img src={imageUrl(config, path, { width: Math.min(width, 1600) })} width={width} height={height} alt={alt} className="h-full w-full object-contain" />
      </div>
      {caption ? <figcaption className="mt-4 text-sm leading-7 text-mute">{caption}</figcaption> : null}
    </figure>
  );
}
