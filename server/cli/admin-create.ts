/**
 * npm run admin:create -- --email someone@example.com
 *
 * Creates an admin, or grants the admin role (and sets the password) for an existing user. The
 * password comes from ADMIN_PASSWORD, or standard input when it is not a terminal, or is generated
 * and printed. With DATABASE_URL it writes to PostgreSQL directly. On the embedded database it goes
 * through the running server's Unix socket in DATA_DIR, or opens the database itself when no
 * process holds it (DATA_DIR/db.lock). A server still starting holds the database before its
 * socket exists: the command waits for the socket, and never opens the directory itself.
 */
import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { EMAIL_PATTERN } from '../../widget/core/lead.ts';
import { adminSocketPath } from '../admin-socket.server.ts';
import { generatePassword, passwordProblem } from '../auth/password.server.ts';
import { createOrPromoteAdmin } from '../auth/users.server.ts';
import { type Config, ConfigError, loadConfig } from '../config.server.ts';
import { DataDirLockedError, lockHolder } from '../db/data-dir-lock.server.ts';
import { openDb } from '../db/db.server.ts';
import { migrate } from '../db/migrate.server.ts';

class CliError extends Error {
  override name = 'CliError';
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0] ?? '';
}

function viaSocket(
  socketPath: string,
  email: string,
  password: string,
): Promise<{ id: number; created: boolean } | 'no-server'> {
  return new Promise((resolve, reject) => {
    const req = request(
      { socketPath, path: '/admin-create', method: 'POST', headers: { 'content-type': 'application/json' } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
          if (res.statusCode === 200) resolve(body);
          else
            reject(
              new CliError(`The running server could not create the admin: ${body.error ?? res.statusCode}`),
            );
        });
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED' || error.code === 'ENOENT') resolve('no-server');
      else reject(error);
    });
    req.end(JSON.stringify({ email, password }));
  });
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help || !values.email) {
    process.stdout.write(
      'Usage: npm run admin:create -- --email you@example.com\n  Password from ADMIN_PASSWORD, standard input, or generated.\n',
    );
    process.exit(values.help ? 0 : 64);
  }
  const email = values.email.trim().toLowerCase();
  if (!EMAIL_PATTERN.test(email)) throw new CliError(`"${values.email}" is not a valid e-mail address.`);

  let password = process.env.ADMIN_PASSWORD ?? '';
  let generated = false;
  if (!password && !process.stdin.isTTY) password = (await readStdin()).trim();
  if (!password) {
    password = generatePassword();
    generated = true;
  }
  const problem = passwordProblem(password);
  if (problem) throw new CliError(problem);

  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
  const { result, how } = config.databaseUrl
    ? { result: await createDirectly(config, email, password), how: `in ${postgresPlace(config)}` }
    : await createOnEmbedded(config, email, password);
  process.stdout.write(
    `${result.created ? 'Created admin' : 'Granted the admin role to'} ${email} (user ${result.id}) ${how}.\n`,
  );
  if (!config.databaseUrl && how.startsWith('in the embedded database')) await warnOfOtherServer(config);
  if (generated) process.stdout.write(`Password (shown once, keep it safe): ${password}\n`);
}

/** Which PostgreSQL database (and schema) was written to, without the password. */
export function postgresPlace(config: Pick<Config, 'databaseUrl' | 'databaseSchema'>): string {
  try {
    const url = new URL(config.databaseUrl ?? '');
    const name = decodeURIComponent(url.pathname.replace(/^\//, '')) || '(default database)';
    return `the PostgreSQL database ${name} on ${url.hostname}${url.port ? `:${url.port}` : ''}, schema ${config.databaseSchema ?? 'public'}`;
  } catch {
    return 'PostgreSQL (DATABASE_URL)';
  }
}

/**
 * No server holds this DATA_DIR's database, yet one answers on this machine's PORT: it uses
 * another DATA_DIR (or DATABASE_URL), will not see this admin, and signing in there fails. Says so.
 */
async function warnOfOtherServer(config: Config): Promise<void> {
  const port = config.port || 8080;
  try {
    const response = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(1500) });
    if (!response.ok) return;
  } catch {
    return; // Nothing serves there: nothing to warn about.
  }
  process.stderr.write(
    `Warning: a server is running on port ${port}, but it does not use the database in ${config.dataDir} (no server holds it). That server will not see this admin. Run admin:create with the same DATA_DIR (and DATABASE_URL, if any) as the server, for example: DATA_DIR=/path/used/by/the/server npm run admin:create -- --email you@example.com\n`,
  );
}

async function createDirectly(config: Config, email: string, password: string) {
  const db = await openDb({
    databaseUrl: config.databaseUrl,
    schema: config.databaseSchema,
    dataDir: config.dataDir,
    poolSize: 1,
    role: 'admin:create',
  });
  try {
    await migrate(db);
    return await createOrPromoteAdmin(db, email, password);
  } finally {
    await db.close();
  }
}

/** How long to wait for a server that holds the database to open its socket (first start runs initdb). */
const SOCKET_WAIT_MS = 120_000;

/**
 * Through the server that holds the embedded database, once its socket answers; or directly when
 * no process holds it. Another admin:create holding it is waited for too.
 */
async function createOnEmbedded(
  config: Config,
  email: string,
  password: string,
): Promise<{ result: { id: number; created: boolean }; how: string }> {
  const socket = adminSocketPath(config.dataDir);
  const deadline = Date.now() + SOCKET_WAIT_MS;
  let told = false;
  for (;;) {
    const holder = lockHolder(config.dataDir);
    if (!holder) {
      try {
        return {
          result: await createDirectly(config, email, password),
          how: `in the embedded database at ${config.dataDir}`,
        };
      } catch (error) {
        // A server took it between the look and the open: go through it instead.
        if (!(error instanceof DataDirLockedError)) throw error;
        continue;
      }
    }
    if (existsSync(socket)) {
      const result = await viaSocket(socket, email, password);
      if (result !== 'no-server')
        return {
          result,
          how: `through the running server (PID ${holder.pid}), in the embedded database at ${config.dataDir}`,
        };
    }
    if (Date.now() > deadline) {
      throw new CliError(
        `The embedded database in ${config.dataDir} is held by ${holder.role === 'server' ? 'a server' : holder.role}, PID ${holder.pid}, which has not opened ${socket} within ${SOCKET_WAIT_MS / 1000} s. Nothing was changed. Try again once it serves, or stop it and run this again.`,
      );
    }
    if (!told) {
      told = true;
      process.stderr.write(
        `Waiting for ${holder.role === 'server' ? 'the server' : holder.role} (PID ${holder.pid}), which has the database open, to be ready...\n`,
      );
    }
    await sleep(250);
  }
}

main().catch((error) => {
  const known =
    error instanceof CliError || error instanceof ConfigError || error instanceof DataDirLockedError;
  process.stderr.write(
    `admin:create failed: ${known ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
