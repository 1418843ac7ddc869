/** Composed scenes: key visuals, model heroes, section images, news covers, avatars, option tiles, wheels. */
import type { SeriesCode } from '#shared/api/client-api';
import type { SectionKind } from '#shared/domain/vehicle-media';
import { WHEEL_SIZES } from '../../data/media.ts';
import { carSideMarkup, studioBackdrop } from './car-side.ts';
import { CAR_SHAPES } from './car-shapes.ts';
import { darken, f, hashSeed, lighten, seededRandom } from './colour.ts';
import { interiorView } from './interior.ts';
import { showcaseInterior, showcasePaint, showcaseWheel } from './series-look.ts';
import { batteryTurntable, carTurntable } from './turntable.ts';
import { wheelDefs, wheelMarkup, wheelStyle } from './wheel.ts';

/** Light streaks across a dark scene. */
function streaks(rand: () => number, width: number, height: number, colour: string, n: number): string {
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const y = height * (0.35 + rand() * 0.5);
    const x = rand() * width * 0.8;
    const w = width * (0.15 + rand() * 0.35);
    out.push(
      `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(1 + rand() * 2.5)}" rx="1" fill="${colour}" opacity="${f(0.15 + rand() * 0.35)}"/>`,
    );
  }
  return out.join('');
}

/** A dark stage with a spotlight and the car side view, optionally mirrored on a glossy floor. */
function darkStage(
  id: string,
  series: SeriesCode,
  paint: string,
  width: number,
  height: number,
  carX: number,
  carLength: number,
  groundY: number,
  glow: string,
  seed: number,
): string {
  const car = carSideMarkup(`${id}c`, series, paint, showcaseWheel(series), { x: carX, groundY, length: carLength });
  const rand = seededRandom(seed);
  return `<defs>${car.defs}
<radialGradient id="${id}-bg" cx="${f(((carX + carLength / 2) / width) * 100)}%" cy="40%" r="80%"><stop offset="0" stop-color="${glow}"/><stop offset="0.55" stop-color="${darken(glow, 0.7)}"/><stop offset="1" stop-color="#040506"/></radialGradient>
<linearGradient id="${id}-floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0.55"/><stop offset="1" stop-color="#000" stop-opacity="0.95"/></linearGradient>
<radialGradient id="${id}-spot" cx="50%" cy="50%" r="50%"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
<rect width="${width}" height="${height}" fill="url(#${id}-bg)"/>
${streaks(rand, width, groundY, lighten(glow, 0.6), 14)}
<ellipse cx="${f(carX + carLength / 2)}" cy="${f(groundY)}" rx="${f(carLength * 0.75)}" ry="${f(carLength * 0.08)}" fill="url(#${id}-spot)"/>
<g transform="translate(0 ${f(groundY * 2)}) scale(1 -1)" opacity="0.22">${car.body}</g>
<rect y="${f(groundY)}" width="${width}" height="${f(height - groundY)}" fill="url(#${id}-floor)"/>
<rect y="${f(groundY - 1)}" width="${width}" height="2" fill="${lighten(glow, 0.5)}" opacity="0.35"/>
${car.body}`;
}

const KV_GLOWS = ['#2f5d8a', '#7a4b2a', '#3a3f6e', '#6b2a33', '#2f5a52'];

export function keyVisualSvg(
  n: number,
  series: SeriesCode,
  paint: string,
  mobile: boolean,
): { width: number; height: number; body: string } {
  const glow = KV_GLOWS[(n - 1) % KV_GLOWS.length] ?? '#2f5d8a';
  if (mobile) {
    const width = 750;
    const height = 1200;
    return { width, height, body: darkStage('kv', series, paint, width, height, 45, 660, 900, glow, n) };
  }
  const width = 1920;
  const height = 900;
  return { width, height, body: darkStage('kv', series, paint, width, height, 760, 1040, 760, glow, n) };
}

