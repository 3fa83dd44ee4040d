// Screenshots of chosen stories at phone and desktop widths, for a person to look at:
//   node --import tsx .storybook/screenshots.mjs /tmp/sb-shots story-id another-story-id   (FULL_PAGE=0: first screen only)
// Serves storybook-static itself on a free port; needs a built Storybook.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/chromium.ts';

const [out = '/tmp/sb-shots', ...ids] = process.argv.slice(2);
const root = process.env.STORYBOOK_DIR ?? join(process.cwd(), 'storybook-static');
const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};
const server = createServer((req, res) => {
  const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
  const file = join(root, path);
  if (!file.startsWith(root + sep) || !existsSync(file))
    return res.writeHead(path === '/favicon.ico' ? 204 : 404).end();
  res
    .writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' })
    .end(readFileSync(file));
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}`;
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
});
const page = await browser.newPage();
for (const id of ids) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width < 500 ? 740 : 800 });
    await page.goto(`${base}/iframe.html?id=${id}&viewMode=story&globals=a11y.manual:!true`);
    await page.waitForFunction(
      (storyId) => {
        const render = window.__STORYBOOK_PREVIEW__?.currentRender;
        return render?.id === storyId && ['finished', 'errored', 'aborted'].includes(render.phase);
      },
      id,
      { timeout: 30_000 },
    );
    await page.screenshot({ path: join(out, `${id}-${width}.png`), fullPage: process.env.FULL_PAGE !== '0' });
    console.log(`${out}/${id}-${width}.png`);
  }
}
await browser.close();
server.close();
