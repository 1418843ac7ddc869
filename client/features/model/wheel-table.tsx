/** Wheel table: which rim each grade wears (model, grade, wheel size, wheel image). */
import type { CarGrade, WheelOption } from '#shared/api/client-api';
import { STATIC_IMAGE_SIZES } from '#shared/domain/vehicle-media';
import { useEnv } from '#client/lib/edge.tsx';
import { imageUrl } from '#client/lib/image.ts';
import { LazyImage } from '#client/components/ui/lazy-image.tsx';

/** Grades are ordered from entry to top, wheels from smallest: higher grades wear larger rims. */
export function wheelForGrade<T>(gradeIndex: number, gradeCount: number, wheels: readonly T[]): T | undefined {
  if (wheels.length === 0 || gradeCount <= 0) return undefined;
  return wheels[Math.min(wheels.length - 1, Math.floor((gradeIndex * wheels.length) / gradeCount))];
}

export interface WheelRow {
  model: string;
  grade: string;
  wheel: WheelOption;
}

export function wheelRows(modelName: string, grades: readonly CarGrade[], wheels: readonly WheelOption[]): WheelRow[] {
  return grades.flatMap((grade, i) => {
    const wheel = wheelForGrade(i, grades.length, wheels);
    return wheel ? [{ model: modelName, grade: grade.name, wheel }] : [];
  });
}

const THUMB = 96;

export function WheelTable({ modelName, grades, wheels }: { modelName: string; grades: readonly CarGrade[]; wheels: readonly WheelOption[] }) {
  const { config } = useEnv();
  const rows = wheelRows(modelName, grades, wheels);
  if (rows.length === 0) return <p className="text-center text-sm text-mute">暂无轮毂信息。</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{modelName} 各车型轮毂配置</caption>
        <thead>
          <tr className="border-b border-ink text-mute">
            <th scope="col" className="py-3 pr-3 md:pr-4 font-normal">车型</th>
            <th scope="col" className="py-3 pr-3 md:pr-4 font-normal">版本</th>
            <th scope="col" className="py-3 pr-3 md:pr-4 font-normal">轮毂尺寸</th>
            <th scope="col" className="py-3 font-normal">轮毂样式</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.grade} className="border-b border-line">
              <td className="py-3 pr-3 md:pr-4 tracking-widest">{row.model}</td>
              <th scope="row" className="py-3 pr-3 md:pr-4 font-normal">{row.grade}</th>
              <td className="py-3 pr-3 md:pr-4">
                {row.wheel.size} 英寸
                <span className="hidden text-xs text-mute sm:block">{row.wheel.name}</span>
              </td>
              <td className="py-2">
                <LazyImage
                  src={imageUrl(config, row.wheel.img, { width: THUMB * 2 })}
                  width={THUMB}
                  height={Math.round((THUMB * STATIC_IMAGE_SIZES.wheel.height) / STATIC_IMAGE_SIZES.wheel.width)}
                  alt={`${row.wheel.name}（${row.wheel.size} 英寸）`}
                  className="h-14 w-14 object-contain md:h-20 md:w-20"
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
