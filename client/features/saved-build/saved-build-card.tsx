/**
 * One saved build on the account's 我的配置 page: thumbnail, name (renamable), the total when saved and
 * today's, the share code, 编辑 (back into the configurator) and 删除 with time to undo. A build whose
 * grade or options are no longer offered reads "无法再配置" and cannot be edited.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import type { CustomizedConfig } from '#shared/api/user-api';
import { buildQuery } from '#shared/domain/configurator/build-url';
import { formatAmount } from '#shared/domain/configurator/money';
import { formatShareCode } from '#shared/domain/share-code';
import { formatDateZh } from '#client/lib/ui/format.ts';
import { paths } from '#client/lib/ui/paths.ts';
import { SiteImage } from '#client/components/ui/site-image.tsx';
import { BuildTitle } from './build-title.tsx';
import { useUndoableDelete } from './use-undoable-delete.ts';

function queryOf(car: CustomizedConfig): string {
  return buildQuery({
    grade: car.carId,
    paint: car.paintCode,
    wheel: car.wheelCode,
    interior: car.interiorCode,
    opts: car.options,
  });
}

/** The prices when saved and today, the share code and the date saved. */
function BuildFacts({ car, buildable }: { car: CustomizedConfig; buildable: boolean }) {
  return (
    <>
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
    </>
  );
}

export function SavedBuildCard({ car, renameOffered }: { car: CustomizedConfig; renameOffered: boolean }) {
  const { fetcher, pending, deleting, remove, undo, undoRef } = useUndoableDelete(car);
  const [renaming, setRenaming] = useState(false);

  if (deleting)
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
        <BuildTitle car={car} renameOffered={renameOffered} renaming={renaming} setRenaming={setRenaming} />
        {buildable ? null : (
          <p className="mt-2 inline-flex w-fit items-center border border-error/40 px-2 py-0.5 text-xs text-error">
            无法再配置
          </p>
        )}
        <BuildFacts car={car} buildable={buildable} />
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
