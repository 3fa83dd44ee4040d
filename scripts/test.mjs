#!/usr/bin/env node
// `npm test`: every tier in order (lint, types, build, unit + dom + integration, Storybook build,
// end-to-end including every story); stops at the first failing tier and exits non-zero.
import { spawnSync } from 'node:child_process';

const steps = [
  ['lint', ['npm', 'run', 'lint']],
  ['typecheck', ['npm', 'run', 'typecheck']],
  ['build', ['npm', 'run', 'build']],
  ['unit, dom and integration tests', ['npx', 'vitest', 'run']],
];
// The end-to-end tier renders every story of the built Storybook (tests/e2e/storybook.spec.ts).
if (process.env.SKIP_STORIES !== '1') steps.push(['storybook build', ['npm', 'run', 'build-storybook']]);
steps.push(['end-to-end tests', ['npx', 'playwright', 'test']]);

for (const [name, [cmd, ...args]] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds}s)`);
}
