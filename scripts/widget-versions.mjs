#!/usr/bin/env node
// Lays out the widget's public URLs after the loader build, and freezes releases.
//
//   node scripts/widget-versions.mjs           writes dist/public/widget/v1.js (the evergreen
//                                              loader, a copy of widget.js), copies every frozen
//                                              release's public files from widget/releases/ into
//                                              dist/public/widget/ and its first-view renderer into
//                                              dist/ssr/widget-releases/ (decision 055)
//   node scripts/widget-versions.mjs --freeze  freezes the version in widget/core/widget-release.ts:
//                                              copies the built loader and its bundle into
//                                              widget/releases/<version>/, builds its first-view
//                                              renderer there, and records their SRI hashes
//
// A frozen release is never rebuilt: its files are committed, so /widget/<version>.js keeps serving
// the same bytes (and the same integrity hash) after later releases, and the server renders its
// first view from the source its bundle was built from.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const repo = new URL('..', import.meta.url).pathname;
const outDir = process.env.WIDGET_OUT_DIR ?? join(repo, 'dist/public');
/** The server's side of the build, beside the web root (the site's server bundle is there too). */
const ssrDir = process.env.WIDGET_SSR_DIR ?? join(outDir, '..', 'ssr');
/** A frozen release's first-view renderer, in its folder (never served: it is the server's). */
const RENDERER = 'first-view.server.mjs';
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

/** Element attributes a first view is checked with when a renderer is frozen (as loaders send them). */
const SAMPLE_QUERIES = [
  'pot=250000',
  'pot=250000&layout=compact&limit=5&theme=dark',
  'layout=mini&partner=money-weekly',
  'view=results&funds=1&shares=1&income=12000&years=20',
  'url-state=&page=pot%3D300000%26income%3D12000',
  '',
];

/** What a renderer module (a frozen one, or the site's server bundle) gives for an element's query. */
function renderSample(module, text) {
  const query = new URLSearchParams(text);
  const config = module.configFromQuery(query, 'https://partner.example');
  return module.renderFirstView(config, config.urlState ? (query.get('page') ?? '') : '');
}

/**
 * Builds the release's first-view renderer into `dir` (decision 055), and refuses it unless it
 * renders every sample exactly as this build's server bundle does: the two come from one source.
 */
async function freezeRenderer(dir) {
  const scratch = mkdtempSync(join(tmpdir(), 'dc-first-view-'));
  const built = spawnSync(
    process.execPath,
    [
      join(repo, 'node_modules/vite/bin/vite.js'),
      'build',
      '--config',
      join(repo, 'widget/vite.first-view.config.ts'),
    ],
    { stdio: 'inherit', env: { ...process.env, FIRST_VIEW_OUT_DIR: scratch } },
  );
  if (built.status !== 0) throw new Error('the first-view renderer did not build');
  copyFileSync(join(scratch, RENDERER), join(dir, RENDERER));
  rmSync(scratch, { recursive: true, force: true });
  const frozen = await import(pathToFileURL(join(dir, RENDERER)).href);
  const site = await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href);
  for (const query of SAMPLE_QUERIES)
    if (renderSample(frozen, query) !== renderSample(site, query))
      throw new Error(
        `the frozen first-view renderer and the site's differ for "${query}": build the site first`,
      );
}

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
  await freezeRenderer(dir);
  const index = readIndex().filter((entry) => entry.version !== version);
  index.unshift({
    version,
    path: `/widget/${version}.js`,
    integrity: sri(join(dir, `${version}.js`)),
    bundle: `/widget/${bundleName}`,
    bundleIntegrity: sri(join(dir, bundleName)),
    ...(cssName ? { css: `/widget/${cssName}`, cssIntegrity: sri(join(dir, cssName)) } : {}),
    firstView: RENDERER,
    firstViewIntegrity: sri(join(dir, RENDERER)),
  });
  writeFileSync(indexFile, `${JSON.stringify(index, null, 2)}\n`);
  console.log(`froze widget ${version} into widget/releases/${version}/`);
}

// The evergreen loader: same bytes as widget.js, short-cached by the server.
copyFileSync(loader, join(outDir, 'widget', `${major}.js`));
let copied = 0;
/** The bundle of each release with a first-view renderer: which renderer, and what it reads. */
const firstViews = {};
mkdirSync(join(ssrDir, 'widget-releases'), { recursive: true });
for (const entry of readIndex()) {
  const dir = join(releasesDir, entry.version);
  const fileOf = (path) => (path ? join(dir, path.replace(/^\/widget\//, '')) : null);
  const bundle = fileOf(entry.bundle);
  const css = fileOf(entry.css);
  const renderer = entry.firstView ? join(dir, entry.firstView) : null;
  // A frozen file whose bytes changed is no longer the release partners pinned: the loader's
  // hash is the one partners pin, the bundle's is the one the loader checks, and the renderer's
  // HTML must be the bundle's own.
  if (
    sri(join(dir, `${entry.version}.js`)) !== entry.integrity ||
    (bundle && sri(bundle) !== entry.bundleIntegrity) ||
    (css && sri(css) !== entry.cssIntegrity) ||
    (renderer && sri(renderer) !== entry.firstViewIntegrity)
  )
    throw new Error(`widget/releases/${entry.version} was modified after it was frozen`);
  for (const file of [join(dir, `${entry.version}.js`), bundle, css].filter(Boolean)) {
    copyFileSync(file, join(outDir, 'widget', file.slice(dir.length + 1)));
    copied++;
  }
  if (renderer && bundle) {
    const served = join('widget-releases', `${entry.version}.mjs`);
    copyFileSync(renderer, join(ssrDir, served));
    const module = await import(pathToFileURL(renderer).href);
    firstViews[entry.bundle.replace(/^\/widget\//, '')] = {
      version: entry.version,
      renderer: served,
      attributes: module.FIRST_VIEW_ATTRIBUTES,
    };
  }
}
// The server renders a pinned release's first view with its own renderer (widget-view.server.ts).
writeFileSync(join(ssrDir, 'widget-first-views.json'), `${JSON.stringify(firstViews, null, 2)}\n`);
// The server reads which bundles belong to releases that count their loads on the bundle request
// (before 1.3.0) rather than on the first view's (app.server.ts). The renderers are not public.
const publicIndex = readIndex().map(({ firstView, firstViewIntegrity, ...entry }) => entry);
writeFileSync(join(outDir, 'widget', 'releases.json'), `${JSON.stringify(publicIndex, null, 2)}\n`);
console.log(`widget: /widget/${major}.js and ${copied} frozen release files`);
