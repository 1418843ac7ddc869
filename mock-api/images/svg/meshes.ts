/**
 * The meshes the turntable frames draw with the renderer of scene-3d.ts: boxes, wheels, a series' car built
 * from its side outline (car-shape.ts), and the battery pack.
 */
import type { SeriesCode } from '#shared/api/client-api';
import { bodyOutline, sampleOutline, windowOutline, type Zone } from './car-shape.ts';
import { CAR_SHAPES } from './car-shapes.ts';
import { orientOutwards, type Face, type Vec3 } from './scene-3d.ts';

/** An axis-aligned box. */
export function box(min: Vec3, max: Vec3, colour: string, layer = 0): Face[] {
  const [x0, y0, z0] = min;
  const [x1, y1, z1] = max;
  const c: Vec3 = [(x0 + x1) / 2, (y0 + y1) / 2, (z0 + z1) / 2];
  const quads: Vec3[][] = [
    [
      [x0, y0, z1],
      [x1, y0, z1],
      [x1, y1, z1],
      [x0, y1, z1],
    ],
    [
      [x0, y0, z0],
      [x0, y1, z0],
      [x1, y1, z0],
      [x1, y0, z0],
    ],
    [
      [x0, y1, z0],
      [x0, y1, z1],
      [x1, y1, z1],
      [x1, y1, z0],
    ],
    [
      [x0, y0, z0],
      [x1, y0, z0],
      [x1, y0, z1],
      [x0, y0, z1],
    ],
    [
      [x0, y0, z0],
      [x0, y0, z1],
      [x0, y1, z1],
      [x0, y1, z0],
    ],
    [
      [x1, y0, z0],
      [x1, y1, z0],
      [x1, y1, z1],
      [x1, y0, z1],
    ],
  ];
  return orientOutwards(
    quads.map((points) => ({ points, colour, layer })),
    c,
  );
}

/** A wheel: tread band, outer face with a rim and spokes (as decals) at `z` facing `side` (+1 or -1). */
export function wheel(x: number, r: number, z: number, side: 1 | -1, width: number, spokes: number, layer = 0): Face[] {
  const n = 18;
  const outer: Vec3[] = [];
  const inner: Vec3[] = [];
  for (let i = 0; i < n; i++) {
    const a = (i * 2 * Math.PI) / n;
    outer.push([x + r * Math.cos(a), r + r * Math.sin(a), z]);
    inner.push([x + r * Math.cos(a), r + r * Math.sin(a), z - side * width]);
  }
  const centre: Vec3 = [x, r, z - (side * width) / 2];
  const faces: Face[] = [];
  for (let i = 0; i < n; i++) {
    const j = (i + 1) % n;
    const a = outer[i];
    const b = outer[j];
    const c = inner[j];
    const d = inner[i];
    if (a && b && c && d) faces.push({ points: [a, b, c, d], colour: '#1b1c1f', layer });
  }
  const rim = (k: number): Vec3[] =>
    Array.from({ length: n }, (_, i): Vec3 => {
      const a = (i * 2 * Math.PI) / n;
      return [x + r * k * Math.cos(a), r + r * k * Math.sin(a), z + side * 0.005];
    });
  const decals: NonNullable<Face['decals']> = [{ points: rim(0.7), colour: '#2a2d31' }];
  for (let i = 0; i < spokes; i++) {
    const a = (i * 2 * Math.PI) / spokes;
    const w = 0.16;
    const pts: Vec3[] = [
      [x + r * 0.14 * Math.cos(a - w * 2), r + r * 0.14 * Math.sin(a - w * 2), z + side * 0.006],
      [x + r * 0.68 * Math.cos(a - w / 2), r + r * 0.68 * Math.sin(a - w / 2), z + side * 0.006],
      [x + r * 0.68 * Math.cos(a + w / 2), r + r * 0.68 * Math.sin(a + w / 2), z + side * 0.006],
      [x + r * 0.14 * Math.cos(a + w * 2), r + r * 0.14 * Math.sin(a + w * 2), z + side * 0.006],
    ];
    decals.push({ points: pts, colour: '#c3c8ce' });
  }
  decals.push({ points: rim(0.16), colour: '#9aa0a7' });
  faces.push({ points: side > 0 ? outer : [...outer].reverse(), colour: '#151619', layer, decals });
  return orientOutwards(faces, centre);
}

const ZONE_COLOURS: Partial<Record<Zone, 'glass' | 'dark'>> = {
  windshield: 'glass',
  backlight: 'glass',
  under: 'dark',
  arch: 'dark',
};

