import { readdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { chunkReport } from '../scripts/chunk-report.plugin.ts';
import { shadowCssPlugin } from './element/shadow-css.plugin.ts';

const repo = fileURLToPath(new URL('..', import.meta.url));
/** The web root; WIDGET_OUT_DIR lets a benchmark or a scratch build write elsewhere. */
const outDir = process.env.WIDGET_OUT_DIR ?? `${repo}dist/public`;

/** Removes bundles of earlier builds, so the folder holds exactly the one the loader points to. */
function removeOldBundles(): Plugin {
  return {
    name: 'drawdown-compare:remove-old-bundles',
    apply: 'build',
    buildStart() {
      let names: string[] = [];
      try {
        names = readdirSync(`${outDir}/widget`);
      } catch {
        return;
      }
      for (const name of names) {
        if (/^drawdown-compare-.*\.(js|css)(\.(gz|br))?$/.test(name)) rmSync(`${outDir}/widget/${name}`);
      }
    },
  };
}

/**
 * The partner bundle renders the widget's React source with preact/compat (ADR 007): React DOM
 * alone is about 64 KB gzip, more than three quarters of the widget's 80 KB aim. Only this build
 * is aliased; the site bundles widget/element/define.ts with real React, and the dom tests render
 * the UI with real React, so the source must keep working under both runtimes.
 * Exact matches only, so that e.g. `react-dom/client` is not caught by the `react-dom` rule.
 */
const PREACT_COMPAT_ALIASES = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

/**
 * Fails the build if React itself slipped into the partner bundle (an import the aliases miss), or
 * zod did: the widget checks the unlock form without it (widget/core/lead.ts); the zod schema of a
 * lead is the server's (lead-schema.ts). Zod costs about 8 KB gzip and its module code runs on load.
 */
function checkPartnerBundle(): Plugin {
  return {
    name: 'drawdown-compare:check-partner-bundle',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const react = chunk.moduleIds.filter((id) =>
          /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id),
        );
        if (react.length > 0) {
          this.error(`The partner bundle must use preact/compat, but it includes ${react.join(', ')}`);
        }
        const zod = chunk.moduleIds.filter((id) => /[\\/]node_modules[\\/]zod[\\/]/.test(id));
        if (zod.length > 0) {
          this.error(
            `The partner bundle must not include zod, but it includes ${zod.slice(0, 3).join(', ')}`,
          );
        }
      }
    },
  };
}

/**
 * The lazy widget bundle: one content-hashed ES module, dist/public/widget/drawdown-compare-<hash>.js,
 * holding Preact (as React) and the UI, and its stylesheet as its own file beside it,
 * drawdown-compare-<hash>.css: the loader fetches that for the server-rendered first view before
 * the bundle runs, and hands it to the bundle (decision 031).
 * The loader build (vite.loader.config.ts) runs next and reads its name from the manifest.
 */
export default defineConfig({
  root: repo,
  publicDir: false,
  plugins: [
    react(),
    tailwindcss(),
    shadowCssPlugin({ required: true }),
    removeOldBundles(),
    checkPartnerBundle(),
    // What the bundle holds, for npm run check:budgets.
    chunkReport(`${outDir}/../reports/widget.json`),
  ],
  resolve: { alias: PREACT_COMPAT_ALIASES },
  define: { 'process.env.NODE_ENV': '"production"' },
  build: {
    outDir,
    emptyOutDir: false,
    target: 'es2022',
    copyPublicDir: false,
    manifest: 'widget/manifest.json',
    modulePreload: false,
    cssCodeSplit: false,
    reportCompressedSize: false,
    rolldownOptions: {
      input: { 'drawdown-compare': fileURLToPath(new URL('./element/bundle.ts', import.meta.url)) },
      preserveEntrySignatures: 'strict',
      output: {
        format: 'es',
        entryFileNames: 'widget/[name]-[hash].js',
        chunkFileNames: 'widget/[name]-[hash].js',
        // The one stylesheet (cssCodeSplit is off, so Vite names it style.css).
        assetFileNames: (asset) =>
          asset.names.includes('style.css')
            ? 'widget/drawdown-compare-[hash].css'
            : 'widget/[name]-[hash][extname]',
        codeSplitting: false,
      },
    },
  },
});
