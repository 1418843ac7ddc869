import { useCallback, useEffect, useRef, useState, type TouchEvent } from 'react';
import { Link } from 'react-router';
import type { IndexKv } from '#shared/api/client-api';
import { useEnv } from '#client/lib/platform/edge.tsx';
import { imageSrcSet, imageUrl } from '#client/lib/ui/image.ts';
import { MOBILE_MEDIA } from '#client/lib/platform/viewport.ts';
import { LazyImage } from '#client/components/ui/lazy-image.tsx';

/**
 * How long each key visual shows (specification: 6 s); its slow zoom (`.kv-zoom` in
 * client/styles/app.css) lasts as long.
 */
export const KEY_VISUAL_INTERVAL_MS = 6000;
/** A horizontal swipe longer than this (px), and more horizontal than vertical, changes the slide. */
const SWIPE_MIN_PX = 40;

/**
 * Home key visuals. Advances every 6 s with a slow zoom; pauses while hovered or focused, while the
 * tab is hidden, and entirely when the user prefers reduced motion. Previous/next buttons (keyboard) and
 * a horizontal swipe on touch screens move it.
 */
export function KeyVisualCarousel({ slides }: { slides: IndexKv[] }) {
  const { config, edge } = useEnv();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = slides.length;
  const go = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);
  const touch = useRef<{ x: number; y: number } | null>(null);
  const onTouchStart = (e: TouchEvent) => {
    const t = e.touches[0];
    touch.current = t && e.touches.length === 1 ? { x: t.clientX, y: t.clientY } : null;
  };
  const onTouchEnd = (e: TouchEvent) => {
    const start = touch.current;
    const t = e.changedTouches[0];
    touch.current = null;
    if (!start || !t || count < 2) return;
    const dx = t.clientX - start.x;
    const dy = t.clientY - start.y;
    if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(dy)) return;
    go(dx < 0 ? index + 1 : index - 1);
  };

  // Follow the reduced-motion preference live, not only as it was at load.
  const [reduceMotion, setReduceMotion] = useState(false);
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => setReduceMotion(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);

  useEffect(() => {
    // 关怀版: motion only when asked, like a visitor who prefers reduced motion.
    if (paused || reduceMotion || edge.care || count < 2) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') setIndex((i) => (i + 1) % count);
    }, KEY_VISUAL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [paused, reduceMotion, edge.care, count]);

  return (
    <section
      aria-roledescription="carousel"
      aria-label="主视觉"
      className="relative h-[72vh] min-h-[460px] overflow-hidden bg-ink md:h-[calc(100vh-4rem)] md:max-h-[900px]"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onTouchStart={onTouchStart}
      onTouchEnd={onTouchEnd}
    >
      {slides.map((slide, i) => (
        <div
          key={slide.id}
          role="group"
          aria-roledescription="slide"
          aria-label={`第 ${i + 1} 张，共 ${count} 张：${slide.title}`}
          aria-hidden={i !== index}
          className={`absolute inset-0 transition-opacity duration-1000 ${i === index ? 'opacity-100' : 'opacity-0'}`}
        >
          <picture>
            {/* The product's "mobile": a mobile user agent (then only the phone image), or a width under 500 px. */}
            {edge.isMobile ? null : <source media={MOBILE_MEDIA} srcSet={imageUrl(config, slide.mobileImg, { width: 750 })} />}
            <LazyImage
              src={edge.isMobile ? imageUrl(config, slide.mobileImg, { width: 750 }) : imageUrl(config, slide.img, { width: 1920 })}
              {...(edge.isMobile ? {} : { srcSet: imageSrcSet(config, slide.img, 1920), sizes: '100vw' })}
              width={1920}
              height={900}
              alt={slide.title}
              fetchPriority={i === 0 ? 'high' : 'low'}
              eager={i === 0}
              // On a phone the first slide's own src is the image (no <source>): it is the page's LCP.
              preload={i === 0 && edge.isMobile}
              className={`h-full w-full object-cover ${i === index ? 'kv-zoom' : ''}`}
            />
          </picture>
          <div className="absolute inset-0 bg-gradient-to-t from-black/60 via-black/10 to-transparent" />
          <div className="absolute inset-x-0 bottom-20 px-6 text-center text-white md:bottom-24">
            <p className="text-2xl font-light tracking-widest md:text-5xl">{slide.title}</p>
            <p className="mt-3 text-sm tracking-wider text-white/85 md:text-base">{slide.subtitle}</p>
            <Link
              to={slide.link}
              tabIndex={i === index ? 0 : -1}
              className="mt-6 inline-block border border-white px-8 py-3 text-sm hover:bg-white hover:text-ink"
            >
              了解详情
            </Link>
          </div>
        </div>
      ))}
      {count > 1 && (
        <div className="absolute inset-x-0 bottom-6 flex items-center justify-center gap-4">
          <button type="button" onClick={() => go(index - 1)} className="h-11 w-11 text-white/90 hover:text-white" aria-label="上一张">
            <svg aria-hidden="true" viewBox="0 0 24 24" className="mx-auto h-5 w-5" fill="none" stroke="currentColor" strokeWidth="1.5"><path d="M15 5l-7 7 7 7" /></svg>
          </button>
          <p className="text-xs tracking-widest text-white/90" aria-live="polite">
            {index + 1} / {count}
          </p>
          <button type="button" onClick={() => go(index + 1)} className="h-11 w-11 text-white/90 hover:text-white" aria-label="下一张">
            <svg aria-hidden="true" viewBox="0 0 24 24" className="mx-auto h-5 w-5" fill="none" stroke="currentColor" strokeWidth="1.5"><path d="M9 5l7 7-7 7" /></svg>
          </button>
        </div>
      )}
    </section>
  );
}
