/**
 * npm run bench -- --only cost-engine: how long the drawdown cost engine takes to rank all 21
 * providers for one scenario, each with a 40-year month-by-month projection and a year-one
 * receipt. Budget: under 2 ms a ranking. Also the plain §9 ranking (what runs on each keystroke
 * of the pot). A control (fixed arithmetic of similar size) is timed in alternation with each, so
 * a loaded machine shows as a slower control, not as a slower engine. Figures only; nothing here
 * asserts a timing. Writes bench/results/cost-engine.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { rankQuotes } from '../widget/core/cost-engine.ts';
import { PROVIDERS } from '../widget/core/providers.ts';
import { rankProviders, tariffOf } from '../widget/core/rank.ts';
import { type Scenario, suggestedScenario } from '../widget/core/scenario.ts';

const ROUNDS = Number(process.env.ROUNDS ?? 60);
const BATCH = Number(process.env.BATCH ?? 25);
const BUDGET_MS = 2;

const tariffs = PROVIDERS.map(tariffOf);
/** Money taken every month that lasts the whole 40 years everywhere, so every projection runs to the end. */
const scenario: Scenario = {
  ...suggestedScenario(250_000),
  holdings: { funds: 60, shares: 30, trusts: 10 },
  income: 6_000,
  incomeFrequency: 'monthly',
  tradesPerYear: 6,
  years: 20,
};
const check = rankQuotes(tariffs, scenario);
const projected = [...check.ranked, ...check.ineligible].filter((q) => q.horizon.total !== null);
if (projected.some((q) => q.moneyLastsYears !== null))
  throw new Error('The bench scenario must last 40 years everywhere.');

/** The control: 21 × 480 steps of compound arithmetic, like the projection's inner loop without the engine. */
let sink = 0;
function control(): void {
  for (let p = 0; p < 21; p++) {
    let pot = 250_000 + p;
    for (let m = 0; m < 480; m++) pot = pot * 1.004 - 500 - Math.round(pot * 0.0004) / 100;
    sink += pot;
  }
}

function timeBatch(fn: () => void): number {
  const started = performance.now();
  for (let i = 0; i < BATCH; i++) fn();
  return (performance.now() - started) / BATCH;
}

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
  const round = (n: number) => Math.round(n * 1000) / 1000;
  return {
    medianMs: round(at(0.5)),
    p10Ms: round(at(0.1)),
    p90Ms: round(at(0.9)),
    minMs: round(sorted[0] as number),
  };
}

function measure(fn: () => void) {
  for (let i = 0; i < 200; i++) fn(); // warm up the JIT
  const engine: number[] = [];
  const ctl: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    engine.push(timeBatch(fn));
    ctl.push(timeBatch(control));
  }
  const e = stats(engine);
  const c = stats(ctl);
  return { ...e, control: c, ratioToControl: Math.round((e.medianMs / c.medianMs) * 100) / 100 };
}

const full = measure(() => {
  rankQuotes(tariffs, scenario);
});
const plain = measure(() => {
  rankProviders(PROVIDERS, 250_000);
});

const result = {
  benchmark: 'cost-engine',
  date: new Date().toISOString(),
  machine: {
    cpus: cpus().length,
    model: cpus()[0]?.model ?? 'unknown',
    loadavg: loadavg().map((n) => Math.round(n * 100) / 100),
  },
  providers: tariffs.length,
  projectionMonths: 480,
  rounds: ROUNDS,
  batch: BATCH,
  budgetMs: BUDGET_MS,
  rankWithProjection: { ...full, withinBudget: full.medianMs < BUDGET_MS },
  plainRankingPerKeystroke: plain,
};
if (sink === 0) console.log('');
mkdirSync(join(process.cwd(), 'bench', 'results'), { recursive: true });
writeFileSync(
  join(process.cwd(), 'bench', 'results', 'cost-engine.json'),
  `${JSON.stringify(result, null, 2)}\n`,
);
console.log(JSON.stringify(result, null, 2));
