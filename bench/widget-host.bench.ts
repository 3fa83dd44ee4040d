// `npm run bench:widget-host`: Lighthouse (mobile profile, simulated throttling, Debian's Chromium)
// on a blank partner page of another origin that holds only the snippet, beside a control: the same
// blank page without it. Page and control alternate in one run, so load from elsewhere on the
// machine falls on both. The aim for the partner embed: the widget's main-thread work on such a page stays
// within 50 ms (the page's figure less the control's). A third page holds the loader's script tag
// but no element: what any script tag from another origin costs here, the floor under the aim.
// Three more pages show what the content itself costs, with no loader and no network: an inline
// script puts the server's first view (all of it, or only the pot box) into a shadow root with the
// widget's stylesheet, or six lines of text in the widget's six type styles. They are what any
// design showing that content would cost in this profile, whatever loads it.
// Each layout (full, compact, mini) is measured for this build and, pinned in the same run, for the
// previous frozen release (PINNED, 1.3.0 by default; it had no mini layout), so a change between
// releases is read against the same noise. The loader's share is the snippet's page less the same
// layout's first view put in inline. One more page per layout has an inline script fetch the same
// stylesheet and first view from the server and put them in, with no loader: the share splits into
// what fetching the view costs at all (that page less the inline one) and what the loader adds.
// Four more pages put the mini and the compact snippet in an article (a heading, a line, the
// snippet, then paragraphs), as the configurator writes it (holding the widget's height, decision
// 057) and without the hold: what a reader of a real article sees move.
// Every figure is printed twice: as Lighthouse reads it (the wall clock), and on the main thread's
// own clock (bench/thread-clock.ts), which leaves out the time the page's thread waited for one of
// this shared machine's two cores while the browser, Lighthouse and the server ran.
// Figures only; nothing here fails on a timing.
//   RUNS=9 npm run bench:widget-host
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { heightToHold } from '../site/pages/partners/held-height.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/chromium.ts';
import { startServerProcess } from '../tests/server-process.ts';
import { type ClockFigures, clockFigures } from './thread-clock.ts';

const RUNS = Number(process.env.RUNS ?? 7);
const AIM_MS = 50;

const PINNED = process.env.PINNED ?? '1.3.0';
const LAYOUTS = ['full', 'compact', 'mini'] as const;
type Layout = (typeof LAYOUTS)[number];
/** A page: the snippet of this build or of the pinned release, per layout; or a control page. */
type Kind =
  | `widget-${Layout}`
  | `pinned-${Exclude<Layout, 'mini'>}`
  | `inline-${Layout}`
  | `fetched-${Layout}`
  | 'script'
  | 'control'
  | 'pot-box'
  | 'type'
  | `${'article' | 'unheld'}-${Exclude<Layout, 'full'>}`;

/**
 * What an inline page puts into its shadow root: the widget's stylesheet and some of its HTML; and
 * where a fetching page asks for the same (paths on the product's server).
 */
interface Content {
  css: string;
  firstView: string;
  cssPath: string;
  firstViewPath: string;
}

