/**
 * The 360-degree viewer. The first frame is server-rendered as a plain image; once the viewer comes within
 * 200 px of the viewport the other frames preload in the background (a few at a time, never blocking the
 * page). The frame box has a fixed aspect ratio, so nothing shifts while frames arrive. It is a
 * `role="slider"`: drag it (mouse, pen or a horizontal swipe: `touch-action: pan-y` leaves vertical
 * scrolling to the page), use the rotate buttons, or the arrow, Page Up/Down, Home and End keys.
 */
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { FrameSequence } from '#shared/api/client-api';
import { FIRST_FRAME, frameUrl, STATIC_IMAGE_SIZES } from '#shared/domain/vehicle-media';
import { useEnv } from '#client/lib/edge.tsx';
import { imageUrl } from '#client/lib/image.ts';
import { buttonStep, frameDegrees, frameForDrag, frameForKey, frameValueText, preloadOrder, wrapFrame } from './frame-math.ts';
import { LazyImage } from '#client/components/ui/lazy-image.tsx';

/** Frames requested at once while preloading. */
const PRELOAD_CONCURRENCY = 4;
const FRAME_WIDTH = 1200;
const { width: FRAME_W, height: FRAME_H } = STATIC_IMAGE_SIZES.frame;

export interface Viewer360Props {
  sequence: Pick<FrameSequence, 'count' | 'path' | 'ext'>;
  /** Accessible name of the slider, e.g. `ES 外观 360 度视图`. */
  label: string;
  /** Alt text of the frames, e.g. `ES 车身外观`. */
  alt: string;
}

export function Viewer360({ sequence, label, alt }: Viewer360Props) {
  const { config } = useEnv();
  const { count } = sequence;
  const src = useCallback((index: number) => imageUrl(config, frameUrl(sequence, FIRST_FRAME + index), { width: FRAME_WIDTH }), [config, sequence]);

  const [frame, setFrame] = useState(0);
  /** The frame on screen: the requested one once it has loaded, until then the last one that had. */
  const [shown, setShown] = useState(0);
  const [loaded, setLoaded] = useState(1);
  const [active, setActive] = useState(false);
  const ready = useRef(new Set<number>([0]));
  const frameRef = useRef(0);
  const boxRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{ pointerId: number; startX: number; startFrame: number } | null>(null);

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
    const node = boxRef.current;
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
  }, [active]);

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

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const next = frameForKey(e.key, frame, count);
    if (next === null) return;
    e.preventDefault();
    go(next);
  };

  const endDrag = (e: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointerId !== e.pointerId) return;
    drag.current = null;
    e.currentTarget.releasePointerCapture?.(e.pointerId);
  };
  // Dragging turns the car; the drag ends however the pointer lets go (up, cancel, capture lost).
  const dragHandlers = {
    onPointerDown(e: PointerEvent<HTMLDivElement>) {
      if (e.pointerType === 'mouse' && e.button !== 0) return;
      drag.current = { pointerId: e.pointerId, startX: e.clientX, startFrame: frame };
      e.currentTarget.setPointerCapture?.(e.pointerId);
      if (!active) setActive(true);
    },
    onPointerMove(e: PointerEvent<HTMLDivElement>) {
      const d = drag.current;
      if (!d || d.pointerId !== e.pointerId) return;
      const width = e.currentTarget.getBoundingClientRect().width;
      const next = frameForDrag(d.startFrame, e.clientX - d.startX, width, count);
      if (next !== frameRef.current) go(next);
    },
    onPointerUp: endDrag,
    onPointerCancel: endDrag,
    onLostPointerCapture: endDrag,
  };

  const step = buttonStep(count);
  const progress = Math.round((loaded / count) * 100);

  return (
    <div className="viewer-360">
      <div
        ref={boxRef}
        role="slider"
        tabIndex={0}
        aria-label={label}
        aria-valuemin={1}
        aria-valuemax={count}
        aria-valuenow={frame + 1}
        aria-valuetext={frameValueText(frame, count)}
        aria-orientation="horizontal"
        onKeyDown={onKeyDown}
        {...dragHandlers}
        className="relative aspect-[16/9] w-full cursor-grab touch-pan-y overflow-hidden bg-paper select-none active:cursor-grabbing"
      >
        <LazyImage
          src={src(shown)}
          width={FRAME_W}
          height={FRAME_H}
          alt={alt}
          draggable={false}
          data-frame={shown + 1}
          className="pointer-events-none h-full w-full object-contain"
        />
        <span aria-hidden="true" className="pointer-events-none absolute top-3 left-3 bg-white/80 px-2 py-1 text-xs tracking-wider text-ink">
          拖动旋转
        </span>
      </div>
      <div className="mt-3 grid grid-cols-2 items-center gap-3 sm:flex sm:justify-between">
        <button
          type="button"
          onClick={() => go(frame - step)}
          className="inline-flex h-11 min-w-11 items-center justify-center gap-1 border border-line px-3 text-sm whitespace-nowrap text-ink hover:border-ink"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="1.5">
            <path d="M9 7H4V2M4.5 7A8.5 8.5 0 1 1 3.5 13" />
          </svg>
          <span>向左旋转</span>
        </button>
        <p className="order-first col-span-2 text-center text-xs tracking-wider text-mute sm:order-none" data-testid="viewer-position">
          <span className="text-ink">{frameDegrees(frame, count)}°</span>
          <span className="mx-2" aria-hidden="true">·</span>
          第 {frame + 1} / {count} 帧
          {active && loaded < count ? <span className="ml-2">（已加载 {progress}%）</span> : null}
        </p>
        <button
          type="button"
          onClick={() => go(frame + step)}
          className="inline-flex h-11 min-w-11 items-center justify-center gap-1 border border-line px-3 text-sm whitespace-nowrap text-ink hover:border-ink"
        >
          <span>向右旋转</span>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="1.5">
            <path d="M15 7h5V2M19.5 7A8.5 8.5 0 1 0 20.5 13" />
          </svg>
        </button>
      </div>
    </div>
  );
}
