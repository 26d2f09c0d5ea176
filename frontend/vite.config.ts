import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { fileURLToPath } from 'node:url';
import { chunkModulesPlugin } from './scripts/chunk-modules-plugin';
import { routeChunksPlugin } from './scripts/route-chunks-plugin';

// Shared request contracts owned by backend modules: `@contracts/events/x` → backend/src/modules/events/contracts/x.
const MODULES = fileURLToPath(new URL('../backend/src/modules', import.meta.url));

// React → preact/compat, most specific first (a plain `react` pattern would swallow `react/jsx-runtime`).
// Revert: delete these (and the same list in jest.config.js).
const PREACT_ALIASES = [
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    // Must come before the React plugin: it generates routeTree.gen.ts and splits each route into its own chunk.
    // Loaders get chunks of their own too: they stay out of the entry chunk, and a route's data starts loading
    // while its component chunk is still on the way.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: {
        defaultBehavior: [['loader'], ['component'], ['errorComponent'], ['notFoundComponent']],
        // An admin screen's loader shares its page's chunk: the always-loaded route tree then names one chunk per admin
        // route, not two (the public home route pays for every name), and the reads still start as the chunk arrives.
        splitBehavior: ({ routeId }) => (routeId.startsWith('/_admin') ? [['loader', 'component'], ['errorComponent'], ['notFoundComponent']] : undefined),
      },
    }),
    react(),
    chunkModulesPlugin(),
    routeChunksPlugin(),
  ],
  resolve: {
    alias: [
      { find: /^@contracts\/([^/]+)\/(.+)$/, replacement: `${MODULES}/$1/contracts/$2` },
      // The app and its libraries run on preact/compat instead of React DOM (decisions/0006-preact-compat.md).
      ...PREACT_ALIASES,
    ],
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  // `vite build --ssr src/first-paint/first-screen.tsx` (after the client build): the server's first paint, one
  // CommonJS file with everything bundled, for the backend to require (decisions/0005-server-rendered-first-paint.md).
  // dist/.ssr: a dot-folder, never served.
  ssr: { noExternal: true },
  build: isSsrBuild
    ? {
        outDir: 'dist/.ssr',
        emptyOutDir: true,
        copyPublicDir: false,
        sourcemap: false,
        rollupOptions: { output: { format: 'cjs', entryFileNames: 'first-screen.cjs' } },
      }
    : {
        outDir: 'dist',
        sourcemap: false,
        manifest: true,
        chunkSizeWarningLimit: 800,
      },
}));
