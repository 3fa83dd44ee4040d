import { appendFileSync } from 'node:fs';
import type { TestContext } from 'vitest';

/**
 * Skips the running test with a reason, and records it where `npm test` (scripts/test.mjs) reads
 * the skips it lists at the end of its summary, so a skip is never silent.
 */
export function skipWithReason(ctx: TestContext, reason: string): never {
  const file = process.env.TEST_SKIPS_FILE;
  if (file) appendFileSync(file, `${ctx.task.name}: ${reason}\n`);
  console.warn(`skipped: ${ctx.task.name}: ${reason}`);
  ctx.skip(reason);
  throw new Error('unreachable: ctx.skip throws');
}
