import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const repo = fileURLToPath(new URL('..', import.meta.url));
/** The web root; WIDGET_OUT_DIR lets a benchmark or a scratch build write elsewhere. */
const outDir = process.env.WIDGET_OUT_DIR ?? `${repo}dist/public`;

/** The hashed bundle's file, from the manifest the bundle build just wrote. */
function bundlePath(): string {
  const manifestFile = `${outDir}/widget/manifest.json`;
  let manifest: Record<string, { file: string; isEntry?: boolean }>;
  try {
    manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  } catch {
    throw new Error(`${manifestFile} is missing: run "vite build --config widget/vite.config.ts" first.`);
  }
  const entry = Object.values(manifest).find(
    (chunk) => chunk.isEntry && chunk.file.startsWith('widget/drawdown-compare-'),
  );
  if (!entry) throw new Error(`${manifestFile} names no widget bundle.`);
  // widget.js sits at the web root, so the path relative to it is the manifest's file.
  return `./${entry.file}`;
}

/** widget.js: the tiny partner loader, one classic script (IIFE) at the web root. */
export default defineConfig({
  root: repo,
  publicDir: false,
  define: { __DC_BUNDLE__: JSON.stringify(bundlePath()) },
  build: {
    outDir,
    emptyOutDir: false,
    target: 'es2022',
    copyPublicDir: false,
    reportCompressedSize: false,
    lib: {
      entry: fileURLToPath(new URL('./element/loader.ts', import.meta.url)),
      formats: ['iife'],
      name: 'DrawdownCompareLoader',
      fileName: () => 'widget.js',
    },
  },
});
