import { readdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
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
        if (/^drawdown-compare-.*\.js(\.(gz|br))?$/.test(name)) rmSync(`${outDir}/widget/${name}`);
      }
    },
  };
}

/**
 * The widget validates the unlock form with `validateUnlockForm` from widget/core/lead.ts but
 * never uses the zod `LeadSchema` beside it (the server does). Marking the schema builders pure
 * lets the bundler drop zod (about 8 KB gzip) from the partner bundle.
 */
function pureZodBuilders(): Plugin {
  return {
    name: 'drawdown-compare:pure-zod-builders',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]widget[\\/]core[\\/]lead\.ts$/.test(id)) return null;
      return { code: code.replace(/(?<![\w.])z\.(?=\w+\()/g, '/* @__PURE__ */ z.'), map: null };
    },
  };
}

/**
 * The lazy widget bundle: one content-hashed ES module, dist/public/widget/drawdown-compare-<hash>.js,
 * holding React, the UI and the CSS (inlined, adopted as a constructable stylesheet). The loader
 * build (vite.loader.config.ts) runs next and reads its name from the manifest.
 */
export default defineConfig({
  root: repo,
  publicDir: false,
  plugins: [
    react(),
    tailwindcss(),
    shadowCssPlugin({ required: true }),
    removeOldBundles(),
    pureZodBuilders(),
  ],
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
        codeSplitting: false,
      },
    },
  },
});
