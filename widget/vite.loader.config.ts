import { createHash } from 'node:crypto';
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
  // From the web root, so the same loader works as /widget.js, /widget/v1.js and /widget/1.2.3.js.
  return `/${entry.file}`;
}

/** The SRI hash of the bundle the loader points to. */
function bundleIntegrity(): string {
  const body = readFileSync(`${outDir}${bundlePath()}`);
  return `sha384-${createHash('sha384').update(body).digest('base64')}`;
}

/** widget.js: the tiny partner loader, one classic script (IIFE) at the web root. */
export default defineConfig({
  root: repo,
  publicDir: false,
  define: {
    __DC_BUNDLE__: JSON.stringify(bundlePath()),
    __DC_BUNDLE_INTEGRITY__: JSON.stringify(bundleIntegrity()),
  },
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
