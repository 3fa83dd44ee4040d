/**
 * npm run retention [-- --dry-run]
 *
 * Deletes (or, with --dry-run, counts) the leads, consent records, consultation requests, notes,
 * e-mail records and audit log entries past the retention periods of the privacy policy (RETENTION_*_MONTHS). The server
 * does the same on its own every RETENTION_INTERVAL_MINUTES. On the embedded database this goes
 * through the running server's socket in DATA_DIR, or opens the database itself when no server runs.
 */
import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { parseArgs } from 'node:util';
import { adminSocketPath } from '../admin-socket.server.ts';
import { ConfigError, loadConfig } from '../config.server.ts';
import { openDb } from '../db/db.server.ts';
import { migrate } from '../db/migrate.server.ts';
import { applyRetention, type RetentionCounts, retentionPlan } from '../retention.server.ts';

function viaSocket(socketPath: string, dryRun: boolean): Promise<RetentionCounts | 'no-server'> {
  return new Promise((resolve, reject) => {
    const req = request(
      { socketPath, path: dryRun ? '/retention?dry-run=1' : '/retention', method: 'POST' },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
          if (res.statusCode === 200) resolve(body);
          else
            reject(
              new Error(
                `The running server could not run the retention job: ${body.error ?? res.statusCode}`,
              ),
            );
        });
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED' || error.code === 'ENOENT') resolve('no-server');
      else reject(error);
    });
    req.end();
  });
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { 'dry-run': { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    process.stdout.write('Usage: npm run retention [-- --dry-run]\n');
    return;
  }
  const dryRun = values['dry-run'] === true;
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
  let counts: RetentionCounts | 'no-server' = 'no-server';
  if (!config.databaseUrl && existsSync(adminSocketPath(config.dataDir)))
    counts = await viaSocket(adminSocketPath(config.dataDir), dryRun);
  if (counts === 'no-server') {
    const db = await openDb({
      databaseUrl: config.databaseUrl,
      schema: config.databaseSchema,
      dataDir: config.dataDir,
      poolSize: 1,
    });
    try {
      await migrate(db);
      counts = dryRun ? await retentionPlan(db, config) : await applyRetention(db, config);
    } finally {
      await db.close();
    }
  }
  const r = config.retention;
  process.stdout.write(
    `${dryRun ? 'Would delete' : 'Deleted'} (leads kept ${r.leadMonths} months after their last e-mail, consultation requests ${r.consultationMonths} months, other e-mail records ${r.emailMonths} months, audit log entries ${r.auditMonths} months):\n` +
      `  leads: ${counts.leads}\n  consent records: ${counts.consents}\n  consultation requests: ${counts.consultations}\n` +
      `  notes on requests: ${counts.notes}\n  e-mail records: ${counts.emails}\n  e-mail files: ${counts.files}\n  audit log entries: ${counts.audit}\n`,
  );
}

main().catch((error) => {
  process.stderr.write(
    `retention failed: ${error instanceof ConfigError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