export function heroSvg(series: SeriesCode): { width: number; height: number; body: string } {
  const width = 1920;
  const height = 1080;
  const glow = { es: '#24466e', ux: '#4a4f57', nx: '#5a5f68', lc: '#5e1f26', lm: '#3d4047', gx: '#4b4f45' }[series];
  return {
    width,
    height,
    body: darkStage('hero', series, showcasePaint(series).hex, width, height, 360, 1200, 860, glow, hashSeed(series)),
  };
}

export function sideViewSvg(series: SeriesCode, paint: string): { width: number; height: number; body: string } {
  const width = 1200;
  const height = 600;
  const bg = studioBackdrop('bg', width, height, 430);
  const car = carSideMarkup('car', series, paint, WHEEL_SIZES[series][0] ?? 18, { x: 130, groundY: 505, length: 940 });
  return { width, height, body: `<defs>${bg.defs}${car.defs}</defs>${bg.body}${car.body}` };
}

export function wheelSvg(size: number): { width: number; height: number; body: string } {
  return {
    width: 600,
    height: 600,
    body: `<defs>${wheelDefs('w')}<radialGradient id="w-glow" cx="50%" cy="50%" r="50%"><stop offset="0.8" stop-color="#000" stop-opacity="0.25"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient></defs>
<circle cx="300" cy="306" r="292" fill="url(#w-glow)"/>${wheelMarkup('w', 300, 300, 270, wheelStyle(size))}`,
  };
}

const SECTION_W = 1600;
const SECTION_H = 1000;

/** A car seen from above with sensor arcs (safety sections). */
function topView(id: string, series: SeriesCode, paint: string, lanes: boolean): string {
  const s = CAR_SHAPES[series];
  const k = 150;
  const L = s.length * k;
  const W = s.width * k;
  const cx = SECTION_W / 2;
  const cy = SECTION_H / 2;
  const x0 = cx - L / 2;
  const y0 = cy - W / 2;
  const arcs = [1, 2, 3]
    .map(
      (
        i,
      ) => `<path d="M${f(x0 - 10)} ${f(cy - 60 * i)} A${f(80 * i)} ${f(80 * i)} 0 0 0 ${f(x0 - 10)} ${f(cy + 60 * i)}" fill="none" stroke="#5fb4ff" stroke-width="4" opacity="${f(0.8 - i * 0.2)}"/>
<path d="M${f(x0 + L + 10)} ${f(cy - 60 * i)} A${f(80 * i)} ${f(80 * i)} 0 0 1 ${f(x0 + L + 10)} ${f(cy + 60 * i)}" fill="none" stroke="#5fb4ff" stroke-width="4" opacity="${f(0.8 - i * 0.2)}"/>`,
    )
    .join('');
  const lane = lanes
    ? `<g stroke="#f5f7fa" stroke-width="8" stroke-dasharray="80 60" opacity="0.8"><line x1="0" y1="${f(cy - 230)}" x2="${SECTION_W}" y2="${f(cy - 230)}"/><line x1="0" y1="${f(cy + 230)}" x2="${SECTION_W}" y2="${f(cy + 230)}"/></g>
<path d="M${f(x0 - 40)} ${f(cy - 120)} L80 ${f(cy - 220)} L80 ${f(cy + 220)} L${f(x0 - 40)} ${f(cy + 120)} Z" fill="#5fb4ff" opacity="0.18"/>`
    : arcs;
  return `<defs><linearGradient id="${id}-road" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2b3038"/><stop offset="1" stop-color="#15181d"/></linearGradient>
<linearGradient id="${id}-roof" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${darken(paint, 0.2)}"/><stop offset="0.5" stop-color="${lighten(paint, 0.25)}"/><stop offset="1" stop-color="${darken(paint, 0.2)}"/></linearGradient></defs>
<rect width="${SECTION_W}" height="${SECTION_H}" fill="url(#${id}-road)"/>${lane}
<rect x="${f(x0 + 8)}" y="${f(y0 + 10)}" width="${f(L)}" height="${f(W)}" rx="${f(W * 0.3)}" fill="#000" opacity="0.45"/>
<rect x="${f(x0)}" y="${f(y0)}" width="${f(L)}" height="${f(W)}" rx="${f(W * 0.3)}" fill="url(#${id}-roof)"/>
<rect x="${f(x0 + s.cowl * k)}" y="${f(y0 + W * 0.12)}" width="${f((s.roofRear - s.cowl + 0.25) * k)}" height="${f(W * 0.76)}" rx="${f(W * 0.2)}" fill="#1b2129"/>
<rect x="${f(x0 + (s.roofFront - 0.05) * k)}" y="${f(y0 + W * 0.16)}" width="${f((s.roofRear - s.roofFront) * k)}" height="${f(W * 0.68)}" rx="${f(W * 0.12)}" fill="url(#${id}-roof)"/>
<rect x="${f(x0 + 6)}" y="${f(y0 + W * 0.1)}" width="14" height="${f(W * 0.2)}" rx="6" fill="#eef4fb"/><rect x="${f(x0 + 6)}" y="${f(y0 + W * 0.7)}" width="14" height="${f(W * 0.2)}" rx="6" fill="#eef4fb"/>
<rect x="${f(x0 + L - 16)}" y="${f(y0 + W * 0.08)}" width="12" height="${f(W * 0.84)}" rx="6" fill="#c81e2a"/>`;
}

