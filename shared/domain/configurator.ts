/**
 * Build and price: the configurator's catalogue, the rules between options, the build a URL describes
 * and its price. Pure and browser-safe, so the server render, the browser and the mock (which validates
 * saved builds) resolve and price a build the same way, in integer yuan.
 *
 * A build is one grade, one paint, one wheel, one interior and any packages and accessories (`opts`).
 * Options may require other choices (all of them) or exclude others, may be offered on some grades only
 * and may be standard (price 0, "标配") on some grades.
 */
import type { CarGrade, OptionalItem, OptionalKind, SeriesCode, SeriesModel } from '#shared/api/client-api';

export type ChoiceKind = OptionalKind;
export const SINGLE_KINDS = ['paint', 'wheel', 'interior'] as const;
export type SingleKind = (typeof SINGLE_KINDS)[number];
export const EXTRA_KINDS = ['package', 'accessory'] as const;

export interface Choice {
  code: string;
  kind: ChoiceKind;
  name: string;
  description: string;
  /** Price in yuan when not standard on the grade. */
  price: number;
  img: string;
  /** Paints: the colour swatch. */
  hex?: string;
  requires: string[];
  excludes: string[];
  /** Grade ids the choice is offered on; null: every grade. */
  grades: number[] | null;
  /** Grade ids on which the choice is standard (price 0). */
  standardOn: number[];
}

export interface Catalogue {
  seriesCode: SeriesCode;
  seriesName: string;
  grades: CarGrade[];
  /** Paints, wheels, interiors, packages, accessories, in display order. */
  choices: Choice[];
}

export interface Build {
  grade: number;
  paint: string;
  wheel: string;
  interior: string;
  /** Packages and accessories, in catalogue order. */
  opts: string[];
}

/** The build as a URL query names it; anything may be missing or wrong. */
export interface RawBuild {
  grade: string | null;
  paint: string | null;
  wheel: string | null;
  interior: string | null;
  opts: string[];
}

export type Change =
  | { kind: 'grade'; id: number }
  | { kind: SingleKind; code: string }
  | { kind: 'option'; code: string; selected: boolean };

export const KIND_LABELS: Readonly<Record<ChoiceKind | 'grade', string>> = {
  grade: '车型版本',
  paint: '车身颜色',
  wheel: '轮毂',
  interior: '内饰',
  package: '选装套装',
  accessory: '精选附件',
};

/** Most options a build may carry (the upstream's limit on `saveCustomized`). */
export const MAX_OPTIONS = 20;

function toChoice(
  kind: ChoiceKind,
  base: { code: string; name: string; price: number; img: string; hex?: string },
  rules: OptionalItem | undefined,
  description: string,
): Choice {
  return {
    code: base.code,
    kind,
    name: base.name,
    description: rules?.description ?? description,
    price: rules?.price ?? base.price,
    img: base.img,
    ...(base.hex ? { hex: base.hex } : {}),
    requires: rules?.requires ?? [],
    excludes: rules?.excludes ?? [],
    grades: rules?.grades ?? null,
    standardOn: rules?.standardOn ?? [],
  };
}

/** The catalogue from `queryModel` (grades, paints, interiors, wheels) and `queryOptionalList` (prices and rules). */
export function buildCatalogue(model: SeriesModel, optional: readonly OptionalItem[]): Catalogue {
  const rulesOf = (code: string) => optional.find((o) => o.code === code);
  const choices: Choice[] = [
    ...model.paints.map((p) => toChoice('paint', p, rulesOf(p.code), p.price > 0 ? '选装车身颜色' : '标准车身颜色')),
    ...model.wheels.map((w) => toChoice('wheel', w, rulesOf(w.code), w.price > 0 ? '选装轮毂' : '标准轮毂')),
    ...model.interiors.map((i) => toChoice('interior', i, rulesOf(i.code), i.price > 0 ? '选装内饰' : '标准内饰')),
    ...optional
      .filter((o) => o.kind === 'package' || o.kind === 'accessory')
      .map((o) => toChoice(o.kind, o, o, o.description)),
  ];
  return { seriesCode: model.series.code, seriesName: model.series.name, grades: model.series.grades, choices };
}

export function findChoice(catalogue: Catalogue, code: string): Choice | undefined {
  return catalogue.choices.find((c) => c.code === code);
}

export function isOffered(choice: Choice, gradeId: number): boolean {
  return choice.grades === null || choice.grades.includes(gradeId);
}

/** What the choice adds to the grade price: 0 when standard on the grade. */
export function priceOf(choice: Choice, gradeId: number): number {
  return choice.standardOn.includes(gradeId) ? 0 : choice.price;
}

