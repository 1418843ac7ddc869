import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { pageTableClient } from './scripts/vite-page-table-client.ts';

/**
 * Two builds from one config:
 * - `vite build`: the browser bundle (dist/client) with a manifest, so the server can link the entry's
 *   CSS and preload the matched routes' chunks;
 * - `vite build --ssr`: the server bundle (dist/server): the SSR entry, the process entry and the mock
 *   API entry; dependencies stay external (node_modules), project code is bundled.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), pageTableClient()],
  publicDir: 'client/public',
  build: isSsrBuild
    ? {
        ssr: true,
        outDir: 'dist/server',
        target: 'node20',
        emptyOutDir: true,
        rolldownOptions: {
          input: {
            'entry-server': 'client/entry.server.tsx',
            index: 'server/index.ts',
            mock: 'mock-api/main.ts',
          },
        },
      }
    : {
        outDir: 'dist/client',
        manifest: true,
        emptyOutDir: true,
        // No list of every lazy chunk's imports in the entry (~2 KB gzip on every page): the server
        // preloads the first view's chunks from the manifest, and later chunks fetch their own imports
        // (docs/decisions/0037-entry-chunk-on-demand.md). Route stylesheets are still loaded.
        modulePreload: false,
        rolldownOptions: {
          input: 'client/entry.client.tsx',
          output: {
            // The framework in chunks of its own (docs/decisions/0019-client-byte-budgets.md): they change
            // only when these packages are upgraded, so a returning visitor keeps them cached across
            // deploys, and the byte check can tell the framework's share of a page from the app's.
            // (`codeSplitting` is Rolldown's name for what was `advancedChunks`.)
            codeSplitting: {
              groups: [
                { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 20 },
                { name: 'react-router', test: /[\\/]node_modules[\\/]react-router[\\/]/, priority: 10 },
                // What the entry imports statically, in the entry's chunk. Left to itself Rolldown (1.2)
                // splits a module that both the entry and a lazy route import into a chunk of its own
                // (paths.ts, lazy-once.ts), which every page then fetches beside the entry: one more
                // request and ~0.3 KB gzip of glue on each page (docs/decisions/0044-entry-graph-one-chunk.md).
                { name: 'entry.client', tags: ['$initial'], priority: 1 },
              ],
            },
          },
        },
      },
}));
