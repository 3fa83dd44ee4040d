import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepExpired } from '../../server/jobs.server.ts';
import { backends, startTestServer, type TestServer } from './harness.ts';

describe.each(backends())('the jobs module’s sweep on $name', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend, { OUTBOX_DISABLED: '1' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('deletes expired sessions and day-old rate-limit windows, and keeps the current ones', async () => {
    const db = server.running.ctx.db;
    const [user] = await db.query<{ id: number }>(
      `INSERT INTO users (email, password_hash) VALUES ('sweep@example.com', 'invited$x') RETURNING id`,
    );
    await db.query(
      `INSERT INTO sessions (token_hash, user_id, expires_at) VALUES
         ('sweep-expired', $1, now() - interval '1 minute'), ('sweep-current', $1, now() + interval '1 hour')`,
      [user?.id],
    );
    await db.query(
      `INSERT INTO rate_limits (key, window_start, count) VALUES
         ('sweep:old', now() - interval '25 hours', 3), ('sweep:new', now() - interval '1 hour', 3)`,
    );

    await sweepExpired(db);

    const sessions = await db.query<{ token_hash: string }>(
      `SELECT token_hash FROM sessions WHERE token_hash LIKE 'sweep-%' ORDER BY token_hash`,
    );
    expect(sessions.map((s) => s.token_hash)).toEqual(['sweep-current']);
    const limits = await db.query<{ key: string }>(`SELECT key FROM rate_limits WHERE key LIKE 'sweep:%'`);
    expect(limits.map((l) => l.key)).toEqual(['sweep:new']);
  });
});
