import { linkSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Who holds the embedded database: written into the lock file as JSON. */
export interface LockHolder {
  pid: number;
  /** `server` or `admin:create`. */
  role: string;
  since: string;
}

/**
 * The embedded database (PGlite) must be opened by one process at a time: two openers each keep
 * their own copy of its pages and overwrite each other's writes, and a directory opened twice
 * may not open again. Every process that opens it holds this file first.
 */
export function lockFilePath(dataDir: string): string {
  return join(dataDir, 'db.lock');
}

/** Another live process has the data directory open. */
export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by ${holder.role === 'server' ? 'a running Drawdown Compare server' : `another process (${holder.role})`}, PID ${holder.pid}, since ${holder.since}. It serves one process only: stop that process first, or set DATABASE_URL to use PostgreSQL, which any number of processes can share. If no process ${holder.pid} is running, delete ${lockFilePath(dataDir)}.`,
    );
  }
}

/** Lock files this process holds, by path: released on exit however it ends (short of SIGKILL). */
const held = new Set<string>();
let exitHookInstalled = false;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(path: string): LockHolder | undefined {
  try {
    const value = JSON.parse(readFileSync(path, 'utf8')) as Partial<LockHolder>;
    if (typeof value.pid !== 'number' || !Number.isInteger(value.pid) || value.pid <= 0) return undefined;
    return { pid: value.pid, role: String(value.role ?? 'unknown'), since: String(value.since ?? '') };
  } catch {
    return undefined;
  }
}

/**
 * The live process holding the data directory, or undefined when it is free (no lock file, or a
 * stale one: its process has gone, as after a crash or kill -9, or its PID is this process's own
 * without this process holding it, as when a container restarts with the same PID).
 */
export function lockHolder(dataDir: string): LockHolder | undefined {
  const path = lockFilePath(dataDir);
  const holder = readHolder(path);
  if (!holder) return undefined;
  if (holder.pid === process.pid) return held.has(path) ? holder : undefined;
  return isAlive(holder.pid) ? holder : undefined;
}

export interface DataDirLock {
  release(): void;
}

/**
 * Takes the data directory for this process, or throws DataDirLockedError naming the live holder.
 * The file is created with link(2), which fails if it exists, so of two processes starting
 * together exactly one gets it; a stale file is moved aside (rename is atomic too) and the
 * attempt repeated.
 *
 * @example const lock = acquireDataDirLock('./var', 'server'); try { ... } finally { lock.release(); }
 */
export function acquireDataDirLock(dataDir: string, role: string): DataDirLock {
  const path = lockFilePath(dataDir);
  if (held.has(path)) {
    throw new DataDirLockedError(dataDir, readHolder(path) ?? { pid: process.pid, role, since: '' });
  }
  const mine: LockHolder = { pid: process.pid, role, since: new Date().toISOString() };
  const draft = `${path}.${process.pid}.tmp`;
  writeFileSync(draft, `${JSON.stringify(mine)}\n`, { mode: 0o600 });
  try {
    for (let attempt = 0; attempt < 5; attempt++) {
      try {
        linkSync(draft, path);
        held.add(path);
        installExitHook();
        return { release: () => release(path) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const holder = lockHolder(dataDir);
      if (holder) throw new DataDirLockedError(dataDir, holder);
      // Stale: move it aside under a name of our own, then look at what was moved. If another
      // process took the lock meanwhile, that is what we moved: put it back and give way.
      const aside = `${path}.${process.pid}.stale`;
      try {
        renameSync(path, aside);
      } catch {
        continue;
      }
      const moved = readHolder(aside);
      if (moved && moved.pid !== process.pid && isAlive(moved.pid)) {
        try {
          linkSync(aside, path);
        } catch {
          // someone else holds it now; they will be found on the next turn
        }
        rmSync(aside, { force: true });
        throw new DataDirLockedError(dataDir, moved);
      }
      rmSync(aside, { force: true });
    }
    throw new Error(`Could not take the lock file ${path}: it keeps changing.`);
  } finally {
    rmSync(draft, { force: true });
  }
}

function release(path: string): void {
  if (!held.delete(path)) return;
  if (readHolder(path)?.pid === process.pid) rmSync(path, { force: true });
}

function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', () => {
    for (const path of [...held]) release(path);
  });
}
