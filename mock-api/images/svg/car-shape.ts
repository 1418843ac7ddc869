/**
 * The side outline of a series, built from its body proportions (car-shapes.ts). The same outline is drawn
 * as an SVG path (side views, heroes, key visuals) and sampled into a polygon for the 3D turntable frames, so
 * a series looks the same everywhere.
 */
import type { CarShape } from './car-shapes.ts';

export type Point = readonly [x: number, y: number];

/** One piece of an outline in metres (x rearwards from the nose, y up from the ground). */
export type Segment =
  | { type: 'L'; to: Point; zone: Zone }
  | { type: 'C'; c1: Point; c2: Point; to: Point; zone: Zone }
  /** Arc over a wheel: centre, radius, from angle a0 to a1 (radians, y up), counter-clockwise in y-up terms. */
  | { type: 'A'; centre: Point; r: number; a0: number; a1: number; zone: Zone };

export type Zone = 'nose' | 'hood' | 'windshield' | 'roof' | 'backlight' | 'deck' | 'tail' | 'under' | 'arch';

export interface Outline {
  start: Point;
  segments: Segment[];
}

function arch(cx: number, s: CarShape, fromRear: boolean): Segment & { type: 'A' } {
  const r = s.wheelRadius * 1.16;
  const yb = s.ride + 0.04 - s.wheelRadius;
  const half = Math.acos(Math.max(-1, Math.min(1, yb / r)));
  // Angles measured from straight up (y up); the arc runs from the rear side over the top to the front side.
  const a0 = Math.PI / 2 - half;
  const a1 = Math.PI / 2 + half;
  return fromRear
    ? { type: 'A', centre: [cx, s.wheelRadius], r, a0, a1, zone: 'arch' }
    : { type: 'A', centre: [cx, s.wheelRadius], r, a0: a1, a1: a0, zone: 'arch' };
}

/** Where an arch meets the sill: [rear x, front x] of the arch around axle `cx` (x grows rearwards). */
export function archEnds(cx: number, s: CarShape): [number, number] {
  const r = s.wheelRadius * 1.16;
  const dy = s.ride + 0.04 - s.wheelRadius;
  const dx = Math.sqrt(Math.max(0, r * r - dy * dy));
  return [cx + dx, cx - dx];
}

/** The body outline, clockwise on screen: nose, hood, glass, roof, tail, then underneath with both arches. */
export function bodyOutline(s: CarShape): Outline {
  const L = s.length;
  const sill = s.ride + 0.04;
  const segments: Segment[] = [
    { type: 'C', c1: [0.03, s.ride + 0.12], c2: [-0.01, 0.42], to: [0.02, s.hoodFront * 0.72], zone: 'nose' },
    {
      type: 'C',
      c1: [0.03, s.hoodFront - 0.05],
      c2: [0.08, s.hoodFront],
      to: [0.28, s.hoodFront + 0.02],
      zone: 'nose',
    },
    {
      type: 'C',
      c1: [s.cowl * 0.55, s.hoodFront + 0.07],
      c2: [s.cowl - 0.25, s.belt - 0.02],
      to: [s.cowl, s.belt + 0.03],
      zone: 'hood',
    },
    {
      type: 'C',
      c1: [s.cowl + (s.roofFront - s.cowl) * 0.45, s.belt + (s.height - s.belt) * 0.72],
      c2: [s.roofFront - 0.22, s.height],
      to: [s.roofFront, s.height],
      zone: 'windshield',
    },
    {
      type: 'C',
      c1: [s.roofFront + (s.roofRear - s.roofFront) * 0.4, s.height + 0.012],
      c2: [s.roofRear - (s.roofRear - s.roofFront) * 0.2, s.height - 0.01],
      to: [s.roofRear, s.height - 0.03],
      zone: 'roof',
    },
    {
      type: 'C',
      c1: [s.roofRear + (s.deckX - s.roofRear) * 0.45, s.height - 0.06],
      c2: [s.deckX - (s.deckX - s.roofRear) * 0.2, s.deckHeight + 0.06],
      to: [s.deckX, s.deckHeight],
      zone: 'backlight',
    },
    {
      type: 'C',
      c1: [s.deckX + (L - s.deckX) * 0.5, s.deckHeight - 0.005],
      c2: [L - 0.03, s.deckHeight - 0.02],
      to: [L, s.tailHeight],
      zone: 'deck',
    },
    {
      type: 'C',
      c1: [L + 0.03, s.tailHeight - 0.25],
      c2: [L + 0.01, s.ride + 0.16],
      to: [L - 0.1, sill],
      zone: 'tail',
    },
  ];
  const [rearBack, rearFront] = archEnds(s.rearAxle, s);
  const [frontBack, frontFront] = archEnds(s.frontAxle, s);
  segments.push(
    { type: 'L', to: [rearBack, sill], zone: 'under' },
    arch(s.rearAxle, s, true),
    { type: 'L', to: [rearFront, sill], zone: 'under' },
    { type: 'L', to: [frontBack, sill], zone: 'under' },
    arch(s.frontAxle, s, true),
    { type: 'L', to: [frontFront, sill], zone: 'under' },
    { type: 'L', to: [0.14, s.ride + 0.05], zone: 'under' },
  );
  return { start: [0.14, s.ride + 0.05], segments };
}

