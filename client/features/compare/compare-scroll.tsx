/**
 * The compare table's scroll box. Keyboard users can only scroll what they can focus, so the box becomes a
 * focusable, labelled region while (and only while) its content overflows; a ResizeObserver on the box
 * and the table tells (no scroll or window resize listeners). The server renders the plain box.
 * The stepper moves one grade column at a time on phones, where two grades fit side by side; in 关怀版
 * the table shows one grade per screen with a stepper of its own (CareStepper) instead.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useEnv } from '#client/lib/platform/edge.tsx';
import { useHydrated } from '#client/lib/ssr/use-hydrated.ts';

export function CompareScroll({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const check = () => setOverflows(box.scrollWidth > box.clientWidth + 1 || box.scrollHeight > box.clientHeight + 1);
    const observer = new ResizeObserver(check);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    check();
    return () => observer.disconnect();
  }, []);
  return (
    <div
      id={id}
      ref={ref}
      className="cmp-scroll"
      data-overflows={overflows ? '' : undefined}
      {...(overflows ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {})}
    >
      {children}
    </div>
  );
}

/** Previous / next grade on phones: scrolls the box by one grade column, read when pressed. */
export function CompareStepper({ scrollId, count }: { scrollId: string; count: number }) {
  const hydrated = useHydrated();
  const { edge } = useEnv();
  if (!hydrated || count <= 2 || edge.care) return null;
  const step = (by: -1 | 1) => {
    const box = document.getElementById(scrollId);
    const column = box?.querySelector<HTMLElement>('thead .cmp-col');
    if (!box || !column) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    box.scrollBy({ left: by * column.offsetWidth, behavior: reduce ? 'auto' : 'smooth' });
  };
  return (
    <div className="mb-2 flex items-center justify-end gap-2 sm:hidden print:hidden">
      <span className="mr-auto text-xs text-mute">共 {count} 款，每屏 2 款</span>
      <button
        type="button"
        aria-controls={scrollId}
        onClick={() => step(-1)}
        className="inline-flex min-h-11 items-center border border-line px-4 text-sm"
      >
        上一款
      </button>
      <button
        type="button"
        aria-controls={scrollId}
        onClick={() => step(1)}
        className="inline-flex min-h-11 items-center border border-line px-4 text-sm"
      >
        下一款
      </button>
    </div>
  );
}

/**
 * 关怀版 on phones and tablets: one grade per screen, 「上一款」 / 「下一款」 and where it is in the list
 * (read when it changes). The grade shown is the page's own state: the address, the whole comparison,
 * stays as it is. The stylesheet shows it below 1024 px only, where the other columns are hidden.
 */
export function CareStepper({
  scrollId,
  names,
  shown,
  onShow,
}: {
  scrollId: string;
  names: string[];
  shown: number;
  onShow: (index: number) => void;
}) {
  const count = names.length;
  const button =
    'inline-flex items-center border border-ink px-4 text-sm text-ink disabled:border-line disabled:text-mute';
  return (
    <div role="group" aria-label="逐款查看" className="cmp-care-stepper mb-2 flex-wrap items-center gap-2 print:hidden">
      <button
        type="button"
        aria-controls={scrollId}
        disabled={shown === 0}
        onClick={() => onShow(shown - 1)}
        className={button}
      >
        上一款
      </button>
      <p aria-live="polite" className="text-sm text-ink" data-care-position="">
        第 {shown + 1} / {count} 款：{names[shown]}
      </p>
      <button
        type="button"
        aria-controls={scrollId}
        disabled={shown === count - 1}
        onClick={() => onShow(shown + 1)}
        className={button}
      >
        下一款
      </button>
    </div>
  );
}
