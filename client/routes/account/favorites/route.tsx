/** `/account/favorites`: paged by 20, filtered by type (models, news, dealers), remove. */
import { Link, useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import type { Collection, CollectionType } from '#shared/api/user-api';
import { getApp } from '#client/lib/app-context.ts';
import { browserApi } from '#client/lib/browser-api.ts';
import { useEnv } from '#client/lib/edge.tsx';
import { formatDateZh } from '#client/lib/format.ts';
import { imageUrl } from '#client/lib/image.ts';
import type { RouteHandle } from '#client/lib/meta.ts';
import { paths } from '#client/lib/paths.ts';
import { RouteErrorBoundary } from '#client/components/route-error-boundary.tsx';
import { useUi } from '#client/stores/ui-store.tsx';
import { ACCOUNT_META_DESC, pageOf, requireSession } from '#client/routes/account/components/session.ts';
import {
  EmptyState,
  ErrorState,
  ListSkeleton,
  Pager,
  SectionTitle,
  useListLoading,
} from '#client/components/ui/list-states.tsx';

const PAGE_SIZE = 20;
const TYPES: { value: CollectionType | ''; label: string }[] = [
  { value: '', label: '全部' },
  { value: 'series', label: '车型' },
  { value: 'news', label: '资讯' },
  { value: 'dealer', label: '经销商' },
];

function typeOf(request: Request): CollectionType | undefined {
  const t = new URL(request.url).searchParams.get('type');
  return t === 'series' || t === 'news' || t === 'dealer' ? t : undefined;
}

export async function loader({ context, request }: LoaderFunctionArgs) {
  const page = pageOf(request);
  const type = typeOf(request);
  const r = await getApp(context).api.post('/api/user/collectionsList', {
    page,
    pageSize: PAGE_SIZE,
    ...(type ? { type } : {}),
  });
  return { list: requireSession(r, request), page, type: type ?? '' };
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
  const { list, page, type } = useLoaderData<typeof loader>();
  const { config } = useEnv();
  const loading = useListLoading();
  const revalidator = useRevalidator();
  const showToast = useUi((s) => s.showToast);
  const remove = async (item: Collection) => {
    const r = await browserApi.post('/api/user/collections', { type: item.type, targetId: item.targetId });
    if (r.ok) {
      showToast('已取消收藏');
      void revalidator.revalidate();
    } else if (r.code !== 401) showToast('操作未成功，请稍后再试');
  };
  return (
    <section>
      <SectionTitle title="我的收藏" count={list?.total} />
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
      {loading ? (
        <ListSkeleton />
      ) : !list ? (
        <ErrorState />
      ) : list.list.length === 0 ? (
        <EmptyState title="暂无收藏">浏览车型或品牌资讯时，点击「收藏」即可保存到这里。</EmptyState>
      ) : (
        <>
          <ul className="space-y-4">
            {list.list.map((item) => (
              <li key={item.id} className="flex items-center gap-4 border border-line p-4">
                <img
                  src={imageUrl(config, item.img, { width: 240 })}
                  width={120}
                  height={68}
                  loading="lazy"
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
                <button
                  type="button"
                  onClick={() => void remove(item)}
                  className="min-h-11 shrink-0 px-3 text-sm text-mute hover:text-ink"
                  aria-label={`取消收藏 ${item.title}`}
                >
                  取消收藏
                </button>
              </li>
            ))}
          </ul>
          <Pager page={page} pageSize={list.pageSize} total={list.total} search={type ? { type } : {}} />
        </>
      )}
    </section>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
