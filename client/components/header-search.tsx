/**
 * The header's search button. Without JavaScript (or before hydration) it is a link to the `/search`
 * page; with it, it opens the search field, whose code (client/features/search/search-panel.tsx) is
 * downloaded only when the visitor reaches for the button, so no page's first view carries it
 * (docs/decisions/0019-client-byte-budgets.md).
 */
import { lazy, Suspense, useState } from 'react';
import { paths } from '#client/lib/ui/paths.ts';

const loadPanel = () => import('#client/features/search/search-panel.tsx');
const SearchPanel = lazy(loadPanel);
// Hovering or focusing the button starts the download, so the field opens at once on click.
const preload = () => void loadPanel().catch(() => undefined);

export function HeaderSearch({ className }: { className: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <a
        href={paths.search()}
        aria-haspopup="dialog"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
        className={className}
      >
        <span className="sr-only">搜索</span>
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="1.5">
          <path d="M13 13l5 5M15 8.5a6.5 6.5 0 1 1-13 0a6.5 6.5 0 0 1 13 0" />
        </svg>
      </a>
      {open ? (
        <Suspense>
          <SearchPanel onClose={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
