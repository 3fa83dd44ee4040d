/**
 * `npm run bench:fair-share`: what one client flooding server renders does to everyone else
 * (decision 038). For each kind of render (a page priced for a new plan: fees,
 * calculator, provider, finder; the partner widget's first view for a new query; the contact form
 * sent without script, invalid), one client address floods it with 32 connections, each request
 * a query never seen before, while a probe from another address asks for /healthz and a static
 * page one after another and times each answer. The control is the same probe with no flood, in
 * the same run, before and after the floods. The fee page is flooded a second time with the
 * limits raised out of reach, as the server was before decision 038.
 *
 *   npm run bench:fair-share                   8 s a flood (default)
 *   npm run bench:fair-share -- --duration 12
 *
 * The server runs as its own process (production settings, the built site, the embedded database)
 * and the flood and the probe each in another, so none measures the others. Writes
 * bench/results/fair-share.json. The aim: /healthz and the static page answer in under 100 ms
 * (median) while flooded.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startServerProcess } from '../tests/server-process.ts';

const ROOT = resolve(import.meta.dirname, '..');
const PUBLIC_DIR = join(ROOT, 'dist', 'public');
const STATIC_PAGE = '/contact';
const AIM_MS = 100;

type Kind = 'fees' | 'calculator' | 'provider' | 'finder' | 'first-view' | 'contact-form';

interface FloodSpec {
  url: string;
  kind: Kind;
  duration: number;
  address: string;
  bundle: string;
}

interface FloodResult {
  requests: number;
  /** Answers by status: 200 rendered (or refused form pages' 400), 429 budget, 503 busy. */
  statuses: Record<string, number>;
}

interface ProbeSpec {
  url: string;
  seconds: number;
  address: string;
}

interface Latency {
  median: number;
  p25: number;
  p75: number;
  p90: number;
  max: number;
  samples: number;
}

interface ProbeResult {
  healthz: Latency;
  staticPage: Latency;
}

/** The request a flood sends: a query never seen before, each time. */
function floodRequest(
  spec: FloodSpec,
  n: number,
): { method: string; path: string; headers: Record<string, string>; body?: string } {
  const pot = 100_000 + n;
  const headers = { 'x-forwarded-for': spec.address };
  switch (spec.kind) {
    case 'fees':
      return { method: 'GET', path: `/fees-and-charges?pot=${pot}&income=12000`, headers };
    case 'calculator':
      return { method: 'GET', path: `/pension-drawdown-calculator?pot=${pot}&income=12000`, headers };
    case 'provider':
      return { method: 'GET', path: `/provider/aj-bell?pot=${pot}&income=12000`, headers };
    case 'finder':
      return { method: 'GET', path: `/find-provider?pot=${pot}&income=12000`, headers };
    case 'first-view':
      return {
        method: 'GET',
        path: `/api/widget/first-view?pot=${pot}&limit=5&bundle=${spec.bundle}`,
        headers,
      };
    case 'contact-form':
      return {
        method: 'POST',
        path: '/contact',
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        body: `name=&email=not-an-address-${n}&message=x`,
      };
  }
}

/** The flood: autocannon in its own process, prints one JSON line. */
async function runFlood(spec: FloodSpec): Promise<void> {
  // autocannon ships no types; the fields read below are its documented result shape.
  const specifier = 'autocannon';
  const { default: autocannon } = (await import(specifier)) as {
    default: (
      opts: Record<string, unknown>,
    ) => Promise<{ statusCodeStats: Record<string, { count: number }> }>;
  };
  let n = 0;
  const result = await autocannon({
    url: spec.url,
    connections: 32,
    duration: spec.duration,
    requests: [
      {
        setupRequest(req: Record<string, unknown>) {
          n++;
          return { ...req, ...floodRequest(spec, n) };
        },
      },
    ],
  });
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count]),
  );
  const out: FloodResult = { requests: n, statuses };
  process.stdout.write(`${JSON.stringify(out)}\n`);
}

function latency(samples: number[]): Latency {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => {
    if (sorted.length === 0) return 0;
    const value = sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
    return Math.round(value * 10) / 10;
  };
  return { median: at(0.5), p25: at(0.25), p75: at(0.75), p90: at(0.9), max: at(1), samples: sorted.length };
}

