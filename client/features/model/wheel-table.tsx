/**
 * Wheel table: per grade, the wheel the catalogue makes standard on it and the ones it may wear instead
 * with what they add, exactly as the configurator offers them (both read `standardWheel` and
 * `optionalWheels` from shared/domain/configurator/catalogue.ts).
 */
import type { WheelOption } from '#shared/api/client-api';
import { optionalWheels, standardWheel, type Catalogue } from '#shared/domain/configurator/catalogue';
import { priceImpact } from '#shared/domain/configurator/money';
import { STATIC_IMAGE_SIZES } from '#shared/domain/vehicle-media';
import { useEnv } from '#client/lib/platform/edge.tsx';
import { imageUrl } from '#client/lib/ui/image.ts';
import { LazyImage } from '#client/components/ui/lazy-image.tsx';

export interface WheelRow {
  gradeId: number;
  grade: string;
  standard: WheelOption;
  optional: { wheel: WheelOption; price: number }[];
}

/** One row a grade that has a standard wheel; `wheels` (`queryModel`) give the sizes and images. */
export function wheelRows(catalogue: Catalogue, wheels: readonly WheelOption[]): WheelRow[] {
  const byCode = new Map(wheels.map((w) => [w.code, w] as const));
  return catalogue.grades.flatMap((grade) => {
    const standard = byCode.get(standardWheel(catalogue, grade.id)?.code ?? '');
    if (!standard) return [];
    const optional = optionalWheels(catalogue, grade.id).flatMap(({ choice, price }) => {
      const wheel = byCode.get(choice.code);
      return wheel ? [{ wheel, price }] : [];
    });
    return [{ gradeId: grade.id, grade: grade.name, standard, optional }];
  });
}

const THUMB = 96;

export function WheelTable({
  modelName,
  catalogue,
  wheels,
}: {
  modelName: string;
  /** Null when the option list could not be loaded: which grade wears which wheel is then unknown. */
  catalogue: Catalogue | null;
  wheels: readonly WheelOption[];
}) {
  const { config } = useEnv();
  if (!catalogue)
    return (
      <p role="note" className="text-center text-sm text-mute">
        各版本的轮毂配置暂时无法加载，请稍后刷新重试，或在在线配置中查看。
      </p>
    );
  const rows = wheelRows(catalogue, wheels);
  if (rows.length === 0) return <p className="text-center text-sm text-mute">暂无轮毂信息。</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{modelName} 各车型轮毂配置</caption>
        <thead>
          <tr className="border-b border-ink text-mute">
            <th scope="col" className="wheel-model font-normal tracking-normal">车型</th>
            <th scope="col" className="wheel-grade">版本</th>
            <th scope="col" className="wheel-grade whitespace-nowrap">标配轮毂</th>
            <th scope="col" className="wheel-grade whitespace-nowrap">选装轮毂</th>
            <th scope="col" className="py-3 font-normal">轮毂样式</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.gradeId} className="border-b border-line">
              <td className="wheel-model">{modelName}</td>
              <th scope="row" className="wheel-grade">
                {row.grade}
              </th>
              <td className="wheel-standard">
                {`${row.standard.size} 英寸`}
                <span className="wheel-name">{row.standard.name}</span>
              </td>
              <td className="wheel-cell">
                {row.optional.length === 0 ? (
                  <span className="text-mute">—</span>
                ) : (
                  row.optional.map(({ wheel, price }) => (
                    <span key={wheel.code} className="wheel-option">
                      {`${wheel.size} 英寸 `}
                      <span>{priceImpact(price)}</span>
                    </span>
                  ))
                )}
              </td>
              <td className="py-2">
                <LazyImage
                  src={imageUrl(config, row.standard.img, { width: THUMB * 2 })}
                  width={THUMB}
                  height={Math.round((THUMB * STATIC_IMAGE_SIZES.wheel.height) / STATIC_IMAGE_SIZES.wheel.width)}
                  alt={`${row.standard.name}（${row.standard.size} 英寸）`}
                  className="wheel-thumb"
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
