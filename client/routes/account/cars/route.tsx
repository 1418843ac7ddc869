/** `/account/cars`: saved customised cars (page size 50), open by share code, delete with confirmation. */
import { useEffect } from 'react';
import { useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import type { CustomizedConfig } from '#shared/api/user-api';
import { getApp } from '#client/lib/app-context.ts';
import { browserApi } from '#client/lib/browser-api.ts';
import { useEnv } from '#client/lib/edge.tsx';
import { formatDateZh, formatYuan } from '#client/lib/format.ts';
import { imageUrl } from '#client/lib/image.ts';
import type { RouteHandle } from '#client/lib/meta.ts';
import { RouteErrorBoundary } from '#client/components/route-error-boundary.tsx';
import { useUi } from '#client/stores/ui-store.tsx';
import { useCarCollectionApi } from '#client/stores/car-collection-store.tsx';
import { ACCOUNT_META_DESC, pageOf, requireSession } from '#client/routes/account/components/session.ts';
import {
  EmptyState,
  ErrorState,
  ListSkeleton,
  Pager,
  SectionTitle,
  useListLoading,
} from '#client/components/ui/list-states.tsx';

const PAGE_SIZE = 50;

export async function loader({ context, request }: LoaderFunctionArgs) {
  const page = pageOf(request);
  const r = await getApp(context).api.post('/api/user/customizedList', { page, pageSize: PAGE_SIZE });
  return { list: requireSession(r, request), page };
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
  const closeModal = useUi((s) => s.closeModal);
  return (
    <div className="space-y-6">
      <p className="text-sm leading-6 text-ink">确定删除配置「{name}」吗？删除后无法恢复，分享码也将失效。</p>
      <div className="flex gap-3">
        <button
          type="button"
          onClick={() => {
            closeModal();
            onConfirm();
          }}
          className="min-h-11 bg-ink px-8 text-sm tracking-widest text-white hover:bg-gold-dark"
        >
          确认删除
        </button>
        <button
          type="button"
          onClick={() => closeModal()}
          className="min-h-11 border border-line px-8 text-sm tracking-widest text-ink hover:border-ink"
        >
          取消
        </button>
      </div>
    </div>
  );
}

export function Component() {
  const { list, page } = useLoaderData<typeof loader>();
  const { config } = useEnv();
  const loading = useListLoading();
  const revalidator = useRevalidator();
  const openModal = useUi((s) => s.openModal);
  const showToast = useUi((s) => s.showToast);
  const cars = useCarCollectionApi();

  useEffect(() => {
    if (list && page === 1) cars.getState().setItems(list.list);
  }, [cars, list, page]);

  const open = async (code: string) => {
    const r = await browserApi.get('/api/user/findCodeInfo', { code });
    if (r.ok && r.data) openModal({ title: r.data.name, size: 'md', content: <ConfigDetail car={r.data} /> });
    else showToast('未找到该配置，请稍后再试');
  };
  const remove = (car: CustomizedConfig) =>
    openModal({
      title: '删除配置',
      size: 'md',
      content: (
        <ConfirmDelete
          name={car.name}
          onConfirm={async () => {
            const r = await browserApi.post('/api/user/deleteUserCustomized', { id: car.id });
            if (!r.ok) return void (r.code !== 401 && showToast('删除未成功，请稍后再试'));
            cars.getState().remove(car.id);
            showToast('已删除');
            void revalidator.revalidate();
          }}
        />
      ),
    });

  return (
    <section>
      <SectionTitle title="我的配置" count={list?.total} />
      {loading ? (
        <ListSkeleton />
      ) : !list ? (
        <ErrorState />
      ) : list.list.length === 0 ? (
        <EmptyState title="还没有保存的配置">在车型配置器中完成定制后，点击「保存配置」即可在这里查看。</EmptyState>
      ) : (
        <>
          <ul className="grid gap-5 sm:grid-cols-2">
            {list.list.map((car) => (
              <li key={car.id} className="border border-line">
                <img
                  src={imageUrl(config, car.img, { width: 600 })}
                  width={600}
                  height={300}
                  loading="lazy"
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
                      onClick={() => void open(car.code)}
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
              </li>
            ))}
          </ul>
          <Pager page={page} pageSize={list.pageSize} total={list.total} />
        </>
      )}
    </section>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