/** The probe: /healthz and the static page, one request at a time, each timed. */
async function runProbe(spec: ProbeSpec): Promise<void> {
  const healthz: number[] = [];
  const page: number[] = [];
  const headers = { 'x-forwarded-for': spec.address };
  const timed = async (path: string, into: number[]) => {
    const started = performance.now();
    const response = await fetch(`${spec.url}${path}`, { headers });
    await response.arrayBuffer();
    into.push(performance.now() - started);
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  };
  const end = performance.now() + spec.seconds * 1000;
  while (performance.now() < end) {
    await timed('/healthz', healthz);
    await timed(STATIC_PAGE, page);
    // A visitor's pace, not a second flood.
    await new Promise((r) => setTimeout(r, 20));
  }
  const out: ProbeResult = { healthz: latency(healthz), staticPage: latency(page) };
  process.stdout.write(`${JSON.stringify(out)}\n`);
}

function child<T>(flag: string, spec: unknown): Promise<T> {
  return new Promise((resolvePromise, reject) => {
    const proc = spawn(
      process.execPath,
      ['--import', 'tsx', import.meta.filename, flag, JSON.stringify(spec)],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let out = '';
    proc.stdout.on('data', (c) => {
      out += c;
    });
    proc.on('exit', (code) => {
      const line = out.trim().split('\n').pop() ?? '';
      try {
        resolvePromise(JSON.parse(line) as T);
      } catch {
        reject(new Error(`${flag} child failed (${code}): ${out}`));
      }
    });
  });
}

/** The probe alone, or while one address floods one kind of render. */
async function measure(url: string, duration: number, flood: Omit<FloodSpec, 'url' | 'duration'> | null) {
  const probeSeconds = Math.max(2, duration - 2);
  if (!flood)
    return {
      probe: await child<ProbeResult>('--probe', { url, seconds: probeSeconds, address: '192.0.2.200' }),
    };
  const flooding = child<FloodResult>('--flood', { url, duration, ...flood });
  // Let the flood take hold first (connections open, the budget spent).
  await new Promise((r) => setTimeout(r, 1000));
  const probe = await child<ProbeResult>('--probe', { url, seconds: probeSeconds, address: '192.0.2.200' });
  return { probe, flood: await flooding };
}

function bundleOfTheBuild(): string {
  const manifest = JSON.parse(readFileSync(join(PUBLIC_DIR, 'widget', 'manifest.json'), 'utf8')) as Record<
    string,
    { file: string; isEntry?: boolean }
  >;
  return (
    Object.values(manifest)
      .find((chunk) => chunk.isEntry)
      ?.file.split('/')
      .pop() ?? ''
  );
}

/**
 * Each kind rendered once from an address of its own: the server bundle and each page's module
 * loaded, the static page in memory, the JIT warm. A process pays that once in its life, not per
 * client, so it is left out of the figure.
 */
async function warmUp(url: string, bundle: string): Promise<void> {
  const kinds: Kind[] = ['fees', 'calculator', 'provider', 'finder', 'first-view', 'contact-form'];
  for (const [i, kind] of kinds.entries()) {
    const request = floodRequest({ url, kind, duration: 0, address: `192.0.2.${100 + i}`, bundle }, i);
    const init: RequestInit = { method: request.method, headers: request.headers };
    if (request.body) init.body = request.body;
    await (await fetch(`${url}${request.path}`, init)).arrayBuffer();
  }
  for (const path of ['/healthz', STATIC_PAGE]) await (await fetch(`${url}${path}`)).arrayBuffer();
}

interface Row {
  run: string;
  flood: Kind | null;
  limits: 'default' | 'raised';
  probe: ProbeResult;
  floodResult?: FloodResult;
}

async function server(limits: 'default' | 'raised') {
  return startServerProcess({
    env: {
      LOG_LEVEL: 'warn',
      PUBLIC_DIR,
      DATABASE_URL: '',
      TRUST_PROXY: '1',
      OUTBOX_DISABLED: '1',
      ...(limits === 'raised'
        ? {
            RATE_LIMIT_RENDERS_PER_IP: '10000000',
            RATE_LIMIT_FORM_POSTS_PER_IP: '10000000',
            RENDERS_IN_FLIGHT: '1000',
          }
        : {}),
    },
    readyPath: '/readyz',
    output: 'stderr',
    // A shared machine under heavy load can take minutes to start a process.
    timeoutMs: 300_000,
  });
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      flood: { type: 'string' },
      probe: { type: 'string' },
      duration: { type: 'string', default: '8' },
    },
  });
  if (values.flood) return runFlood(JSON.parse(values.flood) as FloodSpec);
  if (values.probe) return runProbe(JSON.parse(values.probe) as ProbeSpec);
  if (!existsSync(join(PUBLIC_DIR, 'fees-and-charges', 'index.html')))
    throw new Error('dist/public is missing: run npm run build first');
  const duration = Math.max(4, Number(values.duration));
  const bundle = bundleOfTheBuild();
  const kinds: Kind[] = ['fees', 'calculator', 'provider', 'finder', 'first-view', 'contact-form'];
  const rows: Row[] = [];

  const protectedServer = await server('default');
  try {
    const url = protectedServer.url;
    await warmUp(url, bundle);
    process.stderr.write('control (no flood)…\n');
    rows.push({
      run: 'control before',
      flood: null,
      limits: 'default',
      probe: (await measure(url, duration, null)).probe,
    });
    for (const [i, kind] of kinds.entries()) {
      process.stderr.write(`one client floods ${kind}…\n`);
      // Each flood from its own address, so one flood's spent budget does not shelter the next.
      const result = await measure(url, duration, { kind, address: `203.0.113.${i + 1}`, bundle });
      rows.push({
        run: `flood ${kind}`,
        flood: kind,
        limits: 'default',
        probe: result.probe,
        floodResult: result.flood,
      });
    }
    process.stderr.write('control (no flood) again…\n');
    rows.push({
      run: 'control after',
      flood: null,
      limits: 'default',
      probe: (await measure(url, duration, null)).probe,
    });
  } finally {
    await protectedServer.stop();
  }

  // The same flood with the limits out of reach: what one client did before decision 038.
  const open = await server('raised');
  try {
    const url = open.url;
    await warmUp(url, bundle);
    process.stderr.write('one client floods fees, limits raised out of reach…\n');
    const result = await measure(url, duration, { kind: 'fees', address: '203.0.113.99', bundle });
    rows.push({
      run: 'flood fees, no limits',
      flood: 'fees',
      limits: 'raised',
      probe: result.probe,
      floodResult: result.flood,
    });
  } finally {
    await open.stop();
  }

  console.table(
    rows.map((r) => ({
      run: r.run,
      'healthz p50': r.probe.healthz.median,
      'healthz p25–p75': `${r.probe.healthz.p25}–${r.probe.healthz.p75}`,
      'healthz p90': r.probe.healthz.p90,
      'page p50': r.probe.staticPage.median,
      'page p25–p75': `${r.probe.staticPage.p25}–${r.probe.staticPage.p75}`,
      'page p90': r.probe.staticPage.p90,
      'flood answers': r.floodResult
        ? Object.entries(r.floodResult.statuses)
            .map(([code, count]) => `${code}×${count}`)
            .join(' ')
        : '',
    })),
  );
  const flooded = rows.filter((r) => r.flood && r.limits === 'default');
  const worst = Math.max(...flooded.flatMap((r) => [r.probe.healthz.median, r.probe.staticPage.median]));
  console.log(`Worst median while flooded: ${worst} ms (aim: under ${AIM_MS} ms).`);
  const result = {
    benchmark: 'fair-share',
    date: new Date().toISOString(),
    machine: { cpus: cpus().length, model: cpus()[0]?.model ?? 'unknown', loadavg: loadavg() },
    durationSeconds: duration,
    aimMs: AIM_MS,
    worstFloodedMedianMs: worst,
    rows,
  };
  mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(join(ROOT, 'bench/results/fair-share.json'), `${JSON.stringify(result, null, 2)}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
