/**
 * A car cabin as a 360-degree panorama, 4 x 1200 wide and 675 high: dashboard ahead, passenger door, rear
 * bench, driver door. Interior 360 frames pan across it (wrapping); interior stills and section images are
 * crops of it.
 */
import { darken, f, lighten, luminance, mix, seededRandom } from './colour.ts';

export const PANORAMA_WIDTH = 4800;
export const PANORAMA_HEIGHT = 675;

function defs(id: string, hex: string): string {
  const light = luminance(hex) > 0.5;
  return `<linearGradient id="${id}-sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9ec3e6"/><stop offset="0.7" stop-color="#e7eef4"/><stop offset="1" stop-color="#f6efe2"/></linearGradient>
<linearGradient id="${id}-leather" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lighten(hex, light ? 0.05 : 0.18)}"/><stop offset="1" stop-color="${darken(hex, 0.35)}"/></linearGradient>
<linearGradient id="${id}-dash" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2a2c30"/><stop offset="0.35" stop-color="#16171a"/><stop offset="1" stop-color="#0c0d0f"/></linearGradient>
<linearGradient id="${id}-trim" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e8eaec"/><stop offset="0.5" stop-color="#9da2a8"/><stop offset="1" stop-color="#d5d8db"/></linearGradient>
<linearGradient id="${id}-screen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0e2a4a"/><stop offset="1" stop-color="#05101d"/></linearGradient>
<radialGradient id="${id}-dial" cx="50%" cy="50%" r="50%"><stop offset="0.6" stop-color="#0a0f16"/><stop offset="0.92" stop-color="#3aa0ff" stop-opacity="0.9"/><stop offset="1" stop-color="#0a0f16"/></radialGradient>
<linearGradient id="${id}-head" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#cfcac2"/><stop offset="1" stop-color="#a9a49c"/></linearGradient>`;
}

function landscape(rand: () => number): string {
  const hills: string[] = [];
  let x = 0;
  let d = `M0 330`;
  while (x < PANORAMA_WIDTH) {
    const w = 120 + rand() * 260;
    const h = 230 + rand() * 70;
    d += ` Q${f(x + w / 2)} ${f(h)} ${f(x + w)} ${f(300 + rand() * 20)}`;
    x += w;
  }
  hills.push(`<path d="${d} L${PANORAMA_WIDTH} 340 L0 340 Z" fill="#8fa38e" opacity="0.75"/>`);
  const trees: string[] = [];
  for (let i = 0; i < 60; i++) {
    const tx = rand() * PANORAMA_WIDTH;
    const th = 30 + rand() * 50;
    trees.push(
      `<ellipse cx="${f(tx)}" cy="${f(330 - th / 2)}" rx="${f(th * 0.35)}" ry="${f(th / 2)}" fill="#5f7a62"/>`,
    );
  }
  return hills.join('') + trees.join('');
}

