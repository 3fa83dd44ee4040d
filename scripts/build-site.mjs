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

/**
 * The site's stylesheet goes into every page as one <style> element instead of a render-blocking
 * <link>: the first paint then needs the HTML alone (one round trip less on a slow connection). The
 * CSP allows exactly this element by its SHA-256, which the server reads from .inline-hashes.json
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
 * The built index.html must load exactly one module script, the small entry, and preload nothing:
 * every public page is static HTML with islands, and the entry loads an island's code only when
 * that island is needed (entry-client.tsx, ADR 021). None of it is needed for the first paint, so
 * the build puts in its place one inline module that starts it once the page has painted: the next
 * frame, then a task after it, or after a second in a tab that is hidden and paints nothing
 * (decision 054, as ADR 011 once did). Until then the document is the only request. The
 * module names the entry and its static imports in data attributes, so its text, and the hash the
 * CSP allows it by, are the same whatever the build's file names; the imports are preloaded beside
 * the entry instead of one round trip after it.
 */
const ENTRY_SCRIPT = '<script type="module" crossorigin src=';
const START_AFTER_PAINT = [
  "const start = document.querySelector('script[data-entry]');",
  'let started = false;',
  'const load = () => {',
  '  if (started) return;',
  '  started = true;',
  "  for (const href of start.dataset.imports.split(' ').filter(Boolean)) {",
  "    const link = document.createElement('link');",
  "    link.rel = 'modulepreload';",
  '    link.href = href;',
  '    document.head.append(link);',
  '  }',
  '  import(start.dataset.entry);',
  '};',
  '// After the first paint: the next frame, then a task. A hidden tab has no frames: a timer.',
  'requestAnimationFrame(() => setTimeout(load));',
  'setTimeout(load, 1000);',
].join('\n');
const scriptHashes = new Set([
  `'sha256-${createHash('sha256').update(START_AFTER_PAINT, 'utf8').digest('base64')}'`,
]);
function entryImports() {
  const manifest = JSON.parse(readFileSync(join(publicDir, '.vite/manifest.json'), 'utf8'));
  return (manifest['index.html']?.imports ?? []).map((key) => `/${manifest[key].file}`);
}
function checkScripts(html) {
  if (html.split(ENTRY_SCRIPT).length !== 2 || /<link rel="modulepreload"/.test(html))
    throw new Error('The built index.html should load exactly one entry script and preload nothing.');
  if (!html.includes('<div id="root"><!--app-html--></div><!--/root-->'))
    throw new Error('The built index.html has lost the root markers the server renders into.');
  return html.replace(
    /<script type="module" crossorigin src="([^"]+)"><\/script>/,
    (_tag, src) =>
      `<script type="module" data-entry="${src}" data-imports="${entryImports().join(' ')}">${START_AFTER_PAINT}</script>`,
  );
}
const template = checkScripts(inlineStylesheets(built));
const server = await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href);
// The widget's first views on the site's pages carry its stylesheet in their shadow roots (decision 051).
styleHashes.add(`'sha256-${createHash('sha256').update(server.widgetShadowCss(), 'utf8').digest('base64')}'`);

/** The admin area and sign-in are one client-routed app (`data-spa`); public pages have islands. */
function page(rendered, route) {
  return template
    .replace('<!--app-head-->', () => rendered.head)
    .replace('<div id="root">', route?.kind === 'shell' ? '<div id="root" data-spa>' : '<div id="root">')
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
  write(path, page(rendered, server.routeForPath(path)));
  if (inSitemap && !rendered.noindex && rendered.status === 200) sitemap.push(path);
}
const notFound = await server.render('/this-page-does-not-exist');
if (notFound.status !== 404) throw new Error('The not-found page did not report status 404.');
writeFileSync(join(publicDir, '404.html'), page(notFound, undefined));

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
writeFileSync(
  join(publicDir, '.inline-hashes.json'),
  `${JSON.stringify({ style: [...styleHashes], script: [...scriptHashes] })}\n`,
);
rmSync(join(publicDir, '.vite'), { recursive: true, force: true });
console.log(
  `prerendered ${paths.length} routes + 404.html; sitemap lists ${sitemap.length} URLs (site at ${server.SITE_URL})`,
);
