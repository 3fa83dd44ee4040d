/**
 * One embedded database, one process: every process that opens the PGlite directory holds
 * DATA_DIR/db.lock first. `npm run admin:create` run while the server starts waits for the
 * server's socket instead of opening the directory; a second server stops and names the first;
 * a lock left by a killed process is taken over; start-up errors are readable text.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lockFilePath } from '../../server/db/data-dir-lock.server.ts';
import { describeError } from '../../server/log.server.ts';
import { freePort, startServerProcess } from '../server-process.ts';
import { eventually, fakePublicDir, freshDataDir, postJson } from './harness.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const ADMIN = { email: 'lock-admin@example.com', password: 'a-lock-test-password-1' };
const dirs: string[] = [];

function newDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'dc-lock-'));
  dirs.push(dir);
  return dir;
}

/** Runs a TypeScript entry point of the product as its own process and collects what it says. */
function run(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolvePromise) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'warn', NODE_ENV: 'production', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => {
      stdout += c.toString('utf8');
    });
    child.stderr.on('data', (c: Buffer) => {
      stderr += c.toString('utf8');
    });
    child.once('exit', (code) => resolvePromise({ code, stdout, stderr }));
  });
}

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('the embedded database is opened by one process at a time', () => {
  it('admin:create during the server start waits for the server and creates the admin through it; a second server stops', async () => {
    const dataDir = newDataDir();
    const publicDir = fakePublicDir();
    // An empty DATA_DIR: the first start creates the database, which takes seconds, all of it
    // before the admin socket exists.
    const starting = startServerProcess({
      env: { DATA_DIR: dataDir, PUBLIC_DIR: publicDir },
      timeoutMs: 120_000,
    });
    await eventually(() => existsSync(lockFilePath(dataDir)), 'the server to take the lock', 60_000);
    expect(existsSync(join(dataDir, 'admin.sock'))).toBe(false);
    const cli = await run('server/cli/admin-create.ts', ['--email', ADMIN.email], {
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: ADMIN.password,
    });
    const server = await starting;
    try {
      expect(cli.code, cli.stderr).toBe(0);
      expect(cli.stdout).toContain('through the running server');
      expect(cli.stderr).toContain(`PID ${server.child.pid}`);
      const signedIn = await postJson(`${server.url}/api/auth/sign-in`, ADMIN, { origin: server.url });
      expect(signedIn.status).toBe(200);

      // A second server on the same directory never opens it: it stops, naming the first.
      const port = String(await freePort());
      const second = await run('server/main.ts', [], {
        DATA_DIR: dataDir,
        PUBLIC_DIR: publicDir,
        PORT: port,
      });
      expect(second.code).toBe(75);
      expect(second.stderr).toContain(`PID ${server.child.pid}`);
      expect(second.stderr).not.toContain('[object Object]');
      const lead = await postJson(`${server.url}/api/leads`, {
        name: 'Kept',
        email: 'kept-lead@example.com',
        consent: true,
      });
      expect(lead.status).toBe(201);
    } finally {
      await server.stop();
    }
    expect(existsSync(lockFilePath(dataDir))).toBe(false);

    // After a restart everything is there: nothing was written by a second opener.
    const again = await startServerProcess({ env: { DATA_DIR: dataDir, PUBLIC_DIR: publicDir } });
    try {
      expect((await postJson(`${again.url}/api/auth/sign-in`, ADMIN, { origin: again.url })).status).toBe(
        200,
      );
      // Killed: the lock stays behind, naming a process that is gone.
      await again.kill();
      expect(existsSync(lockFilePath(dataDir))).toBe(true);
    } finally {
      await again.stop();
    }
    const afterKill = await startServerProcess({ env: { DATA_DIR: dataDir, PUBLIC_DIR: publicDir } });
    try {
      expect((await fetch(`${afterKill.url}/readyz`)).status).toBe(200);
      // admin:create while the server runs goes through it.
      const promote = await run('server/cli/admin-create.ts', ['--email', 'second-admin@example.com'], {
        DATA_DIR: dataDir,
        ADMIN_PASSWORD: ADMIN.password,
      });
      expect(promote.code, promote.stderr).toBe(0);
      expect(promote.stdout).toContain('through the running server');
    } finally {
      await afterKill.stop();
    }
  }, 300_000);

  it('opens the directory itself when nothing holds it, and takes over a lock whose process has gone', async () => {
    const dataDir = await freshDataDir({ name: 'pglite' });
    dirs.push(dataDir);
    writeFileSync(
      lockFilePath(dataDir),
      `${JSON.stringify({ pid: 2 ** 22 + 7, role: 'server', since: 'then' })}\n`,
    );
    const cli = await run('server/cli/admin-create.ts', ['--email', ADMIN.email], {
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: ADMIN.password,
    });
    expect(cli.code, cli.stderr).toBe(0);
    expect(cli.stdout).toContain('in the embedded database');
    expect(existsSync(lockFilePath(dataDir))).toBe(false);
  }, 120_000);

  it('prints start-up failures as readable text', () => {
    // What PGlite's Emscripten runtime throws is not an Error.
    const thrown = { name: 'ExitStatus', message: 'Program terminated with exit(1)', status: 1 };
    expect(String(thrown)).toBe('[object Object]');
    expect(describeError(thrown)).toContain('ExitStatus: Program terminated with exit(1)');
    expect(describeError({ status: 7 })).toContain('status: 7');
  });
});
