import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const repo = fileURLToPath(new URL('..', import.meta.url));

/**
 * A release's first-view renderer (decision 055): widget/element/first-view.tsx with everything it
 * imports, React's server renderer and the providers' data included, as one file for Node. It is
 * built only when a release is frozen (scripts/widget-versions.mjs --freeze) and committed beside
 * the release's bundle, so that the server can go on rendering that release's first view from the
 * same source as its bundle after the site has moved on.
 */
export default defineConfig({
  plugins: [react()],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  publicDir: false,
  logLevel: 'warn',
  build: {
    ssr: `${repo}widget/element/first-view.tsx`,
    outDir: process.env.FIRST_VIEW_OUT_DIR ?? `${repo}dist/widget-first-view`,
    emptyOutDir: true,
    target: 'node20',
    minify: true,
    rolldownOptions: { output: { entryFileNames: 'first-view.server.mjs' } },
  },
  // Nothing left to node_modules: a later upgrade of React must not change a frozen release's HTML.
  ssr: { noExternal: true, target: 'node' },
});
