/** A face-on alloy wheel: tyre, brake disc and caliper, spokes that vary with the rim size. */
import { f } from './colour.ts';

export interface WheelStyle {
  spokes: number;
  /** Two thin spokes per position (multi-spoke) instead of one wide one. */
  twin: boolean;
  finish: 'silver' | 'dark';
}

export function wheelStyle(size: number): WheelStyle {
  if (size <= 17) return { spokes: 10, twin: false, finish: 'silver' };
  if (size <= 18) return { spokes: 5, twin: true, finish: 'silver' };
  if (size <= 19) return { spokes: 7, twin: true, finish: 'silver' };
  return { spokes: 10, twin: true, finish: 'dark' };
}

function polar(cx: number, cy: number, r: number, a: number): string {
  return `${f(cx + r * Math.cos(a))},${f(cy + r * Math.sin(a))}`;
}

function spoke(cx: number, cy: number, rIn: number, rOut: number, a: number, wIn: number, wOut: number): string {
  const pts = [
    polar(cx, cy, rIn, a - wIn / rIn),
    polar(cx, cy, rOut, a - wOut / rOut),
    polar(cx, cy, rOut, a + wOut / rOut),
    polar(cx, cy, rIn, a + wIn / rIn),
  ];
  return `<polygon points="${pts.join(' ')}"/>`;
}

/** Defs (gradients) for wheels drawn with `wheelMarkup`, once per document. */
export function wheelDefs(id: string): string {
  return `<radialGradient id="${id}-tyre" cx="50%" cy="50%" r="50%"><stop offset="0.72" stop-color="#2a2c30"/><stop offset="0.86" stop-color="#141517"/><stop offset="1" stop-color="#0b0c0d"/></radialGradient>
<linearGradient id="${id}-silver" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f4f6f8"/><stop offset="0.45" stop-color="#b9bec5"/><stop offset="0.7" stop-color="#8d939b"/><stop offset="1" stop-color="#d6dade"/></linearGradient>
<linearGradient id="${id}-dark" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#6b7078"/><stop offset="0.5" stop-color="#33363b"/><stop offset="1" stop-color="#52565d"/></linearGradient>
<radialGradient id="${id}-disc" cx="50%" cy="50%" r="50%"><stop offset="0.3" stop-color="#3c3f44"/><stop offset="1" stop-color="#9a9ea4"/></radialGradient>`;
}

/** The wheel at (cx, cy) with tyre radius `r`; `rotation` in radians turns the spokes. */
export function wheelMarkup(id: string, cx: number, cy: number, r: number, style: WheelStyle, rotation = 0): string {
  const rim = r * 0.7;
  const fill = `url(#${id}-${style.finish})`;
  const spokesSvg: string[] = [];
  for (let i = 0; i < style.spokes; i++) {
    const a = rotation + (i * 2 * Math.PI) / style.spokes - Math.PI / 2;
    if (style.twin) {
      const off = 0.085;
      spokesSvg.push(spoke(cx, cy, rim * 0.24, rim * 0.97, a - off, rim * 0.035, rim * 0.05));
      spokesSvg.push(spoke(cx, cy, rim * 0.24, rim * 0.97, a + off, rim * 0.035, rim * 0.05));
    } else {
      spokesSvg.push(spoke(cx, cy, rim * 0.24, rim * 0.97, a, rim * 0.06, rim * 0.09));
    }
  }
  const treads: string[] = [];
  for (let i = 0; i < 48; i++) {
    const a = (i * 2 * Math.PI) / 48;
    treads.push(`M${polar(cx, cy, r * 0.93, a)}L${polar(cx, cy, r * 0.99, a)}`);
  }
  return `<g>
<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="url(#${id}-tyre)"/>
<path d="${treads.join('')}" stroke="#000" stroke-opacity="0.35" stroke-width="${f(Math.max(1, r * 0.012))}"/>
<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(rim * 1.02)}" fill="#1c1e21"/>
<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(rim * 0.78)}" fill="url(#${id}-disc)"/>
<path d="M${polar(cx, cy, rim * 0.72, -2.5)} A${f(rim * 0.72)} ${f(rim * 0.72)} 0 0 1 ${polar(cx, cy, rim * 0.72, -1.3)} L${polar(cx, cy, rim * 0.5, -1.35)} A${f(rim * 0.5)} ${f(rim * 0.5)} 0 0 0 ${polar(cx, cy, rim * 0.5, -2.45)} Z" fill="#7d1f24"/>
<g fill="${fill}">${spokesSvg.join('')}</g>
<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(rim)}" fill="none" stroke="${fill}" stroke-width="${f(rim * 0.06)}"/>
<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(rim * 0.26)}" fill="${fill}"/>
<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(rim * 0.12)}" fill="#1d1f22" stroke="#c9cdd2" stroke-width="${f(rim * 0.015)}"/>
<path d="M${f(cx - rim * 0.05)} ${f(cy + rim * 0.05)} L${f(cx)} ${f(cy - rim * 0.06)} L${f(cx + rim * 0.05)} ${f(cy + rim * 0.05)}" fill="none" stroke="#d8dce0" stroke-width="${f(rim * 0.018)}"/>
</g>`;
}