/** A value as a script literal that cannot end the <script> element it sits in. */
const literal = (value: string) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * Statements that put `css` and `html` (script expressions) into the page's element as the loader
 * would (a constructable sheet; the first view's style values through the CSSOM), without its
 * cleaning. `keep` picks what stays of the view.
 */
function insertion(css: string, html: string, keep: 'all' | 'pot-box' | 'type'): string {
  return `const host = document.querySelector('drawdown-compare');
const root = host.attachShadow({ mode: 'open' });
const sheet = new CSSStyleSheet();
sheet.replaceSync(${css});
const template = document.createElement('template');
template.innerHTML = ${html};
if (${literal(keep)} === 'pot-box') {
  // The first card of the first grid (the pot box) and the wrappers around it; nothing else.
  const box = template.content.querySelector('.dc-root > div > div:first-child > div:first-child');
  for (let node = box; node && node.parentElement; node = node.parentElement)
    for (const sibling of [...node.parentElement.children]) if (sibling !== node) sibling.remove();
}
for (const element of template.content.querySelectorAll('[data-dc-style]')) {
  element.style.cssText = element.getAttribute('data-dc-style');
  element.removeAttribute('data-dc-style');
}
root.adoptedStyleSheets = [sheet];
root.replaceChildren(template.content);`;
}

/** The content put in by an inline script, with no loader and no network. */
function inlineScript(content: Content, keep: 'all' | 'pot-box' | 'type'): string {
  const type = [
    'text-sm',
    'text-base',
    'text-lg font-semibold',
    'text-xl font-bold',
    'text-2xl font-bold',
    'text-4xl font-extrabold',
  ]
    .map((style) => `<p class="${style}">Estimated annual cost for a £250,000 pot</p>`)
    .join('');
  const html =
    keep === 'type' ? `<div class="dc-mount"><div class="dc-root">${type}</div></div>` : content.firstView;
  return `<script>\n${insertion(literal(content.css), literal(html), keep)}\n</script>`;
}

/**
 * The same content fetched by an inline script from the URLs the loader asks (the stylesheet and
 * the first view, side by side, from the product's origin): no loader file, no observer, no unlock
 * check, no cleaning. A failed request is reported by the audit.
 */
function fetchedScript(site: string, content: Content): string {
  const get = (path: string, read: 'text' | 'json') =>
    `fetch(${literal(`${site}${path}`)}, { credentials: 'omit' }).then((r) => { if (!r.ok) throw new Error('${path} answered ' + r.status); return r.${read}(); })`;
  return `<script>
Promise.all([${get(content.cssPath, 'text')}, ${get(content.firstViewPath, 'json')}]).then(([css, body]) => {
${insertion('css', 'body.html', 'all')}
});
</script>`;
}

/**
 * The snippet's element: the one the first view's budget is set for (budgets.json, npm run
 * check:budgets), in each layout.
 */
const budgets = JSON.parse(readFileSync(new URL('../budgets.json', import.meta.url), 'utf8'));
function elementQuery(layout: Layout): URLSearchParams {
  const query = new URLSearchParams(budgets.firstView.query as string);
  if (layout !== 'full') query.set('layout', layout);
  return query;
}
const attributes = (query: URLSearchParams) =>
  [...query].map(([name, value]) => ` ${name}="${value}"`).join('');

/**
 * A blank page with nothing but a heading, and the partner snippet (this build's or the pinned
 * release's, in one layout), its script tag alone, nothing, or content put in by an inline script
 * (no loader, no network).
 */
function hostPage(site: string, kind: Kind, content: Record<Layout, Content>): string {
  const script = (file: string) =>
    `<script src="${site}/widget/${file}" crossorigin="anonymous" async></script>`;
  const element = (layout: Layout, style = '') =>
    `<drawdown-compare${attributes(elementQuery(layout))}${style}><a href="${site}/">Compare UK drawdown providers on Drawdown Compare</a></drawdown-compare>`;
  const [family, layout] = kind.split('-') as [string, Layout];
  if (family === 'article' || family === 'unheld') {
    // The configurator's snippet (with the height it holds) or the same without, in an article.
    const limit = elementQuery(layout).get('limit') ?? '';
    const hold = heightToHold({ layout, limit });
    const style = family === 'article' ? ` style="display:block;min-height:${hold}px"` : '';
    const article = '<p>The article goes on under the widget, as readers see it on a phone.</p>'.repeat(20);
    return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>An article</title></head><body><main><h1>An article</h1><p>Its first lines, above the widget.</p>${script('v1.js')}\n${element(layout, style)}${article}</main></body></html>`;
  }
  let snippet: string;
  if (family === 'widget') snippet = `${script('v1.js')}\n${element(layout)}`;
  else if (family === 'pinned') snippet = `${script(`${PINNED}.js`)}\n${element(layout)}`;
  else if (family === 'inline')
    snippet = `<drawdown-compare></drawdown-compare>${inlineScript(content[layout], 'all')}`;
  else if (family === 'fetched')
    snippet = `<drawdown-compare></drawdown-compare>${fetchedScript(site, content[layout])}`;
  else if (kind === 'script') snippet = script('v1.js');
  else if (kind === 'control') snippet = '';
  else
    snippet = `<drawdown-compare></drawdown-compare>${inlineScript(content.full, kind as 'pot-box' | 'type')}`;
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>A blank partner page</title></head><body><main><h1>A blank partner page</h1>${snippet}</main></body></html>`;
}

type ServerBundle = Pick<typeof import('../site/entry-server.tsx'), 'renderFirstView' | 'configFromQuery'>;

/**
 * This build's stylesheet (named in the loader, as bench:widget reads it) and the first view of the
 * snippet's element in each layout, rendered by the build's server bundle as the server renders it.
 */
async function readContent(): Promise<Record<Layout, Content>> {
  const publicDir = join(process.cwd(), 'dist/public');
  const loader = readFileSync(join(publicDir, 'widget.js'), 'utf8');
  const cssName = /\/widget\/(drawdown-compare-[\w-]+\.css)/.exec(loader)?.[1];
  const bundleName = /\/widget\/(drawdown-compare-[\w-]+\.js)/.exec(loader)?.[1];
  if (!cssName || !bundleName)
    throw new Error('The built widget.js names no stylesheet or bundle: run npm run build first.');
  const ssr = (await import(
    pathToFileURL(join(process.cwd(), 'dist/ssr/entry-server.js')).href
  )) as ServerBundle;
  const css = readFileSync(join(publicDir, 'widget', cssName), 'utf8');
  const view = (layout: Layout) => {
    const query = elementQuery(layout);
    const firstView = ssr.renderFirstView(ssr.configFromQuery(query, 'https://partner.example'));
    query.set('bundle', bundleName);
    return {
      css,
      firstView,
      cssPath: `/widget/${cssName}`,
      firstViewPath: `/api/widget/first-view?${query}`,
    };
  };
  return { full: view('full'), compact: view('compact'), mini: view('mini') };
}

interface Run {
  /** Lighthouse's main-thread work (mainthread-work-breakdown), in ms at the mobile CPU slowdown. */
  mainThread: number;
  /** Total blocking time, ms. */
  tbt: number;
  /**
   * Script evaluation and parse of the widget's own files (bootup-time's `scripting` and
   * `scriptParseCompile`), ms: the aim's figure.
   */
  widgetScript: number;
  /** All main-thread work Lighthouse attributes to the widget's files (bootup-time's `total`), ms. */
  widgetTasks: number;
  /** Cumulative layout shift. */
  cls: number;
  /** Main-thread work by kind (script evaluation, style and layout, …), ms. */
  groups: Record<string, number>;
  /**
   * Lighthouse's measure of this machine's speed at the time (`benchmarkIndex`): its 4× slowdown
   * is meant for a machine of about 1,000 to 2,000, so a slower or busier moment reads heavier.
   */
  benchmarkIndex: number;
  /** The same figures on the main thread's own clock, without the time it waited for a core. */
  thread: ClockFigures;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};
const spread = (values: number[]) => `${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))}`;

const server = await startServerProcess({ output: 'inherit', timeoutMs: 180_000 });
const KINDS: readonly Kind[] = [
  'control',
  ...LAYOUTS.map((layout) => `widget-${layout}` as const),
  'pinned-full',
  'pinned-compact',
  ...LAYOUTS.map((layout) => `inline-${layout}` as const),
  ...LAYOUTS.map((layout) => `fetched-${layout}` as const),
  'script',
  'pot-box',
  'type',
  'article-mini',
  'unheld-mini',
  'article-compact',
  'unheld-compact',
];
const content = await readContent();
/** Each page built once: the inline ones carry the whole stylesheet and first view. */
const pages = new Map(KINDS.map((kind) => [`/${kind}.html`, hostPage(server.url, kind, content)]));
const host = createServer((req, res) => {
  const html = pages.get(req.url ?? '');
  if (!html) res.writeHead(404).end();
  else res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
});
await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
const hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});

