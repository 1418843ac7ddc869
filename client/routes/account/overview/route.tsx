/** `/account`: counts of each section and the unread messages, with links into them. */
import { Link, useLoaderData, useRouteLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { ApiResult } from '#shared/api/request';
import { cachedApi } from '#client/lib/data/api-query.ts';
import type { RouteHandle } from '#client/lib/ssr/meta.ts';
import { paths } from '#client/lib/ui/paths.ts';
import { ACCOUNT_META_DESC, requireSession } from '#client/routes/account/components/session.ts';
import { SectionTitle } from '#client/components/ui/list-states.tsx';
import type { loader as accountLoader } from '#client/routes/account/route.tsx';

export async function loader({ context, request }: LoaderFunctionArgs) {
  const api = cachedApi(context);
  const one = { page: 1, pageSize: 1 };
  const [cars, favorites, follows, drives] = await Promise.all([
    api.post('/api/user/customizedList', one),
    api.post('/api/user/collectionsList', { page: 1, size: 1 }),
    api.post('/api/user/followList', one),
    api.post('/api/user/drivce', one),
  ]);
  const total = (r: ApiResult<{ total: number }>) => requireSession(r, request)?.total ?? null;
  return { cars: total(cars), favorites: total(favorites), follows: total(follows), drives: total(drives) };
}

export const handle: RouteHandle = {
  meta: () => ({ title: '我的账户', description: ACCOUNT_META_DESC, noindex: true }),
};

export function Component() {
  const counts = useLoaderData<typeof loader>();
  const account = useRouteLoaderData<typeof accountLoader>('account');
  const tiles = [
    { to: paths.accountCars(), label: '我的配置', value: counts.cars, hint: '保存的专属配置' },
    { to: paths.accountFavorites(), label: '我的收藏', value: counts.favorites, hint: '车型、资讯与经销商' },
    { to: paths.accountFollows(), label: '我的关注', value: counts.follows, hint: '关注的经销商' },
    { to: paths.accountTestDrives(), label: '试驾预约', value: counts.drives, hint: '预约记录与进度' },
    { to: paths.accountMessages(), label: '未读消息', value: account?.unread ?? 0, hint: '消息通知' },
  ];
  return (
    <section>
      <SectionTitle title="账户概览" />
      <ul className="grid grid-cols-2 gap-4 lg:grid-cols-3">
        {tiles.map((t) => (
          <li key={t.to}>
            <Link to={t.to} className="block min-h-28 border border-line p-5 hover:border-gold">
              <span className="block text-sm text-mute">{t.label}</span>
              <span className="mt-2 block text-3xl font-extralight text-ink">{t.value ?? '—'}</span>
              <span className="mt-1 block text-xs text-mute">{t.value === null ? '暂时无法加载' : t.hint}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
