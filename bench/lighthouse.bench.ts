// `npm run bench:lighthouse`: Lighthouse (mobile profile, simulated throttling) with Debian's
// Chromium on the built site served by the real server, on every kind of public route. Each page
// is run beside a control, in the same run: the same HTML with its scripts blocked
// (`blockedUrlPatterns`), so what the scripts cost stands apart from what the machine's load costs.
// Aims (ADR 021): TBT at most 50 ms above the control, LCP ≤ 1.5 s, performance 100 on a quiet
// machine. Figures only; nothing here fails on a timing.
//   ROUTES=/,/fees-and-charges npm run bench:lighthouse    a few routes
//   RUNS=3 npm run bench:lighthouse                         the median of 3 runs of each
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/chromium.ts';
import { startServerProcess } from '../tests/server-process.ts';

/** One route of each kind (home, provider, review, fees, finder, calculator, contact, ebook, blog list, blog post, guide, legal). */
const ALL_ROUTES = [
  '/',
  '/provider/aj-bell',
  '/provider/aj-bell/review',
  '/fees-and-charges',
  '/find-provider',
  '/pension-drawdown-calculator',
  '/contact',
  '/download-ebook',
  '/blog',
  '/blog/emergency-tax-on-your-first-pension-withdrawal',
  '/income-drawdown',
  '/privacy-policy',
];
const ROUTES = process.env.ROUTES ? process.env.ROUTES.split(',') : ALL_ROUTES;
const RUNS = Number(process.env.RUNS ?? 1);
const CHROME = process.env.CHROME_PATH ?? CHROMIUM_PATH;

if (!existsSync(`${process.env.BENCH_PUBLIC_DIR ?? 'dist/public'}/index.html`)) {
  console.error('Build first: npm run build');
  process.exit(1);
}

interface Figures {
  performance: number;
  accessibility: number;
  'best-practices': number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

// BENCH_PUBLIC_DIR: measure another build (an earlier one kept for a before/after comparison).
const server = await startServerProcess({
  output: 'inherit',
  // tsx compiles the server on start: slow on a busy machine.
  timeoutMs: 180_000,
  env: process.env.BENCH_PUBLIC_DIR ? { PUBLIC_DIR: process.env.BENCH_PUBLIC_DIR } : {},
});
const chrome = await chromeLauncher.launch({
  chromePath: CHROME,
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});

async function audit(url: string, blockScripts: boolean): Promise<Figures> {
  const result = await lighthouse(
    url,
    {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      // The notice is left out once a choice is recorded, as for a returning visitor.
      extraHeaders: { Cookie: 'cookie-consent=rejected' },
      blockedUrlPatterns: blockScripts ? ['*.js'] : [],
    },
    undefined,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    lcp: (audits['largest-contentful-paint']?.numericValue ?? 0) / 1000,
    tbt: audits['total-blocking-time']?.numericValue ?? 0,
    cls: audits['cumulative-layout-shift']?.numericValue ?? 0,
  };
}

const rows: Record<string, string | number>[] = [];
const load: number[] = [loadavg()[0] ?? 0];
try {
  for (const path of ROUTES) {
    const page: Figures[] = [];
    const control: Figures[] = [];
    // Alternate page and control, so a burst of load elsewhere falls on both.
    for (let run = 0; run < RUNS; run++) {
      page.push(await audit(`${server.url}${path}`, false));
      control.push(await audit(`${server.url}${path}`, true));
    }
    const m = (list: Figures[], key: keyof Figures) => median(list.map((figures) => figures[key]));
    const tbts = page.map((figures) => Math.round(figures.tbt));
    rows.push({
      page: path,
      perf: m(page, 'performance'),
      'perf ctl': m(control, 'performance'),
      'LCP s': Number(m(page, 'lcp').toFixed(2)),
      'LCP ctl': Number(m(control, 'lcp').toFixed(2)),
      'TBT ms': Math.round(m(page, 'tbt')),
      'TBT ctl': Math.round(m(control, 'tbt')),
      'TBT runs': tbts.join('/'),
      'TBT − ctl': Math.round(m(page, 'tbt') - m(control, 'tbt')),
      CLS: Number(m(page, 'cls').toFixed(3)),
      a11y: m(page, 'accessibility'),
      bp: m(page, 'best-practices'),
      seo: m(page, 'seo'),
    });
    load.push(loadavg()[0] ?? 0);
  }
} finally {
  chrome.kill();
  await server.stop();
}
console.log(
  '\nLighthouse, mobile profile (simulated throttling), Debian Chromium; "ctl" = same HTML, scripts blocked:',
);
console.table(rows);
const misses = rows.filter(
  (row) => Number(row['TBT − ctl']) > 50 || Number(row['LCP s']) > 1.5 || Number(row.perf) < 100,
);
console.log(
  misses.length === 0
    ? 'Every page meets the aims (TBT ≤ control + 50 ms, LCP ≤ 1.5 s, performance 100).'
    : `Aims missed on: ${misses.map((row) => `${row.page} (TBT ${row['TBT − ctl']} ms over control, LCP ${row['LCP s']} s, perf ${row.perf})`).join('; ')}`,
);
console.log(`Load average (1 min) during the run: ${load.map((value) => value.toFixed(1)).join(', ')}`);

mkdirSync('bench/results', { recursive: true });
writeFileSync(
  'bench/results/lighthouse.json',
  `${JSON.stringify(
    {
      benchmark: 'lighthouse',
      date: new Date().toISOString(),
      machine: { cpus: cpus().length, model: cpus()[0]?.model ?? 'unknown', loadAverage: load },
      profile: 'mobile, simulated throttling; control = same HTML with scripts blocked',
      runs: RUNS,
      aim: { tbtAboveControlMs: 50, lcpSeconds: 1.5, performance: 100 },
      pages: rows,
    },
    null,
    2,
  )}\n`,
);
