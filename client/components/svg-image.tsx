/**
 * An SVG picture (icons, line art). One that fails to load is only logged ("unable to load") and
 * leaves its space empty: it is decoration beside text, never worth an error on the page. A failure
 * before hydration is caught too: the effect looks at the element once mounted.
 */
import { useEffect, useRef, useState } from 'react';
import { LazyImage } from '#client/components/ui/lazy-image.tsx';

export function logUnableToLoad(src: string): void {
  // info, not warn: a missing icon is not a fault of the page.
  console.info(`unable to load ${src}`);
}

export function SvgImage({
  src,
  alt,
  width,
  height,
  className = '',
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
}) {
  const ref = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0 && img.getAttribute('src')) {
      logUnableToLoad(src);
      // The error happened before hydration, where React does not see it.
      setFailed(true);
    }
  }, [src]);
  return (
    <LazyImage
      ref={ref}
      src={src}
      alt={alt}
      width={width}
      height={height}
      decoding="async"
      onError={() => {
        logUnableToLoad(src);
        setFailed(true);
      }}
      className={`${className} ${failed ? 'invisible' : ''}`}
    />
  );
}
