/**
 * The account lists' one page body: heading with the count, the page's own filters, then a skeleton
 * while another page of the list loads, the error with a retry, the empty state with the page's call
 * to action, or the rows and a pager whose links work without JavaScript.
 */
import type { ReactNode } from 'react';
import type { Paged } from '#shared/api/envelope';
import { EmptyState, ErrorState, ListSkeleton, Pager, SectionTitle, useListLoading } from './list-states.tsx';

export function PagedList<T>({
  title,
  data: { list, page },
  empty,
  filters,
  search,
  rows,
  before,
  children,
}: {
  title: string;
  /** The page's loader data: the list (null: it failed to load) and the page number. */
  data: { list: Paged<T> | null; page: number };
  empty: { title: string; action: ReactNode };
  filters?: ReactNode;
  /** Query kept by the pager's links (the page's filters). */
  search?: Record<string, string>;
  /** The list's look (spaced cards, `space-y-4`, unless told), each row's look, and each row's key. */
  rows: { className?: string; itemClassName: string; key: (item: T) => string | number };
  /** Above the rows of a non-empty page (e.g. 全部标为已读). */
  before?: (items: T[]) => ReactNode;
  /** One row's content. */
  children: (item: T) => ReactNode;
}) {
  const loading = useListLoading();
  return (
    <section>
      <SectionTitle title={title} count={list?.total} />
      {filters}
      {loading ? (
        <ListSkeleton />
      ) : !list ? (
        <ErrorState />
      ) : list.list.length === 0 ? (
        <EmptyState title={empty.title}>{empty.action}</EmptyState>
      ) : (
        <>
          {before?.(list.list)}
          <ul className={rows.className ?? 'space-y-4'}>
            {list.list.map((item) => (
              <li key={rows.key(item)} className={rows.itemClassName}>
                {children(item)}
              </li>
            ))}
          </ul>
          <Pager page={page} pageSize={list.pageSize} total={list.total} {...(search ? { search } : {})} />
        </>
      )}
    </section>
  );
}