function dial(id: string, accent: string): string {
  const ticks: string[] = [];
  for (let i = 0; i <= 40; i++) {
    const a = Math.PI * 0.8 + (i / 40) * Math.PI * 1.4;
    const r0 = i % 5 === 0 ? 300 : 318;
    ticks.push(
      `M${f(800 + r0 * Math.cos(a))} ${f(540 + r0 * Math.sin(a))}L${f(800 + 340 * Math.cos(a))} ${f(540 + 340 * Math.sin(a))}`,
    );
  }
  const end = Math.PI * 0.8 + Math.PI * 1.4 * 0.78;
  return `<defs><radialGradient id="${id}-bg" cx="50%" cy="55%" r="70%"><stop offset="0" stop-color="#1a2230"/><stop offset="1" stop-color="#050608"/></radialGradient></defs>
<rect width="${SECTION_W}" height="${SECTION_H}" fill="url(#${id}-bg)"/>
<circle cx="800" cy="540" r="380" fill="none" stroke="#222a36" stroke-width="6"/>
<path d="${ticks.join('')}" stroke="#8d98a8" stroke-width="5"/>
<path d="M${f(800 + 360 * Math.cos(Math.PI * 0.8))} ${f(540 + 360 * Math.sin(Math.PI * 0.8))} A360 360 0 1 1 ${f(800 + 360 * Math.cos(end))} ${f(540 + 360 * Math.sin(end))}" fill="none" stroke="${accent}" stroke-width="14" stroke-linecap="round"/>
<line x1="800" y1="540" x2="${f(800 + 280 * Math.cos(end))}" y2="${f(540 + 280 * Math.sin(end))}" stroke="#ff6a3d" stroke-width="10" stroke-linecap="round"/>
<circle cx="800" cy="540" r="46" fill="#0b0e13" stroke="#8d98a8" stroke-width="6"/>`;
}

