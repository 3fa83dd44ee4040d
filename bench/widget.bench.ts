/**
 * npm run bench:widget — sizes of the partner widget, the time from navigation to a ranked list
 * on a partner page of another origin (the server's first view, decision 031), and the time from
 * the reader's first touch to the interface (the bundle loaded and mounted over the first view),
 * in headless Chromium at 4× CPU slowdown, served by the product's own server. Prints the figures
 * and writes them to bench/results/widget.json. Figures only; nothing here asserts a timing.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/chromium.ts';
import { startServerProcess } from '../tests/server-process.ts';

const ROOT = process.env.WIDGET_OUT_DIR ?? join(process.cwd(), 'dist/public');
const RUNS = Number(process.env.RUNS ?? 7);
// Size budgets live in budgets.json (also checked by npm run check:budgets).
const budgets = JSON.parse(readFileSync(new URL('../budgets.json', import.meta.url), 'utf8'));
const BUDGET = {
  loaderGzip: budgets.loader.gzipKB * 1024,
  totalGzip: budgets.partnerWidget.gzipKB * 1024,
  rankedListMs: 1000,
};

/** The bundle the built loader imports (the folder also holds frozen releases' bundles). */
function bundleFile(): string | undefined {
  try {
    return /\/widget\/(drawdown-compare-[\w-]+\.js)/.exec(readFileSync(join(ROOT, 'widget.js'), 'utf8'))?.[1];
  } catch {
    return undefined;
  }
}

