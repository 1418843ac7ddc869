/**
 * Page assets from the Vite build manifest (Vite "Backend Integration"): for the client entry and
 * each matched lazy route's source file, the stylesheets and the chunks to preload, following
 * static imports recursively.
 */
import { readFileSync } from 'node:fs';

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface PageAssetsWithEntry {
  bootstrapModules: string[];
  css: string[];
  modulepreload: string[];
}

export type AssetResolver = (routeFiles: string[]) => PageAssetsWithEntry;

export const CLIENT_ENTRY = 'client/entry.client.tsx';

export function manifestAssets(manifest: Manifest, base = '/'): AssetResolver {
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) throw new Error(`The Vite manifest has no entry for ${CLIENT_ENTRY}: build the client first.`);
  const url = (file: string) => `${base}${file}`;
  const resolve = (routeFiles: string[]): PageAssetsWithEntry => {
    const css = new Set<string>();
    const preload = new Set<string>();
    const seen = new Set<string>();
    const walk = (key: string) => {
      if (seen.has(key)) return;
      seen.add(key);
      const chunk = manifest[key];
      if (!chunk) return;
      chunk.css?.forEach((f) => css.add(url(f)));
      preload.add(url(chunk.file));
      chunk.imports?.forEach(walk);
    };
    walk(CLIENT_ENTRY);
    routeFiles.forEach(walk);
    // React emits the entry's own preload with bootstrapModules.
    preload.delete(url(entry.file));
    return { bootstrapModules: [url(entry.file)], css: [...css], modulepreload: [...preload] };
  };
  // The manifest never changes while the process runs and the route table gives a bounded set of
  // matched-file lists: each list is walked once, not on every page request. Each caller gets arrays
  // of its own, so no page can change another's.
  const resolved = new Map<string, PageAssetsWithEntry>();
  return (routeFiles) => {
    const key = routeFiles.join('\n');
    let assets = resolved.get(key);
    if (!assets) {
      assets = resolve(routeFiles);
      resolved.set(key, assets);
    }
    return {
      bootstrapModules: [...assets.bootstrapModules],
      css: [...assets.css],
      modulepreload: [...assets.modulepreload],
    };
  };
}

export function loadManifestAssets(manifestPath: string): AssetResolver {
  return manifestAssets(JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest);
}

/** Development: Vite serves sources; the stylesheet is linked directly to avoid a flash of unstyled HTML. */
export function devAssets(): AssetResolver {
  return () => ({
    bootstrapModules: ['/@vite/client', `/${CLIENT_ENTRY}`],
    css: ['/client/styles/app.css'],
    modulepreload: [],
  });
}
