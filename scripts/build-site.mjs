#!/usr/bin/env node
// `npm run build:site`: client build into dist/public, SSR build into dist/ssr, then every public
// route prerendered to dist/public/<route>/index.html, plus 404.html, the noindex shells (sign-in,
// admin), sitemap.xml and robots.txt. Runs before the widget build, so it may empty dist/public.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const repo = resolve(import.meta.dirname, '..');
const publicDir = join(repo, 'dist/public');
const ssrDir = join(repo, 'dist/ssr');
const config = join(repo, 'site/vite.config.ts');
const vite = join(repo, 'node_modules/vite/bin/vite.js');

function run(args) {
  const result = spawnSync(process.execPath, [vite, ...args], {
    stdio: 'inherit',
    cwd: repo,
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) {
    console.error(`vite ${args.join(' ')} failed`);
    process.exit(result.status ?? 1);
  }
}

run(['build', '--config', config, '--logLevel', 'warn']);
run(['build', '--config', config, '--ssr', join(repo, 'site/entry-server.tsx'), '--logLevel', 'warn']);

const manifest = JSON.parse(readFileSync(join(publicDir, '.vite/manifest.json'), 'utf8'));

/**
 * The site's stylesheet goes into every page as one <style> element instead of a render-blocking
 * <link>: the first paint then needs the HTML alone (one round trip less on a slow connection). The
 * CSP allows exactly this element by its SHA-256, which the server reads from .inline-style-hashes.json
 * (a dotfile, so the static server never serves it). See docs/decisions/009-inline-site-css.md.
 */
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g;
const styleHashes = new Set();
function inlineStylesheets(html) {
  return html.replace(STYLESHEET_LINK, (_link, file) => {
    const css = readFileSync(join(publicDir, file), 'utf8');
    if (/<\/style/i.test(css)) throw new Error(`${file} contains "</style" and cannot be inlined.`);
    styleHashes.add(`'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`);
    return `<style>${css}</style>`;
  });
}
const built = readFileSync(join(publicDir, 'index.html'), 'utf8');
const cssFiles = [...built.matchAll(STYLESHEET_LINK)].map((match) => match[1]);
if (cssFiles.length === 0) throw new Error('The built index.html links no stylesheet to inline.');
/**
 * The built index.html must load exactly one module script, the small entry, and nothing else:
 * every page is prerendered, so scripts only hydrate, and the entry fetches the rest after the first
 * paint (entry-client.tsx, ADR 011). `page()` adds its priority and the page's chunk list.
 */
const ENTRY_SCRIPT = '<script type="module" crossorigin src=';
function checkScripts(html) {
  if (html.split(ENTRY_SCRIPT).length !== 2 || /<link rel="modulepreload"/.test(html))
    throw new Error('The built index.html should load exactly one entry script and preload nothing.');
  return html;
}
const template = checkScripts(inlineStylesheets(built));
const server = await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href);

/**
 * The chunks that hydrate a page: hydrate.tsx with everything it imports (statically, and the
 * stages it imports on purpose), and the page's own module with its imports. Not written as
 * <link rel="modulepreload">: those would compete with the page itself for the network. The
 * entry reads this list from `data-chunks` after the first paint and downloads them before the
 * first import (entry-client.tsx, ADR 011).
 */
const hydrateKey = Object.keys(manifest).find((key) => manifest[key].src === 'hydrate.tsx');
if (!hydrateKey) throw new Error('The client manifest has no hydrate.tsx chunk.');
/** Adds `name`'s chunk and its static imports to `files` (and, for hydrate.tsx, its stages). */
function collectChunks(name, files, followDynamic = false) {
  const chunk = manifest[name];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collectChunks(imported, files);
  // hydrate.tsx's own dynamic imports are its stages; routes.tsx's are every page (not followed).
  if (followDynamic) for (const imported of chunk.dynamicImports ?? []) collectChunks(imported, files);
}
const entryChunk = manifest['index.html'];
const loadedByEntry = new Set([
  entryChunk?.file,
  ...(entryChunk?.imports ?? []).map((name) => manifest[name]?.file),
]);
const hydrateChunks = new Set();
collectChunks(hydrateKey, hydrateChunks, true);
function chunksFor(file) {
  const files = new Set(hydrateChunks);
  collectChunks(file.replace(/^\.\//, ''), files);
  return [...files].filter((chunkFile) => !loadedByEntry.has(chunkFile)).map((chunkFile) => `/${chunkFile}`);
}

function page(rendered, file) {
  return template
    .replace('<!--app-head-->', () => rendered.head)
    .replace(
      ENTRY_SCRIPT,
      `<script type="module" fetchpriority="low" crossorigin data-chunks="${chunksFor(file).join(' ')}" src=`,
    )
    .replace('<!--app-html-->', () => rendered.html);
}

function write(path, html) {
  const target = path === '/' ? join(publicDir, 'index.html') : join(publicDir, path.slice(1), 'index.html');
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, html);
}

const missing = server.ROUTES.filter((route) => !server.pageExists(route.file)).map(
  (route) => `${route.path} (${route.file})`,
);
if (missing.length > 0)
  console.warn(
    `These routes have no page module yet and render the not-found page:\n  ${missing.join('\n  ')}`,
  );

// A route whose module is missing is not written, so the server answers it with the 404 page.
const paths = server.prerenderPaths().filter(({ path }) => server.pageExists(server.routeForPath(path).file));
const sitemap = [];
for (const { path, inSitemap } of paths) {
  const rendered = await server.render(path);
  if (rendered.status !== 200) {
    throw new Error(`${path} rendered with status ${rendered.status}; every prerendered route must exist.`);
  }
  write(path, page(rendered, server.routeForPath(path).file));
  if (inSitemap && !rendered.noindex && rendered.status === 200) sitemap.push(path);
}
const notFound = await server.render('/this-page-does-not-exist');
if (notFound.status !== 404) throw new Error('The not-found page did not report status 404.');
writeFileSync(join(publicDir, '404.html'), page(notFound, './pages/not-found/not-found-page.tsx'));

const today = new Date().toISOString().slice(0, 10);
writeFileSync(
  join(publicDir, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${sitemap
    .map((path) => `  <url><loc>${server.SITE_URL}${path}</loc><lastmod>${today}</lastmod></url>`)
    .join('\n')}\n</urlset>\n`,
);
writeFileSync(
  join(publicDir, 'robots.txt'),
  `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /auth\nDisallow: /api/\n\nSitemap: ${server.SITE_URL}/sitemap.xml\n`,
);
if (server.strippedStyles.size > 0)
  console.log(`inline styles left out of the HTML (CSP): ${[...server.strippedStyles].join(' | ')}`);
// Nothing links the inlined files any more.
for (const file of cssFiles) unlinkSync(join(publicDir, file));
writeFileSync(join(publicDir, '.inline-style-hashes.json'), `${JSON.stringify([...styleHashes])}\n`);
rmSync(join(publicDir, '.vite'), { recursive: true, force: true });
console.log(
  `prerendered ${paths.length} routes + 404.html; sitemap lists ${sitemap.length} URLs (site at ${server.SITE_URL})`,
);
