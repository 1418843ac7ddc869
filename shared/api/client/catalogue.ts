/**
 * Catalogue: series, grades, models, specs and compare tables, options and their rules.
 * Part of the client API contract (`/api/client/*`, shared/api/client-api.ts).
 */
export type SeriesCode = 'es' | 'ux' | 'nx' | 'lc' | 'lm' | 'gx';

export interface CarGrade {
  id: number;
  name: string;
  /** Manufacturer's suggested retail price in yuan. */
  price: number;
  engine: string;
  /** Three short lines on what sets the grade apart (configurator). */
  highlights?: string[];
}

/** One series of `queryCarSeriesList`. */
export interface CarSeries {
  /** Series id (`ASId` of the lead forms). */
  id: number;
  code: SeriesCode;
  /** Display name, e.g. `ES`. */
  name: string;
  /** Chinese positioning line, e.g. `豪华中型轿车`. */
  slogan: string;
  /** Side view on the static host. */
  img: string;
  /** Lowest grade price in yuan. */
  startingPrice: number;
  grades: CarGrade[];
}

export interface SeriesQuery {
  seriesCode: SeriesCode;
}

export interface CarIdQuery {
  carId: number;
}

export interface PaintOption {
  code: string;
  name: string;
  /** `#rrggbb`. */
  hex: string;
  /** Extra price in yuan; 0 for standard paints. */
  price: number;
  /** Side view in this paint on the static host. */
  img: string;
}

export interface InteriorOption {
  code: string;
  name: string;
  hex: string;
  price: number;
  img: string;
}

export interface WheelOption {
  code: string;
  name: string;
  /** Rim size in inches. */
  size: number;
  price: number;
  img: string;
}

/** One 360-degree frame sequence on the static host: frame `n` (1-based) is `${path}/${n}.${ext}`. */
export interface FrameSequence {
  kind: string;
  count: number;
  path: string;
  ext: string;
}

/** `queryModel`: what the configurator needs for one series. */
export interface SeriesModel {
  series: CarSeries;
  paints: PaintOption[];
  interiors: InteriorOption[];
  wheels: WheelOption[];
  sequences: FrameSequence[];
}

/** Which way a numeric spec row is better: more power, or less time to 100 km/h. */
export type SpecDirection = 'higher' | 'lower';

export interface SpecRow {
  name: string;
  /** One value per column, in column order. `●` standard, `○` optional, `-` not available. */
  values: string[];
  /** Unit of a numeric row (`kW`, `s`, `万元`); a value may already carry its leading part (`29.99万`). */
  unit?: string;
  /** Set only where one direction is better for every buyer; absent: no value is "best". */
  better?: SpecDirection;
}

export interface SpecGroup {
  name: string;
  rows: SpecRow[];
}

export interface SpecColumn {
  carId: number;
  seriesCode: SeriesCode;
  name: string;
  price: number;
}

/** A spec table: columns are grades (`queryCarSeriesSpec`) or compared cars. */
export interface SpecTable {
  columns: SpecColumn[];
  groups: SpecGroup[];
}

export interface SeriesCompareQuery {
  /** Comma-separated series codes, 2 to 4, e.g. `es,nx`. Each series is represented by its entry grade. */
  seriesCodes: string;
}

export interface CarCompareQuery {
  /** Comma-separated grade ids, 2 to 4, e.g. `101,201`. */
  carIds: string;
}

/** `queryAllSpecInfo`: the spec dictionary (group and row names) shared by every series. */
export interface SpecDictionaryGroup {
  name: string;
  rows: string[];
}

/** Spec rows a note concerns: `note` is an index into `SeriesNotes.notes`. */
export interface SpecNoteRef {
  note: number;
  rows: string[];
}

export interface SeriesNotes {
  seriesCode: SeriesCode;
  notes: string[];
  /** Which spec rows (by name) each note concerns; notes without an entry concern the whole page. */
  refs?: SpecNoteRef[];
}

/** `queryAllCar`: every grade, flat. */
export interface CarSummary {
  carId: number;
  seriesCode: SeriesCode;
  seriesName: string;
  name: string;
  price: number;
  engine: string;
}

export interface OptionalListQuery {
  seriesCode: SeriesCode;
}

export type OptionalKind = 'paint' | 'interior' | 'wheel' | 'package' | 'accessory';

export interface OptionalItem {
  code: string;
  kind: OptionalKind;
  name: string;
  description: string;
  /** Suggested retail price in yuan (optional paint colours: 5,200). */
  price: number;
  img: string;
  /** Codes this item needs, all of them (choosing it adds them). */
  requires?: string[];
  /** Codes this item cannot be combined with. */
  excludes?: string[];
  /** Grade ids the item is offered on; absent: every grade of the series. */
  grades?: number[];
  /** Grade ids on which the item is standard equipment (no surcharge, shown as "标配"). */
  standardOn?: number[];
}
