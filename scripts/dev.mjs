#!/usr/bin/env node
// `npm run dev`: the site with hot reload (Vite) in front of the real server for /api, the widget
// bundle and everything Vite does not serve. The server gets a free port of its own; Vite uses
// PORT if set, otherwise the first free port from 5173.
import { spawn } from 'node:child_process';
import { createServer as createNetServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

const repo = fileURLToPath(new URL('..', import.meta.url));

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const apiPort = await freePort();
const api = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  cwd: repo,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    NODE_ENV: process.env.NODE_ENV ?? 'development',
  },
});
api.once('exit', (code) => {
  console.error(`The server stopped (exit ${code}).`);
  process.exit(code ?? 1);
});

const target = `http://127.0.0.1:${apiPort}`;
const vite = await createServer({
  configFile: `${repo}site/vite.config.ts`,
  server: {
    port: Number(process.env.PORT ?? 5173),
    strictPort: false,
    proxy: { '/api': target, '/widget.js': target, '/widget/': target, '/healthz': target },
  },
});
await vite.listen();
vite.printUrls();
console.log(`API and widget served by the server on ${target}`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    api.kill('SIGTERM');
    await vite.close();
    process.exit(0);
  });
}
