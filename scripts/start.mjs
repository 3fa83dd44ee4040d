#!/usr/bin/env node
// `npm start`: build whatever is missing, then serve the whole product on PORT (default 8080).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const needed = ['dist/public/index.html', 'dist/public/widget.js'];
if (needed.some((file) => !existsSync(file))) {
  console.log('Building the site and widget (first run)…');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const server = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], { stdio: 'inherit' });
process.exit(server.status ?? 0);
