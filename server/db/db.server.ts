import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { describeError } from '../log.server.ts';
import { acquireDataDirLock, type DataDirLock, DataDirLockedError } from './data-dir-lock.server.ts';

/** Anything that runs one SQL statement with $n parameters and returns its rows. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

/** One adapter over PGlite (embedded) and PostgreSQL (pg): same SQL, same row shapes. */
export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Several statements at once (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs `fn` in one transaction; commits if it resolves, rolls back if it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The database could not be reached or refused the work: the API answers 503. */
export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
  constructor(cause: unknown) {
    super(`The database is unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
  }
}

/** PostgreSQL's unique_violation, the same code from PGlite and pg. */
export const UNIQUE_VIOLATION = '23505';

export function errorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** int8 arrives as bigint from PGlite and as text from pg: both become numbers here (ids and counts stay far below 2^53). */
function normaliseRow<T>(row: Record<string, unknown>): T {
  for (const key in row) {
    if (typeof row[key] === 'bigint') row[key] = Number(row[key]);
  }
  return row as T;
}

pg.types.setTypeParser(20, (value) => Number(value));
pg.types.setTypeParser(1700, (value) => Number(value));

export interface OpenDbOptions {
  databaseUrl?: string | undefined;
  schema?: string | undefined;
  dataDir: string;
  poolSize?: number;
  /** Who opens the embedded database, written into its lock file (default `server`). */
  role?: string;
  /**
   * How long to wait for a short-lived holder of the embedded database (not a server: say
   * `npm run admin:create`) to finish, before giving up (default 0: give up at once).
   */
  lockWaitMs?: number;
}

/**
 * Opens PostgreSQL when a URL is given, otherwise PGlite in `<dataDir>/db`.
 *
 * @example const db = await openDb({ dataDir: './var' });
 */
export async function openDb(options: OpenDbOptions): Promise<Db> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.schema, options.poolSize ?? 10);
  const lock = await lockDataDir(options.dataDir, options.role ?? 'server', options.lockWaitMs ?? 0);
  try {
    return await openPglite(join(options.dataDir, 'db'), lock);
  } catch (error) {
    lock.release();
    throw error;
  }
}

/** Holds the data directory's lock file, waiting up to `waitMs` for a holder that is not a server. */
async function lockDataDir(dataDir: string, role: string, waitMs: number): Promise<DataDirLock> {
  mkdirSync(dataDir, { recursive: true });
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      return acquireDataDirLock(dataDir, role);
    } catch (error) {
      const waitable =
        error instanceof DataDirLockedError && error.holder.role !== 'server' && Date.now() < deadline;
      if (!waitable) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

async function openPglite(dir: string, lock: DataDirLock): Promise<Db> {
  mkdirSync(dir, { recursive: true });
  const { PGlite } = await import('@electric-sql/pglite');
  let pglite: PGlite;
  try {
    pglite = await PGlite.create(dir);
  } catch (error) {
    throw new Error(`Could not open the embedded database in ${dir}: ${describeError(error)}`, {
      cause: error,
    });
  }
  let closed = false;
  const run = async <T>(target: Pick<PGlite, 'query'>, sql: string, params?: unknown[]): Promise<T[]> => {
    if (closed) throw new DatabaseUnavailableError(new Error('closed'));
    const result = await target.query<Record<string, unknown>>(sql, params as unknown[]);
    return result.rows.map((row) => normaliseRow<T>(row));
  };
  return {
    kind: 'pglite',
    query: (sql, params) => run(pglite, sql, params),
    async exec(sql) {
      await pglite.exec(sql);
    },
    transaction(fn) {
      if (closed) return Promise.reject(new DatabaseUnavailableError(new Error('closed')));
      return pglite.transaction((tx) => fn({ query: (sql, params) => run(tx, sql, params) }));
    },
    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        lock.release();
      }
    },
  };
}

async function openPostgres(url: string, schema: string | undefined, max: number): Promise<Db> {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle client losing its connection must not crash the process; the next query reports it.
  pool.on('error', () => {});
  if (schema) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    } finally {
      await client.end();
    }
  }
  const wrap = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      throw isConnectionError(error) ? new DatabaseUnavailableError(error) : error;
    }
  };
  let closed = false;
  return {
    kind: 'postgres',
    // With parameters: a named (prepared) statement, so each pooled connection parses and plans
    // it once instead of on every call (for the lead insert, most of its database time). The
    // SQL is fixed text in the code, so the names are few. Without parameters the simple
    // protocol still runs several statements at once.
    query: <T>(sql: string, params?: unknown[]) =>
      wrap(
        async () =>
          (params && params.length > 0
            ? await pool.query({ name: statementName(sql), text: sql, values: params })
            : await pool.query(sql)
          ).rows as T[],
      ),
    exec: (sql) => wrap(async () => void (await pool.query(sql))),
    transaction: (fn) =>
      wrap(async () => {
        const client = await pool.connect();
        try {
          await client.query('BEGIN');
          const result = await fn({
            query: async <T>(sql: string, params?: unknown[]) =>
              (await client.query(sql, params)).rows as T[],
          });
          await client.query('COMMIT');
          return result;
        } catch (error) {
          await client.query('ROLLBACK').catch(() => {});
          throw error;
        } finally {
          client.release();
        }
      }),
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

const statementNames = new Map<string, string>();

/** A stable name per SQL text (the same in every process). */
function statementName(sql: string): string {
  let name = statementNames.get(sql);
  if (!name) {
    name = `dc_${createHash('sha256').update(sql).digest('hex').slice(0, 24)}`;
    statementNames.set(sql, name);
  }
  return name;
}

function isConnectionError(error: unknown): boolean {
  const code = errorCode(error);
  if (code === undefined)
    return error instanceof Error && /connect|terminat|timeout|Connection/i.test(error.message);
  return /^(ECONN|ENOTFOUND|ETIMEDOUT|EPIPE|08|57P|53)/.test(code);
}
