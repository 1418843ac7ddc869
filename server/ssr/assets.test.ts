import { describe, expect, it } from 'vitest';
import { CLIENT_ENTRY, manifestAssets, type Manifest } from './assets.ts';

const manifest: Manifest = {
  [CLIENT_ENTRY]: { file: 'assets/entry.js', isEntry: true, imports: ['_shared.js'], css: ['assets/entry.css'] },
  '_shared.js': { file: 'assets/shared.js' },
  'client/routes/models/route.tsx': {
    file: 'assets/model.js',
    imports: ['_shared.js', '_gallery.js'],
    css: ['assets/model.css'],
  },
  '_gallery.js': { file: 'assets/gallery.js' },
};

describe('page assets from the Vite manifest', () => {
  it('a page gets the entry, its route chunk and their static imports, each once', () => {
    const assets = manifestAssets(manifest)(['client/routes/models/route.tsx']);
    expect(assets).toEqual({
      bootstrapModules: ['/assets/entry.js'],
      css: ['/assets/entry.css', '/assets/model.css'],
      modulepreload: ['/assets/shared.js', '/assets/model.js', '/assets/gallery.js'],
    });
  });

  it('pages of the same routes get the same assets, and a page that edits its lists changes no other page', () => {
    const resolve = manifestAssets(manifest);
    const first = resolve(['client/routes/models/route.tsx']);
    first.css.push('/assets/injected.css');
    first.modulepreload.length = 0;
    first.bootstrapModules[0] = '/assets/other.js';
    expect(resolve(['client/routes/models/route.tsx'])).toEqual({
      bootstrapModules: ['/assets/entry.js'],
      css: ['/assets/entry.css', '/assets/model.css'],
      modulepreload: ['/assets/shared.js', '/assets/model.js', '/assets/gallery.js'],
    });
    expect(resolve([]).modulepreload).toEqual(['/assets/shared.js']);
  });
});