/** `1234567` -> `1,234,567`, by hand so the server and every browser print the same. */
export function groupDigits(value: number): string {
  const sign = value < 0 ? '-' : '';
  return sign + String(Math.abs(Math.round(value))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

export function formatAmount(value: number): string {
  return `${groupDigits(value)} 元`;
}

/** `+5,200 元`, or `标配` for a choice included in the price. */
export function priceImpact(price: number): string {
  return price === 0 ? '标配' : `+${formatAmount(price)}`;
}

/** `熔岩红（选装 +5,200 元）`, or the bare name of a choice included in the price: how colours are listed. */
export function surchargeLabel(name: string, price: number): string {
  return price > 0 ? `${name}（选装 ${priceImpact(price)}）` : name;
}

/** `+30,000 元`, `-6,000 元`, `±0 元`: a net change. */
export function signedAmount(value: number): string {
  if (value === 0) return '±0 元';
  return `${value > 0 ? '+' : '-'}${formatAmount(Math.abs(value))}`;
}

function choicesOf(catalogue: Catalogue, kind: ChoiceKind): Choice[] {
  return catalogue.choices.filter((c) => c.kind === kind);
}

/**
 * The standard choice of a kind on a grade: the one the catalogue names standard on it (`standardOn`),
 * else the first offered one at no cost, else the first offered.
 */
export function defaultChoice(
  catalogue: Catalogue,
  kind: SingleKind,
  gradeId: number,
  avoid?: string,
): Choice | undefined {
  const offered = choicesOf(catalogue, kind).filter((c) => isOffered(c, gradeId) && c.code !== avoid);
  return (
    offered.find((c) => c.standardOn.includes(gradeId)) ?? offered.find((c) => priceOf(c, gradeId) === 0) ?? offered[0]
  );
}

/** The wheel a grade wears as standard: what every page (wheel table, configurator, saved builds) states. */
export function standardWheel(catalogue: Catalogue, gradeId: number): Choice | undefined {
  return defaultChoice(catalogue, 'wheel', gradeId);
}

/** The wheels a grade may wear instead of its standard one, each with what it adds to the price. */
export function optionalWheels(catalogue: Catalogue, gradeId: number): { choice: Choice; price: number }[] {
  const standard = standardWheel(catalogue, gradeId);
  return choicesOf(catalogue, 'wheel')
    .filter((c) => c !== standard && isOffered(c, gradeId))
    .map((choice) => ({ choice, price: priceOf(choice, gradeId) }));
}

export function selectedCodes(build: Build): string[] {
  return [build.paint, build.wheel, build.interior, ...build.opts];
}

function isSelected(build: Build, code: string): boolean {
  return selectedCodes(build).includes(code);
}

function isSingle(kind: ChoiceKind): kind is SingleKind {
  return (SINGLE_KINDS as readonly string[]).includes(kind);
}

function select(catalogue: Catalogue, build: Build, code: string): void {
  const choice = findChoice(catalogue, code);
  if (!choice) return;
  if (isSingle(choice.kind)) build[choice.kind] = code;
  else if (!build.opts.includes(code)) build.opts.push(code);
}

function deselect(catalogue: Catalogue, build: Build, code: string): void {
  const choice = findChoice(catalogue, code);
  if (!choice) return;
  if (isSingle(choice.kind)) {
    const fallback = defaultChoice(catalogue, choice.kind, build.grade, code);
    if (fallback) build[choice.kind] = fallback.code;
  } else build.opts = build.opts.filter((c) => c !== code);
}

function sortOpts(catalogue: Catalogue, opts: readonly string[]): string[] {
  const order = new Map(catalogue.choices.map((c, i) => [c.code, i]));
  return [...new Set(opts)].sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
}

/**
 * Brings a build in line with the rules. `pinned` choices win: their requirements are added and what
 * they exclude is removed; any other choice that is not offered on the grade, whose requirements are
 * missing or that conflicts with a selected choice is removed (a paint, wheel or interior falls back to
 * the grade's standard one).
 */
function settle(catalogue: Catalogue, start: Build, pinnedCodes: readonly string[]): Build {
  const build: Build = { ...start, opts: [...start.opts] };
  const pinned = [...pinnedCodes];
  for (let round = 0; round < 12; round++) {
    const before = JSON.stringify(build);
    for (const kind of SINGLE_KINDS) {
      const current = findChoice(catalogue, build[kind]);
      if (!current || current.kind !== kind || !isOffered(current, build.grade)) {
        const fallback = defaultChoice(catalogue, kind, build.grade);
        if (fallback) build[kind] = fallback.code;
      }
    }
    build.opts = build.opts.filter((code) => {
      const choice = findChoice(catalogue, code);
      return choice !== undefined && !isSingle(choice.kind) && isOffered(choice, build.grade);
    });
    for (const code of [...pinned]) {
      const choice = findChoice(catalogue, code);
      if (!choice || !isSelected(build, code)) continue;
      const unavailable = choice.requires.some((r) => {
        const required = findChoice(catalogue, r);
        return !required || !isOffered(required, build.grade);
      });
      if (unavailable) {
        deselect(catalogue, build, code);
        continue;
      }
      for (const r of choice.requires) {
        if (!isSelected(build, r)) {
          select(catalogue, build, r);
          if (!pinned.includes(r)) pinned.push(r);
        }
      }
      for (const e of choice.excludes) if (isSelected(build, e) && !pinned.includes(e)) deselect(catalogue, build, e);
    }
    for (const code of selectedCodes(build)) {
      if (pinned.includes(code) || !isSelected(build, code)) continue;
      const choice = findChoice(catalogue, code);
      if (!choice) continue;
      const missing = choice.requires.some((r) => !isSelected(build, r));
      const conflict =
        choice.excludes.some((e) => isSelected(build, e)) ||
        selectedCodes(build).some((other) => other !== code && findChoice(catalogue, other)?.excludes.includes(code));
      if (missing || conflict) deselect(catalogue, build, code);
    }
    build.opts = sortOpts(catalogue, build.opts);
    if (JSON.stringify(build) === before) break;
  }
  return build;
}

export interface ChangeResult {
  build: Build;
  /** Choices the change adds and removes, the direct one included. */
  added: Choice[];
  removed: Choice[];
  /** The change touches more than what was chosen: confirm before applying. */
  sideEffects: boolean;
  /** Net change of the total, in yuan. */
  delta: number;
}

export function diffBuilds(catalogue: Catalogue, before: Build, after: Build): { added: Choice[]; removed: Choice[] } {
  const was = selectedCodes(before);
  const now = selectedCodes(after);
  const pick = (codes: string[]) => codes.flatMap((c) => findChoice(catalogue, c) ?? []);
  return { added: pick(now.filter((c) => !was.includes(c))), removed: pick(was.filter((c) => !now.includes(c))) };
}

/** What a choice does to a build, with everything the rules change along with it. */
export function applyChange(catalogue: Catalogue, build: Build, change: Change): ChangeResult {
  const next: Build = { ...build, opts: [...build.opts] };
  let pinned: string[] = [];
  let direct: string[] = [];
  if (change.kind === 'grade') {
    if (catalogue.grades.some((g) => g.id === change.id)) next.grade = change.id;
  } else if (change.kind === 'option') {
    if (change.selected) {
      select(catalogue, next, change.code);
      pinned = [change.code];
    } else next.opts = next.opts.filter((c) => c !== change.code);
    direct = [change.code];
  } else {
    const previous = next[change.kind];
    select(catalogue, next, change.code);
    pinned = [change.code];
    direct = [change.code, previous];
  }
  const settled = settle(catalogue, next, pinned);
  const { added, removed } = diffBuilds(catalogue, build, settled);
  const sideEffects = [...added, ...removed].some((c) => !direct.includes(c.code));
  return {
    build: settled,
    added,
    removed,
    sideEffects,
    delta: priceBuild(catalogue, settled).total - priceBuild(catalogue, build).total,
  };
}

function firstString(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed.slice(0, 32) : null;
}

/**
 * Reads `?grade=&paint=&wheel=&interior=&opts=a,b`. Repeated `opt=` parameters count too: that is what
 * the configurator's form sends without JavaScript (one checkbox per option).
 */
export function parseBuildQuery(params: URLSearchParams): RawBuild {
  const opts = [params.get('opts') ?? '', ...params.getAll('opt')]
    .join(',')
    .split(',')
    .map((s) => s.trim().slice(0, 32))
    .filter(Boolean);
  return {
    grade: firstString(params.get('grade')),
    paint: firstString(params.get('paint')),
    wheel: firstString(params.get('wheel')),
    interior: firstString(params.get('interior')),
    opts: [...new Set(opts)].slice(0, MAX_OPTIONS * 2),
  };
}

/** The query of a build, always in the same order, so equal builds have byte-identical URLs. */
export function buildQuery(build: Build): string {
  const parts = [`grade=${build.grade}`, `paint=${build.paint}`, `wheel=${build.wheel}`, `interior=${build.interior}`];
  if (build.opts.length > 0) parts.push(`opts=${build.opts.join(',')}`);
  return parts.map((p) => p.replace(/[^\w\-=,.]/g, encodeURIComponent)).join('&');
}

export interface ResolvedBuild {
  build: Build;
  /** What was dropped or changed, for the visitor (Chinese). */
  notices: string[];
}

/**
 * The build a query describes: unknown codes and choices the grade does not offer are dropped with a
 * notice, missing choices take the grade's standard ones, and the options are applied in the order
 * given (each with its rules), so a query always resolves to a valid build.
 */
export function resolveBuild(catalogue: Catalogue, raw: RawBuild): ResolvedBuild {
  const notices: string[] = [];
  const unknown = (code: string, what: string) =>
    notices.push(`${what}代码「${code}」不适用于 ${catalogue.seriesName}，已忽略。`);
  const first = catalogue.grades[0];
  if (!first) throw new Error(`series ${catalogue.seriesCode} has no grades`);
  let grade = first;
  if (raw.grade !== null) {
    const found = catalogue.grades.find((g) => String(g.id) === raw.grade);
    if (found) grade = found;
    else unknown(raw.grade, KIND_LABELS.grade);
  }
  const standard = (kind: SingleKind) => defaultChoice(catalogue, kind, grade.id)?.code ?? '';
  let build: Build = {
    grade: grade.id,
    paint: standard('paint'),
    wheel: standard('wheel'),
    interior: standard('interior'),
    opts: [],
  };
  for (const kind of SINGLE_KINDS) {
    const code = raw[kind];
    if (code === null) continue;
    const choice = findChoice(catalogue, code);
    if (!choice || choice.kind !== kind) unknown(code, KIND_LABELS[kind]);
    else if (!isOffered(choice, grade.id)) notices.push(`「${choice.name}」不适用于${grade.name}，已改为标准配置。`);
    else build = applyChange(catalogue, build, { kind, code }).build;
  }
  for (const code of raw.opts) {
    const choice = findChoice(catalogue, code);
    if (!choice || isSingle(choice.kind)) {
      unknown(code, '选装');
      continue;
    }
    if (!isOffered(choice, grade.id)) {
      notices.push(`「${choice.name}」不适用于${grade.name}，已移除。`);
      continue;
    }
    if (build.opts.length >= MAX_OPTIONS) break;
    const result = applyChange(catalogue, build, { kind: 'option', code, selected: true });
    for (const added of result.added)
      if (added.code !== code) notices.push(`「${choice.name}」需要「${added.name}」，已一并选择。`);
    // A paint, wheel or interior replaced by a required one is said by the line above.
    const replaced = (removed: Choice) => result.added.some((a) => a.kind === removed.kind && isSingle(a.kind));
    for (const removed of result.removed.filter((r) => !replaced(r)))
      notices.push(`「${removed.name}」与「${choice.name}」不能同时选择，已移除。`);
    build = result.build;
  }
  return { build, notices };
}

export interface PriceLine {
  kind: ChoiceKind | 'grade';
  /** Choice code, or the grade id. */
  code: string;
  name: string;
  price: number;
}

export interface Priced {
  lines: PriceLine[];
  total: number;
}

/** Grade price plus each choice, in integer yuan. Unknown codes count nothing (a resolved build has none). */
export function priceBuild(catalogue: Catalogue, build: Build): Priced {
  const grade = catalogue.grades.find((g) => g.id === build.grade);
  const lines: PriceLine[] = grade
    ? [{ kind: 'grade', code: String(grade.id), name: grade.name, price: grade.price }]
    : [];
  for (const code of selectedCodes(build)) {
    const choice = findChoice(catalogue, code);
    if (choice) lines.push({ kind: choice.kind, code, name: choice.name, price: priceOf(choice, build.grade) });
  }
  return { lines, total: lines.reduce((sum, l) => sum + Math.round(l.price), 0) };
}

/**
 * Why a build (a saved one) cannot be built from the catalogue as it is now: empty when it can.
 * Retired grades and options, and combinations the rules forbid, are reasons.
 */
export function buildProblems(catalogue: Catalogue, build: Build): string[] {
  const problems: string[] = [];
  const grade = catalogue.grades.find((g) => g.id === build.grade);
  if (!grade) problems.push('该车型版本已停售');
  for (const code of selectedCodes(build)) {
    const choice = findChoice(catalogue, code);
    if (!choice) problems.push(`配置「${code}」已不再提供`);
    else if (grade && !isOffered(choice, grade.id)) problems.push(`「${choice.name}」不适用于${grade.name}`);
  }
  if (problems.length > 0) return problems;
  for (const kind of SINGLE_KINDS) {
    const choice = findChoice(catalogue, build[kind]);
    if (choice && choice.kind !== kind) problems.push(`「${choice.name}」不是${KIND_LABELS[kind]}`);
  }
  for (const code of build.opts) {
    const choice = findChoice(catalogue, code);
    if (choice && isSingle(choice.kind)) problems.push(`「${choice.name}」不是选装项`);
  }
  for (const code of selectedCodes(build)) {
    const choice = findChoice(catalogue, code);
    if (!choice) continue;
    for (const r of choice.requires)
      if (!isSelected(build, r)) problems.push(`「${choice.name}」需要「${findChoice(catalogue, r)?.name ?? r}」`);
    for (const e of choice.excludes)
      if (isSelected(build, e))
        problems.push(`「${choice.name}」与「${findChoice(catalogue, e)?.name ?? e}」不能同时选择`);
  }
  return problems;
}
