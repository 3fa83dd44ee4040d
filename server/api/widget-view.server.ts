import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
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
 * the reader first touches the widget. A pinned release's loader gets its first view from that
 * release's own renderer (decision 055); a loader of any other build gets 409 and renders itself.
 *
 * Each answer to another site's page counts one widget load for the partner who registered that
 * origin (no cookie, no id), so the answer is never cached: a returning reader's loads count too.
 */

/** The loader's own parameters, beside the element's attributes (the server bundle lists those). */
const LOADER_PARAMETERS = ['bundle', 'page'];

/** How a bundle's first view is rendered: the attributes its loader may send, and by what. */
interface FirstViewRenderer {
  attributes: readonly string[];
  /** A frozen release's own renderer (a file URL); none for this build's bundle, rendered by the site's. */
  renderer?: string;
}

/** Per web root (tests run servers over different ones in one process). */
const renderersByRoot = new Map<string, Map<string, FirstViewRenderer>>();

/** A JSON file of the build, or null where the build wrote none (a bare or partial build). */
function readBuildJson<T>(file: string): T | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

/**
 * The bundles whose first view this server renders, by file name: this build's (from the widget
 * build's manifest), rendered by the site's server bundle, and each frozen release's that has a
 * renderer of its own (dist/ssr/widget-first-views.json, decision 055), so that a partner who
 * pinned a release keeps its light first view after later releases.
 */
function renderers(publicDir: string, attributes: readonly string[]): Map<string, FirstViewRenderer> {
  const known = renderersByRoot.get(publicDir);
  if (known) return known;
  const found = new Map<string, FirstViewRenderer>();
  const ssrDir = join(publicDir, '..', 'ssr');
  const frozen =
    readBuildJson<Record<string, { renderer: string; attributes: string[] }>>(
      join(ssrDir, 'widget-first-views.json'),
    ) ?? {};
  for (const [bundle, release] of Object.entries(frozen))
    found.set(bundle, {
      attributes: release.attributes,
      renderer: pathToFileURL(join(ssrDir, release.renderer)).href,
    });
  const manifest = readBuildJson<Record<string, { file: string; isEntry?: boolean }>>(
    join(publicDir, 'widget', 'manifest.json'),
  );
  const current = Object.values(manifest ?? {})
    .find((chunk) => chunk.isEntry)
    ?.file.split('/')
    .pop();
  if (current) found.set(current, { attributes });
  renderersByRoot.set(publicDir, found);
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
  const bundle = query.get('bundle') ?? '';
  const release = renderers(ctx.config.publicDir, ssr.FIRST_VIEW_ATTRIBUTES).get(bundle);
  // An unknown bundle's attributes are checked as this build's, so that bad input is a 400 first.
  const known = new Set([...(release?.attributes ?? ssr.FIRST_VIEW_ATTRIBUTES), ...LOADER_PARAMETERS]);
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
  if (!/^drawdown-compare-[\w-]+\.js$/.test(bundle))
    fields.bundle ??= 'bundle must name the widget bundle the loader was built with.';
  if (Object.keys(fields).length > 0) badRequest(fields);

  if (!release) {
    throw new HttpError(
      409,
      'other_release',
      'The server has no first view for this widget build; it renders itself.',
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
  const html = await ctx.renders.render(`first-view:${bundle}:${key}`, () =>
    ctx.renderPool.run({
      kind: 'first-view',
      query: query.toString(),
      defaultOrigin: ctx.config.publicUrl,
      ...(release.renderer ? { renderer: release.renderer } : {}),
    }),
  );
  return json(200, { version: 1, html }, { 'cache-control': 'no-cache', vary: 'Origin' });
}
