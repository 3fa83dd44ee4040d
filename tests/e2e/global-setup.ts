import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { freePort, startServerProcess } from '../server-process.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
};

/**
 * Serves tests/fixtures on its own origin: the partner pages that embed the widget. A fixture may
 * carry a Content-Security-Policy in a sibling `<name>.csp` file, sent as a header.
 * `{{SITE}}` in a fixture is replaced by the site's origin.
 */
function startPartnerServer(port: number, siteUrl: string) {
  const root = join(process.cwd(), 'tests/fixtures');
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    // /snippet.html?html=… wraps a pasted embed snippet in a plain partner page (the configurator's
    // copied snippet, pinned releases), served from this origin like a real partner page.
    if (path === '/snippet.html') {
      const snippet = new URL(req.url ?? '/', 'http://x').searchParams.get('html') ?? '';
      res
        .writeHead(200, { 'content-type': TYPES['.html'] as string })
        .end(
          `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>A partner's article</title></head><body><main><h1>Our drawdown guide</h1>${snippet}</main></body></html>`,
        );
      return;
    }
    const file = join(root, path === '/' ? 'partner.html' : path);
    try {
      const body = readFileSync(file, 'utf8').replaceAll('{{SITE}}', siteUrl);
      const headers: Record<string, string> = { 'content-type': TYPES[extname(file)] ?? 'text/plain' };
      try {
        headers['content-security-policy'] = readFileSync(file.replace(/\.html$/, '.csp'), 'utf8')
          .replaceAll('{{SITE}}', siteUrl)
          .trim()
          .replace(/\s*\n\s*/g, ' ');
      } catch {
        // no policy for this page
      }
      res.writeHead(200, headers).end(body);
    } catch {
      res.writeHead(404).end('not found');
    }
  });
  return new Promise<typeof server>((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/**
 * Starts the built product on a fresh embedded database and a partner origin for the widget,
 * exporting E2E_BASE_URL, E2E_PARTNER_URL and E2E_DATA_DIR to the tests.
 */
export default async function globalSetup() {
  const server = await startServerProcess({
    // The first start compiles the server and initialises the embedded database: on a loaded
    // shared machine that can take minutes.
    timeoutMs: Number(process.env.E2E_START_TIMEOUT_MS ?? 180_000),
    env: {
      // Every spec posts its leads from 127.0.0.1; the per-IP limit itself is proven by the
      // integration tests, so here it is raised to keep one full run of the suites under it.
      RATE_LIMIT_LEADS_PER_IP: '500',
      RATE_LIMIT_CONSULTATIONS_PER_IP: '200',
      // Every spec's pages priced for a plan and forms without script render from 127.0.0.1 too.
      RATE_LIMIT_RENDERS_PER_IP: '100000',
      RATE_LIMIT_FORM_POSTS_PER_IP: '100000',
      // Workers load pages at once; the slots are proven by the tests of decision 038.
      RENDERS_IN_FLIGHT: '64',
    },
  });
  const partnerPort = await freePort();
  const partner = await startPartnerServer(partnerPort, server.url);

  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_PARTNER_URL = `http://127.0.0.1:${partnerPort}`;
  process.env.E2E_DATA_DIR = server.dataDir;

  return async () => {
    partner.close();
    await server.stop();
  };
}
