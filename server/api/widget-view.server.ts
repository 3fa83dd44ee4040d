import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppContext } from '../app-context.server.ts';
import { type AppRequest, type AppResponse, HttpError, json } from '../http/http-types.server.ts';
import { ssrBundle } from '../http/site-pages.server.ts';
import { errorFields } from '../log.server.ts';
import { countLoadFromOrigin, requestOrigin } from '../partners/partners.server.ts';

/**
 * GET /api/widget/first-view: the partner widget's first view as HTML (decision 031). The loader
 * sends the element's attributes as the query, with `bundle` (the file name of the bundle it was
 * built with) and, for `url-state`, the host page's query as `page`. The server renders the same
 * components the bundle mounts; the loader shows the HTML at once and loads the bundle only when
 * the reader first touches the widget. A loader of another build gets 409 and renders itself.
 *
 * Each answer to another site's page counts one widget load for the partner who registered that
 * origin (no cookie, no id), so the answer is never cached: a returning reader's loads count too.
 */

/** The loader's own parameters, beside the element's attributes (the server bundle lists those). */
const LOADER_PARAMETERS = ['bundle', 'page'];

/** Per web root (tests run servers over different ones in one process). */
const currentBundles = new Map<string, string | null>();

/** The file name of the bundle this build's loader imports (from the widget build's manifest). */
function bundleOfThisBuild(publicDir: string): string | null {
  if (currentBundles.has(publicDir)) return currentBundles.get(publicDir) ?? null;
  let found: string | null = null;
  try {
    const manifest = JSON.parse(readFileSync(join(publicDir, 'widget', 'manifest.json'), 'utf8')) as Record<
      string,
      { file: string; isEntry?: boolean }
    >;
    found =
      Object.values(manifest)
        .find((chunk) => chunk.isEntry)
        ?.file.split('/')
        .pop() ?? null;
  } catch {
    found = null;
  }
  currentBundles.set(publicDir, found);
  return found;
}

function badRequest(fields: Record<string, string>): never {
  const names = Object.keys(fields);
  throw new HttpError(
    400,
    'invalid_parameters',
    `Check ${names.length === 1 ? 'the parameter' : 'the parameters'} ${names.join(', ')}: ${Object.values(fields)[0]}`,
    fields,
  );
}

const httpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};

export async function getWidgetFirstView(req: AppRequest, ctx: AppContext): Promise<AppResponse> {
  const query = req.query;
  const ssr = await ssrBundle(ctx.config.publicDir);
  const known = new Set([...ssr.FIRST_VIEW_ATTRIBUTES, ...LOADER_PARAMETERS]);
  const fields: Record<string, string> = {};
  for (const name of new Set(query.keys())) {
    if (!known.has(name)) fields[name] = `${name} is not a parameter of this API.`;
    else if (query.getAll(name).length > 1) fields[name] = `${name} is given more than once.`;
    else if ((query.get(name) ?? '').length > 2000) fields[name] = `${name} is longer than 2,000 characters.`;
  }
  for (const name of ['api-base', 'site-url']) {
    const value = query.get(name)?.trim();
    if (value && !httpUrl(value)) fields[name] = `${name} must be an http or https address.`;
  }
  if (query.get('group')?.trim())
    fields.group = 'Grouped elements share one state on the page and render themselves.';
  const bundle = query.get('bundle') ?? '';
  if (!/^drawdown-compare-[\w-]+\.js$/.test(bundle))
    fields.bundle ??= 'bundle must name the widget bundle the loader was built with.';
  if (Object.keys(fields).length > 0) badRequest(fields);

  if (bundle !== bundleOfThisBuild(ctx.config.publicDir)) {
    throw new HttpError(
      409,
      'other_release',
      'The server renders the first view for the newest widget release only; this release renders itself.',
    );
  }
  const origin = requestOrigin(req.headers);
  if (origin && origin !== new URL(ctx.config.publicUrl).origin) {
    countLoadFromOrigin(ctx.db, origin, req.ip, ctx.salt).catch((error: unknown) =>
      ctx.log.warn('partner.load_not_counted', errorFields(error)),
    );
  }

  // Encoded, so that no value can pass for other parameters ("partner=x&pot=1" in one value).
  const key = new URLSearchParams(
    [...query.entries()].filter(([name]) => name !== 'bundle').sort(([a], [b]) => a.localeCompare(b)),
  ).toString();
  // A partner page sends the same query on every visit: the view comes from the render cache, and
  // only a query not seen before is charged to the reader's render budget (decision 038).
  // Rendered in a worker thread (decision 048). group is refused above; a blank one reads as none,
  // as on the element.
  const html = await ctx.renders.render(`first-view:${key}`, () =>
    ctx.renderPool.run({ kind: 'first-view', query: query.toString(), defaultOrigin: ctx.config.publicUrl }),
  );
  return json(200, { version: 1, html }, { 'cache-control': 'no-cache', vary: 'Origin' });
}
