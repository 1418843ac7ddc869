/**
 * What the header's menus show once opened: the six model cards (the desktop panel, and the grid inside
 * the phone menu) and the phone menu's links. Downloaded when a visitor first reaches for a menu button
 * (header-menu-loader.ts), not with the page: no page's first view shows them, and neither the document
 * nor the entry chunk carries them. Without JavaScript the footer links every model and section.
 */
import { Link } from 'react-router';
import { STATIC_IMAGE_SIZES } from '#shared/domain/series-images';
import { useEnv } from '#client/lib/platform/edge.tsx';
import { formatPriceWan } from '#client/lib/ui/format.ts';
import { imageUrl } from '#client/lib/ui/image.ts';
import { paths } from '#client/lib/ui/paths.ts';
import { LazyImage } from '#client/components/ui/lazy-image.tsx';
import { CareEntry } from './care-mode.tsx';
import { NAV, NavItems } from './header-nav.tsx';
import type { MenuModel } from './menu-models.ts';
import { TOOLS } from './tools-menu.tsx';

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

/** Desktop: the panel's six models. */
export function ModelsPanelList({ models }: { models: MenuModel[] }) {
  return (
    <nav aria-label="车型菜单" className="mx-auto max-w-7xl px-8 py-6">
      <ul className="grid grid-cols-3 gap-2 xl:grid-cols-6">
        {models.map((m) => (
          <li key={m.code}>
            <ModelCard model={m} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Phones and tablets in portrait: the models, then every section, the account and the mode switch. */
export function PhoneMenuContent({ models }: { models: MenuModel[] }) {
  return (
    <>
      <ul className="grid grid-cols-2 gap-px bg-line sm:grid-cols-3" aria-label="车型">
        {models.map((m) => (
          <li key={m.code} className="bg-white">
            <ModelCard model={m} compact />
          </li>
        ))}
      </ul>
      <NavItems
        items={[...TOOLS, ...NAV, { to: paths.testDrive(), label: '预约试驾' }, { to: paths.account(), label: '我的账户' }]}
        listClassName="divide-y divide-line border-t border-line"
        linkClassName="flex min-h-11 items-center px-5 py-3 text-sm"
      />
      <CareEntry className="flex min-h-11 items-center border-t border-line px-5 py-3 text-sm" />
    </>
  );
}
