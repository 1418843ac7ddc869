/** `/account/messages`: paged by 20, newest first; opening a message marks it read and the badge drops. */
import { useState } from 'react';
import { useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import type { UserMessage } from '#shared/api/user-api';
import { getApp } from '#client/lib/app-context.ts';
import { browserApi } from '#client/lib/browser-api.ts';
import { formatDateZh } from '#client/lib/format.ts';
import type { RouteHandle } from '#client/lib/meta.ts';
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

export async function loader({ context, request }: LoaderFunctionArgs) {
  const page = pageOf(request);
  const r = await getApp(context).api.post('/api/user/msgList', { page, pageSize: PAGE_SIZE });
  return { list: requireSession(r, request), page };
}

export const handle: RouteHandle = {
  meta: () => ({ title: '消息通知', description: ACCOUNT_META_DESC, noindex: true }),
};

function Message({ message }: { message: UserMessage }) {
  const [open, setOpen] = useState(false);
  const revalidator = useRevalidator();
  const showToast = useUi((s) => s.showToast);
  const toggle = async () => {
    setOpen((o) => !o);
    if (message.read || open) return;
    const r = await browserApi.post('/api/user/readMsg', { id: message.id });
    if (r.ok) void revalidator.revalidate();
    else if (r.code !== 401) showToast('操作未成功，请稍后再试');
  };
  return (
    <li className="border-b border-line last:border-b-0">
      <button
        type="button"
        aria-expanded={open}
        onClick={() => void toggle()}
        className="flex w-full items-start gap-3 py-5 text-left"
      >
        <span
          aria-hidden="true"
          className={`mt-2 h-2 w-2 shrink-0 rounded-full ${message.read ? 'bg-transparent' : 'bg-gold'}`}
        />
        <span className="min-w-0 flex-1">
          <span className={`block text-base ${message.read ? 'text-mute' : 'font-medium text-ink'}`}>
            {message.title}
            {message.read ? null : <span className="sr-only">（未读）</span>}
          </span>
          <time dateTime={message.createdAt} className="mt-1 block text-xs text-mute">
            {formatDateZh(message.createdAt)}
          </time>
        </span>
        <span aria-hidden="true" className="text-mute">
          {open ? '−' : '+'}
        </span>
      </button>
      {open ? <p className="pb-6 pl-5 text-sm leading-7 text-ink/90">{message.content}</p> : null}
    </li>
  );
}

export function Component() {
  const { list, page } = useLoaderData<typeof loader>();
  const loading = useListLoading();
  const revalidator = useRevalidator();
  const readAll = async () => {
    const r = await browserApi.post('/api/user/readMsg', {});
    if (r.ok) void revalidator.revalidate();
  };
  return (
    <section>
      <SectionTitle title="消息通知" count={list?.total} />
      {loading ? (
        <ListSkeleton />
      ) : !list ? (
        <ErrorState />
      ) : list.list.length === 0 ? (
        <EmptyState title="暂无消息">活动邀请、试驾进度与服务提醒会出现在这里。</EmptyState>
      ) : (
        <>
          {list.list.some((m) => !m.read) ? (
            <div className="mb-2 flex justify-end">
              <button
                type="button"
                onClick={() => void readAll()}
                className="min-h-11 px-2 text-sm text-gold-dark hover:text-ink"
              >
                全部标为已读
              </button>
            </div>
          ) : null}
          <ul>
            {list.list.map((m) => (
              <Message key={m.id} message={m} />
            ))}
          </ul>
          <Pager page={page} pageSize={list.pageSize} total={list.total} />
        </>
      )}
    </section>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
