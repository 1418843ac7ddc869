/**
 * `/account/cars`: saved builds (page size 50) with their thumbnail, name (renamable), the total when saved
 * and today's, the share code, 编辑 (back into the configurator) and 删除 with 5 seconds to undo. A build
 * whose grade or options are no longer offered reads "无法再配置". Rename and delete are this route's
 * action, submitted with fetchers; without JavaScript they are plain form posts (delete then has no undo).
 * Renaming is the site's own addition to the upstream's endpoints: offered only while the upstream has
 * not answered it with 404 (shared/api/upstream-gaps.ts); everything else works either way.
 */
import { useEffect } from 'react';
import { Link, redirect, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { isUnknownEndpoint } from '#shared/api/request';
import { getApp } from '#client/lib/data/app-context.ts';
import { cacheChanges } from '#client/lib/data/cache-changes.ts';
import { loginPath } from '#shared/paths';
import { API_CODES } from '#shared/api/envelope';
import type { RouteHandle } from '#client/lib/ssr/meta.ts';
import { paths } from '#client/lib/ui/paths.ts';
import { useCarCollectionApi } from '#client/stores/car-collection-store.tsx';
import type { CarActionData } from '#client/features/saved-build/car-action.ts';
import { SavedBuildCard } from '#client/features/saved-build/saved-build-card.tsx';
import { ACCOUNT_META_DESC, loadAccountPage } from '#client/routes/account/components/session.ts';
import {
  EmptyState,
  ErrorState,
  ListSkeleton,
  Pager,
  SectionTitle,
  useListLoading,
} from '#client/components/ui/list-states.tsx';

const PAGE_SIZE = 50;

const RENAME_PATH = '/api/user/renameCustomized';
/** Said when the upstream has no rename endpoint: the typed name stays in the field. */
export const RENAME_UNAVAILABLE = '暂不支持修改配置名称，名称未保存。';

export async function loader({ context, request }: LoaderFunctionArgs) {
  const [page, renameMissing] = await Promise.all([
    loadAccountPage(request, context, '/api/user/customizedList', { pageSize: PAGE_SIZE }),
    getApp(context).upstreamGaps.lacks(RENAME_PATH),
  ]);
  return { ...page, renameOffered: !renameMissing };
}

export async function action({ request, context }: ActionFunctionArgs): Promise<CarActionData> {
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const id = Number(form.get('id'));
  if (!Number.isInteger(id) || id <= 0) return { ok: false, intent, id: 0, message: '配置不存在' };
  const { api, queryClient, upstreamGaps } = getApp(context);
  const signIn = (code: number) => {
    if (code === API_CODES.authExpired) throw redirect(loginPath({ prev: new URL(request.url).pathname }));
  };
  if (intent === 'rename') {
    const name = String(form.get('name') ?? '').trim();
    if (name.length < 1 || name.length > 30) return { ok: false, intent, id, message: '请输入 1-30 个字的名称' };
    const unavailable = { ok: false, intent, id, message: RENAME_UNAVAILABLE, unavailable: true } as const;
    if (await upstreamGaps.lacks(RENAME_PATH)) return unavailable;
    const r = await api.post(RENAME_PATH, { id, name });
    if (isUnknownEndpoint(r)) {
      await upstreamGaps.note(RENAME_PATH);
      return unavailable;
    }
    signIn(r.code);
    if (r.ok) await cacheChanges.savedBuild(queryClient, id);
    return r.ok ? { ok: true, intent, id, name } : { ok: false, intent, id, message: '重命名未成功，请稍后再试' };
  }
  if (intent === 'delete') {
    const r = await api.post('/api/user/deleteUserCustomized', { id });
    signIn(r.code);
    if (r.ok) await cacheChanges.savedBuild(queryClient, id);
    return r.ok ? { ok: true, intent, id } : { ok: false, intent, id, message: '删除未成功，请稍后再试' };
  }
  return { ok: false, intent, id, message: '不支持的操作' };
}

export const handle: RouteHandle = {
  meta: () => ({ title: '我的配置', description: ACCOUNT_META_DESC, noindex: true }),
};

export function Component() {
  const { list, page, renameOffered } = useLoaderData<typeof loader>();
  const loading = useListLoading();
  const cars = useCarCollectionApi();

  useEffect(() => {
    if (list && page === 1) cars.getState().setItems(list.list);
  }, [cars, list, page]);

  return (
    <section>
      <SectionTitle title="我的配置" count={list?.total} />
      {loading ? (
        <ListSkeleton />
      ) : !list ? (
        <ErrorState />
      ) : list.list.length === 0 ? (
        <EmptyState title="还没有保存的配置">
          在
          <Link to={paths.configurator('es')} className="mx-1 text-ink underline underline-offset-4">
            在线配置器
          </Link>
          中完成定制后，点击「保存配置」即可在这里查看。
        </EmptyState>
      ) : (
        <>
          <ul className="grid gap-5 sm:grid-cols-2">
            {list.list.map((car) => (
              <SavedBuildCard key={car.id} car={car} renameOffered={renameOffered} />
            ))}
          </ul>
          <Pager page={page} pageSize={list.pageSize} total={list.total} />
        </>
      )}
    </section>
  );
}