function dashboard(id: string, hex: string): string {
  const seam = mix(hex, '#ffffff', 0.35);
  return `<path d="M0 330 C200 280 420 262 600 262 C780 262 1000 280 1200 330 L1200 675 L0 675 Z" fill="url(#${id}-dash)"/>
<path d="M0 372 C220 330 420 318 600 318 C780 318 980 330 1200 372 L1200 430 C980 392 780 380 600 380 C420 380 220 392 0 430 Z" fill="url(#${id}-leather)"/>
<path d="M0 380 C220 338 420 326 600 326 C780 326 980 338 1200 380" fill="none" stroke="${seam}" stroke-width="2" stroke-dasharray="8 6"/>
<path d="M0 432 C220 394 420 382 600 382 C780 382 980 394 1200 432 L1200 444 C980 406 780 394 600 394 C420 394 220 406 0 444 Z" fill="url(#${id}-trim)"/>
<rect x="200" y="282" width="250" height="92" rx="18" fill="#05070a"/>
<circle cx="268" cy="328" r="38" fill="url(#${id}-dial)"/><circle cx="382" cy="328" r="38" fill="url(#${id}-dial)"/>
<path d="M268 328 L292 306 M382 328 L360 304" stroke="#ff6a3d" stroke-width="3"/>
<rect x="486" y="286" width="240" height="128" rx="12" fill="#000" stroke="#3b3f45" stroke-width="3"/>
<rect x="494" y="294" width="224" height="112" rx="8" fill="url(#${id}-screen)"/>
<path d="M510 316 H600 M510 334 H660 M510 352 H620" stroke="#5fb4ff" stroke-width="5" stroke-linecap="round" opacity="0.8"/>
<circle cx="676" cy="370" r="22" fill="none" stroke="#5fb4ff" stroke-width="4" opacity="0.8"/>
<g fill="#0a0b0d">${[0, 1, 2, 3].map((i) => `<rect x="${760 + i * 0}" y="${300 + i * 12}" width="170" height="5" rx="2"/>`).join('')}</g>
<g fill="#0a0b0d">${[0, 1, 2, 3].map((i) => `<rect x="40" y="${352 + i * 12}" width="120" height="5" rx="2"/>`).join('')}</g>
<path d="M520 675 L540 470 C560 440 640 440 660 470 L680 675 Z" fill="#131416"/>
<path d="M540 470 C560 440 640 440 660 470" fill="none" stroke="url(#${id}-trim)" stroke-width="5"/>
<rect x="580" y="520" width="40" height="70" rx="14" fill="#2b2d31" stroke="url(#${id}-trim)" stroke-width="3"/>
<circle cx="325" cy="560" r="150" fill="none" stroke="#121315" stroke-width="30"/>
<circle cx="325" cy="560" r="150" fill="none" stroke="${mix(hex, '#121315', 0.5)}" stroke-width="10" stroke-dasharray="120 60" opacity="0.8"/>
<path d="M185 580 L270 560 L380 560 L465 580 L440 610 L210 610 Z M300 610 L350 610 L340 675 L310 675 Z" fill="#17181b"/>
<circle cx="325" cy="572" r="36" fill="#1e1f22" stroke="url(#${id}-trim)" stroke-width="4"/>
<path d="M311 580 L325 560 L339 580" fill="none" stroke="#d8dce0" stroke-width="4"/>
<path d="M880 675 C880 560 920 500 1000 492 C1080 500 1120 560 1120 675 Z" fill="url(#${id}-leather)"/>`;
}

function door(id: string, hex: string, x0: number, mirror: boolean): string {
  const g = (inner: string) =>
    mirror ? `<g transform="translate(${x0 * 2 + 1200} 0) scale(-1 1)">${inner}</g>` : inner;
  const x = x0;
  return g(`<path d="M${x} 330 L${x + 1200} 330 L${x + 1200} 675 L${x} 675 Z" fill="url(#${id}-leather)"/>
<path d="M${x} 330 L${x + 1200} 330 L${x + 1200} 360 L${x} 360 Z" fill="${darken(hex, 0.45)}"/>
<path d="M${x + 60} 450 C${x + 300} 430 ${x + 700} 430 ${x + 1100} 452 L${x + 1100} 486 C${x + 700} 466 ${x + 300} 466 ${x + 60} 488 Z" fill="${darken(hex, 0.25)}"/>
<path d="M${x + 60} 446 C${x + 300} 426 ${x + 700} 426 ${x + 1100} 448" fill="none" stroke="url(#${id}-trim)" stroke-width="4"/>
<rect x="${x + 150}" y="392" width="90" height="22" rx="11" fill="url(#${id}-trim)"/>
<rect x="${x + 740}" y="392" width="90" height="22" rx="11" fill="url(#${id}-trim)"/>
<circle cx="${x + 300}" cy="585" r="52" fill="${darken(hex, 0.5)}" stroke="url(#${id}-trim)" stroke-width="4"/>
<circle cx="${x + 300}" cy="585" r="40" fill="none" stroke="#000" stroke-opacity="0.4" stroke-width="2" stroke-dasharray="3 4"/>
<circle cx="${x + 860}" cy="585" r="52" fill="${darken(hex, 0.5)}" stroke="url(#${id}-trim)" stroke-width="4"/>
<path d="M${x + 600} 330 L${x + 600} 675" stroke="${darken(hex, 0.5)}" stroke-width="6"/>`);
}

