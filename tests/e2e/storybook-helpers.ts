import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import type { Page } from '@playwright/test';

/** The built Storybook (`npm run build-storybook`); STORYBOOK_DIR points elsewhere (a scratch build). */
export const STATIC_DIR = process.env.STORYBOOK_DIR ?? join(process.cwd(), 'storybook-static');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

/** Serves the built Storybook on a free port of 127.0.0.1. */
export function serveStatic(): Promise<Server> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    // The preview iframe links no icon, so the browser asks for the default one.
    if (path === '/favicon.ico') {
      res.writeHead(204).end();
      return;
    }
    const file = join(STATIC_DIR, path.endsWith('/') ? `${path}index.html` : path);
    if (!file.startsWith(STATIC_DIR + sep) || !existsSync(file)) {
      res.writeHead(404).end('not found');
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

export interface PreviewWindow {
  __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } };
  __STORYBOOK_ADDONS_CHANNEL__?: { emit(event: string, payload: unknown): void };
}

/** Waits until the preview has finished, errored or aborted rendering story `id`; returns which. */
export async function storyPhase(page: Page, id: string, timeout = 30_000): Promise<string> {
  const handle = await page.waitForFunction(
    (storyId) => {
      const render = (window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
      const current = render?.id === storyId ? render.phase : undefined;
      return current === 'finished' || current === 'errored' || current === 'aborted' ? current : false;
    },
    id,
    { timeout },
  );
  return (await handle.jsonValue()) as string;
}
