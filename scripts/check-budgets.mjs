#!/usr/bin/env node
// `npm run check:budgets`: builds when the build is missing or older than the source, then fails
// when a size budget in budgets.json is passed, React or zod reaches the partner bundle, `Intl` is
// reachable from a public page's chunks, or a page would load the same code twice.
// What a page loads comes from its built HTML (every <script src>, the entry and imports that the
// inline start module names, every modulepreload, and the islands it marks: each <dc-island> and
// <drawdown-compare> counts as hydrated, ADR 021) and the chunk reports the build writes
// (scripts/chunk-report.plugin.ts). The partner widget's first view (decision 031) is rendered
// with the build's server bundle and held to an element and size budget: on a partner page its
// style and layout are most of the widget's main-thread work.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const repo = resolve(import.meta.dirname, '..');
const BUDGETS_FILE = 'budgets.json';
const publicDir = join(repo, 'dist/public');
const siteReportFile = join(repo, 'dist/reports/site.json');
const widgetReportFile = join(repo, 'dist/reports/widget.json');

/** Source folders whose change makes the build stale. */
const SOURCES = [
  'site',
  'widget',
  'content',
  'scripts/build-site.mjs',
  'scripts/precompress.mjs',
  'scripts/chunk-report.plugin.ts',
  'package-lock.json',
];

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const name of readdirSync(path)) {
    if (name === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(join(path, name)));
  }
  return newest;
}

