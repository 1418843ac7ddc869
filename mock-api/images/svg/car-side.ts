/** A stylised premium car seen from the side, painted in an exact hex with studio shading. */
import type { SeriesCode } from '#shared/api/client-api';
import { archEnds, bodyOutline, outlinePath, windowOutline, type Point } from './car-shape.ts';
import { CAR_SHAPES } from './car-shapes.ts';
import { darken, f, lighten, luminance, mix } from './colour.ts';
import { wheelDefs, wheelMarkup, wheelStyle } from './wheel.ts';

export interface SidePlacement {
  /** Left edge of the nose in pixels. */
  x: number;
  groundY: number;
  /** Car length in pixels (every series fills the same width). */
  length: number;
}

/** Defs and markup of the car (ground shadow included) for an SVG document; `id` prefixes every id. */
export function carSideMarkup(
  id: string,
  series: SeriesCode,
  paint: string,
  wheelSize: number,
  at: SidePlacement,
): { defs: string; body: string } {
  const s = CAR_SHAPES[series];
  const k = at.length / s.length;
  const X = (m: number) => at.x + m * k;
  const Y = (m: number) => at.groundY - m * k;
  const map = (p: Point): Point => [X(p[0]), Y(p[1])];
  const body = outlinePath(bodyOutline(s), map);
  const glass = outlinePath(windowOutline(s), map);
  const light = luminance(paint);
  const top = Y(s.height);
  const bottom = Y(s.ride);
  const beltAt = (Y(s.belt) - top) / (bottom - top);
  // White paint needs darker shading to show its shape; dark paint needs brighter reflections.
  const shadeTo = light > 0.7 ? 0.28 : 0.5;
  const sheen = light > 0.7 ? 0.12 : 0.22;
  const defs = `${wheelDefs(id)}
<linearGradient id="${id}-paint" gradientUnits="userSpaceOnUse" x1="0" y1="${f(top)}" x2="0" y2="${f(bottom)}">
<stop offset="0" stop-color="${lighten(paint, 0.3)}"/>
<stop offset="${f(Math.max(0.05, beltAt - 0.06))}" stop-color="${lighten(paint, 0.12)}"/>
<stop offset="${f(beltAt + 0.015)}" stop-color="${lighten(paint, light > 0.7 ? 0.6 : 0.38)}"/>
<stop offset="${f(beltAt + 0.07)}" stop-color="${paint}"/>
<stop offset="${f(beltAt + (1 - beltAt) * 0.55)}" stop-color="${mix(paint, darken(paint, 0.3), 0.5)}"/>
<stop offset="${f(beltAt + (1 - beltAt) * 0.62)}" stop-color="${lighten(paint, 0.08)}"/>
<stop offset="1" stop-color="${darken(paint, shadeTo)}"/>
</linearGradient>
<linearGradient id="${id}-sheen" gradientUnits="userSpaceOnUse" x1="${f(X(0))}" y1="0" x2="${f(X(s.length))}" y2="0">
<stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="0.3" stop-color="#fff" stop-opacity="${f(sheen * 0.5)}"/>
<stop offset="0.55" stop-color="#fff" stop-opacity="${f(sheen * 0.15)}"/><stop offset="0.75" stop-color="#fff" stop-opacity="${f(sheen * 0.35)}"/>
<stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>
<linearGradient id="${id}-glass" gradientUnits="userSpaceOnUse" x1="0" y1="${f(top)}" x2="0" y2="${f(Y(s.belt))}">
<stop offset="0" stop-color="#46505c"/><stop offset="0.5" stop-color="#1b2129"/><stop offset="1" stop-color="#0c0f13"/></linearGradient>
<radialGradient id="${id}-shadow" cx="50%" cy="50%" r="50%"><stop offset="0" stop-color="#000" stop-opacity="0.55"/><stop offset="0.6" stop-color="#000" stop-opacity="0.22"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
<linearGradient id="${id}-head" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#bcd4f0"/></linearGradient>
<linearGradient id="${id}-tail" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#5a0a10"/><stop offset="0.6" stop-color="#d4202c"/><stop offset="1" stop-color="#ff5a5f"/></linearGradient>
<clipPath id="${id}-body"><path d="${body}"/></clipPath>
<clipPath id="${id}-win"><path d="${glass}"/></clipPath>`;

  const wheelR = s.wheelRadius * k;
  const style = wheelStyle(wheelSize);
  const line = darken(paint, 0.45);
  const beltY = (x: number) => Y(s.belt + (s.beltRise * (x - s.cowl)) / (s.windowRear - s.cowl));
  const bX = s.cowl + (s.windowRear - s.cowl) * (s.quarterWindow ? 0.44 : 0.5);
  const dX = s.windowRear - (s.windowRear - bX) * 0.32;
  const [frontArchRear] = archEnds(s.frontAxle, s);
  const [, rearArchFront] = archEnds(s.rearAxle, s);
  const doorBottom = Y(s.ride + 0.1);
  const doorLines = [
    `M${f(X(frontArchRear + 0.05))} ${f(beltY(frontArchRear) + 4)} Q${f(X(frontArchRear + 0.02))} ${f((beltY(frontArchRear) + doorBottom) / 2)} ${f(X(frontArchRear + 0.06))} ${f(doorBottom)}`,
    `M${f(X(bX + 0.02))} ${f(beltY(bX) + 4)} L${f(X(bX - 0.01))} ${f(doorBottom)}`,
    `M${f(X(rearArchFront - 0.02))} ${f(beltY(rearArchFront) + 4)} Q${f(X(rearArchFront + 0.04))} ${f((beltY(rearArchFront) + doorBottom) / 2)} ${f(X(rearArchFront - 0.05))} ${f(doorBottom)}`,
  ];
  const handle = (x: number) =>
    `<rect x="${f(X(x))}" y="${f(beltY(x) + 0.11 * k)}" width="${f(0.2 * k)}" height="${f(0.035 * k)}" rx="${f(0.017 * k)}" fill="${darken(paint, 0.25)}" stroke="${lighten(paint, 0.4)}" stroke-width="1"/>`;
  const pillar = (x: number, w: number) =>
    `<polygon points="${f(X(x - w / 2))},${f(top)} ${f(X(x + w / 2))},${f(top)} ${f(X(x + w / 2 - 0.03))},${f(Y(s.belt))} ${f(X(x - w / 2 - 0.03))},${f(Y(s.belt))}" fill="#07090b"/>`;
  const claddingPath = s.cladding
    ? `<g fill="none" stroke="#23262a" stroke-width="${f(0.07 * k)}" clip-path="url(#${id}-body)">
<circle cx="${f(X(s.frontAxle))}" cy="${f(Y(s.wheelRadius))}" r="${f(s.wheelRadius * 1.16 * k)}"/>
<circle cx="${f(X(s.rearAxle))}" cy="${f(Y(s.wheelRadius))}" r="${f(s.wheelRadius * 1.16 * k)}"/>
<line x1="${f(X(0))}" y1="${f(Y(s.ride + 0.04))}" x2="${f(X(s.length))}" y2="${f(Y(s.ride + 0.04))}" stroke-width="${f(0.12 * k)}"/></g>`
    : '';
  const mirror = `<path d="M${f(X(s.cowl + 0.2))} ${f(Y(s.belt + 0.02))} C${f(X(s.cowl + 0.14))} ${f(Y(s.belt + 0.12))} ${f(X(s.cowl + 0.2))} ${f(Y(s.belt + 0.2))} ${f(X(s.cowl + 0.36))} ${f(Y(s.belt + 0.18))} L${f(X(s.cowl + 0.4))} ${f(Y(s.belt + 0.04))} Z" fill="url(#${id}-paint)" stroke="${line}" stroke-width="1"/>`;
  const headlight = `<path d="M${f(X(0.04))} ${f(Y(s.hoodFront - 0.07))} C${f(X(0.2))} ${f(Y(s.hoodFront - 0.03))} ${f(X(0.45))} ${f(Y(s.hoodFront - 0.005))} ${f(X(0.62))} ${f(Y(s.hoodFront + 0.005))} L${f(X(0.58))} ${f(Y(s.hoodFront - 0.05))} C${f(X(0.4))} ${f(Y(s.hoodFront - 0.07))} ${f(X(0.2))} ${f(Y(s.hoodFront - 0.1))} ${f(X(0.05))} ${f(Y(s.hoodFront - 0.13))} Z" fill="url(#${id}-head)" stroke="#8a96a6" stroke-width="1"/>`;
  const tailY = Math.min(s.tailHeight - 0.06, s.belt + s.beltRise - 0.02);
  const taillight = `<path d="M${f(X(s.length - 0.62))} ${f(Y(tailY + 0.02))} L${f(X(s.length + 0.01))} ${f(Y(tailY - 0.01))} L${f(X(s.length))} ${f(Y(tailY - 0.1))} L${f(X(s.length - 0.55))} ${f(Y(tailY - 0.06))} Z" fill="url(#${id}-tail)"/>`;
  const lowerIntake = `<path d="M${f(X(0.03))} ${f(Y(0.42))} C${f(X(0.15))} ${f(Y(0.4))} ${f(X(0.3))} ${f(Y(0.36))} ${f(X(0.42))} ${f(Y(0.3))} L${f(X(0.38))} ${f(Y(s.ride + 0.07))} L${f(X(0.08))} ${f(Y(s.ride + 0.08))} Z" fill="#15171a" opacity="0.85"/>`;
  const shoulder = `<path d="M${f(X(0.6))} ${f(Y(s.hoodFront - 0.02))} Q${f(X(s.cowl))} ${f(Y(s.belt - 0.1))} ${f(X(s.length - 0.3))} ${f(Y(s.belt + s.beltRise - 0.12))}" fill="none" stroke="${lighten(paint, 0.55)}" stroke-opacity="0.55" stroke-width="${f(0.012 * k)}"/>`;
  const rocker = `<path d="M${f(X(frontArchRear + 0.1))} ${f(Y(s.ride + 0.2))} L${f(X(rearArchFront - 0.1))} ${f(Y(s.ride + 0.22))}" stroke="${darken(paint, 0.35)}" stroke-opacity="0.6" stroke-width="${f(0.015 * k)}"/>`;
  const chrome = `<path d="M${f(X(s.cowl + 0.3))} ${f(Y(s.belt + 0.045))} L${f(X(s.windowRear - 0.1))} ${f(Y(s.belt + s.beltRise + 0.05))}" stroke="#d9dde2" stroke-width="${f(0.012 * k)}"/>`;
  const glassReflect = `<polygon points="${f(X(s.roofFront - 0.4))},${f(top)} ${f(X(s.roofFront + 0.3))},${f(top)} ${f(X(s.roofFront - 0.1))},${f(Y(s.belt))} ${f(X(s.roofFront - 0.7))},${f(Y(s.belt))}" fill="#ffffff" opacity="0.1"/>`;
  const pillars = [pillar(bX, 0.1), s.quarterWindow ? pillar(dX, 0.08) : ''].join('');
  const shadowW = s.length * k * 1.12;
  const bodyMarkup = `<ellipse cx="${f(X(s.length / 2))}" cy="${f(at.groundY + 2)}" rx="${f(shadowW / 2)}" ry="${f(0.16 * k)}" fill="url(#${id}-shadow)"/>
<ellipse cx="${f(X(s.frontAxle))}" cy="${f(at.groundY)}" rx="${f(wheelR * 0.9)}" ry="${f(0.04 * k)}" fill="#000" opacity="0.45"/>
<ellipse cx="${f(X(s.rearAxle))}" cy="${f(at.groundY)}" rx="${f(wheelR * 0.9)}" ry="${f(0.04 * k)}" fill="#000" opacity="0.45"/>
<circle cx="${f(X(s.frontAxle))}" cy="${f(Y(s.wheelRadius))}" r="${f(wheelR * 1.12)}" fill="#0d0e10"/>
<circle cx="${f(X(s.rearAxle))}" cy="${f(Y(s.wheelRadius))}" r="${f(wheelR * 1.12)}" fill="#0d0e10"/>
<path d="${body}" fill="url(#${id}-paint)"/>
<g clip-path="url(#${id}-body)">
<path d="${body}" fill="url(#${id}-sheen)"/>
${lowerIntake}${shoulder}${rocker}
<path d="${doorLines.join(' ')}" fill="none" stroke="${line}" stroke-opacity="0.7" stroke-width="${f(Math.max(1, 0.008 * k))}"/>
${handle(bX - 0.42)}${handle(s.quarterWindow ? dX - 0.42 : s.windowRear - 0.5)}
</g>
<path d="${glass}" fill="url(#${id}-glass)" stroke="#0a0c0e" stroke-width="${f(0.02 * k)}"/>
<g clip-path="url(#${id}-win)">${pillars}${glassReflect}</g>
<g clip-path="url(#${id}-body)">${headlight}${taillight}</g>${chrome}${claddingPath}${mirror}
<path d="${body}" fill="none" stroke="${darken(paint, 0.5)}" stroke-opacity="0.5" stroke-width="1"/>
${wheelMarkup(id, X(s.frontAxle), Y(s.wheelRadius), wheelR, style)}
${wheelMarkup(id, X(s.rearAxle), Y(s.wheelRadius), wheelR, style, 0.4)}`;
  return { defs, body: bodyMarkup };
}

/** A light studio: soft vertical gradient, a brighter floor pool, a faint horizon. */
export function studioBackdrop(
  id: string,
  width: number,
  height: number,
  horizonY: number,
): { defs: string; body: string } {
  return {
    defs: `<linearGradient id="${id}-wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f7f8fa"/><stop offset="1" stop-color="#e3e6ea"/></linearGradient>
<linearGradient id="${id}-floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#dadde2"/><stop offset="1" stop-color="#c9cdd3"/></linearGradient>
<radialGradient id="${id}-pool" cx="50%" cy="30%" r="60%"><stop offset="0" stop-color="#ffffff" stop-opacity="0.9"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>`,
    body: `<rect width="${width}" height="${height}" fill="url(#${id}-wall)"/>
<rect y="${f(horizonY)}" width="${width}" height="${f(height - horizonY)}" fill="url(#${id}-floor)"/>
<rect y="${f(horizonY)}" width="${width}" height="${f(height - horizonY)}" fill="url(#${id}-pool)"/>`,
  };
}
