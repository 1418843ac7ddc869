/** A subject on a studio turntable seen at one angle: the exterior and battery 360 frames and section shots. */
import type { SeriesCode } from '#shared/api/client-api';
import { CAR_SHAPES } from './car-shapes.ts';
import { f } from './colour.ts';
import { batteryMesh, carMesh } from './meshes.ts';
import { project, renderFaces, type Camera, type Face } from './scene-3d.ts';

export type Stage = 'studio' | 'dark';

export interface TurntableOptions {
  width: number;
  height: number;
  /** Degrees; 0 shows the left side with the nose to the left. */
  yaw: number;
  stage?: Stage;
  pitch?: number;
  /** Fraction of the width the longest series spans. */
  zoom?: number;
}

/** Frame 1 shows the front three-quarter view; the sequence then turns the subject clockwise seen from above. */
export const FIRST_FRAME_YAW = 30;

const meshCache = new Map<string, Face[]>();

function cachedMesh(key: string, build: () => Face[]): Face[] {
  let mesh = meshCache.get(key);
  if (!mesh) {
    mesh = build();
    meshCache.set(key, mesh);
  }
  return mesh;
}

function stageMarkup(
  id: string,
  o: Required<TurntableOptions>,
  cam: Camera,
  radius: number,
  footprint: [number, number],
): { defs: string; body: string } {
  const dark = o.stage === 'dark';
  const [cx, cy] = project([0, 0, 0], cam);
  const rx = radius * cam.scale;
  const ry = rx * Math.sin((o.pitch * Math.PI) / 180);
  const ticks: string[] = [];
  for (let i = 0; i < 48; i++) {
    const a = (i * 2 * Math.PI) / 48;
    const p0 = project([Math.cos(a) * radius * 0.94, 0, Math.sin(a) * radius * 0.94], cam);
    const p1 = project(
      [Math.cos(a) * radius * (i % 4 === 0 ? 0.86 : 0.9), 0, Math.sin(a) * radius * (i % 4 === 0 ? 0.86 : 0.9)],
      cam,
    );
    ticks.push(`M${f(p0[0])} ${f(p0[1])}L${f(p1[0])} ${f(p1[1])}`);
  }
  const [len, wid] = footprint;
  // Stacked, shrinking footprints fake a soft shadow (a Gaussian blur filter would cost ~50 ms a frame).
  const shadow = [1.18, 1.1, 1.03, 0.96, 0.88]
    .map((k) => {
      const pts = [
        [-len / 2, -wid / 2],
        [len / 2, -wid / 2],
        [len / 2, wid / 2],
        [-len / 2, wid / 2],
      ].map(([x, z]) => project([(x ?? 0) * k, 0, (z ?? 0) * (k + 0.08)], cam));
      return `<polygon points="${pts.map(([x, y]) => `${f(x)},${f(y)}`).join(' ')}"/>`;
    })
    .join('');
  const wall = dark ? ['#1d2229', '#07080a'] : ['#f6f7f9', '#d9dde2'];
  const disc = dark ? ['#2b3038', '#121418'] : ['#e9ebee', '#c3c8ce'];
  return {
    defs: `<radialGradient id="${id}-wall" cx="50%" cy="35%" r="75%"><stop offset="0" stop-color="${wall[0]}"/><stop offset="1" stop-color="${wall[1]}"/></radialGradient>
<radialGradient id="${id}-disc" cx="50%" cy="40%" r="60%"><stop offset="0" stop-color="${disc[0]}"/><stop offset="1" stop-color="${disc[1]}"/></radialGradient>`,
    body: `<rect width="${o.width}" height="${o.height}" fill="url(#${id}-wall)"/>
<ellipse cx="${f(cx)}" cy="${f(cy + ry * 0.06)}" rx="${f(rx * 1.01)}" ry="${f(ry * 1.05)}" fill="${dark ? '#050607' : '#aeb3ba'}"/>
<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="url(#${id}-disc)"/>
<path d="${ticks.join('')}" stroke="${dark ? '#5a626d' : '#9aa0a8'}" stroke-width="2"/>
<g fill="#000" fill-opacity="${dark ? 0.16 : 0.09}" stroke-linejoin="round">${shadow}</g>`,
  };
}

function turntable(id: string, faces: Face[], footprint: [number, number], opts: TurntableOptions): string {
  const o: Required<TurntableOptions> = { stage: 'studio', pitch: 16, zoom: 0.6, ...opts };
  const cam: Camera = {
    yaw: o.yaw,
    pitch: o.pitch,
    scale: (o.width * o.zoom) / 5.2,
    cx: o.width / 2,
    cy: o.height * 0.64,
  };
  const stage = stageMarkup(id, o, cam, 3.1, footprint);
  return `<defs>${stage.defs}</defs>${stage.body}${renderFaces(faces, cam)}`;
}

/** Markup (no `<svg>` wrapper) of a car on the turntable. */
export function carTurntable(id: string, series: SeriesCode, paint: string, opts: TurntableOptions): string {
  const s = CAR_SHAPES[series];
  const mesh = cachedMesh(`car:${series}:${paint}`, () => carMesh(series, paint));
  return turntable(id, mesh, [s.length * 0.96, s.width * 1.02], opts);
}

/** Markup of the nx battery platform on the turntable. */
export function batteryTurntable(id: string, opts: TurntableOptions): string {
  const mesh = cachedMesh('battery', batteryMesh);
  return turntable(id, mesh, [3.3, 1.9], { stage: 'dark', ...opts });
}

/** Turntable angle of frame `n` (1-based) of `count`. */
export function frameYaw(n: number, count: number): number {
  return FIRST_FRAME_YAW + (360 * (n - 1)) / count;
}
