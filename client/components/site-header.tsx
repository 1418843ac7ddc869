/**
 * Site header: brand mark, the models menu (a panel from 1024 px, inside the phone menu below), 购车工具, services,
 * news, dealers, test drive and the account entry. Phones and tablets in portrait (under 1024 px) get the
 * menu button; the menu closes on navigation and when the window grows to the desktop layout.
 */
import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useEnv } from '#client/lib/platform/edge.tsx';
import { paths } from '#client/lib/ui/paths.ts';
import { AccountEntry } from '#client/features/auth/account-entry.tsx';
import { useViewport } from '#client/lib/platform/viewport.ts';
import { HeaderCareEntry } from './care-mode.tsx';
import { CompareTrayLink } from './compare-tray-link.tsx';
import { HeaderSearch } from './header-search.tsx';
import { NAV, NavItems } from './header-nav.tsx';
import { fallbackMenuModels, type MenuModel } from './menu-models.ts';
import { ModelsMenuPanel, useHeaderMenus } from './models-menu.tsx';
import { CareBar } from './preloaded-chrome.ts';
import { ToolsMenu } from './tools-menu.tsx';

export function SiteHeader({ models }: { models?: MenuModel[] }) {
  const { config, edge } = useEnv();
  const menuId = useId();
  const { pathname } = useLocation();
  const { layout } = useViewport();
  const list = models ?? fallbackMenuModels();
  const [menus, loadMenus] = useHeaderMenus();
  // The phone menu is open for one page: navigating elsewhere closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname && layout !== 'desktop';

  const header = (
    <header className="sticky top-0 z-40 border-b border-line bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-7xl items-center justify-between px-4 md:h-16 md:px-8">
        <Link to={paths.home()} className="flex items-baseline gap-2" aria-label={`${config.brand.nameEn} ${config.brand.name} 首页`}>
          <span className="text-lg font-semibold tracking-[0.35em] text-ink md:text-xl">{config.brand.nameEn}</span>
          <span className="hidden text-xs tracking-[0.3em] text-mute sm:inline">{config.brand.name}</span>
        </Link>
        <nav aria-label="主导航" className="ml-auto hidden items-center gap-7 text-sm lg:flex">
          <ModelsMenuPanel models={list} />
          <ToolsMenu />
          <NavItems
            items={NAV}
            listClassName="flex items-center gap-6"
            linkClassName="nav-link"
            current
          />
          <Link to={paths.testDrive()} className="bg-ink px-4 py-2 text-white hover:bg-black">
            预约试驾
          </Link>
          <AccountEntry className="nav-link" />
        </nav>
        <CompareTrayLink className="ml-auto inline-flex min-h-11 items-center px-3 text-sm text-ink hover:text-gold-dark lg:ml-7 lg:px-0" />
        <HeaderSearch className="inline-flex h-11 w-11 items-center justify-center text-ink hover:text-gold-dark lg:ml-4" />
        <HeaderCareEntry />
        <button
          type="button"
          className="-mr-2 inline-flex h-11 w-11 items-center justify-center lg:hidden"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onPointerEnter={loadMenus}
          onFocus={loadMenus}
          onClick={() => {
            loadMenus();
            setOpenOn(menuOpen ? null : pathname);
          }}
        >
          <span className="sr-only">{menuOpen ? '关闭菜单' : '打开菜单'}</span>
          <svg aria-hidden="true" width="22" height="22" viewBox="0 0 22 22" fill="none" stroke="currentColor" strokeWidth="1.5">
            {menuOpen ? <path d="M4 4l14 14M18 4L4 18" /> : <path d="M2 6h18M2 11h18M2 16h18" />}
          </svg>
        </button>
      </div>
      {/* Its content arrives with the first gesture towards the button; opened before, it shows then. */}
      <nav
        id={menuId}
        aria-label="手机导航"
        hidden={!menuOpen || !menus}
        className="max-h-[calc(100dvh-3.5rem)] overflow-y-auto border-t border-line bg-white lg:hidden"
      >
        {menus ? <menus.PhoneMenuContent models={list} /> : null}
      </nav>
    </header>
  );
  // In the mode its bar comes first, and stays on screen with the header (see `.care-top` in app.css).
  return edge.care ? (
    <div className="care-top">
      <CareBar />
      {header}
    </div>
  ) : (
    header
  );
}
