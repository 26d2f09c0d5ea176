import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { fileURLToPath } from 'node:url';
import { chunkModulesPlugin } from './scripts/chunk-modules-plugin';

// Shared request contracts owned by backend modules: `@contracts/events/x` → backend/src/modules/events/contracts/x.
const MODULES = fileURLToPath(new URL('../backend/src/modules', import.meta.url));

export default defineConfig({
  plugins: [
    // Must come before the React plugin: it generates routeTree.gen.ts and splits each route into its own chunk.
    // Loaders get chunks of their own too: they stay out of the entry chunk, and a route's data starts loading
    // while its component chunk is still on the way.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: { defaultBehavior: [['loader'], ['component'], ['errorComponent'], ['notFoundComponent']] },
    }),
    react(),
    chunkModulesPlugin(),
  ],
  resolve: {
    alias: [{ find: /^@contracts\/([^/]+)\/(.+)$/, replacement: `${MODULES}/$1/contracts/$2` }],
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 800,
  },
});
