/**
 * The specification's figures that live in the stylesheet, read from the CSS Tailwind builds from
 * client/styles/app.css (the same compiler the Vite plugin runs): the breakpoints, the toasts' line
 * and the key visual's zoom.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { compile } from '@tailwindcss/node';
import { beforeAll, describe, expect, it } from 'vitest';
import { BREAKPOINTS, DESKTOP_MIN_WIDTH, TABLET_MIN_WIDTH } from '#client/lib/platform/viewport.ts';
import { TOAST_TOP_CLASS } from '#client/components/ui/toast-host.tsx';
import { KEY_VISUAL_INTERVAL_MS } from '#client/routes/home/components/key-visual-carousel.tsx';

const APP_CSS = path.resolve(import.meta.dirname, 'app.css');
let source: string;

beforeAll(async () => {
  source = await readFile(APP_CSS, 'utf8');
});

/** The CSS of app.css with just these utility classes used. */
async function build(candidates: string[]): Promise<string> {
  const compiler = await compile(source, { base: path.dirname(APP_CSS), onDependency: () => undefined });
  return compiler.build(candidates);
}

/** The min width (px) from which `<name>:flex` applies, read from its rule's media query. */
async function minWidthOf(name: string): Promise<number> {
  const css = await build([`${name}:flex`]);
  const rule = /@media \(width >= ([\d.]+)rem\) \{\s*\.[^{]+\{\s*display: flex;/.exec(css);
  if (!rule?.[1]) throw new Error(`no media query for ${name}:flex`);
  return Number(rule[1]) * 16;
}

describe('the stylesheet', () => {
  it('switches layouts at sm 640, md 768, lg 1024, xl 1280 and 2xl 1536 px', async () => {
    expect(BREAKPOINTS).toEqual({ sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 });
    for (const name of Object.keys(BREAKPOINTS) as (keyof typeof BREAKPOINTS)[])
      expect(await minWidthOf(name), name).toBe(BREAKPOINTS[name]);
  });

  it("gives the tablet layout from md and the desktop layout (the header's inline navigation) from lg", async () => {
    expect(TABLET_MIN_WIDTH).toBe(768);
    expect(DESKTOP_MIN_WIDTH).toBe(1024);
    expect(await minWidthOf('md')).toBe(TABLET_MIN_WIDTH);
    expect(await minWidthOf('lg')).toBe(DESKTOP_MIN_WIDTH);
  });

  it('places toasts at 46 % from the top', async () => {
    expect(await build([TOAST_TOP_CLASS])).toMatch(/\.top-\\\[46\\%\\\] \{\s*top: 46%;/);
  });

  it('zooms each key visual for 6 s, as long as it is shown', async () => {
    expect(KEY_VISUAL_INTERVAL_MS).toBe(6000);
    const zoom = /\.kv-zoom \{\s*animation: kv-zoom ([\d.]+)s /.exec(await build([]));
    expect(Number(zoom?.[1]) * 1000).toBe(KEY_VISUAL_INTERVAL_MS);
  });
});
