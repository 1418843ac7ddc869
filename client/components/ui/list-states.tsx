/** Shared states of the account lists: skeleton, empty, error with retry, and the pager. */
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigation, useRevalidator } from 'react-router';

export function ListSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <ul aria-busy="true" aria-label="正在加载" className="space-y-4">
      {Array.from({ length: rows }, (_, i) => (
        <li key={i} className="flex gap-4 border border-line p-5">
          <div className="skeleton h-16 w-24 shrink-0" />
          <div className="flex-1 space-y-3">
            <div className="skeleton h-4 w-2/3" />
            <div className="skeleton h-3 w-1/3" />
          </div>
        </li>
      ))}
    </ul>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="border border-dashed border-line bg-paper/60 px-6 py-14 text-center">
      <p className="text-base text-ink">{title}</p>
      {children ? <div className="mt-3 text-sm leading-6 text-mute">{children}</div> : null}
    </div>
  );
}

export function ErrorState({ message = '内容暂时无法加载，请稍后重试。' }: { message?: string }) {
  const revalidator = useRevalidator();
  return (
    <div role="alert" className="border border-line bg-paper/60 px-6 py-14 text-center">
      <p className="text-base text-ink">{message}</p>
      <button
        type="button"
        onClick={() => void revalidator.revalidate()}
        disabled={revalidator.state === 'loading'}
        className="mt-5 min-h-11 border border-ink px-8 text-sm tracking-widest text-ink hover:bg-ink hover:text-white disabled:opacity-60"
      >
        {revalidator.state === 'loading' ? '正在重试…' : '重新加载'}
      </button>
    </div>
  );
}

/** True while a navigation to another page of this same list is loading. */
export function useListLoading(): boolean {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  return navigation.state === 'loading' && navigation.location?.pathname === pathname;
}

export function Pager({
  page,
  pageSize,
  total,
  search,
}: {
  page: number;
  pageSize: number;
  total: number;
  search?: Record<string, string>;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const href = (p: number) => `?${new URLSearchParams({ ...search, page: String(p) }).toString()}`;
  const cls = 'inline-flex min-h-11 min-w-11 items-center justify-center border px-4 text-sm';
  return (
    <nav aria-label="分页" className="mt-8 flex items-center justify-center gap-3">
      {page > 1 ? (
        <Link to={href(page - 1)} className={`${cls} border-line hover:border-ink`}>
          上一页
        </Link>
      ) : null}
      <span className="text-sm text-mute" aria-current="page">
        第 {page} / {pages} 页
      </span>
      {page < pages ? (
        <Link to={href(page + 1)} className={`${cls} border-line hover:border-ink`}>
          下一页
        </Link>
      ) : null}
    </nav>
  );
}

export function SectionTitle({ title, count }: { title: string; count?: number }) {
  return (
    <div className="mb-6 flex items-end justify-between border-b border-line pb-4">
      <h2 className="text-xl font-light text-ink md:text-2xl">{title}</h2>
      {count !== undefined ? <span className="text-sm text-mute">共 {count} 项</span> : null}
    </div>
  );
}