function buildIfNeeded() {
  const outputs = [
    siteReportFile,
    widgetReportFile,
    join(publicDir, 'widget.js'),
    join(publicDir, 'sitemap.xml'),
  ];
  const built = outputs.every(existsSync) ? Math.min(...outputs.map((file) => statSync(file).mtimeMs)) : 0;
  const source = Math.max(...SOURCES.map((name) => newestMtime(join(repo, name))));
  if (built > source) return;
  console.log(
    built === 0 ? 'No build found: running npm run build' : 'Source changed: running npm run build',
  );
  const result = spawnSync('npm', ['run', 'build'], { cwd: repo, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const gzipBytes = (file) => gzipSync(readFileSync(join(publicDir, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The route pattern of the budgets file that a concrete path falls under ("/provider/:slug"). */
function patternFor(path, patterns) {
  if (patterns.includes(path)) return path;
  return patterns.find((pattern) =>
    new RegExp(`^${pattern.replace(/:[a-z]+/gi, '[^/]+').replace(/\*/g, '.*')}$`).test(path),
  );
}

/** Local script files a page's HTML loads, in order, repeats kept (a repeat is a failure). */
function scriptsOf(html) {
  const files = [];
  const local = (url) => url.startsWith('/') && !url.startsWith('//');
  for (const tag of html.matchAll(/<script\b[^>]*>/g)) {
    const src = /\ssrc="([^"]+)"/.exec(tag[0])?.[1];
    if (src && local(src)) files.push(src.slice(1));
    // The inline module that starts the entry after the first paint names it and its imports.
    const started = ['entry', 'imports'].flatMap((name) =>
      (new RegExp(`\\sdata-${name}="([^"]*)"`).exec(tag[0])?.[1] ?? '').split(/\s+/),
    );
    for (const url of started.filter(Boolean)) if (local(url)) files.push(url.slice(1));
  }
  for (const link of html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*>/g)) {
    const href = /\shref="([^"]+)"/.exec(link[0])?.[1];
    if (href && local(href)) files.push(href.slice(1));
  }
  return files;
}

/** The route table's patterns and page modules, read from site/routes.tsx (its keys are type-checked). */
function routeFiles() {
  const source = readFileSync(join(repo, 'site/routes.tsx'), 'utf8');
  return [...source.matchAll(/path: '([^']+)',\s*file: '\.\/([^']+)'/g)].map(([, pattern, file]) => ({
    pattern,
    file: `site/${file}`,
  }));
}

/**
 * The chunks a page's islands load once they have all hydrated: the island runtime, each island's
 * module (or the page's own module for a whole-page island), and the widget element where the page
 * has one. `fail` is told about an island whose module the build did not make.
 */
function islandChunks(html, path, facadeFile, routes, fail) {
  const files = [];
  const need = (facade, what) => {
    const file = facadeFile.get(facade);
    if (file) files.push(file);
    else fail(`${path} has ${what}, but the build made no chunk for ${facade}.`);
  };
  const keys = [...html.matchAll(/<dc-island\b[^>]*\sdata-island="([^"]+)"/g)].map((match) => match[1]);
  if (keys.length > 0) need('site/island-runtime.tsx', 'islands');
  for (const key of keys) {
    if (key !== 'page') {
      need(`site/${key}.island.tsx`, `the island "${key}"`);
      continue;
    }
    const route = routes.find(({ pattern }) => patternFor(path, [pattern]));
    if (route) need(route.file, 'a whole-page island');
    else fail(`${path} is a whole-page island, but no route in site/routes.tsx matches it.`);
  }
  if (/<drawdown-compare\b/.test(html)) need('site/app/drawdown-compare-element.tsx', 'the widget');
  return files;
}

/** The public pages: every sitemap URL, plus the 404 page. */
function publicPages() {
  const sitemap = readFileSync(join(publicDir, 'sitemap.xml'), 'utf8');
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  return [
    ...paths.map((path) => ({
      path,
      html: join(publicDir, path === '/' ? '' : path.slice(1), 'index.html'),
    })),
    { path: '/404', html: join(publicDir, '404.html') },
  ];
}

/** The first view a partner page gets for `query`, rendered as the server renders it. */
async function firstViewHtml(query) {
  const ssr = await import(pathToFileURL(join(repo, 'dist/ssr/entry-server.js')).href);
  return ssr.renderFirstView(ssr.configFromQuery(new URLSearchParams(query), 'https://partner.example'));
}

async function main() {
  buildIfNeeded();
  const budgets = JSON.parse(readFileSync(join(repo, BUDGETS_FILE), 'utf8'));
  const siteChunks = new Map(
    JSON.parse(readFileSync(siteReportFile, 'utf8')).map((chunk) => [chunk.file, chunk]),
  );
  const widgetChunks = JSON.parse(readFileSync(widgetReportFile, 'utf8'));
  const failures = [];
  const fail = (message) => failures.push(message);
  const rows = [];

  // The partner loader, its stylesheet (fetched with the first view, decision 031) and the lazy
  // bundle it loads at the reader's first touch: everything a partner page can be made to download.
  const loader = gzipBytes('widget.js');
  const loaderText = readFileSync(join(publicDir, 'widget.js'), 'utf8');
  const cssFile = /\/(widget\/drawdown-compare-[\w-]+\.css)/.exec(loaderText)?.[1];
  if (!cssFile) fail('The partner loader names no stylesheet (widget/drawdown-compare-<hash>.css).');
  const css = cssFile ? gzipBytes(cssFile) : 0;
  const bundleBytes = widgetChunks.reduce((sum, chunk) => sum + gzipBytes(chunk.file), 0);
  const total = loader + css + bundleBytes;
  rows.push(['partner loader widget.js', loader, budgets.loader.gzipKB]);
  rows.push(['partner widget (loader + stylesheet + bundle)', total, budgets.partnerWidget.gzipKB]);
  if (loader > budgets.loader.gzipKB * 1024)
    fail(`The partner loader is ${kb(loader)} gzip, over its ${budgets.loader.gzipKB} KB budget.`);
  if (total > budgets.partnerWidget.gzipKB * 1024)
    fail(`The partner widget is ${kb(total)} gzip, over its ${budgets.partnerWidget.gzipKB} KB budget.`);
  for (const chunk of widgetChunks) {
    for (const [name, pattern] of [
      ['React', /^node_modules\/(react|react-dom|scheduler)\//],
      ['zod', /^node_modules\/zod\//],
    ]) {
      const found = chunk.modules.filter((id) => pattern.test(id));
      if (found.length > 0)
        fail(`The partner bundle ${chunk.file} includes ${name}: ${found.slice(0, 3).join(', ')}`);
    }
  }

  // The first view of the benchmark's element (bench/widget-host.bench.ts): elements and bytes.
  const { query, elements: elementBudget, kB: viewBudget } = budgets.firstView;
  const view = await firstViewHtml(query);
  const elements = view.match(/<[a-z]/g)?.length ?? 0;
  const viewBytes = Buffer.byteLength(view);
  console.log(
    `first view (${query}): ${elements} elements (budget ${elementBudget}), ${kb(viewBytes)} of HTML (budget ${viewBudget} KB)`,
  );
  if (elements > elementBudget)
    fail(`The first view for ${query} has ${elements} elements, over its budget of ${elementBudget}.`);
  if (viewBytes > viewBudget * 1024)
    fail(`The first view for ${query} is ${kb(viewBytes)} of HTML, over its ${viewBudget} KB budget.`);

  // Every public page.
  const patterns = Object.keys(budgets.pages);
  const pageModule = (chunk) => /(^|\/)pages\/.+-page\.tsx$/.test(chunk?.facade ?? '');
  const facadeFile = new Map(
    [...siteChunks.values()].filter((chunk) => chunk.facade).map((chunk) => [chunk.facade, chunk.file]),
  );
  const routes = routeFiles();
  for (const { path, html } of publicPages()) {
    const text = readFileSync(html, 'utf8');
    const listed = scriptsOf(text);
    const seen = new Set();
    for (const file of listed) {
      if (seen.has(file)) fail(`${path} lists ${file} twice in its HTML.`);
      seen.add(file);
    }
    for (const file of seen)
      if (!siteChunks.has(file)) fail(`${path} loads ${file}, which the build did not make.`);

    // Loaded by the time every island has hydrated: the listed files, the islands' chunks, and
    // their static imports.
    const atStart = new Set();
    const addStatic = (file) => {
      if (atStart.has(file) || !siteChunks.has(file)) return;
      atStart.add(file);
      for (const imported of siteChunks.get(file).imports) addStatic(imported);
    };
    for (const file of seen) addStatic(file);
    for (const file of islandChunks(text, path, facadeFile, routes, fail)) addStatic(file);
    // Reachable: also whatever those can import later (the widget, a stage), except other pages'
    // modules that the route table could load on a client-side navigation.
    const reachable = new Set();
    const addReachable = (file) => {
      const chunk = siteChunks.get(file);
      if (reachable.has(file) || !chunk) return;
      if (pageModule(chunk) && !atStart.has(file)) return;
      reachable.add(file);
      for (const imported of [...chunk.imports, ...chunk.dynamicImports]) addReachable(imported);
    };
    for (const file of atStart) addReachable(file);

    const bytes = [...atStart].reduce((sum, file) => sum + gzipBytes(file), 0);
    const pattern = patternFor(path, patterns);
    if (!pattern) {
      fail(
        `${path} has no JavaScript budget: add it to "pages" in ${BUDGETS_FILE} (it loads ${kb(bytes)} gzip).`,
      );
      continue;
    }
    const budget = budgets.pages[pattern].gzipKB;
    rows.push([path, bytes, budget]);
    if (bytes > budget * 1024)
      fail(`${path} loads ${kb(bytes)} gzip of JavaScript, over the ${budget} KB budget of "${pattern}".`);

    const owner = new Map();
    for (const file of reachable) {
      const chunk = siteChunks.get(file);
      const code = readFileSync(join(publicDir, file), 'utf8');
      if (/\bIntl\b/.test(code)) {
        const modules = chunk.modules.filter((id) => !id.startsWith('node_modules/')).slice(0, 4);
        fail(
          `${path} can load ${file}, which uses Intl (modules: ${modules.join(', ')}). Use widget/core/format.ts.`,
        );
      }
      for (const id of chunk.modules) {
        if (owner.has(id) && owner.get(id) !== file)
          fail(`${path} would load ${id} twice: it is in ${owner.get(id)} and in ${file}.`);
        owner.set(id, file);
      }
    }
  }

  // One line per pattern is enough for the table (the largest page of each).
  const worst = new Map();
  for (const [name, bytes, budget] of rows) {
    const key = patternFor(name, patterns) ?? name;
    if (!worst.has(key) || worst.get(key)[1] < bytes) worst.set(key, [name, bytes, budget]);
  }
  console.log(
    `${'gzip'.padEnd(32)}${'size'.padStart(9)}${'budget'.padStart(9)}  largest page of the pattern`,
  );
  for (const [key, [name, bytes, budget]] of worst)
    console.log(
      `${key.padEnd(32)}${kb(bytes).padStart(9)}${`${budget} KB`.padStart(9)}  ${name === key ? '' : name}`,
    );

  const unique = [...new Set(failures)];
  if (unique.length > 0) {
    console.error(`\n✖ ${unique.length} budget check(s) failed:`);
    for (const message of unique.slice(0, 40)) console.error(`  - ${message}`);
    console.error(
      `\nTo change a budget, edit ${relative(process.cwd(), join(repo, BUDGETS_FILE)) || BUDGETS_FILE} (each budget has a one-line reason; say why it moves).`,
    );
    process.exit(1);
  }
  console.log(`\n✔ all budgets hold (${BUDGETS_FILE})`);
}

await main();