/** The car of a series as a mesh, centred on the origin (x along the length, nose towards -x). */
export function carMesh(series: SeriesCode, paint: string): Face[] {
  const s = CAR_SHAPES[series];
  const half = s.width / 2;
  const roofHalf = half * 0.78;
  const widthAt = (x: number, y: number): number => {
    const cabin = y <= s.belt ? half : half - ((y - s.belt) / (s.height - s.belt)) * (half - roofHalf);
    const nose = Math.max(0, 1 - x / 0.55);
    const tail = Math.max(0, 1 - (s.length - x) / 0.45);
    return cabin * (1 - 0.08 * nose * nose - 0.04 * tail * tail);
  };
  const dx = s.length / 2;
  const at = (x: number, y: number, side: number): Vec3 => [x - dx, y, side * widthAt(x, y)];
  const outline = sampleOutline(bodyOutline(s), 5);
  const faces: Face[] = [];
  const glass = '#1d242c';
  const windows = sampleOutline(windowOutline(s), 5).map((p) => p.point);
  for (const side of [1, -1] as const) {
    const pts = outline.map(({ point }) => at(point[0], point[1], side));
    const win = windows.map(([x, y]) => at(x, y, side * 1.002));
    const tailY = Math.min(s.tailHeight - 0.06, s.belt + s.beltRise - 0.02);
    const tailLight: Vec3[] = [
      at(s.length - 0.5, tailY + 0.02, side * 1.003),
      at(s.length - 0.01, tailY, side * 1.003),
      at(s.length - 0.01, tailY - 0.09, side * 1.003),
      at(s.length - 0.45, tailY - 0.05, side * 1.003),
    ];
    const headLight: Vec3[] = [
      at(0.05, s.hoodFront - 0.06, side * 1.003),
      at(0.55, s.hoodFront - 0.005, side * 1.003),
      at(0.5, s.hoodFront - 0.05, side * 1.003),
      at(0.06, s.hoodFront - 0.12, side * 1.003),
    ];
    faces.push({
      points: side > 0 ? pts : [...pts].reverse(),
      colour: paint,
      decals: [
        { points: win, colour: glass },
        { points: tailLight, colour: '#c81e2a' },
        { points: headLight, colour: '#eef4fb' },
      ],
    });
  }
  for (let i = 0; i < outline.length; i++) {
    const a = outline[i];
    const b = outline[(i + 1) % outline.length];
    if (!a || !b) continue;
    const zone = b.zone;
    const midY = (a.point[1] + b.point[1]) / 2;
    let colour = paint;
    let flat = false;
    if (ZONE_COLOURS[zone] === 'glass') colour = glass;
    else if (ZONE_COLOURS[zone] === 'dark') colour = '#202226';
    else if (zone === 'nose' && midY > s.hoodFront - 0.13 && midY < s.hoodFront - 0.02) {
      colour = '#f4f8ff';
      flat = true;
    } else if (zone === 'nose' && midY > 0.3 && midY <= s.hoodFront - 0.13) colour = '#17191c';
    else if (zone === 'tail' && Math.abs(midY - (s.tailHeight - 0.1)) < 0.06) {
      colour = '#c81e2a';
      flat = true;
    }
    faces.push({
      points: [
        at(a.point[0], a.point[1], 1),
        at(a.point[0], a.point[1], -1),
        at(b.point[0], b.point[1], -1),
        at(b.point[0], b.point[1], 1),
      ],
      colour,
      flat,
    });
  }
  const oriented = orientOutwards(faces, [0, s.height * 0.45, 0]);
  const track = half - 0.07;
  for (const axle of [s.frontAxle, s.rearAxle]) {
    oriented.push(...wheel(axle - dx, s.wheelRadius, track, 1, 0.24, 5));
    oriented.push(...wheel(axle - dx, s.wheelRadius, -track, -1, 0.24, 5));
  }
  return oriented;
}

/** The nx battery platform: tray, modules, motors on both axles and the four wheels. */
export function batteryMesh(): Face[] {
  const faces: Face[] = [];
  const s = CAR_SHAPES.nx;
  const dx = s.length / 2;
  faces.push(...box([s.frontAxle + 0.45 - dx, 0.18, -0.72], [s.rearAxle - 0.4 - dx, 0.32, 0.72], '#3a3f47'));
  const x0 = s.frontAxle + 0.55 - dx;
  const x1 = s.rearAxle - 0.5 - dx;
  const n = 6;
  const w = (x1 - x0) / n;
  for (let i = 0; i < n; i++) {
    for (const [z0, z1] of [
      [-0.66, -0.04],
      [0.04, 0.66],
    ] as const) {
      faces.push(...box([x0 + i * w + 0.03, 0.32, z0], [x0 + (i + 1) * w - 0.03, 0.44, z1], '#2f6db5', 1));
    }
  }
  faces.push(...box([x0, 0.44, -0.03], [x1, 0.48, 0.03], '#f08a24', 2));
  for (const axle of [s.frontAxle, s.rearAxle]) {
    faces.push(...box([axle - 0.22 - dx, 0.2, -0.35], [axle + 0.22 - dx, 0.52, 0.35], '#9aa1aa'));
    faces.push(
      ...box(
        [axle - 0.04 - dx, s.wheelRadius - 0.04, -0.85],
        [axle + 0.04 - dx, s.wheelRadius + 0.04, 0.85],
        '#6c737c',
      ),
    );
    faces.push(...box([axle - dx + 0.22, 0.42, -0.04], [x0 + (axle < dx ? 0 : x1 - x0), 0.46, 0.04], '#f08a24', 2));
    faces.push(...wheel(axle - dx, s.wheelRadius, 0.93, 1, 0.24, 5));
    faces.push(...wheel(axle - dx, s.wheelRadius, -0.93, -1, 0.24, 5));
  }
  return faces;
}
