/**
 * Favourite and follow buttons for model pages, news articles and dealers. Anonymous visitors get the
 * login-required popup; logged-in users toggle through the routes with an action and no page
 * (`/account/actions/favorite`, `/account/actions/follow`), by fetchers that leave the page's own
 * loaders alone.
 */
import { useEffect, type ReactNode } from 'react';
import { useFetcher } from 'react-router';
import type { CollectionType } from '#shared/api/user-api';
import { useActionResult, type ActionResult } from '#client/lib/data/action-result.ts';
import { paths } from '#client/lib/ui/paths.ts';
import { useUser } from '#client/stores/user-store.tsx';
import { useRequireLogin } from './login-required.tsx';
import { LineIcon } from '#client/components/ui/line-icon.tsx';

/** What the favourite and follow routes' loaders answer (client/routes/account/actions/). */
type FavoriteStatus = { collected: boolean | null };
type FollowStatus = { following: boolean | null };
type FavoriteToggle = ActionResult & { collected?: boolean };
type FollowToggle = ActionResult & { following?: boolean };

/** Toggling changes nothing the page's loaders read: only the button's own state. */
const NO_REVALIDATION = { method: 'post', defaultShouldRevalidate: false } as const;

const BUTTON =
  'inline-flex min-h-11 items-center gap-2 border px-5 text-sm tracking-widest transition-colors disabled:opacity-60';

function HeartIcon({ filled }: { filled: boolean }) {
  return <LineIcon d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" strokeWidth={1.6} filled={filled} />;
}

function ToggleButton({ on, busy, onClick, children }: { on: boolean; busy: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-pressed={on}
      disabled={busy}
      onClick={onClick}
      className={`${BUTTON} ${on ? 'border-gold bg-gold/10 text-gold-dark' : 'border-line text-ink hover:border-ink'}`}
    >
      {children}
    </button>
  );
}

/**
 * A toggle's state: read from `statusUrl` once logged in, then taken from each toggle's answer. `busy`
 * until the state is known (its read has answered), so a first click cannot undo what the visitor
 * already chose, and before that until the page knows who the visitor is: the server's button, and one
 * whose code is still on its way, is disabled, so a click is never lost on a button that cannot act
 * yet, nor taken for an anonymous visitor's.
 */
function useToggle<S, T extends ActionResult>(
  statusUrl: string,
  action: string,
  fields: Record<string, string | number>,
) {
  const known = useUser((s) => s.hydrated);
  const loggedIn = useUser((s) => s.hydrated && s.loggedIn);
  const requireLogin = useRequireLogin();
  const status = useFetcher<S>();
  const toggler = useFetcher<T>();
  useActionResult(toggler.data);
  const { load } = status;
  useEffect(() => {
    if (loggedIn) void load(statusUrl);
  }, [load, loggedIn, statusUrl]);
  const toggle = () => requireLogin(() => void toggler.submit(fields, { ...NO_REVALIDATION, action }));
  // Logged in, the state is known once its read has answered: between the page's hydration and that
  // read's start the fetcher is idle with no data, and a click there could undo the visitor's choice
  // (or land once the button is disabled again, and be lost).
  const busy =
    !known || toggler.state !== 'idle' || (loggedIn && (status.state !== 'idle' || status.data === undefined));
  return { loggedIn, status: status.data, toggled: toggler.data, busy, toggle };
}

/** Toggles a favourite (`collections`); the state is read with `isCollections` once logged in. */
export function FavoriteButton({ type, targetId }: { type: CollectionType; targetId: string }) {
  const { loggedIn, status, toggled, busy, toggle } = useToggle<FavoriteStatus, FavoriteToggle>(
    `${paths.favoriteAction()}?${new URLSearchParams({ type, targetId }).toString()}`,
    paths.favoriteAction(),
    { type, targetId },
  );
  const on = loggedIn && (toggled?.collected ?? status?.collected) === true;
  return (
    <ToggleButton on={on} busy={busy} onClick={toggle}>
      <HeartIcon filled={on} />
      {on ? '已收藏' : '收藏'}
    </ToggleButton>
  );
}

/** Follows a dealer (`follow`); the state is read from the user's follow list once logged in. */
export function FollowButton({
  dealerId,
  label,
}: {
  dealerId: number;
  /** The dealer's name: the button's accessible name says whom it follows. */
  label: string;
}) {
  const { loggedIn, status, toggled, busy, toggle } = useToggle<FollowStatus, FollowToggle>(
    `${paths.followAction()}?${new URLSearchParams({ dealerId: String(dealerId) }).toString()}`,
    paths.followAction(),
    { dealerId },
  );
  const on = loggedIn && (toggled?.following ?? status?.following) === true;
  return (
    <ToggleButton on={on} busy={busy} onClick={toggle}>
      {on ? '已关注' : '关注'}
      <span className="sr-only">{label}</span>
    </ToggleButton>
  );
}