export function sectionSvg(
  series: SeriesCode,
  section: SectionKind,
  n: number,
): { width: number; height: number; body: string } {
  const paint = showcasePaint(series).hex;
  const opts = { width: SECTION_W, height: SECTION_H };
  const seed = hashSeed(`${series}:${section}:${n}`);
  let body: string;
  if (section === 'exterior') {
    body = carTurntable('sec', series, paint, { ...opts, yaw: [30, -90, 150][n - 1] ?? 30, zoom: 0.72, pitch: 10 });
  } else if (section === 'interior') {
    // Crops of the cabin panorama, scaled up to the section size.
    const offsets = [0, 1300, 2400];
    body = `<g transform="scale(${f(SECTION_H / 675)})">${interiorView('sec', showcaseInterior(series).hex, seed, offsets[n - 1] ?? 0, Math.ceil((SECTION_W * 675) / SECTION_H))}</g>`;
  } else if (section === 'power') {
    body =
      n === 1
        ? batteryTurntable('sec', { ...opts, yaw: 35, zoom: 0.78, pitch: 22 })
        : n === 2
          ? dial('sec', '#3aa0ff')
          : darkStage('sec', series, paint, SECTION_W, SECTION_H, 220, 1160, 800, '#2a3550', seed);
  } else {
    body =
      n === 1
        ? topView('sec', series, paint, false)
        : n === 2
          ? carTurntable('sec', series, paint, { ...opts, yaw: -60, zoom: 0.7, pitch: 8, stage: 'dark' })
          : topView('sec', series, paint, true);
  }
  return { width: SECTION_W, height: SECTION_H, body };
}

const NEWS_PALETTES: readonly (readonly [string, string])[] = [
  ['#0f2238', '#3d6e9e'],
  ['#2a1a14', '#a0623a'],
  ['#151a22', '#5d6b7d'],
  ['#1d2b26', '#4f8a75'],
  ['#2b1620', '#9a3b52'],
  ['#1f1f2e', '#6a5fa8'],
];

export function newsCoverSvg(id: number): { width: number; height: number; body: string } {
  const width = 1280;
  const height = 720;
  const rand = seededRandom(hashSeed(`news:${id}`));
  const [a, b] = NEWS_PALETTES[id % NEWS_PALETTES.length] ?? ['#0f2238', '#3d6e9e'];
  const series = (['es', 'ux', 'nx', 'lc', 'lm', 'gx'] as const)[id % 6] ?? 'es';
  const template = id % 3;
  let scene: string;
  if (template === 0) {
    scene = darkStage('n', series, showcasePaint(series).hex, width, height, 170, 940, 600, b, id);
  } else if (template === 1) {
    const towers: string[] = [];
    let x = 0;
    while (x < width) {
      const w = 40 + rand() * 90;
      const h = 120 + rand() * 330;
      towers.push(
        `<rect x="${f(x)}" y="${f(560 - h)}" width="${f(w - 6)}" height="${f(h)}" fill="${darken(a, 0.3)}"/>`,
      );
      for (let wy = 560 - h + 14; wy < 540; wy += 22)
        for (let wx = x + 8; wx < x + w - 14; wx += 16)
          if (rand() > 0.55)
            towers.push(
              `<rect x="${f(wx)}" y="${f(wy)}" width="6" height="9" fill="#ffd99a" opacity="${f(0.4 + rand() * 0.5)}"/>`,
            );
      x += w;
    }
    scene = `<defs><linearGradient id="n-sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#n-sky)"/><circle cx="${f(200 + rand() * 880)}" cy="150" r="60" fill="#fff3d6" opacity="0.6"/>${towers.join('')}
<rect y="560" width="${width}" height="160" fill="#07090c"/>${streaks(rand, width, 700, '#ff4d4d', 10)}${streaks(rand, width, 700, '#fff2c4', 10)}`;
  } else {
    const car = carSideMarkup('nc', series, showcasePaint(series).hex, showcaseWheel(series), {
      x: 820,
      groundY: 690,
      length: 420,
    });
    scene = `<defs>${car.defs}<linearGradient id="n-sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="0.55" stop-color="${b}"/><stop offset="1" stop-color="#0b0c0f"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#n-sky)"/>
<path d="M0 420 Q320 330 640 400 T1280 380 L1280 720 L0 720 Z" fill="${darken(a, 0.4)}"/>
<path d="M560 420 L720 420 L1280 720 L0 720 Z" fill="#1b1d22"/>
<path d="M640 430 L640 720" stroke="#f2d27a" stroke-width="10" stroke-dasharray="40 36"/>
${car.body}`;
  }
  return { width, height, body: scene };
}

