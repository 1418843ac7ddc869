/**
 * The account area's layout: profile band, section navigation with the unread badge, and the page.
 * Server-rendered with the user's data (the loader's API client carries the session cookie's token);
 * anonymous visitors are redirected (302) to `/account/login?prev=…`. HTML is `private, no-store`.
 */
import { useEffect } from 'react';
import { NavLink, Outlet, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import type { User } from '#shared/api/user-api';
import { cachedApi } from '#client/lib/data/api-query.ts';
import { useEnv } from '#client/lib/platform/edge.tsx';
import { imageUrl } from '#client/lib/ui/image.ts';
import type { RouteHandle } from '#client/lib/ssr/meta.ts';
import { paths } from '#client/lib/ui/paths.ts';
import { useLogout } from '#client/features/auth/session-actions.ts';
import { useUserStoreApi } from '#client/stores/user-store.tsx';
import { ACCOUNT_META_DESC, requireSession } from './components/session.ts';
import { unavailable } from '#client/lib/data/route-status.ts';

export async function loader({ context, request }: LoaderFunctionArgs) {
  const api = cachedApi(context);
  const [me, unread] = await Promise.all([
    api.post('/api/user/ckauth', {}),
    api.post('/api/user/unread-messages-count', {}),
  ]);
  const user = requireSession(me, request);
  if (!user) return unavailable();
  return { user, unread: unread.ok && unread.data ? unread.data.count : 0 };
}

export const handle: RouteHandle = {
  meta: () => ({ title: '我的账户', description: ACCOUNT_META_DESC, noindex: true }),
};

const NAV = [
  { to: paths.account(), label: '账户概览', end: true },
  { to: paths.accountProfile(), label: '个人资料' },
  { to: paths.accountCars(), label: '我的配置' },
  { to: paths.accountFavorites(), label: '我的收藏' },
  { to: paths.accountFollows(), label: '我的关注' },
  { to: paths.accountTestDrives(), label: '试驾预约' },
  { to: paths.accountMessages(), label: '消息通知', badge: true },
];

export function Component() {
  const { user, unread } = useLoaderData<typeof loader>();
  const users = useUserStoreApi();
  const logout = useLogout();
  const navigate = useNavigate();

  // The server's answer is the truth: keep the persisted profile in step with it.
  useEffect(() => {
    users.getState().login(user);
  }, [users, user]);

  const onLogout = async () => {
    await logout();
    void navigate(paths.home(), { replace: true });
  };

  return (
    <div className="bg-paper/50">
      <MemberHeader user={user} onLogout={onLogout} />
      <div className="mx-auto grid max-w-6xl gap-8 px-0 pb-16 md:grid-cols-[200px_1fr] md:px-6 md:pt-10">
        <nav aria-label="账户导航" className="overflow-x-auto border-b border-line bg-white md:self-start md:border">
          <ul className="flex md:flex-col">
            {NAV.map((item) => (
              <li key={item.to} className="shrink-0">
                <NavLink
                  to={item.to}
                  end={item.end}
                  className={({ isActive }) =>
                    `flex min-h-12 items-center gap-2 px-5 text-sm whitespace-nowrap md:border-l-2 ${
                      isActive
                        ? 'border-gold font-medium text-ink md:bg-paper'
                        : 'border-transparent text-mute hover:text-ink'
                    }`
                  }
                >
                  {item.label}
                  {item.badge && unread > 0 ? (
                    <span
                      className="inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-gold px-1.5 text-xs text-white"
                      aria-label={`${unread} 条未读`}
                    >
                      {unread > 99 ? '99+' : unread}
                    </span>
                  ) : null}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0 bg-white px-6 py-8 md:border md:border-line md:px-10">
          <Outlet />
        </div>
      </div>
    </div>
  );
}

/** The member's avatar, name and phone, with 退出登录. */
function MemberHeader({ user, onLogout }: { user: User; onLogout: () => Promise<void> }) {
  const { config } = useEnv();
  return (
    <section className="bg-ink text-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-5 px-6 py-10 md:py-14">
        <img
          src={imageUrl(config, user.avatar, { width: 128 })}
          width={64}
          height={64}
          alt={`${user.nickname}的头像`}
          className="h-16 w-16 rounded-full border border-white/30 object-cover"
        />
        <div className="min-w-0 flex-1">
          <p className="text-xs tracking-[0.3em] text-gold">AURELION MEMBER</p>
          <h1 className="mt-2 truncate text-2xl font-light md:text-3xl">{user.nickname}</h1>
          <p className="mt-1 text-sm text-white/70">{user.phone}</p>
        </div>
        <button
          type="button"
          onClick={() => void onLogout()}
          className="min-h-11 border border-white/40 px-6 text-sm tracking-widest text-white hover:border-white hover:bg-white hover:text-ink"
        >
          退出登录
        </button>
      </div>
    </section>
  );
}
