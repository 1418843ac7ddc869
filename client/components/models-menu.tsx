/**
 * The header's menus as the page carries them: the desktop "车型" button and its (empty) panel, and the
 * hook both menus use to fetch their markup (header-menus.tsx) the first time a visitor reaches for a
 * button. A desktop panel under the header; a grid inside the phone menu (site-header.tsx).
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { lazyOnce } from '#client/lib/ui/lazy-once.ts';
import type * as HeaderMenusModule from './header-menus.tsx';
import type { MenuModel } from './menu-models.ts';

type HeaderMenus = typeof HeaderMenusModule;

let loaded: HeaderMenus | null = null;
const loadMenus = lazyOnce(() =>
  import('./header-menus.tsx').then((m) => {
    loaded = m;
    return m;
  }),
);

/**
 * The menus' markup once downloaded, and what starts the download: hovering, touching or focusing a
 * button (so a click finds it there and the menu opens at once), or the click itself. A failed download
 * is tried again by the next of these.
 */
export function useHeaderMenus(): [HeaderMenus | null, () => void] {
  // Hydration starts without it on both sides: nothing downloads it before a visitor's first gesture.
  const [menus, setMenus] = useState<HeaderMenus | null>(loaded);
  const load = useCallback(() => {
    loadMenus().then(setMenus, () => undefined);
  }, []);
  return [menus, load];
}

/** Desktop: a "车型" button opening a panel with all six models. */
export function ModelsMenuPanel({ models }: { models: MenuModel[] }) {
  const panelId = useId();
  const { pathname } = useLocation();
  const [menus, load] = useHeaderMenus();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpenOn(null);
      buttonRef.current?.focus();
    };
    const onPointer = (e: PointerEvent) => {
      if (rootRef.current && e.target instanceof Node && !rootRef.current.contains(e.target)) setOpenOn(null);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <div ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onPointerEnter={load}
        onFocus={load}
        onClick={() => {
          load();
          setOpenOn(open ? null : pathname);
        }}
        className="inline-flex min-h-11 items-center gap-1 text-ink hover:text-gold-dark"
      >
        车型
        <svg aria-hidden="true" viewBox="0 0 12 12" className={`h-3 w-3 transition-transform ${open ? 'rotate-180' : ''}`} fill="none" stroke="currentColor" strokeWidth="1.5">
          <path d="M2 4l4 4 4-4" />
        </svg>
      </button>
      {/* Opened before its markup has arrived, the panel shows when it does; from then on it stays in the
          page, hidden while closed, as the server rendered it before the markup was split off. */}
      <div id={panelId} hidden={!open || !menus} className="absolute inset-x-0 top-full border-t border-line bg-white shadow-[0_20px_40px_-20px_rgba(0,0,0,0.25)]">
        {menus ? <menus.ModelsPanelList models={models} /> : null}
      </div>
    </div>
  );
}
