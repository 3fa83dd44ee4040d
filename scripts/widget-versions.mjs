#!/usr/bin/env node
// Lays out the widget's public URLs after the loader build, and freezes releases.
//
//   node scripts/widget-versions.mjs           writes dist/public/widget/v1.js (the evergreen
//                                              loader, a copy of widget.js) and copies every frozen
//                                              release from widget/releases/ into dist/public/widget/
//   node scripts/widget-versions.mjs --freeze  freezes the version in widget/core/widget-release.ts:
//                                              copies the built loader and its bundle into
//                                              widget/releases/<version>/ and records its SRI hash
//
// A frozen release is never rebuilt: its files are committed, so /widget/<version>.js keeps serving
// the same bytes (and the same integrity hash) after later releases.
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const repo = new URL('..', import.meta.url).pathname;
const outDir = process.env.WIDGET_OUT_DIR ?? join(repo, 'dist/public');
const releasesDir = join(repo, 'widget/releases');
const indexFile = join(releasesDir, 'releases.json');

const releaseSource = readFileSync(join(repo, 'widget/core/widget-release.ts'), 'utf8');
const version = /WIDGET_VERSION = '(\d+\.\d+\.\d+)'/.exec(releaseSource)?.[1];
if (!version) throw new Error('widget/core/widget-release.ts names no WIDGET_VERSION');
const major = `v${version.split('.')[0]}`;

const sri = (file) => `sha384-${createHash('sha384').update(readFileSync(file)).digest('base64')}`;
const readIndex = () => (existsSync(indexFile) ? JSON.parse(readFileSync(indexFile, 'utf8')) : []);

const loader = join(outDir, 'widget.js');
if (!existsSync(loader)) throw new Error(`${loader} is missing: run "npm run build:widget" first.`);
/** The bundle file this build's loader imports (the name is in the loader's text). */
const bundleName = /\/widget\/(drawdown-compare-[\w-]+\.js)/.exec(readFileSync(loader, 'utf8'))?.[1];
if (!bundleName) throw new Error('the built widget.js names no bundle');
/** Its stylesheet, fetched by the loader itself (from 1.3.0; decision 031). */
const cssName = /\/widget\/(drawdown-compare-[\w-]+\.css)/.exec(readFileSync(loader, 'utf8'))?.[1] ?? null;

if (process.argv.includes('--freeze')) {
  const dir = join(releasesDir, version);
  if (existsSync(dir)) {
    throw new Error(
      `release ${version} is already frozen: raise WIDGET_VERSION in widget/core/widget-release.ts`,
    );
  }
  mkdirSync(dir, { recursive: true });
  copyFileSync(loader, join(dir, `${version}.js`));
  copyFileSync(join(outDir, 'widget', bundleName), join(dir, bundleName));
  if (cssName) copyFileSync(join(outDir, 'widget', cssName), join(dir, cssName));
  const index = readIndex().filter((entry) => entry.version !== version);
  index.unshift({
    version,
    path: `/widget/${version}.js`,
    integrity: sri(join(dir, `${version}.js`)),
    bundle: `/widget/${bundleName}`,
    bundleIntegrity: sri(join(dir, bundleName)),
    ...(cssName ? { css: `/widget/${cssName}`, cssIntegrity: sri(join(dir, cssName)) } : {}),
  });
  writeFileSync(indexFile, `${JSON.stringify(index, null, 2)}\n`);
  console.log(`froze widget ${version} into widget/releases/${version}/`);
}

// The evergreen loader: same bytes as widget.js, short-cached by the server.
copyFileSync(loader, join(outDir, 'widget', `${major}.js`));
let copied = 0;
for (const entry of readIndex()) {
  const dir = join(releasesDir, entry.version);
  for (const name of readdirSync(dir)) {
    copyFileSync(join(dir, name), join(outDir, 'widget', name));
    copied++;
  }
  // A frozen file whose bytes changed is no longer the release partners pinned: the loader's
  // hash is the one partners pin, and the bundle's is the one the loader checks.
  const actual = sri(join(dir, `${entry.version}.js`));
  const bundle = entry.bundle ? join(dir, entry.bundle.replace(/^\/widget\//, '')) : null;
  const css = entry.css ? join(dir, entry.css.replace(/^\/widget\//, '')) : null;
  if (
    actual !== entry.integrity ||
    (bundle && sri(bundle) !== entry.bundleIntegrity) ||
    (css && sri(css) !== entry.cssIntegrity)
  )
    throw new Error(`widget/releases/${entry.version} was modified after it was frozen`);
}
// The server reads which bundles belong to releases that count their loads on the bundle request
// (before 1.3.0) rather than on the first view's (app.server.ts).
writeFileSync(join(outDir, 'widget', 'releases.json'), `${JSON.stringify(readIndex(), null, 2)}\n`);
console.log(`widget: /widget/${major}.js and ${copied} frozen release files`);
