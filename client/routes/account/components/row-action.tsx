/**
 * The one button of an account list row (取消收藏, 取消关注): a small form posted to the page's action
 * by the page's fetcher (whose answer shows the toast even though the row is gone by then), so it also
 * works before the page has hydrated. The endpoints behind these actions toggle, so a second post of
 * the same row would undo the first: a row's button is disabled from its submit until the answer and
 * the list's reload are in; the other rows stay usable.
 */
import { useEffect, useRef, type FormEvent } from 'react';
import type { FetcherWithComponents } from 'react-router';

const PLAIN = 'min-h-11 px-3 text-sm text-mute hover:text-ink disabled:opacity-60';
const BORDERED =
  'min-h-11 border border-line px-5 text-sm text-mute hover:border-ink hover:text-ink disabled:opacity-60';

/** Whether the fetcher's submission in flight carries exactly these fields. */
function isPosting(formData: FormData | undefined, fields: Record<string, string | number>): boolean {
  return !!formData && Object.entries(fields).every(([name, value]) => formData.get(name) === String(value));
}

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
  const pending = fetcher.state !== 'idle' && isPosting(fetcher.formData, fields);
  // The router shows the fetcher's new state in a later render: until then a second click of the same
  // gesture (a double click) would still find the button enabled.
  const sent = useRef(false);
  const idle = fetcher.state === 'idle';
  useEffect(() => {
    if (idle) sent.current = false;
  }, [idle]);
  const once = (e: FormEvent) => {
    if (sent.current) e.preventDefault();
    sent.current = true;
  };
  return (
    <fetcher.Form method="post" className="shrink-0" onSubmit={once}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button
        type="submit"
        disabled={pending}
        className={bordered ? BORDERED : PLAIN}
        aria-label={`${action} ${target}`}
      >
        {action}
      </button>
    </fetcher.Form>
  );
}
