/** `/account/cars`: saved customised cars (page size 50), open by share code, delete with confirmation. */
import { useEffect } from 'react';
import { useFetcher, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import type { CustomizedConfig } from '#shared/api/user-api';
import { actionResult, intentOf, useActionResult, type ActionResult } from '#client/lib/action-result.ts';
import { getApp } from '#client/lib/app-context.ts';
import { formatDateZh, formatYuan } from '#client/lib/format.ts';
import type { RouteHandle } from '#client/lib/meta.ts';
import { RouteErrorBoundary } from '#client/components/route-error-boundary.tsx';
import { useUi } from '#client/stores/ui-store.tsx';
import { useCarCollectionApi } from '#client/stores/car-collection-store.tsx';
import { DialogActions } from '#client/components/ui/dialog-actions.tsx';
import { PagedList } from '#client/components/ui/paged-list.tsx';
import { SiteImage } from '#client/components/ui/site-image.tsx';
import { ACCOUNT_META_DESC, loadAccountPage } from '#client/routes/account/components/session.ts';

const PAGE_SIZE = 50;

export function loader({ context, request }: LoaderFunctionArgs) {
  return loadAccountPage(request, context, '/api/user/customizedList', { pageSize: PAGE_SIZE });
}

type CarsActionResult = ActionResult & { detail?: CustomizedConfig; deleted?: number };

/** `open`: a saved car's details by share code; `delete`: removes it (the list revalidates). */
export async function action({ context, request }: ActionFunctionArgs): Promise<CarsActionResult> {
  const { api } = getApp(context);
  const form = await request.formData();
  if (intentOf(form) === 'open') {
    const r = await api.get('/api/user/findCodeInfo', { code: String(form.get('code') ?? '') });
    return r.ok && r.data
      ? { ok: true, message: null, detail: r.data }
      : { ok: false, message: '未找到该配置，请稍后再试' };
  }
  const id = Number(form.get('id'));
  const r = await api.post('/api/user/deleteUserCustomized', { id });
  return { ...actionResult(r, '已删除', '删除未成功，请稍后再试'), ...(r.ok ? { deleted: id } : {}) };
}

export const handle: RouteHandle = {
  meta: () => ({ title: '我的配置', description: ACCOUNT_META_DESC, noindex: true }),
};

function ConfigDetail({ car }: { car: CustomizedConfig }) {
  const rows = [
    ['车型', car.seriesCode.toUpperCase()],
    ['车身颜色', car.paintCode],
    ['内饰', car.interiorCode],
    ['轮毂', car.wheelCode],
    ['选装', car.options.length ? car.options.join('、') : '无'],
    ['分享码', car.code],
    ['参考总价', formatYuan(car.totalPrice)],
  ];
  return (
    <dl className="grid grid-cols-[6em_1fr] gap-x-4 gap-y-3 text-sm">
      {rows.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="text-mute">{k}</dt>
          <dd className="text-ink">{v}</dd>
        </div>
      ))}
    </dl>
  );
}

function ConfirmDelete({ name, onConfirm }: { name: string; onConfirm: () => void }) {
  return (
    <div className="space-y-6">
      <p className="text-sm leading-6 text-ink">确定删除配置「{name}」吗？删除后无法恢复，分享码也将失效。</p>
      <DialogActions confirmLabel="确认删除" cancelLabel="取消" onConfirm={onConfirm} />
    </div>
  );
}

export function Component() {
  const data = useLoaderData<typeof loader>();
  const fetcher = useFetcher<CarsActionResult>();
  const openModal = useUi((s) => s.openModal);
  const cars = useCarCollectionApi();

  const { list, page } = data;
  useEffect(() => {
    if (list && page === 1) cars.getState().setItems(list.list);
  }, [cars, list, page]);

  useActionResult(fetcher.data, (result) => {
    if (result.detail)
      openModal({ title: result.detail.name, size: 'md', content: <ConfigDetail car={result.detail} /> });
    if (result.deleted !== undefined) cars.getState().remove(result.deleted);
  });

  // A read: nothing on the page changes, so no loader needs to run again.
  const open = (code: string) =>
    void fetcher.submit({ intent: 'open', code }, { method: 'post', defaultShouldRevalidate: false });
  const remove = (car: CustomizedConfig) =>
    openModal({
      title: '删除配置',
      size: 'md',
      content: (
        <ConfirmDelete
          name={car.name}
          onConfirm={() => void fetcher.submit({ intent: 'delete', id: car.id }, { method: 'post' })}
        />
      ),
    });

  return (
    <PagedList
      title="我的配置"
      data={data}
      empty={{ title: '还没有保存的配置', action: '在车型配置器中完成定制后，点击「保存配置」即可在这里查看。' }}
      rows={{ className: 'grid gap-5 sm:grid-cols-2', itemClassName: 'border border-line', key: (car) => car.id }}
    >
      {(car) => (
        <>
          <SiteImage
            path={car.img}
            width={600}
            height={300}
            alt={`${car.name}外观`}
            className="aspect-[2/1] w-full bg-paper object-contain"
          />
          <div className="p-5">
            <h3 className="text-base text-ink">{car.name}</h3>
            <p className="mt-1 text-sm text-mute">
              参考总价 {formatYuan(car.totalPrice)} · 分享码 {car.code}
            </p>
            <p className="mt-1 text-xs text-mute">保存于 {formatDateZh(car.createdAt)}</p>
            <div className="mt-4 flex gap-3">
              <button
                type="button"
                onClick={() => open(car.code)}
                className="min-h-11 border border-ink px-5 text-sm text-ink hover:bg-ink hover:text-white"
              >
                查看配置
              </button>
              <button
                type="button"
                onClick={() => remove(car)}
                className="min-h-11 border border-line px-5 text-sm text-mute hover:border-ink hover:text-ink"
                aria-label={`删除配置 ${car.name}`}
              >
                删除
              </button>
            </div>
          </div>
        </>
      )}
    </PagedList>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
