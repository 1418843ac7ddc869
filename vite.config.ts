import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * Two builds from one config:
 * - `vite build`: the browser bundle (dist/client) with a manifest, so the server can link the entry's
 *   CSS and preload the matched routes' chunks;
 * - `vite build --ssr`: the server bundle (dist/server): the SSR entry, the process entry and the mock
 *   API entry; dependencies stay external (node_modules), project code is bundled.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
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
        rolldownOptions: { input: 'client/entry.client.tsx' },
      },
}));
