import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const repo = fileURLToPath(new URL('..', import.meta.url));
/** The web root; WIDGET_OUT_DIR lets a benchmark or a scratch build write elsewhere. */
const outDir = process.env.WIDGET_OUT_DIR ?? `${repo}dist/public`;

const manifestFile = `${outDir}/widget/manifest.json`;

function readManifest(): Record<string, { file: string; isEntry?: boolean }> {
  try {
    return JSON.parse(readFileSync(manifestFile, 'utf8'));
  } catch {
    throw new Error(`${manifestFile} is missing: run "vite build --config widget/vite.config.ts" first.`);
  }
}

/** The hashed stylesheet's path from the web root (the bundle build emits it beside the bundle). */
function cssPath(): string {
  const css = Object.values(readManifest()).find((chunk) =>
    /^widget\/drawdown-compare-[\w-]+\.css$/.test(chunk.file),
  );
  if (!css) throw new Error(`${manifestFile} names no widget stylesheet.`);
  return `/${css.file}`;
}

/** The hashed bundle's file, from the manifest the bundle build just wrote. */
function bundlePath(): string {
  const manifest = readManifest();
  const entry = Object.values(manifest).find(
    (chunk) => chunk.isEntry && chunk.file.startsWith('widget/drawdown-compare-'),
  );
  if (!entry) throw new Error(`${manifestFile} names no widget bundle.`);
  // From the web root, so the same loader works as /widget.js, /widget/v1.js and /widget/1.2.3.js.
  return `/${entry.file}`;
}

/** The SRI hash of a built file, by its path from the web root. */
function integrity(path: string): string {
  const body = readFileSync(`${outDir}${path}`);
  return `sha384-${createHash('sha384').update(body).digest('base64')}`;
}

/** widget.js: the tiny partner loader, one classic script (IIFE) at the web root. */
export default defineConfig({
  root: repo,
  publicDir: false,
  define: {
    __DC_BUNDLE__: JSON.stringify(bundlePath()),
    __DC_BUNDLE_INTEGRITY__: JSON.stringify(integrity(bundlePath())),
    __DC_CSS__: JSON.stringify(cssPath()),
    __DC_CSS_INTEGRITY__: JSON.stringify(integrity(cssPath())),
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
