/**
 * npm run bench:widget — sizes of the partner widget and the time from navigation to a ranked
 * list on a partner page of another origin, in headless Chromium. Prints the figures and writes
 * them to bench/results/widget.json. Figures only; nothing here asserts a timing.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/chromium.ts';

const ROOT = process.env.WIDGET_OUT_DIR ?? join(process.cwd(), 'dist/public');
const RUNS = Number(process.env.RUNS ?? 7);
// Size budgets live in budgets.json (also checked by npm run check:budgets).
const budgets = JSON.parse(readFileSync(new URL('../budgets.json', import.meta.url), 'utf8'));
const BUDGET = {
  loaderGzip: budgets.loader.gzipKB * 1024,
  totalGzip: budgets.partnerWidget.gzipKB * 1024,
  rankedListMs: 1000,
};

function bundleFile(): string | undefined {
  try {
    return readdirSync(join(ROOT, 'widget')).find((name) => /^drawdown-compare-.*\.js$/.test(name));
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
const bundleText = bundle.toString('utf8');
const cssStart = bundleText.indexOf('/*! tailwindcss');
const cssEnd = cssStart === -1 ? -1 : bundleText.indexOf('`', cssStart);
const css = cssStart === -1 ? '' : bundleText.slice(cssStart, cssEnd);

const figures = {
  loader: sizes(loader),
  bundle: { file: `widget/${bundleName}`, ...sizes(bundle) },
  cssInsideBundle: sizes(css),
  total: {
    gzip: sizes(loader).gzip + sizes(bundle).gzip,
    brotli: sizes(loader).brotli + sizes(bundle).brotli,
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
function serve(root: string, cors: boolean, rewrite?: (body: string) => string): Promise<Server> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    try {
      let body: Buffer | string = readFileSync(join(root, path === '/' ? 'partner.html' : path));
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

const site = await serve(ROOT, true);
const siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
const partner = await serve(join(process.cwd(), 'tests/fixtures'), false, (html) =>
  html.replaceAll('{{SITE}}', siteUrl),
);
const partnerUrl = `http://127.0.0.1:${(partner.address() as AddressInfo).port}/partner.html`;

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
});
const times: number[] = [];
let phases: Array<{ file: string; startMs: number; endMs: number }> = [];
try {
  // Run -1 warms the test server's compression cache and is not counted.
  for (let run = -1; run < RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(partnerUrl, { waitUntil: 'commit' });
    const handle = await page.waitForFunction(
      () => {
        const root = document.querySelector('drawdown-compare')?.shadowRoot;
        return root?.querySelector('article[data-position="1"]') ? performance.now() : false;
      },
      undefined,
      { polling: 'raf', timeout: 30_000 },
    );
    const ms = Math.round((await handle.jsonValue()) as number);
    if (run >= 0) times.push(ms);
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
  site.close();
  partner.close();
}
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)] as number;
const result = {
  measuredAt: new Date().toISOString(),
  ...figures,
  firstRunResources: phases,
  rankedList: { runs: times.length, medianMs: median, minMs: times[0], maxMs: times.at(-1), allMs: times },
  budget: BUDGET,
};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log('Drawdown Compare widget');
console.log(
  `  loader widget.js      gzip ${kb(figures.loader.gzip)}  brotli ${kb(figures.loader.brotli)}  (budget ${kb(BUDGET.loaderGzip)} gzip)`,
);
console.log(`  lazy bundle (JS+CSS)  gzip ${kb(figures.bundle.gzip)}  brotli ${kb(figures.bundle.brotli)}`);
console.log(
  `    of which CSS        gzip ${kb(figures.cssInsideBundle.gzip)}  brotli ${kb(figures.cssInsideBundle.brotli)}`,
);
console.log(
  `  whole widget          gzip ${kb(figures.total.gzip)}  brotli ${kb(figures.total.brotli)}  (budget ${kb(BUDGET.totalGzip)} gzip)`,
);
console.log(
  `  navigation → ranked list on the partner page: median ${median} ms over ${times.length} runs (min ${times[0]}, max ${times.at(-1)}; aim ≤ ${BUDGET.rankedListMs} ms)`,
);

mkdirSync(join(process.cwd(), 'bench/results'), { recursive: true });
writeFileSync(join(process.cwd(), 'bench/results/widget.json'), `${JSON.stringify(result, null, 2)}\n`);
console.log('  written to bench/results/widget.json');
