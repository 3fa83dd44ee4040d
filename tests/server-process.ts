/**
 * Runs the product's server (`server/main.ts`; by default it serves the build in dist/public) as a
 * child process on loopback, for the end-to-end tests' global setup and the benchmarks: one place
 * for the port, the environment, the wait until it serves, and the stop.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');

/** A free TCP port on loopback, so several runs on one machine never collide. */
export function freePort(): Promise<number> {
  return new Promise((resolvePromise, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePromise(port));
    });
  });
}

export interface ServerProcessOptions {
  /**
   * Set on top of the defaults, which are: this process's environment, PORT (a free port),
   * HOST=127.0.0.1, PUBLIC_URL (the server's own URL), NODE_ENV=production, LOG_LEVEL=warn,
   * DATABASE_URL='' (the embedded database) and DATA_DIR (a new temporary folder, removed by
   * `stop()`; not made when DATA_DIR is given here).
   *
   * PORT '0' lets the server pick its port; the URL is then read from its "serving on" line, so
   * `output` must be 'keep', WEB_CONCURRENCY 1, and PUBLIC_URL given here. Otherwise the server
   * is ready once `readyPath` answers 2xx.
   */
  env?: Record<string, string>;
  /** '/healthz': the process serves (the default); '/readyz': its database answers too. */
  readyPath?: '/healthz' | '/readyz';
  /**
   * What becomes of the server's output (JSON log lines on stdout, crashes on stderr):
   * 'keep' (the default) keeps the last 200 chunks of both for `output()` and error messages;
   * 'stderr' drops stdout (request logs at LOG_LEVEL=info would only pile up) and keeps stderr;
   * 'inherit' passes both through to this process's terminal.
   */
  output?: 'keep' | 'stderr' | 'inherit';
  /** How long it may take to start before it is killed and this throws (default 60 s). */
  timeoutMs?: number;
}

export interface ServerProcess {
  /** `http://127.0.0.1:<port>` */
  url: string;
  child: ChildProcess;
  /** DATA_DIR as the server got it. */
  dataDir: string;
  /** What was kept of its output (see `output`). */
  output(): string;
  /** SIGTERM, SIGKILL if it is still running after 15 s; resolves once it has exited. */
  stop(): Promise<void>;
  /** SIGKILL at once, as a crash would; resolves once it has exited. Keeps the data folder. */
  kill(): Promise<void>;
}

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

function whenExited(child: ChildProcess): Promise<void> {
  return exited(child) ? Promise.resolve() : new Promise((r) => child.once('exit', () => r()));
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Starts `node --import tsx server/main.ts` and resolves once it serves. */
export async function startServerProcess(options: ServerProcessOptions = {}): Promise<ServerProcess> {
  const env = options.env ?? {};
  const port = env.PORT ?? String(await freePort());
  const ownDataDir = env.DATA_DIR === undefined ? mkdtempSync(join(tmpdir(), 'dc-server-')) : undefined;
  const dataDir = env.DATA_DIR ?? (ownDataDir as string);
  let url = `http://127.0.0.1:${port}`;
  const output = options.output ?? 'keep';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: port,
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      ...env,
    },
    stdio:
      output === 'inherit'
        ? ['ignore', 'inherit', 'inherit']
        : ['ignore', output === 'keep' ? 'pipe' : 'ignore', 'pipe'],
  });
  const kept: string[] = [];
  const keep = (chunk: Buffer) => {
    kept.push(chunk.toString('utf8'));
    if (kept.length > 200) kept.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const log = () => kept.join('');

  const stop = async () => {
    if (!exited(child)) {
      const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
      child.kill('SIGTERM');
      await whenExited(child);
      clearTimeout(force);
    }
    if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
  };
  const kill = async () => {
    if (!exited(child)) child.kill('SIGKILL');
    await whenExited(child);
  };

  const timeoutMs = options.timeoutMs ?? 60_000;
  try {
    if (port === '0') url = await servingLine(child, timeoutMs);
    else await answers(`${url}${options.readyPath ?? '/healthz'}`, child, timeoutMs);
  } catch (error) {
    await kill();
    if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${log()}`);
  }
  return { url, child, dataDir, output: log, stop, kill };
}

/** Polls `url` every 200 ms until it answers 2xx. */
async function answers(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited(child)) throw new Error(`The server exited (${child.exitCode ?? child.signalCode}).`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await sleep(200);
  }
  throw new Error(`The server did not answer ${url} within ${timeoutMs / 1000} s.`);
}

/** The URL from the server's "serving on <url>" line on stdout. */
function servingLine(child: ChildProcess, timeoutMs: number): Promise<string> {
  const stdout = child.stdout;
  if (!stdout) return Promise.reject(new Error('PORT 0 needs the server output kept.'));
  return new Promise((resolvePromise, reject) => {
    let seen = '';
    const done = () => {
      clearTimeout(timer);
      stdout.off('data', onData);
      child.off('exit', onExit);
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.toString('utf8');
      const m = /serving on (http:\/\/\S+)/.exec(seen);
      if (m?.[1]) {
        done();
        resolvePromise(m[1]);
      }
    };
    const onExit = (code: number | null, signal: string | null) => {
      done();
      reject(new Error(`The server exited (${code ?? signal}) before serving.`));
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error(`The server did not start within ${timeoutMs / 1000} s.`));
    }, timeoutMs);
    stdout.on('data', onData);
    child.once('exit', onExit);
  });
}
