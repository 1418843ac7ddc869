/**
 * Favourite and follow buttons for model pages, news articles and dealers (issue 5 item 6). Anonymous
 * visitors get the login-required popup; logged-in users toggle through the user service.
 */
import { useEffect, useState } from 'react';
import type { ApiClient } from '#shared/api/request';
import type { CollectionType } from '#shared/api/user-api';
import { browserApi } from '#client/lib/browser-api.ts';
import { useUser } from '#client/stores/user-store.tsx';
import { useUi } from '#client/stores/ui-store.tsx';
import { useRequireLogin } from './login-required.tsx';

const BUTTON =
  'inline-flex min-h-11 items-center gap-2 border px-5 text-sm tracking-widest transition-colors disabled:opacity-60';

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-4 w-4"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="1.6"
    >
      <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />
    </svg>
  );
}

/** Toggles a favourite (`collections`); the state is read with `isCollections` once logged in. */
export function FavoriteButton({
  type,
  targetId,
  api = browserApi,
}: {
  type: CollectionType;
  targetId: string;
  api?: ApiClient;
}) {
  const loggedIn = useUser((s) => s.hydrated && s.loggedIn);
  const requireLogin = useRequireLogin();
  const showToast = useUi((s) => s.showToast);
  const [collected, setCollected] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!loggedIn) return;
    let live = true;
    void api.post('/api/user/isCollections', { type, targetId }).then((r) => {
      if (live && r.ok && r.data) setCollected(r.data.collected);
    });
    return () => {
      live = false;
    };
  }, [api, loggedIn, type, targetId]);

  const on = loggedIn && collected === true;
  const toggle = () =>
    requireLogin(() => {
      setBusy(true);
      void api.post('/api/user/collections', { type, targetId }).then((r) => {
        setBusy(false);
        if (r.ok && r.data) {
          setCollected(r.data.collected);
          showToast(r.data.collected ? '已加入收藏' : '已取消收藏');
        } else if (r.code !== 401) showToast(r.msg && r.code !== -1 ? r.msg : '操作未成功，请稍后再试');
      });
    });

  return (
    <button
      type="button"
      aria-pressed={on}
      disabled={busy}
      onClick={toggle}
      className={`${BUTTON} ${on ? 'border-gold bg-gold/10 text-gold-dark' : 'border-line text-ink hover:border-ink'}`}
    >
      <HeartIcon filled={on} />
      {on ? '已收藏' : '收藏'}
    </button>
  );
}

/** Follows a dealer (`follow`). There is no single-dealer status endpoint: state starts unknown. */
export function FollowButton({
  dealerId,
  label,
  initialFollowing = false,
  api = browserApi,
}: {
  dealerId: number;
  /** The dealer's name: the button's accessible name says whom it follows. */
  label: string;
  initialFollowing?: boolean;
  api?: ApiClient;
}) {
  const loggedIn = useUser((s) => s.hydrated && s.loggedIn);
  const requireLogin = useRequireLogin();
  const showToast = useUi((s) => s.showToast);
  const [following, setFollowing] = useState(initialFollowing);
  const [busy, setBusy] = useState(false);
  const on = loggedIn && following;
  const toggle = () =>
    requireLogin(() => {
      setBusy(true);
      void api.post('/api/user/follow', { dealerId }).then((r) => {
        setBusy(false);
        if (r.ok && r.data) {
          setFollowing(r.data.following);
          showToast(r.data.following ? '已关注该经销商' : '已取消关注');
        } else if (r.code !== 401) showToast('操作未成功，请稍后再试');
      });
    });
  return (
    <button
      type="button"
      aria-pressed={on}
      disabled={busy}
      onClick={toggle}
      className={`${BUTTON} ${on ? 'border-gold bg-gold/10 text-gold-dark' : 'border-line text-ink hover:border-ink'}`}
    >
      {on ? '已关注' : '关注'}
      <span className="sr-only">{label}</span>
    </button>
  );
}
