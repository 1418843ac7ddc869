/**
 * The one button of an account list row (取消收藏, 取消关注): a small form posted to the page's action
 * by the page's fetcher, so it also works before the page has hydrated.
 */
import type { ReactNode } from 'react';
import type { FetcherWithComponents } from 'react-router';

export function RowAction<T>({
  fetcher,
  fields,
  label,
  className,
  children,
}: {
  fetcher: FetcherWithComponents<T>;
  /** Hidden fields naming the row. */
  fields: Record<string, string | number>;
  /** The accessible name: the action and the row it acts on. */
  label: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <fetcher.Form method="post" className="shrink-0">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={className} aria-label={label}>
        {children}
      </button>
    </fetcher.Form>
  );
}
