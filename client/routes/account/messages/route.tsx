/** `/account/messages`: paged by 20, newest first; opening a message marks it read and the badge drops. */
import { useState } from 'react';
import { useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import type { UserMessage } from '#shared/api/user-api';
import { actionResult, useActionFetcher, type ActionResult } from '#client/lib/data/action-result.ts';
import { getApp } from '#client/lib/data/app-context.ts';
import { cacheChanges } from '#client/lib/data/cache-changes.ts';
import { formatDateZh } from '#client/lib/ui/format.ts';
import type { RouteHandle } from '#client/lib/ssr/meta.ts';
import { PagedList } from '#client/components/ui/paged-list.tsx';
import { ACCOUNT_META_DESC, loadAccountPage } from '#client/routes/account/components/session.ts';

const PAGE_SIZE = 20;

export function loader({ context, request }: LoaderFunctionArgs) {
  return loadAccountPage(request, context, '/api/user/msgList', { pageSize: PAGE_SIZE });
}

/** Marks one message read (`id`), or all of them (no `id`); the list and the badge revalidate. */
export async function action({ context, request }: ActionFunctionArgs): Promise<ActionResult> {
  const id = (await request.formData()).get('id');
  const { api, queryClient } = getApp(context);
  const r = await api.post('/api/user/readMsg', id ? { id: Number(id) } : {});
  if (r.ok) await cacheChanges.messageRead(queryClient);
  return actionResult(r, null);
}

export const handle: RouteHandle = {
  meta: () => ({ title: '消息通知', description: ACCOUNT_META_DESC, noindex: true }),
};

function Message({ message, markRead }: { message: UserMessage; markRead: (id: number) => void }) {
  const [open, setOpen] = useState(false);
  const toggle = () => {
    setOpen(!open);
    if (!message.read && !open) markRead(message.id);
  };
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        onClick={toggle}
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
    </>
  );
}

export function Component() {
  const data = useLoaderData<typeof loader>();
  const fetcher = useActionFetcher();
  const markRead = (id: number) => void fetcher.submit({ id }, { method: 'post' });
  return (
    <PagedList
      title="消息通知"
      data={data}
      empty={{ title: '暂无消息', action: '活动邀请、试驾进度与服务提醒会出现在这里。' }}
      rows={{ className: '', itemClassName: 'border-b border-line last:border-b-0', key: (m) => m.id }}
      before={(items) =>
        items.some((m) => !m.read) ? (
          <fetcher.Form method="post" className="mb-2 flex justify-end">
            <button type="submit" className="min-h-11 px-2 text-sm text-gold-dark hover:text-ink">
              全部标为已读
            </button>
          </fetcher.Form>
        ) : null
      }
    >
      {(m) => <Message message={m} markRead={markRead} />}
    </PagedList>
  );
}