function rearBench(id: string, hex: string): string {
  const x = 2400;
  const seam = mix(hex, '#ffffff', 0.3);
  const seat = (
    sx: number,
    w: number,
  ) => `<path d="M${sx} 640 L${sx} 360 C${sx} 320 ${sx + 20} 300 ${sx + 60} 300 L${sx + w - 60} 300 C${sx + w - 20} 300 ${sx + w} 320 ${sx + w} 360 L${sx + w} 640 Z" fill="url(#${id}-leather)" stroke="${darken(hex, 0.4)}" stroke-width="3"/>
<path d="M${sx + 40} 360 L${sx + 40} 620 M${sx + w - 40} 360 L${sx + w - 40} 620 M${sx + w / 2} 330 L${sx + w / 2} 620" stroke="${seam}" stroke-width="2" stroke-dasharray="7 5"/>
<rect x="${sx + w / 2 - 80}" y="222" width="160" height="90" rx="30" fill="url(#${id}-leather)" stroke="${darken(hex, 0.4)}" stroke-width="3"/>`;
  return `<rect x="${x}" y="330" width="1200" height="345" fill="${darken(hex, 0.55)}"/>
<rect x="${x + 250}" y="288" width="700" height="26" fill="#121315"/>
${seat(x + 230, 250)}${seat(x + 720, 250)}
<path d="M${x + 480} 640 L${x + 480} 420 L${x + 720} 420 L${x + 720} 640 Z" fill="url(#${id}-leather)" stroke="${darken(hex, 0.4)}" stroke-width="3"/>
<path d="M${x + 60} 675 L${x + 120} 600 L${x + 1080} 600 L${x + 1140} 675 Z" fill="${darken(hex, 0.3)}"/>`;
}

function cabinFrame(id: string): string {
  const pillars = [0, 1200, 2400, 3600, 4800]
    .map((x) => `<path d="M${x - 90} 0 L${x + 90} 0 L${x + 60} 340 L${x - 60} 340 Z" fill="url(#${id}-head)"/>`)
    .join('');
  const bPillars = [1800, 4200]
    .map((x) => `<rect x="${x - 45}" y="0" width="90" height="340" fill="url(#${id}-head)"/>`)
    .join('');
  return `<path d="M0 0 H${PANORAMA_WIDTH} V96 C${PANORAMA_WIDTH - 600} 120 3000 120 2400 110 C1800 120 600 120 0 96 Z" fill="url(#${id}-head)"/>
<path d="M0 96 C600 120 1800 120 2400 110 C3000 120 ${PANORAMA_WIDTH - 600} 120 ${PANORAMA_WIDTH} 96" fill="none" stroke="#8e8980" stroke-width="3"/>
<path d="M2560 110 L2560 290 L2840 290 L2840 110 Z M3240 110 L3240 290 L2960 290 L2960 110 Z" fill="none"/>
<path d="M2400 110 C2600 130 2700 112 2700 112 L2650 288 L2400 288 Z M3600 110 C3400 130 3300 112 3300 112 L3350 288 L3600 288 Z" fill="url(#${id}-head)"/>
${pillars}${bPillars}`;
}

/** The whole panorama (without `<svg>`), for one interior colour; deterministic per `seed`. */
export function interiorPanorama(id: string, hex: string, seed: number): { defs: string; body: string } {
  const rand = seededRandom(seed);
  return {
    defs: defs(id, hex),
    body: `<rect width="${PANORAMA_WIDTH}" height="${PANORAMA_HEIGHT}" fill="url(#${id}-sky)"/>${landscape(rand)}
${cabinFrame(id)}${dashboard(id, hex)}${door(id, hex, 1200, false)}${rearBench(id, hex)}${door(id, hex, 3600, true)}`,
  };
}

/** A `width` x 675 view looking at panorama offset `offset` (pixels, wraps around). */
export function interiorView(id: string, hex: string, seed: number, offset: number, width = 1200): string {
  const pano = interiorPanorama(id, hex, seed);
  const off = ((offset % PANORAMA_WIDTH) + PANORAMA_WIDTH) % PANORAMA_WIDTH;
  return `<defs>${pano.defs}<g id="${id}-pano">${pano.body}</g></defs>
<use href="#${id}-pano" transform="translate(${f(-off)} 0)"/>
${off + width > PANORAMA_WIDTH ? `<use href="#${id}-pano" transform="translate(${f(PANORAMA_WIDTH - off)} 0)"/>` : ''}`;
}
