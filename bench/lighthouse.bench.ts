// `npm run bench:lighthouse`: Lighthouse (mobile profile, simulated throttling) with Debian's
// Chromium on the built site served by the real server: the home page, a provider page and the
// fee comparison. Prints the four category scores and LCP, CLS and TBT for each.
// Needs `npm run build` first. Aim: 100 in every category, LCP ≤ 1.5 s.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/chromium.ts';
import { startServerProcess } from '../tests/server-process.ts';

const PAGES = ['/', '/provider/aj-bell', '/fees-and-charges'];
const CHROME = process.env.CHROME_PATH ?? CHROMIUM_PATH;

if (!existsSync('dist/public/index.html')) {
  console.error('Build first: npm run build');
  process.exit(1);
}

const server = await startServerProcess({ output: 'inherit' });
const chrome = await chromeLauncher.launch({
  chromePath: CHROME,
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});
const rows: Record<string, string | number>[] = [];
let failed = false;
try {
  for (const path of PAGES) {
    const result = await lighthouse(`${server.url}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const row = {
      page: path,
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      'LCP s': Number(((audits['largest-contentful-paint']?.numericValue ?? 0) / 1000).toFixed(2)),
      CLS: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
      'TBT ms': Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    };
    rows.push(row);
    const misses = Object.entries(categories)
      .flatMap(([, category]) =>
        category.auditRefs
          .map((ref) => audits[ref.id])
          .filter(
            (audit) =>
              audit &&
              audit.score !== null &&
              audit.score < 1 &&
              audit.scoreDisplayMode !== 'informative' &&
              audit.scoreDisplayMode !== 'manual' &&
              audit.scoreDisplayMode !== 'notApplicable',
          ),
      )
      .map((audit) => `${audit?.id} (${audit?.displayValue ?? audit?.score})`);
    if (misses.length > 0)
      console.log(`${path}: audits below full marks: ${[...new Set(misses)].join(', ')}`);
    if (row.performance < 100 || row.accessibility < 100 || row['best-practices'] < 100 || row.seo < 100)
      failed = true;
  }
} finally {
  chrome.kill();
  await server.stop();
}
console.log('\nLighthouse, mobile profile (simulated throttling), Debian Chromium:');
console.table(rows);
if (failed) console.log('Below the aim of 100 in every category on at least one page.');

// Like the other benchmarks, leave the figures for `npm run bench` to gather.
mkdirSync('bench/results', { recursive: true });
writeFileSync(
  'bench/results/lighthouse.json',
  `${JSON.stringify(
    {
      benchmark: 'lighthouse',
      date: new Date().toISOString(),
      machine: { cpus: cpus().length, model: cpus()[0]?.model ?? 'unknown' },
      profile: 'mobile, simulated throttling',
      aim: { everyCategory: 100, lcpSeconds: 1.5 },
      pages: rows,
    },
    null,
    2,
  )}\n`,
);
