/**
 * The viewer's frames: which one is asked for and which is on screen (the requested one once it has
 * loaded, until then the last one that had), and the background preload that starts when the viewer
 * comes within 200 px of the viewport (or is first dragged), a few frames at a time in `preloadOrder`,
 * never blocking the page.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { preloadOrder, wrapFrame } from './frame-math.ts';

/** Frames requested at once while preloading. */
const PRELOAD_CONCURRENCY = 4;

export type Frames = ReturnType<typeof useFrameLoading>;

export function useFrameLoading(count: number, src: (index: number) => string, box: RefObject<HTMLElement | null>) {
  const [frame, setFrame] = useState(0);
  /** The frame on screen: the requested one once it has loaded, until then the last one that had. */
  const [shown, setShown] = useState(0);
  const [loaded, setLoaded] = useState(1);
  const [active, setActive] = useState(false);
  const ready = useRef(new Set<number>([0]));
  const frameRef = useRef(0);

  const markReady = useCallback((index: number) => {
    if (ready.current.has(index)) return;
    ready.current.add(index);
    setLoaded(ready.current.size);
    if (frameRef.current === index) setShown(index);
  }, []);

  const go = useCallback(
    (next: number) => {
      const index = wrapFrame(next, count);
      frameRef.current = index;
      setFrame(index);
      if (ready.current.has(index)) {
        setShown(index);
        return;
      }
      // Not preloaded yet: fetch this one first; the last loaded frame stays on screen meanwhile.
      const img = new Image();
      img.onload = img.onerror = () => markReady(index);
      img.src = src(index);
    },
    [count, markReady, src],
  );

  // Start preloading within 200 px of the viewport.
  useEffect(() => {
    const node = box.current;
    if (!node || active) return;
    if (typeof IntersectionObserver === 'undefined') {
      // No observer (old browsers, jsdom): preload right after the first paint.
      const timer = setTimeout(() => setActive(true), 0);
      return () => clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setActive(true);
          observer.disconnect();
        }
      },
      { rootMargin: '200px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [active, box]);

  useEffect(() => {
    if (!active) return;
    const queue = preloadOrder(count).filter((i) => !ready.current.has(i));
    let cancelled = false;
    const images: HTMLImageElement[] = [];
    const next = () => {
      if (cancelled) return;
      const index = queue.shift();
      if (index === undefined) return;
      const img = new Image();
      img.decoding = 'async';
      img.onload = img.onerror = () => {
        if (cancelled) return;
        markReady(index);
        next();
      };
      img.src = src(index);
      images.push(img);
    };
    for (let i = 0; i < PRELOAD_CONCURRENCY; i++) next();
    return () => {
      cancelled = true;
      images.forEach((img) => {
        img.onload = img.onerror = null;
      });
    };
  }, [active, count, markReady, src]);

  return { frame, frameRef, shown, loaded, active, setActive, go };
}