export function avatarSvg(id: number): { width: number; height: number; body: string } {
  const rand = seededRandom(hashSeed(`avatar:${id}`));
  const hue = Math.floor(rand() * 360);
  return {
    width: 256,
    height: 256,
    body: `<defs><linearGradient id="a" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},45%,62%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},50%,38%)"/></linearGradient></defs>
<rect width="256" height="256" fill="url(#a)"/>
<circle cx="128" cy="104" r="46" fill="#fff" opacity="0.9"/>
<path d="M40 256 C44 186 84 164 128 164 C172 164 212 186 216 256 Z" fill="#fff" opacity="0.9"/>`,
  };
}

export function optionSvg(series: SeriesCode, code: string): { width: number; height: number; body: string } {
  const width = 600;
  const height = 400;
  const paint = showcasePaint(series).hex;
  const glyphs: Record<string, string> = {
    'PKG-TECH': `<rect x="170" y="120" width="260" height="150" rx="16" fill="#0b1420" stroke="#5fb4ff" stroke-width="4"/><path d="M200 160 H330 M200 190 H380 M200 220 H300" stroke="#5fb4ff" stroke-width="10" stroke-linecap="round"/>`,
    'PKG-COMFORT': `<path d="M230 320 L230 130 C230 100 250 90 280 90 L310 90 C340 90 350 110 350 140 L340 250 L420 250 C440 250 450 262 450 280 L450 320 Z" fill="#7a4a2a" stroke="#3b2314" stroke-width="4"/><path d="M255 120 L255 300 M320 120 L315 240" stroke="#c79a74" stroke-width="3" stroke-dasharray="8 6"/>`,
    'PKG-SPORT': `<circle cx="300" cy="200" r="120" fill="none" stroke="#1b1c1f" stroke-width="26"/><path d="M186 214 H414 M300 214 V318" stroke="#1b1c1f" stroke-width="26" stroke-linecap="round"/><circle cx="300" cy="214" r="34" fill="#2a2c30" stroke="#c3c8ce" stroke-width="4"/><path d="M216 110 A120 120 0 0 1 384 110" fill="none" stroke="#b3261e" stroke-width="10"/>`,
    'ACC-MAT': `<path d="M190 90 L410 90 L440 320 L160 320 Z" fill="#202226" stroke="#3a3d42" stroke-width="6"/><path d="M210 130 H390 M205 170 H395 M200 210 H400 M195 250 H405" stroke="#34373c" stroke-width="8"/>`,
    'ACC-RACK': `<rect x="150" y="200" width="300" height="70" rx="30" fill="${paint}"/><rect x="180" y="150" width="240" height="60" rx="24" fill="${darken(paint, 0.3)}"/><path d="M170 150 H430 M170 130 H430" stroke="#c3c8ce" stroke-width="10" stroke-linecap="round"/>`,
    'ACC-DASHCAM': `<rect x="210" y="140" width="180" height="110" rx="20" fill="#1b1c1f"/><circle cx="300" cy="195" r="38" fill="#0a0b0d" stroke="#8d98a8" stroke-width="6"/><circle cx="300" cy="195" r="14" fill="#3aa0ff"/><rect x="280" y="100" width="40" height="40" fill="#2a2c30"/>`,
    'ACC-CHARGER': `<rect x="230" y="90" width="140" height="200" rx="22" fill="#eef0f3" stroke="#aab0b8" stroke-width="4"/><circle cx="300" cy="160" r="26" fill="none" stroke="#3aa0ff" stroke-width="8"/><path d="M300 290 C300 340 380 340 400 300" fill="none" stroke="#1b1c1f" stroke-width="14" stroke-linecap="round"/>`,
  };
  return {
    width,
    height,
    body: `<defs><radialGradient id="o" cx="50%" cy="45%" r="70%"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#d5d9df"/></radialGradient></defs>
<rect width="${width}" height="${height}" fill="url(#o)"/><ellipse cx="300" cy="330" rx="190" ry="18" fill="#000" opacity="0.12"/>${glyphs[code] ?? ''}`,
  };
}
