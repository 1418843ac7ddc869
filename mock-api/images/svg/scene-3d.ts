/**
 * A tiny flat-shaded 3D renderer to SVG: meshes of polygons, an orthographic camera on a turntable (yaw about
 * the vertical axis, fixed pitch), back-face culling, painter's sort and one directional light. Enough to turn
 * a car or a battery pack consecutively frame by frame; deterministic and fast (a few hundred polygons).
 */
import type { SeriesCode } from '#shared/api/client-api';
import { CAR_SHAPES, bodyOutline, sampleOutline, windowOutline, type Zone } from './car-shape.ts';
import { f, mix, scale } from './colour.ts';

export type Vec3 = readonly [number, number, number];

export interface Face {
  points: Vec3[];
  colour: string;
  /** Faces of a higher layer are drawn later (things resting on top of others). */
  layer?: number;
  /** Drawn right after the face, in the same place of the order (decals: windows, lights). */
  decals?: { points: Vec3[]; colour: string; opacity?: number }[];
  /** Skip lighting (emissive lights, glass). */
  flat?: boolean;
  /** Never culled (thin parts seen from both sides). */
  twoSided?: boolean;
}

export interface Camera {
  /** Turntable angle in degrees. */
  yaw: number;
  pitch: number;
  /** Pixels per metre and the screen point of the world origin. */
  scale: number;
  cx: number;
  cy: number;
}

const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const norm = (a: Vec3): Vec3 => {
  const l = Math.hypot(a[0], a[1], a[2]) || 1;
  return [a[0] / l, a[1] / l, a[2] / l];
};

/** Newell's normal of a (possibly non-planar) polygon. */
function normalOf(points: readonly Vec3[]): Vec3 {
  let x = 0;
  let y = 0;
  let z = 0;
  for (let i = 0; i < points.length; i++) {
    const a = points[i];
    const b = points[(i + 1) % points.length];
    if (!a || !b) continue;
    x += (a[1] - b[1]) * (a[2] + b[2]);
    y += (a[2] - b[2]) * (a[0] + b[0]);
    z += (a[0] - b[0]) * (a[1] + b[1]);
  }
  return norm([x, y, z]);
}

function centroid(points: readonly Vec3[]): Vec3 {
  const c = points.reduce<[number, number, number]>(
    (acc, p) => [acc[0] + p[0], acc[1] + p[1], acc[2] + p[2]],
    [0, 0, 0],
  );
  return [c[0] / points.length, c[1] / points.length, c[2] / points.length];
}

/** Makes every face of a closed mesh wind outwards (normal away from `centre`). */
export function orientOutwards(faces: Face[], centre: Vec3): Face[] {
  return faces.map((face) => {
    const n = normalOf(face.points);
    return dot(n, sub(centroid(face.points), centre)) >= 0 ? face : { ...face, points: [...face.points].reverse() };
  });
}

function toView(p: Vec3, cam: Camera): Vec3 {
  const a = (cam.yaw * Math.PI) / 180;
  const t = (cam.pitch * Math.PI) / 180;
  const x = p[0] * Math.cos(a) + p[2] * Math.sin(a);
  const z = -p[0] * Math.sin(a) + p[2] * Math.cos(a);
  const y = p[1];
  // Pitched down: near points (z > 0) sit lower on screen; depth grows towards the camera.
  return [x, y * Math.cos(t) - z * Math.sin(t), z * Math.cos(t) + y * Math.sin(t)];
}

function screen(v: Vec3, cam: Camera): string {
  return `${f(cam.cx + v[0] * cam.scale)},${f(cam.cy - v[1] * cam.scale)}`;
}

const LIGHT = norm([-0.45, 0.75, 0.55]);
const HALF = norm([LIGHT[0], LIGHT[1], LIGHT[2] + 1]);

function shade(colour: string, n: Vec3): string {
  const diffuse = Math.max(0, dot(n, LIGHT));
  const spec = Math.pow(Math.max(0, dot(n, HALF)), 24);
  return mix(scale(colour, 0.42 + 0.72 * diffuse), '#ffffff', Math.min(0.6, spec * 0.55));
}

/** SVG polygons of the visible faces, back to front. */
export function renderFaces(faces: readonly Face[], cam: Camera): string {
  const visible: { depth: number; layer: number; svg: string }[] = [];
  for (const face of faces) {
    const view = face.points.map((p) => toView(p, cam));
    const n = normalOf(view);
    if (!face.twoSided && n[2] <= 0.001) continue;
    const lit = face.flat ? face.colour : shade(face.colour, n[2] < 0 ? [-n[0], -n[1], -n[2]] : n);
    let svg = `<polygon points="${view.map((v) => screen(v, cam)).join(' ')}" fill="${lit}" stroke="${lit}" stroke-width="0.6" stroke-linejoin="round"/>`;
    for (const decal of face.decals ?? []) {
      const pts = decal.points.map((p) => screen(toView(p, cam), cam)).join(' ');
      svg += `<polygon points="${pts}" fill="${decal.colour}"${decal.opacity === undefined ? '' : ` opacity="${decal.opacity}"`}/>`;
    }
    visible.push({ depth: centroid(view)[2], layer: face.layer ?? 0, svg });
  }
  visible.sort((a, b) => a.layer - b.layer || a.depth - b.depth);
  return visible.map((v) => v.svg).join('');
}

/** Projects one world point (for shadows and floor marks). */
export function project(p: Vec3, cam: Camera): [number, number] {
  const v = toView(p, cam);
  return [cam.cx + v[0] * cam.scale, cam.cy - v[1] * cam.scale];
}

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
