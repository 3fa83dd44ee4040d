/**
 * The SIGKILL soak of `npm run bench:soak`, scaled down to guard regressions in CI: 1,000 leads
 * against two server processes on PostgreSQL, one of them killed with SIGKILL mid-burst and
 * restarted. Every acknowledged lead must be stored exactly once with its 5 scheduled e-mails,
 * and no e-mail may be written twice. Needs PostgreSQL (TEST_DATABASE_URL, as .ci/run sets it).
 */
import { describe, expect, it } from 'vitest';
import { runSoak } from '../../bench/soak.ts';

const url = process.env.TEST_DATABASE_URL;

describe('leads and e-mails under SIGKILL (scaled-down soak)', () => {
  it.skipIf(!url)(
    'stores every acknowledged lead once with its 5 e-mails and sends no e-mail twice',
    { timeout: 600_000 },
    async () => {
      const result = await runSoak({
        databaseUrl: url as string,
        leads: 1000,
        concurrency: 32,
        processes: 2,
        kills: 1,
        drainTimeoutMs: 300_000,
      });
      const f = result.figures;
      expect(result.problems).toEqual([]);
      expect(f.kills).toHaveLength(1);
      expect(f.acked + f.clientGaveUp).toBe(1000);
      expect(f.clientGaveUp).toBe(0);
      expect(f.emailsSent).toBe(f.emailsDue);
      expect(f.duplicateEmails).toBe(0);
    },
  );
});
