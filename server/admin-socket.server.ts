import { chmodSync, existsSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { createOrPromoteAdmin } from './auth/users.server.ts';
import type { Config } from './config.server.ts';
import type { Db } from './db/db.server.ts';
import type { Logger } from './log.server.ts';
import { applyRetention, retentionPlan } from './retention.server.ts';

/**
 * PGlite is single-process: while the server runs, `npm run admin:create` cannot open the data
 * directory itself. It talks to the running server over this Unix socket in DATA_DIR instead
 * (mode 0600: only the user running the server can use it; it is never on the network).
 */
export function adminSocketPath(dataDir: string): string {
  return join(dataDir, 'admin.sock');
}

export async function startAdminSocket(
  dataDir: string,
  db: Db,
  log: Logger,
  config: Config,
): Promise<Server> {
  const path = adminSocketPath(dataDir);
  if (existsSync(path)) rmSync(path);
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      try {
        if (req.method === 'POST' && (req.url === '/retention' || req.url === '/retention?dry-run=1')) {
          const dryRun = req.url.endsWith('dry-run=1');
          const counts = dryRun ? await retentionPlan(db, config) : await applyRetention(db, config);
          log.info(dryRun ? 'retention.planned' : 'retention.applied', { ...counts, via: 'socket' });
          res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(counts));
          return;
        }
        if (req.method !== 'POST' || req.url !== '/admin-create') {
          res.writeHead(404).end();
          return;
        }
        const { email, password } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
          email: string;
          password: string;
        };
        const result = await createOrPromoteAdmin(db, email, password);
        log.info('admin.created', { userId: result.id, created: result.created, via: 'socket' });
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(result));
      } catch (error) {
        res
          .writeHead(500, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: error instanceof Error ? error.message : String(error) }));
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => resolve());
  });
  chmodSync(path, 0o600);
  return server;
}
