/** `/account/favorites`: paged by 20, filtered by type (models, news, dealers), remove. */
import { Link, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import type { Collection, CollectionType } from '#shared/api/user-api';
import { actionResult, useActionFetcher, type ActionResult } from '#client/lib/data/action-result.ts';
import { getApp } from '#client/lib/data/app-context.ts';
import { cacheChanges } from '#client/lib/data/cache-changes.ts';
import { formatDateZh } from '#client/lib/ui/format.ts';
import type { RouteHandle } from '#client/lib/ssr/meta.ts';
import { paths } from '#client/lib/ui/paths.ts';
import { PagedList } from '#client/components/ui/paged-list.tsx';
import { SiteImage } from '#client/components/ui/site-image.tsx';
import { RowAction } from '#client/routes/account/components/row-action.tsx';
import { ACCOUNT_META_DESC, loadAccountPage } from '#client/routes/account/components/session.ts';

const PAGE_SIZE = 20;
const TYPES: { value: CollectionType | ''; label: string }[] = [
  { value: '', label: '全部' },
  { value: 'series', label: '车型' },
  { value: 'news', label: '资讯' },
  { value: 'dealer', label: '经销商' },
];

function collectionType(value: unknown): CollectionType | undefined {
  return value === 'series' || value === 'news' || value === 'dealer' ? value : undefined;
}

export async function loader({ context, request }: LoaderFunctionArgs) {
  const type = collectionType(new URL(request.url).searchParams.get('type'));
  const page = await loadAccountPage(request, context, '/api/user/collectionsList', {
    size: PAGE_SIZE,
    ...(type ? { type } : {}),
  });
  return { ...page, type: type ?? '' };
}

/**
 * Removes a favourite; the list revalidates. The endpoint toggles: an answer "collected" means the
 * favourite was already gone (a second post of the same row, as a form posts before the page has
 * hydrated, or a list older than another tab's change) and this request put it back, so it is toggled
 * off again.
 */
export async function action({ context, request }: ActionFunctionArgs): Promise<ActionResult> {
  const form = await request.formData();
  const type = collectionType(form.get('type'));
  if (!type) return { ok: false, message: '操作未成功，请稍后再试' };
  const target = { type, targetId: String(form.get('targetId') ?? '') };
  const { api, queryClient } = getApp(context);
  let r = await api.post('/api/user/collections', target);
  if (r.ok && r.data?.collected) r = await api.post('/api/user/collections', target);
  if (r.ok) await cacheChanges.favourite(queryClient, target);
  return actionResult(r, '已取消收藏');
}

export const handle: RouteHandle = {
  meta: () => ({ title: '我的收藏', description: ACCOUNT_META_DESC, noindex: true }),
};

function targetHref(item: Collection): string {
  if (item.type === 'series') return paths.model(item.targetId);
  if (item.type === 'news') return paths.newsArticle(Number(item.targetId));
  return paths.dealer();
}

export function Component() {
  const data = useLoaderData<typeof loader>();
  const { type } = data;
  const fetcher = useActionFetcher();
  const filters = (
    <nav aria-label="收藏类型" className="mb-6 flex flex-wrap gap-2">
      {TYPES.map((t) => (
        <Link
          key={t.value}
          to={t.value ? `?type=${t.value}` : '?'}
          aria-current={type === t.value ? 'page' : undefined}
          className={`inline-flex min-h-10 items-center border px-4 text-sm ${type === t.value ? 'border-ink bg-ink text-white' : 'border-line text-ink hover:border-ink'}`}
        >
          {t.label}
        </Link>
      ))}
    </nav>
  );
  return (
    <PagedList
      title="我的收藏"
      data={data}
      filters={filters}
      search={type ? { type } : {}}
      empty={{ title: '暂无收藏', action: '浏览车型或品牌资讯时，点击「收藏」即可保存到这里。' }}
      rows={{
        itemClassName: 'flex items-center gap-4 border border-line p-4',
        key: (item) => item.id,
      }}
    >
      {(item) => (
        <>
          <SiteImage
            path={item.img}
            width={120}
            height={68}
            fetchWidth={240}
            alt={item.title}
            className="h-[68px] w-[120px] shrink-0 bg-paper object-cover"
          />
          <div className="min-w-0 flex-1">
            <Link to={targetHref(item)} className="block truncate text-base text-ink hover:text-gold-dark">
              {item.title}
            </Link>
            <p className="mt-1 text-xs text-mute">
              {TYPES.find((t) => t.value === item.type)?.label} · 收藏于 {formatDateZh(item.createdAt)}
            </p>
          </div>
          <RowAction
            fetcher={fetcher}
            fields={{ type: item.type, targetId: item.targetId }}
            action="取消收藏"
            target={item.title}
          />
        </>
      )}
    </PagedList>
  );
}
