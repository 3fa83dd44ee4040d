import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkReport } from '../scripts/chunk-report.plugin.ts';
import { shadowCssPlugin } from '../widget/element/shadow-css.plugin.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const repo = fileURLToPath(new URL('..', import.meta.url));

/**
 * The site: client build into dist/public (hashed files under /assets/), SSR build into dist/ssr
 * (scripts/build-site.mjs runs both, then prerenders every public route).
 */
export default defineConfig(({ isSsrBuild }) => ({
  root,
  publicDir: fileURLToPath(new URL('./public', import.meta.url)),
  // The site mounts the same element with the same stylesheet: rewrite it for the shadow root at
  // build time (and fail the client build if that stops happening), not in every visitor's browser.
  plugins: [
    react(),
    tailwindcss(),
    shadowCssPlugin({ required: !isSsrBuild }),
    // What each chunk holds, for npm run check:budgets.
    isSsrBuild ? null : chunkReport(`${repo}dist/reports/site.json`),
  ],
  define: { 'process.env.NODE_ENV': JSON.stringify(process.env.NODE_ENV ?? 'production') },
  server: { fs: { allow: [repo] } },
  build: isSsrBuild
    ? { outDir: `${repo}dist/ssr`, emptyOutDir: true, target: 'node20', copyPublicDir: false }
    : {
        outDir: `${repo}dist/public`,
        emptyOutDir: true,
        target: 'es2022',
        cssCodeSplit: true,
        manifest: true,
        // No <link rel="modulepreload"> for dynamic imports: entry-client.tsx fetches each page's
        // chunks itself (ADR 011), and such links cost milliseconds each on a large page.
        modulePreload: false,
        rolldownOptions: {
          output: {
            // Left to itself the bundler names shared chunks after a tiny module in them (react-dom
            // landed in "chevron-down") and gives every icon its own file: a page then asked for ~30
            // files. React DOM and the router are two chunks so that each is evaluated in its own
            // task during hydration (site/hydrate.tsx); the icons are ~1 KB each.
            codeSplitting: {
              groups: [
                { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
                {
                  name: 'router',
                  test: /[\\/]node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
                },
                { name: 'icons', test: /[\\/]node_modules[\\/]lucide-react[\\/]/ },
              ],
            },
          },
        },
      },
  ssr: { noExternal: ['lucide-react'] },
}));
