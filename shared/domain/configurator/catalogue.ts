/**
 * The configurator's catalogue: what a series can be built with, from the upstream's model and option
 * lists. Pure and browser-safe, so the server render, the browser and the mock (which validates saved
 * builds) read a catalogue the same way.
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

export function isSelected(build: Build, code: string): boolean {
  return selectedCodes(build).includes(code);
}

export function isSingle(kind: ChoiceKind): kind is SingleKind {
  return (SINGLE_KINDS as readonly string[]).includes(kind);
}
