/**
 * `/account/cars`: saved builds (page size 50) with their thumbnail, name (renamable), the total when saved
 * and today's, the share code, 编辑 (back into the configurator) and 删除 with 5 seconds to undo. A build
 * whose grade or options are no longer offered reads "无法再配置". Rename and delete are this route's
 * action, submitted with fetchers; without JavaScript they are plain form posts (delete then has no undo).
 * Renaming is the site's own addition to the upstream's endpoints: offered only while the upstream has
 * not answered it with 404 (shared/api/upstream-gaps.ts); everything else works either way.
 */
import { useEffect, useId, useRef, useState } from 'react';
import {
  Link,
  redirect,
  useFetcher,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router';
import type { CustomizedConfig } from '#shared/api/user-api';
import { isUnknownEndpoint } from '#shared/api/request';
import { buildQuery } from '#shared/domain/configurator/build-query';
import { formatAmount } from '#shared/domain/configurator/money';
import { formatShareCode } from '#shared/domain/share-code';
import { getApp } from '#client/lib/app-context.ts';
import { cacheChanges } from '#client/lib/cache-changes.ts';
import { loginPath } from '#shared/paths';
import { API_CODES } from '#shared/api/envelope';
import { formatDateZh } from '#client/lib/format.ts';
import { SiteImage } from '#client/components/ui/site-image.tsx';
import type { RouteHandle } from '#client/lib/meta.ts';
import { paths } from '#client/lib/paths.ts';
import { useHydrated } from '#client/lib/use-hydrated.ts';
import { RouteErrorBoundary } from '#client/components/route-error-boundary.tsx';
import { useUi } from '#client/stores/ui-store.tsx';
import { useCarCollectionApi } from '#client/stores/car-collection-store.tsx';
import { ACCOUNT_META_DESC, loadAccountPage } from '#client/routes/account/components/session.ts';
import {
  EmptyState,
  ErrorState,
  ListSkeleton,
  Pager,
  SectionTitle,
  useListLoading,
} from '#client/components/ui/list-states.tsx';

const PAGE_SIZE = 50;
/** How long a deleted build can be brought back before the delete is sent. */
export const UNDO_DELETE_MS = 5000;

const RENAME_PATH = '/api/user/renameCustomized';
/** Said when the upstream has no rename endpoint: the typed name stays in the field. */
export const RENAME_UNAVAILABLE = '暂不支持修改配置名称，名称未保存。';

export async function loader({ context, request }: LoaderFunctionArgs) {
  const [page, renameMissing] = await Promise.all([
    loadAccountPage(request, context, '/api/user/customizedList', { pageSize: PAGE_SIZE }),
    getApp(context).upstreamGaps.lacks(RENAME_PATH),
  ]);
  return { ...page, renameOffered: !renameMissing };
}

export type CarActionData =
  | { ok: true; intent: 'rename'; id: number; name: string }
  | { ok: true; intent: 'delete'; id: number }
  | { ok: false; intent: string; id: number; message: string; unavailable?: true };

export async function action({ request, context }: ActionFunctionArgs): Promise<CarActionData> {
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const id = Number(form.get('id'));
  if (!Number.isInteger(id) || id <= 0) return { ok: false, intent, id: 0, message: '配置不存在' };
  const { api, queryClient, upstreamGaps } = getApp(context);
  const signIn = (code: number) => {
    if (code === API_CODES.authExpired) throw redirect(loginPath({ prev: new URL(request.url).pathname }));
  };
  if (intent === 'rename') {
    const name = String(form.get('name') ?? '').trim();
    if (name.length < 1 || name.length > 30) return { ok: false, intent, id, message: '请输入 1-30 个字的名称' };
    const unavailable = { ok: false, intent, id, message: RENAME_UNAVAILABLE, unavailable: true } as const;
    if (await upstreamGaps.lacks(RENAME_PATH)) return unavailable;
    const r = await api.post(RENAME_PATH, { id, name });
    if (isUnknownEndpoint(r)) {
      await upstreamGaps.note(RENAME_PATH);
      return unavailable;
    }
    signIn(r.code);
    if (r.ok) await cacheChanges.savedBuild(queryClient, id);
    return r.ok ? { ok: true, intent, id, name } : { ok: false, intent, id, message: '重命名未成功，请稍后再试' };
  }
  if (intent === 'delete') {
    const r = await api.post('/api/user/deleteUserCustomized', { id });
    signIn(r.code);
    if (r.ok) await cacheChanges.savedBuild(queryClient, id);
    return r.ok ? { ok: true, intent, id } : { ok: false, intent, id, message: '删除未成功，请稍后再试' };
  }
  return { ok: false, intent, id, message: '不支持的操作' };
}

export const handle: RouteHandle = {
  meta: () => ({ title: '我的配置', description: ACCOUNT_META_DESC, noindex: true }),
};

function queryOf(car: CustomizedConfig): string {
  return buildQuery({
    grade: car.carId,
    paint: car.paintCode,
    wheel: car.wheelCode,
    interior: car.interiorCode,
    opts: car.options,
  });
}

function RenameForm({ car, onDone }: { car: CustomizedConfig; onDone: () => void }) {
  const fetcher = useFetcher<CarActionData>({ key: `rename-${car.id}` });
  const cars = useCarCollectionApi();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  const result = fetcher.data;
  useEffect(() => {
    if (fetcher.state === 'idle' && result?.ok && result.intent === 'rename') {
      cars.getState().rename(result.id, result.name);
      onDone();
    }
  }, [fetcher.state, result, cars, onDone]);
  return (
    <fetcher.Form method="post" className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="intent" value="rename" />
      <input type="hidden" name="id" value={car.id} />
      <label htmlFor={id} className="sr-only">
        配置名称
      </label>
      <input
        ref={input}
        id={id}
        name="name"
        defaultValue={car.name}
        maxLength={30}
        required
        onKeyDown={(e) => e.key === 'Escape' && onDone()}
        className="min-h-11 min-w-0 flex-1 border border-line px-3 text-sm text-ink focus:border-ink"
      />
      {result && !result.ok && result.unavailable ? null : (
        <button type="submit" className="min-h-11 bg-ink px-4 text-sm text-white hover:bg-gold-dark">
          保存名称
        </button>
      )}
      <button type="button" onClick={onDone} className="min-h-11 px-3 text-sm text-mute hover:text-ink">
        取消
      </button>
      {result && !result.ok ? (
        <p role="alert" className="w-full text-xs text-error">
          {result.message}
        </p>
      ) : null}
    </fetcher.Form>
  );
}

function CarCard({ car, renameOffered }: { car: CustomizedConfig; renameOffered: boolean }) {
  const hydrated = useHydrated();
  const cars = useCarCollectionApi();
  const showToast = useUi((s) => s.showToast);
  const fetcher = useFetcher<CarActionData>({ key: `delete-${car.id}` });
  const [renaming, setRenaming] = useState(false);
  const [pending, setPending] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** Where the build stood in the stored car list when its delete was sent (-1: it was not there). */
  const storedAt = useRef(-1);
  const undoRef = useRef<HTMLButtonElement>(null);
  const renameRef = useRef<HTMLButtonElement>(null);

  // The stored car list drops the build when the delete is sent, not when its answer reaches this card:
  // the card may be gone by then. The action is named, as a fetcher of an unmounted card would post
  // to the page the visitor went on to.
  const send = () => {
    timer.current = null;
    setPending(false);
    storedAt.current = cars.getState().items.findIndex((c) => c.id === car.id);
    cars.getState().remove(car.id);
    void fetcher.submit({ intent: 'delete', id: String(car.id) }, { method: 'post', action: paths.accountCars() });
  };
  // Leaving the page within the 5 seconds still deletes: the visitor asked for it.
  useEffect(
    () => () => {
      if (timer.current) {
        clearTimeout(timer.current);
        send();
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on unmount only
    [],
  );
  const result = fetcher.data;
  const handled = useRef<CarActionData | undefined>(undefined);
  useEffect(() => {
    if (fetcher.state !== 'idle' || !result || result.intent !== 'delete' || handled.current === result) return;
    handled.current = result;
    if (result.ok) return;
    // Not deleted after all: back where it was in the stored list.
    const { items, setItems } = cars.getState();
    const at = storedAt.current;
    if (at >= 0 && !items.some((c) => c.id === car.id)) setItems([...items.slice(0, at), car, ...items.slice(at)]);
    showToast(result.message);
  }, [fetcher.state, result, cars, car, showToast]);
  useEffect(() => {
    if (pending) undoRef.current?.focus();
  }, [pending]);

  const remove = (e: React.FormEvent) => {
    e.preventDefault();
    setPending(true);
    timer.current = setTimeout(send, UNDO_DELETE_MS);
  };
  const undo = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    setPending(false);
  };

  if (pending || (fetcher.state !== 'idle' && fetcher.formData?.get('intent') === 'delete'))
    return (
      <li className="flex min-h-24 items-center justify-between gap-4 border border-dashed border-line bg-paper px-5 py-4">
        <p role="status" className="text-sm text-ink">
          已删除「{car.name}」
        </p>
        {pending ? (
          <button
            ref={undoRef}
            type="button"
            onClick={undo}
            className="min-h-11 px-3 text-sm text-ink underline underline-offset-4"
          >
            撤销
          </button>
        ) : null}
      </li>
    );

  const buildable = car.buildable !== false;
  return (
    <li className="flex flex-col border border-line">
      <SiteImage
        path={car.img}
        width={600}
        height={300}
        alt={`${car.name}外观`}
        className="aspect-[2/1] w-full bg-paper object-contain"
      />
      <div className="flex flex-1 flex-col p-5">
        {renaming ? (
          <RenameForm
            car={car}
            onDone={() => {
              setRenaming(false);
              queueMicrotask(() => renameRef.current?.focus());
            }}
          />
        ) : (
          <div className="flex items-start justify-between gap-3">
            <h3 className="text-base text-ink">{car.name}</h3>
            {hydrated && renameOffered ? (
              <button
                ref={renameRef}
                type="button"
                onClick={() => setRenaming(true)}
                aria-label={`重命名 ${car.name}`}
                className="-mt-2 min-h-11 shrink-0 px-2 text-xs text-mute hover:text-ink"
              >
                重命名
              </button>
            ) : null}
          </div>
        )}
        {buildable ? null : (
          <p className="mt-2 inline-flex w-fit items-center border border-error/40 px-2 py-0.5 text-xs text-error">
            无法再配置
          </p>
        )}
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-mute">保存时总价</dt>
          <dd className="text-ink tabular-nums">{formatAmount(car.totalPrice)}</dd>
          <dt className="text-mute">当前总价</dt>
          <dd className="text-ink tabular-nums">
            {buildable && typeof car.currentPrice === 'number' ? formatAmount(car.currentPrice) : '—'}
          </dd>
          <dt className="text-mute">分享码</dt>
          <dd>
            <Link
              to={paths.buildShare(car.code)}
              className="font-mono tracking-widest text-ink underline underline-offset-4"
            >
              {formatShareCode(car.code)}
            </Link>
          </dd>
        </dl>
        <p className="mt-2 text-xs text-mute">保存于 {formatDateZh(car.createdAt)}</p>
        <div className="mt-auto flex gap-3 pt-4">
          {buildable ? (
            <Link
              to={paths.configurator(car.seriesCode, queryOf(car))}
              aria-label={`编辑 ${car.name}`}
              className="inline-flex min-h-11 items-center border border-ink px-5 text-sm text-ink hover:bg-ink hover:text-white"
            >
              编辑
            </Link>
          ) : null}
          <fetcher.Form method="post" onSubmit={remove}>
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="id" value={car.id} />
            <button
              type="submit"
              className="min-h-11 border border-line px-5 text-sm text-mute hover:border-ink hover:text-ink"
              aria-label={`删除配置 ${car.name}`}
            >
              删除
            </button>
          </fetcher.Form>
        </div>
      </div>
    </li>
  );
}

export function Component() {
  const { list, page, renameOffered } = useLoaderData<typeof loader>();
  const loading = useListLoading();
  const cars = useCarCollectionApi();

  useEffect(() => {
    if (list && page === 1) cars.getState().setItems(list.list);
  }, [cars, list, page]);

  return (
    <section>
      <SectionTitle title="我的配置" count={list?.total} />
      {loading ? (
        <ListSkeleton />
      ) : !list ? (
        <ErrorState />
      ) : list.list.length === 0 ? (
        <EmptyState title="还没有保存的配置">
          在
          <Link to={paths.configurator('es')} className="mx-1 text-ink underline underline-offset-4">
            在线配置器
          </Link>
          中完成定制后，点击「保存配置」即可在这里查看。
        </EmptyState>
      ) : (
        <>
          <ul className="grid gap-5 sm:grid-cols-2">
            {list.list.map((car) => (
              <CarCard key={car.id} car={car} renameOffered={renameOffered} />
            ))}
          </ul>
          <Pager page={page} pageSize={list.pageSize} total={list.total} />
        </>
      )}
    </section>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