async function audit(url: string): Promise<Run> {
  const result = await lighthouse(
    url,
    { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
    // Every file's script time, however small: by default a file under 50 ms is left out, so a run
    // read either 0 or 50 and more.
    { extends: 'lighthouse:default', audits: [{ path: 'bootup-time', options: { thresholdInMs: 0 } }] },
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { audits } = result.lhr;
  const own = (file: string) => file.startsWith(server.url);
  const bootup = (
    audits['bootup-time']?.details as
      | { items?: { url: string; total: number; scripting: number; scriptParseCompile: number }[] }
      | undefined
  )?.items?.filter((item) => own(item.url));
  const work = (
    audits['mainthread-work-breakdown']?.details as
      | { items?: { group: string; groupLabel?: string; duration: number }[] }
      | undefined
  )?.items;
  const groups: Record<string, number> = {};
  for (const item of work ?? []) {
    const label = item.groupLabel ?? item.group;
    groups[label] = (groups[label] ?? 0) + item.duration;
  }
  // A page whose request failed (the first view refused, a file missing) would read cheap.
  const failed = (
    audits['network-requests']?.details as { items?: { url: string; statusCode: number }[] } | undefined
  )?.items?.filter(
    (item) => !(item.statusCode >= 200 && item.statusCode < 400) && !item.url.endsWith('/favicon.ico'),
  );
  if (failed?.length)
    console.warn(
      `${url}: ${failed.map((item) => `${item.url} answered ${item.statusCode > 0 ? item.statusCode : 'nothing'}`).join('; ')}`,
    );
  const slowdown = result.lhr.configSettings.throttling.cpuSlowdownMultiplier;
  const mainThread = audits['mainthread-work-breakdown']?.numericValue ?? 0;
  const widgetScript = (bootup ?? []).reduce(
    (sum, item) => sum + item.scripting + item.scriptParseCompile,
    0,
  );
  // The wall clock read again must give Lighthouse's own figures, or the thread clock means nothing.
  const { wall, thread } = clockFigures(result.artifacts, slowdown, own);
  if (Math.abs(wall.mainThread - mainThread) > 2 || Math.abs(wall.ownScript - widgetScript) > 2)
    console.warn(
      `thread-clock.ts no longer reads Lighthouse's tasks as Lighthouse does (${url}): main thread ${Math.round(wall.mainThread)} against ${Math.round(mainThread)}, own script ${Math.round(wall.ownScript)} against ${Math.round(widgetScript)}`,
    );
  return {
    groups,
    thread,
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
    mainThread,
    tbt: audits['total-blocking-time']?.numericValue ?? 0,
    cls: audits['cumulative-layout-shift']?.numericValue ?? 0,
    widgetScript,
    widgetTasks: (bootup ?? []).reduce((sum, item) => sum + item.total, 0),
  };
}

const runs = Object.fromEntries(KINDS.map((kind) => [kind, [] as Run[]])) as Record<Kind, Run[]>;
const load: number[] = [loadavg()[0] ?? 0];
/**
 * The share of the machine's CPU time its hypervisor gave to other machines (Linux's `steal` in
 * /proc/stat) since the last call: on a shared virtual machine, time no clock inside it can see.
 */
const cpuTimes = () => {
  try {
    const fields =
      readFileSync('/proc/stat', 'utf8').split('\n')[0]?.trim().split(/\s+/).slice(1).map(Number) ?? [];
    return { total: fields.slice(0, 8).reduce((sum, value) => sum + value, 0), steal: fields[7] ?? 0 };
  } catch {
    return null;
  }
};
let lastTimes = cpuTimes();
const steal: number[] = [];
const readSteal = () => {
  const now = cpuTimes();
  if (now && lastTimes && now.total > lastTimes.total)
    steal.push((now.steal - lastTimes.steal) / (now.total - lastTimes.total));
  lastTimes = now;
};
try {
  for (let run = 0; run < RUNS; run++) {
    for (const kind of KINDS) {
      const started = Date.now();
      runs[kind].push(await audit(`${hostUrl}/${kind}.html`));
      console.log(`run ${run + 1}/${RUNS} ${kind}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
    load.push(loadavg()[0] ?? 0);
    readSteal();
  }
} finally {
  chrome.kill();
  host.close();
  await server.stop();
}

const { control } = runs;
const over = (kind: Kind, key: 'mainThread' | 'tbt') =>
  Math.round(median(runs[kind].map((run) => run[key])) - median(control.map((run) => run[key])));
/** The snippet pages: this build's in each layout, and the pinned release's. */
const SNIPPETS = [
  ...LAYOUTS.map((layout) => [`widget-${layout}`, layout, 'this build'] as const),
  ['pinned-full', 'full', PINNED] as const,
  ['pinned-compact', 'compact', PINNED] as const,
] as const;
/** One row per snippet page: the aims of the partner widget, each against its control. */
const rows = SNIPPETS.map(([kind, layout, release]) => {
  const main = runs[kind].map((run) => run.mainThread);
  const inline = median(runs[`inline-${layout}`].map((run) => run.mainThread));
  return {
    layout,
    release,
    'TBT − control (aim ≤ 10)': over(kind, 'tbt'),
    'own script: evaluation + parse (aim ≤ 50)': Math.round(
      median(runs[kind].map((run) => run.widgetScript)),
    ),
    'all work in own files': Math.round(median(runs[kind].map((run) => run.widgetTasks))),
    'main-thread − control': over(kind, 'mainThread'),
    'main-thread min–max': spread(main),
    'loader share: page − inline (aim ≤ 30)': Math.round(median(main) - inline),
    'CLS max (aim 0)': Math.max(...runs[kind].map((run) => run.cls)),
  };
});
console.log(
  `\nLighthouse mobile (simulated throttling, CPU ×4), ${RUNS} runs each, the ${KINDS.length} pages alternating; control = the same blank page without the widget; inline = the same layout's first view put in by an inline script (no loader, no network); ${PINNED} = the previous release, served from its frozen files in the same run:`,
);
console.table(rows);
console.log(
  `Control: main-thread ${Math.round(median(control.map((run) => run.mainThread)))} ms (${spread(control.map((run) => run.mainThread))}); the loader's script tag alone, no element: ${over('script', 'mainThread')} ms over it.`,
);
/** A figure's median on the main thread's own clock (bench/thread-clock.ts). */
const onThread = (kind: Kind, pick: (figures: ClockFigures) => number) =>
  median(runs[kind].map((run) => pick(run.thread)));
const threadMain = (figures: ClockFigures) => figures.mainThread;
const threadOver = (kind: Kind) => Math.round(onThread(kind, threadMain) - onThread('control', threadMain));
/** The same aims with the time the main thread waited for a core left out. */
const threadRows = SNIPPETS.map(([kind, layout, release]) => ({
  layout,
  release,
  'own script: evaluation + parse (aim ≤ 50)': Math.round(onThread(kind, (figures) => figures.ownScript)),
  'all work in own files': Math.round(onThread(kind, (figures) => figures.ownTasks)),
  'main-thread − control': threadOver(kind),
  'main-thread min–max': spread(runs[kind].map((run) => run.thread.mainThread)),
  'loader share: page − inline (aim ≤ 30)': Math.round(
    onThread(kind, threadMain) - onThread(`inline-${layout}`, threadMain),
  ),
}));
console.log(
  "\nThe same, on the main thread's own clock (each task's thread time, at the same ×4): what the page ran, without the time it waited for one of the machine's cores:",
);
console.table(threadRows);
console.log(
  `Control on that clock: main-thread ${Math.round(onThread('control', threadMain))} ms (${spread(control.map((run) => run.thread.mainThread))}); the loader's script tag alone: ${threadOver('script')} ms over it.`,
);
const CONTENT = {
  'inline-full': "the full layout's first view inline (no loader, no network)",
  'inline-compact': "the compact layout's first view inline",
  'inline-mini': "the mini layout's first view inline",
  'pot-box': 'the pot box alone, inline',
  type: "six lines of text in the widget's six type styles, inline",
} as const;
const contentRows = (Object.keys(CONTENT) as (keyof typeof CONTENT)[]).map((kind) => ({
  'what the content costs': CONTENT[kind],
  'main-thread work − control': over(kind, 'mainThread'),
  'min–max': spread(runs[kind].map((run) => run.mainThread)),
  'on the thread clock − control': threadOver(kind),
  'thread clock min–max': spread(runs[kind].map((run) => run.thread.mainThread)),
}));
console.table(contentRows);
/** The loader's share in two: fetching the first view at all, and what the loader adds to that. */
const shareSplit = LAYOUTS.map((layout) => {
  const wall = (kind: Kind) => median(runs[kind].map((run) => run.mainThread));
  const thread = (kind: Kind) => onThread(kind, threadMain);
  const [page, fetched, inline] = [`widget-${layout}`, `fetched-${layout}`, `inline-${layout}`] as const;
  return {
    layout,
    'fetching the view at all: fetched − inline': Math.round(wall(fetched) - wall(inline)),
    "the loader's own: page − fetched": Math.round(wall(page) - wall(fetched)),
    'thread clock: fetched − inline': Math.round(thread(fetched) - thread(inline)),
    "thread clock: the loader's own": Math.round(thread(page) - thread(fetched)),
  };
});
console.log(
  "\nThe loader's share in two parts, against the same first view fetched by an inline script (the stylesheet and the view from the server, side by side; no loader file, observer, unlock check or cleaning):",
);
console.table(shareSplit);
const page = runs['widget-full'];
const labels = [...new Set([...page, ...control].flatMap((run) => Object.keys(run.groups)))];
const byKind = labels
  .map((label) => ({
    'main-thread work by kind (full layout)': label,
    'page median ms': Math.round(median(page.map((run) => run.groups[label] ?? 0))),
    'control median ms': Math.round(median(control.map((run) => run.groups[label] ?? 0))),
  }))
  .sort((a, b) => b['page median ms'] - a['page median ms']);
console.table(byKind);
/** Where the loader's share goes: each layout's snippet page less its first view inline, by kind. */
function loaderShareByKind(
  title: string,
  kindLabels: string[],
  groupsOf: (run: Run) => Record<string, number>,
) {
  return kindLabels
    .map((label) => {
      const row: Record<string, string | number> = { [title]: label };
      for (const layout of LAYOUTS) {
        const groupMedian = (kind: Kind) => median(runs[kind].map((run) => groupsOf(run)[label] ?? 0));
        row[layout] = Math.round(groupMedian(`widget-${layout}`) - groupMedian(`inline-${layout}`));
      }
      return row;
    })
    .sort((a, b) => Number(b.full) - Number(a.full));
}
const shareByKind = loaderShareByKind("loader's share by kind", labels, (run) => run.groups);
console.table(shareByKind);
const threadLabels = [
  ...new Set(
    Object.values(runs).flatMap((kindRuns) => kindRuns.flatMap((run) => Object.keys(run.thread.groups))),
  ),
];
const threadShareByKind = loaderShareByKind(
  "loader's share by kind, thread clock",
  threadLabels,
  (run) => run.thread.groups,
);
console.table(threadShareByKind);
/** An article under the widget: the configurator's snippet holds the height (decision 057). */
const articleRows = (['mini', 'compact'] as const).map((layout) => ({
  'an article under the widget': layout,
  'CLS, snippet holding the height (aim 0)': Math.max(...runs[`article-${layout}`].map((run) => run.cls)),
  'CLS, without it': Math.max(...runs[`unheld-${layout}`].map((run) => run.cls)),
}));
console.table(articleRows);
const speed = Object.values(runs)
  .flat()
  .map((run) => run.benchmarkIndex);
console.log(
  `Lighthouse's benchmarkIndex for this machine during the run: median ${Math.round(median(speed))} (${spread(speed)}); its 4× CPU slowdown is meant for about 1,000 to 2,000.`,
);
console.log(
  `Load average (1 min) during the run: ${load.map((value) => value.toFixed(1)).join(', ')} on ${cpus().length} cores (a shared machine: the spread is the noise).`,
);

if (steal.length)
  console.log(
    `CPU time taken by the hypervisor for other machines, per run: ${steal.map((share) => `${Math.round(share * 100)}%`).join(', ')} (0% on a machine of its own).`,
  );

mkdirSync('bench/results', { recursive: true });
writeFileSync(
  'bench/results/widget-host.json',
  `${JSON.stringify(
    {
      benchmark: 'widget-host',
      date: new Date().toISOString(),
      machine: {
        cpus: cpus().length,
        model: cpus()[0]?.model ?? 'unknown',
        loadAverage: load,
        stealShare: steal,
        benchmarkIndex: { median: Math.round(median(speed)), range: spread(speed) },
      },
      profile: 'Lighthouse mobile, simulated throttling; control = the same blank page without the widget',
      runs: RUNS,
      aim: { tbtAboveControlMs: 10, ownScriptMs: AIM_MS, loaderShareMs: 30, cls: 0 },
      pinned: PINNED,
      figures: rows,
      threadClock: { figures: threadRows, shareByKind: threadShareByKind },
      content: contentRows,
      shareSplit,
      article: articleRows,
      byKind,
      shareByKind,
      raw: runs,
    },
    null,
    2,
  )}\n`,
);
