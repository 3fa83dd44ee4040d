#!/usr/bin/env node
// `npm test`: every tier in order (lint, types, build, unit + dom + integration, Storybook build,
// end-to-end including every story); stops at the first failing tier and exits non-zero.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Tests that skip on purpose write why here (tests/skip-with-reason.ts); the summary lists them.
const skipsFile = join(tmpdir(), `drawdown-compare-test-skips-${process.pid}.txt`);
rmSync(skipsFile, { force: true });
const env = { ...process.env, TEST_SKIPS_FILE: skipsFile };
const summary = [];
function printSkips() {
  const skips = existsSync(skipsFile)
    ? readFileSync(skipsFile, 'utf8').trim().split('\n').filter(Boolean)
    : [];
  rmSync(skipsFile, { force: true });
  if (skips.length === 0) return;
  console.log(`\nSkipped on purpose (${skips.length}):`);
  for (const line of skips) console.log(`  - ${line}`);
}

const steps = [
  ['lint', ['npm', 'run', 'lint']],
  ['typecheck', ['npm', 'run', 'typecheck']],
  ['build', ['npm', 'run', 'build']],
  ['size and bundle budgets', ['npm', 'run', 'check:budgets']],
  ['unit, dom and integration tests', ['npx', 'vitest', 'run']],
];
// The end-to-end tier renders every story of the built Storybook (tests/e2e/storybook.spec.ts).
if (process.env.SKIP_STORIES !== '1') steps.push(['storybook build', ['npm', 'run', 'build-storybook']]);
steps.push(['end-to-end tests', ['npx', 'playwright', 'test']]);

for (const [name, [cmd, ...args]] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(cmd, args, { stdio: 'inherit', env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed after ${seconds}s`);
    printSkips();
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds}s)`);
  summary.push(`✔ ${name} (${seconds}s)`);
}
console.log(`\nSummary:\n  ${summary.join('\n  ')}`);
printSkips();
