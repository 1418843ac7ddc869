/**
 * A tiny flat-shaded 3D renderer to SVG: meshes of polygons, an orthographic camera on a turntable (yaw about
 * the vertical axis, fixed pitch), back-face culling, painter's sort and one directional light. Enough to turn
 * a car or a battery pack consecutively frame by frame; deterministic and fast (a few hundred polygons).
 */
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