/** The side glass outline (one piece; pillars are drawn over it). */
export function windowOutline(s: CarShape): Outline {
  const beltRear = s.belt + s.beltRise;
  const top = s.height - 0.075;
  return {
    start: [s.cowl + 0.24, s.belt + 0.06],
    segments: [
      {
        type: 'C',
        c1: [s.cowl + 0.2 + (s.roofFront - s.cowl) * 0.45, s.belt + (s.height - s.belt) * 0.62],
        c2: [s.roofFront - 0.18, top],
        to: [s.roofFront + 0.06, top],
        zone: 'roof',
      },
      { type: 'L', to: [s.roofRear - 0.12, top - 0.025], zone: 'roof' },
      {
        type: 'C',
        c1: [s.roofRear + 0.1, top - 0.04],
        c2: [s.windowRear, beltRear + 0.25],
        to: [s.windowRear - 0.04, beltRear + 0.06],
        zone: 'backlight',
      },
      { type: 'L', to: [s.cowl + 0.24, s.belt + 0.06], zone: 'under' },
    ],
  };
}

function cubic(p0: Point, c1: Point, c2: Point, p3: Point, t: number): Point {
  const u = 1 - t;
  const a = u * u * u;
  const b = 3 * u * u * t;
  const c = 3 * u * t * t;
  const d = t * t * t;
  return [a * p0[0] + b * c1[0] + c * c2[0] + d * p3[0], a * p0[1] + b * c1[1] + c * c2[1] + d * p3[1]];
}

/** The outline as a polygon; each point carries the zone of the segment that ends there. */
export function sampleOutline(outline: Outline, steps = 6): { point: Point; zone: Zone }[] {
  const out: { point: Point; zone: Zone }[] = [];
  let at = outline.start;
  for (const seg of outline.segments) {
    if (seg.type === 'L') {
      out.push({ point: seg.to, zone: seg.zone });
      at = seg.to;
    } else if (seg.type === 'C') {
      for (let i = 1; i <= steps; i++)
        out.push({ point: cubic(at, seg.c1, seg.c2, seg.to, i / steps), zone: seg.zone });
      at = seg.to;
    } else {
      const n = steps + 2;
      for (let i = 1; i <= n; i++) {
        const a = seg.a0 + ((seg.a1 - seg.a0) * i) / n;
        // Angle 0 points rearwards (+x); y up.
        out.push({ point: [seg.centre[0] + seg.r * Math.cos(a), seg.centre[1] + seg.r * Math.sin(a)], zone: seg.zone });
      }
      const a = seg.a1;
      at = [seg.centre[0] + seg.r * Math.cos(a), seg.centre[1] + seg.r * Math.sin(a)];
    }
  }
  return out;
}

/** SVG path data for an outline mapped by `map` (metres -> pixels). */
export function outlinePath(outline: Outline, map: (p: Point) => Point): string {
  const fmt = (p: Point) => {
    const [x, y] = map(p);
    return `${x.toFixed(1)} ${y.toFixed(1)}`;
  };
  const parts = [`M${fmt(outline.start)}`];
  for (const seg of outline.segments) {
    if (seg.type === 'L') parts.push(`L${fmt(seg.to)}`);
    else if (seg.type === 'C') parts.push(`C${fmt(seg.c1)} ${fmt(seg.c2)} ${fmt(seg.to)}`);
    else {
      const end: Point = [seg.centre[0] + seg.r * Math.cos(seg.a1), seg.centre[1] + seg.r * Math.sin(seg.a1)];
      const [x0] = map([0, 0]);
      const [x1] = map([1, 0]);
      const r = Math.abs(x1 - x0) * seg.r;
      const large = Math.abs(seg.a1 - seg.a0) > Math.PI ? 1 : 0;
      // a0 < a1 is counter-clockwise with y up, i.e. clockwise on screen (y down): sweep 0 in SVG terms.
      const sweep = seg.a1 > seg.a0 ? 0 : 1;
      parts.push(`A${r.toFixed(1)} ${r.toFixed(1)} 0 ${large} ${sweep} ${fmt(end)}`);
    }
  }
  return `${parts.join(' ')} Z`;
}