if (!existsSync(join(ROOT, 'widget.js')) || !bundleFile()) {
  console.log('Building the widget first…');
  const build = spawnSync('npm', ['run', 'build:widget'], { stdio: 'inherit', env: process.env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const sizes = (body: Buffer | string) => ({
  raw: Buffer.byteLength(body),
  gzip: gzipSync(body, { level: 9 }).length,
  brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
});

const loader = readFileSync(join(ROOT, 'widget.js'));
const bundleName = bundleFile() as string;
const bundle = readFileSync(join(ROOT, 'widget', bundleName));
const cssName = /\/widget\/(drawdown-compare-[\w-]+\.css)/.exec(loader.toString('utf8'))?.[1];
const css = cssName ? readFileSync(join(ROOT, 'widget', cssName)) : Buffer.alloc(0);

const figures = {
  loader: sizes(loader),
  stylesheet: { file: `widget/${cssName}`, ...sizes(css) },
  bundle: { file: `widget/${bundleName}`, ...sizes(bundle) },
  total: {
    gzip: sizes(loader).gzip + sizes(css).gzip + sizes(bundle).gzip,
    brotli: sizes(loader).brotli + sizes(css).brotli + sizes(bundle).brotli,
  },
};

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
};

/** Brotli bodies computed once, as the real server sends precompressed files. */
const brotliCache = new Map<string, Buffer>();

/** Serves a folder; `cors` adds the headers the real server sends on the widget files. */
function serve(
  root: string,
  cors: boolean,
  rewrite?: (body: string) => string,
  pages: Record<string, () => string> = {},
): Promise<Server> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    try {
      const made = pages[path];
      let body: Buffer | string = made
        ? made()
        : readFileSync(join(root, path === '/' ? 'partner.html' : path));
      if (rewrite && extname(path) === '.html') body = rewrite(body.toString('utf8'));
      const headers: Record<string, string> = {
        'content-type': TYPES[extname(path)] ?? 'application/octet-stream',
      };
      if (cors) headers['access-control-allow-origin'] = '*';
      if (req.headers['accept-encoding']?.includes('br') && typeof body !== 'string') {
        headers['content-encoding'] = 'br';
        const key = join(root, path);
        const raw = body;
        body = brotliCache.get(key) ?? brotliCompressSync(raw);
        brotliCache.set(key, body);
      }
      res.writeHead(200, headers).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

// The product's own server: the first view comes from its API (a static copy of dist would not
// answer it, and the widget would fall back to rendering itself).
const site = await startServerProcess({ timeoutMs: 180_000 });
const siteUrl = site.url;
const pinnedPage = readFileSync(join(process.cwd(), 'tests/fixtures/partner.html'), 'utf8')
  .replaceAll('{{SITE}}', siteUrl)
  .replace(`${siteUrl}/widget.js`, `${siteUrl}/widget/1.2.0.js`);

const partner = await serve(
  join(process.cwd(), 'tests/fixtures'),
  false,
  (html) => html.replaceAll('{{SITE}}', siteUrl),
  { '/pinned-1.2.0.html': () => pinnedPage },
);
const partnerUrl = `http://127.0.0.1:${(partner.address() as AddressInfo).port}/partner.html`;

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
});
const times: number[] = [];
const touchTimes: number[] = [];
/** Control: the same page with release 1.2.0 pinned, which renders everything itself. */
const controlTimes: number[] = [];
const pinnedUrl = partnerUrl.replace('partner.html', 'pinned-1.2.0.html');
async function untilRanked(page: import('playwright-core').Page): Promise<number> {
  const handle = await page.waitForFunction(
    () => {
      const root = document.querySelector('drawdown-compare')?.shadowRoot;
      return root?.querySelector('article[data-position="1"]') ? performance.now() : false;
    },
    undefined,
    { polling: 'raf', timeout: 30_000 },
  );
  return Math.round((await handle.jsonValue()) as number);
}
let phases: Array<{ file: string; startMs: number; endMs: number }> = [];
try {
  // Run -1 warms the test server's compression cache and is not counted.
  for (let run = -1; run < RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(pinnedUrl, { waitUntil: 'commit' });
    const control = await untilRanked(page);
    if (run >= 0) controlTimes.push(control);
    await page.goto(partnerUrl, { waitUntil: 'commit' });
    const ms = await untilRanked(page);
    if (run >= 0) times.push(ms);
    // The reader's first touch: focus in the pot field, until the interface has replaced the first view.
    // (A string: tsx would wrap a named arrow function in a helper the page does not have.)
    const touched = (await page.evaluate(`new Promise((resolve) => {
      const root = document.querySelector('drawdown-compare')?.shadowRoot;
      const start = performance.now();
      root?.querySelector('input')?.focus();
      (function check() {
        if (!root?.querySelector('[data-first-view]')) resolve(performance.now() - start);
        else requestAnimationFrame(check);
      })();
    })`)) as number;
    if (run >= 0) touchTimes.push(Math.round(touched));
    if (run === 0) {
      phases = await page.evaluate(() =>
        performance.getEntriesByType('resource').map((e) => ({
          file: e.name.split('/').pop() ?? '',
          startMs: Math.round(e.startTime),
          endMs: Math.round((e as PerformanceResourceTiming).responseEnd),
        })),
      );
    }
    await context.close();
  }
} finally {
  await browser.close();
  await site.stop();
  partner.close();
}
times.sort((a, b) => a - b);
touchTimes.sort((a, b) => a - b);
controlTimes.sort((a, b) => a - b);
const controlMedian = controlTimes[Math.floor(controlTimes.length / 2)] as number;
const median = times[Math.floor(times.length / 2)] as number;
const touchMedian = touchTimes[Math.floor(touchTimes.length / 2)] as number;
const result = {
  measuredAt: new Date().toISOString(),
  ...figures,
  firstRunResources: phases,
  cpuSlowdown: 4,
  rankedList: { runs: times.length, medianMs: median, minMs: times[0], maxMs: times.at(-1), allMs: times },
  rankedListPinned120: {
    runs: controlTimes.length,
    medianMs: controlMedian,
    minMs: controlTimes[0],
    maxMs: controlTimes.at(-1),
    allMs: controlTimes,
  },
  firstTouchToInterface: {
    runs: touchTimes.length,
    medianMs: touchMedian,
    minMs: touchTimes[0],
    maxMs: touchTimes.at(-1),
    allMs: touchTimes,
  },
  budget: BUDGET,
};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log('Drawdown Compare widget');
console.log(
  `  loader widget.js      gzip ${kb(figures.loader.gzip)}  brotli ${kb(figures.loader.brotli)}  (budget ${kb(BUDGET.loaderGzip)} gzip)`,
);
console.log(
  `  stylesheet            gzip ${kb(figures.stylesheet.gzip)}  brotli ${kb(figures.stylesheet.brotli)}`,
);
console.log(`  lazy bundle           gzip ${kb(figures.bundle.gzip)}  brotli ${kb(figures.bundle.brotli)}`);
console.log(
  `  whole widget          gzip ${kb(figures.total.gzip)}  brotli ${kb(figures.total.brotli)}  (budget ${kb(BUDGET.totalGzip)} gzip)`,
);
console.log(
  `  navigation → ranked list on the partner page (4× CPU): median ${median} ms over ${times.length} runs (min ${times[0]}, max ${times.at(-1)}; aim ≤ ${BUDGET.rankedListMs} ms)`,
);
console.log(
  `    control, the same page with 1.2.0 pinned: median ${controlMedian} ms (min ${controlTimes[0]}, max ${controlTimes.at(-1)})`,
);
console.log(
  `  first touch → interface in place (4× CPU): median ${touchMedian} ms over ${touchTimes.length} runs (min ${touchTimes[0]}, max ${touchTimes.at(-1)})`,
);

mkdirSync(join(process.cwd(), 'bench/results'), { recursive: true });
writeFileSync(join(process.cwd(), 'bench/results/widget.json'), `${JSON.stringify(result, null, 2)}\n`);
console.log('  written to bench/results/widget.json');
