/**
 * Favourite and follow buttons for model pages, news articles and dealers. Anonymous visitors get the
 * login-required popup; logged-in users toggle through the routes with an action and no page
 * (`/account/actions/favorite`, `/account/actions/follow`), by fetchers that leave the page's own
 * loaders alone.
 */
import { useEffect, type ReactNode } from 'react';
import { useFetcher } from 'react-router';
import type { CollectionType } from '#shared/api/user-api';
import { useActionResult, type ActionResult } from '#client/lib/action-result.ts';
import { paths } from '#client/lib/paths.ts';
import { useUser } from '#client/stores/user-store.tsx';
import { useRequireLogin } from './login-required.tsx';
import { LineIcon } from '#client/components/ui/line-icon.tsx';

/** What the favourite route's loader and action answer (client/routes/account/actions/favorite.ts). */
type FavoriteStatus = { collected: boolean | null };
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

/** Toggles a favourite (`collections`); the state is read with `isCollections` once logged in. */
export function FavoriteButton({ type, targetId }: { type: CollectionType; targetId: string }) {
  const loggedIn = useUser((s) => s.hydrated && s.loggedIn);
  const requireLogin = useRequireLogin();
  const status = useFetcher<FavoriteStatus>();
  const toggler = useFetcher<FavoriteToggle>();
  useActionResult(toggler.data);

  const { load } = status;
  useEffect(() => {
    if (loggedIn) void load(`${paths.favoriteAction()}?${new URLSearchParams({ type, targetId }).toString()}`);
  }, [load, loggedIn, type, targetId]);

  const collected = toggler.data?.collected ?? status.data?.collected ?? null;
  const on = loggedIn && collected === true;
  const toggle = () =>
    requireLogin(() => void toggler.submit({ type, targetId }, { ...NO_REVALIDATION, action: paths.favoriteAction() }));

  return (
    <ToggleButton on={on} busy={toggler.state !== 'idle'} onClick={toggle}>
      <HeartIcon filled={on} />
      {on ? '已收藏' : '收藏'}
    </ToggleButton>
  );
}

/** Follows a dealer (`follow`). There is no single-dealer status endpoint: state starts unknown. */
export function FollowButton({
  dealerId,
  label,
  initialFollowing = false,
}: {
  dealerId: number;
  /** The dealer's name: the button's accessible name says whom it follows. */
  label: string;
  initialFollowing?: boolean;
}) {
  const loggedIn = useUser((s) => s.hydrated && s.loggedIn);
  const requireLogin = useRequireLogin();
  const toggler = useFetcher<FollowToggle>();
  useActionResult(toggler.data);
  const on = loggedIn && (toggler.data?.following ?? initialFollowing);
  const toggle = () =>
    requireLogin(() => void toggler.submit({ dealerId }, { ...NO_REVALIDATION, action: paths.followAction() }));
  return (
    <ToggleButton on={on} busy={toggler.state !== 'idle'} onClick={toggle}>
      {on ? '已关注' : '关注'}
      <span className="sr-only">{label}</span>
    </ToggleButton>
  );
}
