import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';

/** A free TCP port on loopback, so several runs on one machine never collide. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}:\n${log()}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The server did not answer ${url}/healthz within 60 s:\n${log()}`);
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
};

/**
 * Serves tests/fixtures on its own origin: the partner pages that embed the widget. A fixture may
 * carry a Content-Security-Policy in a sibling `<name>.csp` file, sent as a header.
 * `{{SITE}}` in a fixture is replaced by the site's origin.
 */
function startPartnerServer(port: number, siteUrl: string) {
  const root = join(process.cwd(), 'tests/fixtures');
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    const file = join(root, path === '/' ? 'partner.html' : path);
    try {
      const body = readFileSync(file, 'utf8').replaceAll('{{SITE}}', siteUrl);
      const headers: Record<string, string> = { 'content-type': TYPES[extname(file)] ?? 'text/plain' };
      try {
        headers['content-security-policy'] = readFileSync(file.replace(/\.html$/, '.csp'), 'utf8')
          .replaceAll('{{SITE}}', siteUrl)
          .trim()
          .replace(/\s*\n\s*/g, ' ');
      } catch {
        // no policy for this page
      }
      res.writeHead(200, headers).end(body);
    } catch {
      res.writeHead(404).end('not found');
    }
  });
  return new Promise<typeof server>((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/**
 * Starts the built product on a fresh embedded database and a partner origin for the widget,
 * exporting E2E_BASE_URL, E2E_PARTNER_URL and E2E_DATA_DIR to the tests.
 */
export default async function globalSetup() {
  const [port, partnerPort] = [await freePort(), await freePort()];
  const dataDir = mkdtempSync(join(tmpdir(), 'dc-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      DATABASE_URL: '',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      // Every spec posts its leads from 127.0.0.1; the per-IP limit itself is proven by the
      // integration tests, so here it is raised to keep one full run of the suites under it.
      RATE_LIMIT_LEADS_PER_IP: '500',
      RATE_LIMIT_CONSULTATIONS_PER_IP: '200',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  await waitForHealth(baseUrl, child, () => output);
  const partner = await startPartnerServer(partnerPort, baseUrl);

  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_PARTNER_URL = `http://127.0.0.1:${partnerPort}`;
  process.env.E2E_DATA_DIR = dataDir;

  return async () => {
    partner.close();
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
