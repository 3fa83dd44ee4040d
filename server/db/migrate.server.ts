import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from './db.server.ts';

const MIGRATIONS_DIR = join(import.meta.dirname, 'migrations');
/** Any constant shared by every process: pg_advisory_lock serialises concurrent starts. */
const MIGRATION_LOCK = 4_150_2014;

export interface Migration {
  name: string;
  sql: string;
}

export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => ({ name, sql: readFileSync(join(dir, name), 'utf8') }));
}

/**
 * Applies every migration not yet recorded, each in its own transaction, holding an advisory lock
 * so several processes starting together apply each one once. Returns the names applied.
 */
export async function migrate(db: Db, migrations = readMigrations()): Promise<string[]> {
  const applied: string[] = [];
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    // Under the lock: two processes running CREATE TABLE IF NOT EXISTS at once on an empty
    // PostgreSQL database collide on pg_type ("duplicate key value violates unique constraint").
    await tx.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set(
      (await tx.query<{ name: string }>('SELECT name FROM schema_migrations')).map((row) => row.name),
    );
    for (const migration of migrations) {
      if (done.has(migration.name)) continue;
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [migration.name]);
      applied.push(migration.name);
    }
  });
  return applied;
}

/**
 * Splits a migration into statements: at each `;`, except inside a `$$`-quoted function body
 * (our migrations use no semicolons inside strings).
 */
export function splitStatements(sql: string): string[] {
  const text = sql
    .split('\n')
    .filter((line) => !line.trim().startsWith('--'))
    .join('\n');
  const statements: string[] = [];
  let current = '';
  // Even pieces are outside $$ ... $$, odd pieces are a body, kept whole.
  text.split('$$').forEach((piece, index) => {
    if (index % 2 === 1) {
      current += `$$${piece}$$`;
      return;
    }
    const parts = piece.split(';');
    current += parts[0];
    for (const part of parts.slice(1)) {
      statements.push(current);
      current = part;
    }
  });
  statements.push(current);
  return statements.map((statement) => statement.trim()).filter((statement) => statement !== '');
}
