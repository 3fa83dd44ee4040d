/**
 * `npm run bench`: runs every benchmark there is, one after the other (they would only measure
 * each other if run together), gathers the JSON each writes to bench/results/<name>.json, prints
 * one table and writes it all, with the machine and the date, to bench/results/all.json.
 *
 *   npm run bench                    every benchmark; the soak's last result is included as it is
 *   npm run bench -- --soak          also runs the 20,000-lead SIGKILL soak (about 10 to 20 minutes)
 *   npm run bench -- --only server   one benchmark (repeatable)
 *
 * A benchmark that is missing or fails is reported in the table and makes the exit status 1.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { arch, cpus, freemem, loadavg, platform, release, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const ROOT = resolve(import.meta.dirname, '..');
const RESULTS = join(ROOT, 'bench', 'results');

interface Benchmark {
  name: string;
  file: string;
  measures: string;
  args?: string[];
  optional?: boolean;
}

const BENCHMARKS: Benchmark[] = [
  { name: 'widget', file: 'bench/widget.bench.ts', measures: 'widget size and time to the ranked list' },
  {
    name: 'cost-engine',
    file: 'bench/cost-engine.bench.ts',
    measures: 'ranking 21 providers with 40-year monthly projections (budget 2 ms), against a control',
  },
  {
    name: 'lighthouse',
    file: 'bench/lighthouse.bench.ts',
    measures: 'Lighthouse mobile on every public route kind, each beside a no-script control',
  },
  {
    name: 'widget-host',
    file: 'bench/widget-host.bench.ts',
    measures:
      'Lighthouse mobile on a blank partner page with the widget, beside the page without it (aim: main-thread work ≤ control + 50 ms)',
  },
  {
    name: 'interaction',
    file: 'bench/interaction.bench.ts',
    measures: 'Event Timing interaction latency, CPU slowed 4×',
  },
  {
    name: 'server',
    file: 'bench/server.bench.ts',
    measures: 'leads/s and latency on PGlite and PostgreSQL, static requests/s',
  },
  {
    name: 'fair-share',
    file: 'bench/fair-share.bench.ts',
    measures:
      '/healthz and a static page (median, spread) while one client floods each kind of render, against the same with no flood (aim: under 100 ms)',
  },
  {
    name: 'soak',
    file: 'bench/soak.ts',
    measures: '20,000 leads, 2 processes, 2 SIGKILLs: lost or duplicated leads and e-mails',
    optional: true,
  },
];

interface Outcome {
  name: string;
  measures: string;
  status: 'ok' | 'failed' | 'missing' | 'no-json' | 'previous';
  seconds: number;
  exitCode: number | null;
  result: unknown;
  note?: string;
}

function machine() {
  const cpu = cpus();
  return {
    platform: `${platform()} ${release()} ${arch()}`,
    cpu: cpu[0]?.model ?? 'unknown',
    cores: cpu.length,
    memoryGiB: Math.round((totalmem() / 2 ** 30) * 10) / 10,
    freeMemoryGiB: Math.round((freemem() / 2 ** 30) * 10) / 10,
    loadAverage: loadavg().map((n) => Math.round(n * 100) / 100),
    node: process.version,
  };
}

function runFile(bench: Benchmark): Promise<{ code: number | null; seconds: number }> {
  const started = performance.now();
  return new Promise((resolvePromise) => {
    const child = spawn(process.execPath, ['--import', 'tsx', bench.file, ...(bench.args ?? [])], {
      cwd: ROOT,
      env: process.env,
      stdio: 'inherit',
    });
    // Bounded: a benchmark that hangs is stopped and reported.
    const limit = setTimeout(() => child.kill('SIGTERM'), 45 * 60_000);
    child.on('exit', (code) => {
      clearTimeout(limit);
      resolvePromise({ code, seconds: Math.round((performance.now() - started) / 100) / 10 });
    });
  });
}

function readResult(name: string): { json: unknown; mtimeMs: number } | null {
  const file = join(RESULTS, `${name}.json`);
  if (!existsSync(file)) return null;
  try {
    return { json: JSON.parse(readFileSync(file, 'utf8')), mtimeMs: statSync(file).mtimeMs };
  } catch {
    return null;
  }
}

/** Every number, string and boolean leaf as `a.b.c` = value, leaving out the run's own metadata. */
export function flatten(value: unknown, prefix = '', out: [string, string][] = []): [string, string][] {
  if (value === null || value === undefined) return out;
  if (Array.isArray(value)) {
    if (value.every((v) => typeof v !== 'object' || v === null)) {
      if (value.length > 0) out.push([prefix, value.join(', ')]);
    } else {
      for (const [i, v] of value.entries()) flatten(v, `${prefix}[${i}]`, out);
    }
    return out;
  }
  if (typeof value === 'object') {
    for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
      if (prefix === '' && ['name', 'date', 'machine', 'environment', 'env'].includes(key)) continue;
      flatten(v, prefix ? `${prefix}.${key}` : key, out);
    }
    return out;
  }
  out.push([prefix, typeof value === 'number' ? String(Math.round(value * 100) / 100) : String(value)]);
  return out;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      soak: { type: 'boolean', default: false },
      only: { type: 'string', multiple: true },
    },
  });
  const chosen = BENCHMARKS.filter((b) => !values.only || values.only.includes(b.name));
  const date = new Date().toISOString();
  const before = machine();
  const outcomes: Outcome[] = [];

  for (const bench of chosen) {
    const runIt = !bench.optional || values.soak || values.only?.includes(bench.name);
    if (!existsSync(join(ROOT, bench.file))) {
      outcomes.push({
        name: bench.name,
        measures: bench.measures,
        status: 'missing',
        seconds: 0,
        exitCode: null,
        result: null,
        note: `${bench.file} does not exist yet`,
      });
      continue;
    }
    if (!runIt) {
      const previous = readResult(bench.name);
      outcomes.push({
        name: bench.name,
        measures: bench.measures,
        status: 'previous',
        seconds: 0,
        exitCode: null,
        result: previous?.json ?? null,
        note: previous
          ? `last run ${new Date(previous.mtimeMs).toISOString()} (run again with --soak)`
          : 'not run (add --soak)',
      });
      continue;
    }
    process.stdout.write(`\n▶ ${bench.name}: ${bench.measures}\n`);
    const startedAt = Date.now();
    const { code, seconds } = await runFile(bench);
    const result = readResult(bench.name);
    const fresh = result !== null && result.mtimeMs >= startedAt - 1000;
    outcomes.push({
      name: bench.name,
      measures: bench.measures,
      status: code !== 0 ? 'failed' : fresh ? 'ok' : 'no-json',
      seconds,
      exitCode: code,
      result: fresh ? result.json : null,
      ...(code === 0 && !fresh ? { note: `wrote no bench/results/${bench.name}.json` } : {}),
      ...(code !== 0 ? { note: `exited with ${code}` } : {}),
    });
  }

  const rows: [string, string, string][] = [];
  for (const o of outcomes) {
    const head = `${o.status}${o.seconds ? ` in ${o.seconds} s` : ''}${o.note ? `: ${o.note}` : ''}`;
    rows.push([o.name, '(status)', head]);
    for (const [metric, value] of flatten(o.result)) rows.push([o.name, metric, value]);
  }
  const w0 = Math.max(9, ...rows.map((r) => r[0].length));
  const w1 = Math.max(6, ...rows.map((r) => r[1].length));
  const line = (a: string, b: string, c: string) => `${a.padEnd(w0)}  ${b.padEnd(w1)}  ${c}`;
  process.stdout.write(
    `\nDrawdown Compare benchmarks, ${date}\n${before.cpu}, ${before.cores} cores, ${before.memoryGiB} GiB, ${before.node}, load ${before.loadAverage.join(' ')}\n\n${line('benchmark', 'metric', 'value')}\n${line('-'.repeat(w0), '-'.repeat(w1), '-----')}\n${rows.map((r) => line(...r)).join('\n')}\n`,
  );

  mkdirSync(RESULTS, { recursive: true });
  const file = join(RESULTS, 'all.json');
  writeFileSync(
    file,
    `${JSON.stringify({ name: 'all', date, machine: { ...before, loadAverageAfter: loadavg() }, benchmarks: outcomes }, null, 2)}\n`,
  );
  process.stdout.write(`\nWritten to ${file.slice(ROOT.length + 1)}\n`);
  if (outcomes.some((o) => o.status === 'failed' || o.status === 'missing' || o.status === 'no-json'))
    process.exitCode = 1;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  main().catch((error) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
}
