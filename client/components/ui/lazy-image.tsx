/**
 * The one lazily loaded image of the site: the image is asked for only when it comes within 200 px
 * of the viewport (an IntersectionObserver, as the product does), with `loading="lazy"` on top, and
 * its `width` and `height` are always set so nothing shifts when it arrives.
 *
 * - Server render and hydration: no `src` yet (the same markup on both sides), plus a `<noscript>`
 *   copy with the real image for visitors without JavaScript (CSS hides the empty one for them).
 *   A `boxed` image's container already has its shape, so the page carries only the copy: the browser
 *   adds the empty image after hydration (docs/decisions/0038-model-page-weight.md).
 * - `eager` images get the real image straight away. Crawlers get the same markup as browsers (they read
 *   the `<noscript>` copy): the rendered-page cache serves one render to both, so the markup must not
 *   depend on who asked or hydration would not match.
 */
import { useCallback, useEffect, useRef, useState, type ImgHTMLAttributes, type Ref } from 'react';
import { preload as preloadResource } from 'react-dom';
import { LAZY_ROOT_MARGIN } from '#client/lib/platform/viewport.ts';
import { useHydrated } from '#client/lib/ssr/use-hydrated.ts';

export type LazyImageProps = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'loading' | 'src' | 'width' | 'height' | 'alt'
> & {
  src: string;
  width: number;
  height: number;
  alt: string;
  /** Load at once (the first slide of a carousel): no observer, no `loading="lazy"`. */
  eager?: boolean;
  /**
   * Its container has the image's shape whether the image is there or not (an aspect-ratio box), so
   * nothing moves when the empty image appears after hydration: until then the page has only the
   * `<noscript>` copy, not the same element twice. Not for an image a ref is read from at hydration.
   */
  boxed?: boolean;
  /**
   * Ask for the image from the document's head, before the stylesheet and the scripts: for the largest
   * image of the first screen when the caller knows the browser picks this `src`/`srcSet` (no
   * `<source>` beside it that could win). React preloads a high-priority `<img>` by itself, but never
   * one inside a `<picture>`; without this it waits behind every script on a phone's few connections.
   */
  preload?: boolean;
  ref?: Ref<HTMLImageElement>;
};

export function LazyImage({
  src,
  srcSet,
  sizes,
  alt,
  eager: eagerProp = false,
  preload = false,
  boxed = false,
  ref,
  ...img
}: LazyImageProps) {
  // A preloaded image is one the page wants at once: lazy, it would be fetched twice or not used.
  const eager = eagerProp || preload;
  if (preload)
    preloadResource(src, {
      as: 'image',
      fetchPriority: 'high',
      ...(srcSet ? { imageSrcSet: srcSet } : {}),
      ...(sizes ? { imageSizes: sizes } : {}),
    });
  const [near, setNear] = useState(false);
  const node = useRef<HTMLImageElement | null>(null);
  const hydrated = useHydrated();
  // No IntersectionObserver (old browsers, jsdom): images load as soon as hydration is over.
  const noObserver = hydrated && typeof IntersectionObserver === 'undefined';
  const show = eager || near || noObserver;

  useEffect(() => {
    const target = node.current;
    if (show || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: LAZY_ROOT_MARGIN },
    );
    observer.observe(target);
    return () => observer.disconnect();
    // A boxed image has its element only once hydrated.
  }, [show, hydrated]);

  const setRef = useCallback(
    (el: HTMLImageElement | null) => {
      node.current = el;
      if (typeof ref === 'function') ref(el);
      else if (ref) ref.current = el;
    },
    [ref],
  );

  const source = { src, ...(srcSet ? { srcSet } : {}), ...(sizes ? { sizes } : {}) };
  if (show)
    return (
      <img
        ref={setRef}
        {...source}
        {...img}
        alt={alt}
        {...(eager ? {} : { loading: 'lazy' as const })}
        decoding="async"
      />
    );
  return (
    <>
      {boxed && !hydrated ? null : <img ref={setRef} {...img} alt={alt} loading="lazy" decoding="async" data-lazy="" />}
      <noscript>
        <img
          src={src}
          width={img.width}
          height={img.height}
          alt={alt}
          {...(srcSet ? { srcSet } : {})}
          {...(sizes ? { sizes } : {})}
          className={img.className}
          loading="lazy"
        />
      </noscript>
    </>
  );
}
