/**
 * The one button of an account list row (取消收藏, 取消关注): a small form posted to the page's action
 * by the page's fetcher, so it also works before the page has hydrated.
 */
import type { FetcherWithComponents } from 'react-router';

const PLAIN = 'min-h-11 px-3 text-sm text-mute hover:text-ink';
const BORDERED = 'min-h-11 border border-line px-5 text-sm text-mute hover:border-ink hover:text-ink';

export function RowAction<T>({
  fetcher,
  fields,
  action,
  target,
  bordered = false,
}: {
  fetcher: FetcherWithComponents<T>;
  /** Hidden fields naming the row. */
  fields: Record<string, string | number>;
  /** What the button says, e.g. 取消收藏. */
  action: string;
  /** The row's name, for the button's accessible name (`取消收藏 LC`). */
  target: string;
  bordered?: boolean;
}) {
  return (
    <fetcher.Form method="post" className="shrink-0">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={bordered ? BORDERED : PLAIN} aria-label={`${action} ${target}`}>
        {action}
      </button>
    </fetcher.Form>
  );
}
