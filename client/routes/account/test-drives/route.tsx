/** `/account/test-drives`: appointments, paged by 20, newest first. */
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { TestDriveStatus } from '#shared/api/user-api';
import { replyDateLabel } from '#shared/domain/lead-form';
import { formatDateZh } from '#client/lib/ui/format.ts';
import type { RouteHandle } from '#client/lib/ssr/meta.ts';
import { paths } from '#client/lib/ui/paths.ts';
import { PagedList } from '#client/components/ui/paged-list.tsx';
import { ACCOUNT_META_DESC, loadAccountPage } from '#client/routes/account/components/session.ts';

const STATUS: Record<TestDriveStatus, string> = {
  submitted: '已提交',
  confirmed: '已确认',
  completed: '已完成',
  cancelled: '已取消',
};

export function loader({ context, request }: LoaderFunctionArgs) {
  return loadAccountPage(request, context, '/api/user/drivce', { pageSize: 20 });
}

export const handle: RouteHandle = {
  meta: () => ({ title: '试驾预约', description: ACCOUNT_META_DESC, noindex: true }),
};

export function Component() {
  const data = useLoaderData<typeof loader>();
  const bookOne = (
    <>
      <a href={paths.testDrive()} className="text-ink underline underline-offset-4">
        预约一次试驾
      </a>
      ，亲身感受奥瑞麟的驾乘体验。
    </>
  );
  return (
    <PagedList
      title="试驾预约"
      data={data}
      empty={{ title: '暂无试驾预约', action: bookOne }}
      rows={{
        itemClassName: 'flex flex-wrap items-center justify-between gap-3 border border-line p-5',
        key: (d) => d.id,
      }}
    >
      {(d) => (
        <>
          <div>
            <h3 className="text-base text-ink">{d.seriesName}</h3>
            <p className="mt-1 text-sm text-mute">{d.dealerName}</p>
            <p className="mt-1 text-xs text-mute">
              {d.gradeName ? `${d.gradeName} · ` : ''}联系时间：{replyDateLabel(d.replyDateType)} · 提交于{' '}
              {formatDateZh(d.createdAt)}
            </p>
          </div>
          <span
            className={`border px-3 py-1 text-xs ${d.status === 'cancelled' ? 'border-line text-mute' : 'border-gold text-gold-dark'}`}
          >
            {STATUS[d.status]}
          </span>
        </>
      )}
    </PagedList>
  );
}
