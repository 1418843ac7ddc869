import type { SeriesCode } from '#shared/api/client-api';

/** The line-up in display order, with the names used in navigation. */
export const MODEL_LINEUP: ReadonlyArray<{ code: SeriesCode; name: string; kind: string }> = [
  { code: 'es', name: 'ES', kind: '豪华中型轿车' },
  { code: 'ux', name: 'UX', kind: '都市紧凑型 SUV' },
  { code: 'nx', name: 'NX', kind: '豪华中型 SUV' },
  { code: 'lc', name: 'LC', kind: '豪华旗舰轿跑' },
  { code: 'lm', name: 'LM', kind: '豪华商务 MPV' },
  { code: 'gx', name: 'GX', kind: '全地形豪华 SUV' },
];

/** A series' navigation name and kind, if the line-up has it (an upstream may know more series). */
export function findLineupModel(code: string): { name: string; kind: string } | undefined {
  const found = MODEL_LINEUP.find((m) => m.code === code);
  return found && { name: found.name, kind: found.kind };
}

/** A model's navigation name and kind, without loading its page copy. */
export function lineupModel(code: SeriesCode): { name: string; kind: string } {
  const found = findLineupModel(code);
  if (!found) throw new Error(`${code} is not in the line-up`);
  return found;
}
