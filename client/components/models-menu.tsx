/**
 * The models menu: each model's image (the side view in its standard paint) and starting price from
 * `queryCarSeriesList` (loaded once by the root route's loader), or the static line-up names without image
 * or price when the API is down: which paint is standard is the catalogue's to say. A panel under the header on
 * desktop; a grid inside the phone menu.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { SeriesCode } from '#shared/api/client-api';
import type { ApiReader } from '#client/lib/data/api-query.ts';
import { STATIC_IMAGE_SIZES } from '#shared/domain/vehicle-media';
import { useEnv } from '#client/lib/platform/edge.tsx';
import { formatPriceWan } from '#client/lib/ui/format.ts';
import { imageUrl } from '#client/lib/ui/image.ts';
import { MODEL_LINEUP } from '#client/lib/ui/models.ts';
import { paths } from '#client/lib/ui/paths.ts';
import { LazyImage } from '#client/components/ui/lazy-image.tsx';

export interface MenuModel {
  code: SeriesCode;
  name: string;
  kind: string;
  /** `null` when the list could not be loaded. */
  img: string | null;
  /** Yuan; `null` when the list could not be loaded. */
  startingPrice: number | null;
}

export function fallbackMenuModels(): MenuModel[] {
  return MODEL_LINEUP.map((m) => ({ code: m.code, name: m.name, kind: m.kind, img: null, startingPrice: null }));
}

/** The menu's data: the API's series in line-up order, or the static names when it fails. */
export async function loadMenuModels(api: ApiReader): Promise<MenuModel[]> {
  const result = await api.get('/api/client/queryCarSeriesList', {});
  if (!result.ok || !result.data || result.data.length === 0) return fallbackMenuModels();
  const byCode = new Map(result.data.map((s) => [s.code, s] as const));
  return MODEL_LINEUP.map((m) => {
    const s = byCode.get(m.code);
    return { code: m.code, name: s?.name ?? m.name, kind: m.kind, img: s?.img ?? null, startingPrice: s?.startingPrice ?? null };
  });
}

const THUMB_W = 240;
const THUMB_H = Math.round((THUMB_W * STATIC_IMAGE_SIZES.side.height) / STATIC_IMAGE_SIZES.side.width);

function ModelCard({ model, compact = false }: { model: MenuModel; compact?: boolean }) {
  const { config } = useEnv();
  return (
    <Link to={paths.model(model.code)} className={`group flex h-full flex-col items-center text-center ${compact ? 'px-2 py-4' : 'px-3 py-5 hover:bg-paper'}`}>
      {model.img ? (
        <LazyImage
          src={imageUrl(config, model.img, { width: THUMB_W * 2 })}
          width={THUMB_W}
          height={THUMB_H}
          alt=""
          className={`${compact ? 'h-14' : 'h-24'} w-auto max-w-full object-contain transition-transform duration-500 group-hover:scale-105`}
        />
      ) : (
        <span aria-hidden="true" className={`${compact ? 'h-14' : 'h-24'} block`} />
      )}
      <span className={`mt-2 tracking-[0.2em] text-ink ${compact ? 'text-base' : 'text-lg'}`}>
        {config.brand.nameEn} {model.name}
      </span>
      <span className="mt-0.5 text-xs text-mute">{model.kind}</span>
      {model.startingPrice !== null ? (
        <span className="mt-1 text-xs text-gold-dark">{formatPriceWan(model.startingPrice)}起</span>
      ) : null}
    </Link>
  );
}

/** Desktop: a "车型" button opening a panel with all six models. */
export function ModelsMenuPanel({ models }: { models: MenuModel[] }) {
  const panelId = useId();
  const { pathname } = useLocation();
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
        onClick={() => setOpenOn(open ? null : pathname)}
        className="inline-flex min-h-11 items-center gap-1 text-ink hover:text-gold-dark"
      >
        车型
        <svg aria-hidden="true" viewBox="0 0 12 12" className={`h-3 w-3 transition-transform ${open ? 'rotate-180' : ''}`} fill="none" stroke="currentColor" strokeWidth="1.5">
          <path d="M2 4l4 4 4-4" />
        </svg>
      </button>
      <div id={panelId} hidden={!open} className="absolute inset-x-0 top-full border-t border-line bg-white shadow-[0_20px_40px_-20px_rgba(0,0,0,0.25)]">
        <nav aria-label="车型菜单" className="mx-auto max-w-7xl px-8 py-6">
          <ul className="grid grid-cols-3 gap-2 xl:grid-cols-6">
            {models.map((m) => (
              <li key={m.code}>
                <ModelCard model={m} />
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}

/** Phones: the models inside the menu. */
export function ModelsMenuGrid({ models }: { models: MenuModel[] }) {
  return (
    <ul className="grid grid-cols-2 gap-px bg-line sm:grid-cols-3" aria-label="车型">
      {models.map((m) => (
        <li key={m.code} className="bg-white">
          <ModelCard model={m} compact />
        </li>
      ))}
    </ul>
  );
}
