import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AppContext } from '../app-context.server.ts';
import { readFormBody } from './body.server.ts';
import { type AppRequest, type AppResponse, HttpError } from './http-types.server.ts';

/**
 * What the server adds to the prerendered site (ADR 021): the cookie notice's form, pages without
 * the notice once a choice is recorded, and the pages whose state is their address rendered for
 * that address: the calculator (a shared link's figures), the fee table (its sort and pot) and the
 * finder (its step and answers), so the first paint, and a visit without script, shows that state.
 */

export const COOKIE_CONSENT_PATH = '/cookie-consent';
const CHOICE_COOKIE = /(?:^|;\s*)cookie-consent=(accepted|rejected)(?:;|$)/;
/** The notice as the prerender writes it (it holds no other <section>). */
const COOKIE_NOTICE = /<section id="cookie-notice"[\s\S]*?<\/section>/;
/** Pages rendered for their query (each reads its state from the address on its first render). */
const QUERY_PAGES: readonly string[] = [
  '/pension-drawdown-calculator',
  '/fees-and-charges',
  '/find-provider',
];
/** A query longer than this is not one of these pages' own: the static page answers. */
const MAX_QUERY = 1000;

/** Only a path on this site, never another origin (`//evil`, `/\evil`). */
function safeBack(value: string | null): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return '/';
  return value.length > 2000 ? '/' : value;
}

/** POST /cookie-consent (the notice's form): records the choice in a cookie and goes back. */
// Not Secure: it holds only the choice, and must also work on http://127.0.0.1 in tests.
export function cookieConsent(req: AppRequest): AppResponse {
  const form = readFormBody(req);
  const choice = form.get('choice');
  if (choice !== 'accepted' && choice !== 'rejected')
    throw new HttpError(400, 'invalid_choice', 'Choose Accept or Reject.', {
      choice: 'Choose Accept or Reject.',
    });
  return {
    status: 303,
    headers: {
      location: safeBack(form.get('back')),
      'set-cookie': `cookie-consent=${choice}; Path=/; Max-Age=31536000; SameSite=Lax`,
      'cache-control': 'no-store',
    },
    body: null,
  };
}

/**
 * The state of a form sent without script (site/app/posted-form.ts, ADR 022): the server renders
 * the form's page in it. Kept in step by hand: the server never imports site/.
 */
export interface PostedForm {
  form: 'contact' | 'ebook';
  values: Record<string, string>;
  fields?: Record<string, string>;
  message?: string;
  done?: boolean;
}

interface SsrBundle {
  render(url: string, options?: { posted?: PostedForm | null }): Promise<{ html: string; status: number }>;
}

/**
 * The site's server bundle, built with the pages (dist/ssr/entry-server.js): the server renders
 * the calculator from the built bundle, never from the site's source.
 */
let bundle: Promise<SsrBundle> | null = null;
function ssrBundle(publicDir: string): Promise<SsrBundle> {
  bundle ??= import(
    pathToFileURL(join(publicDir, '..', 'ssr', 'entry-server.js')).href
  ) as Promise<SsrBundle>;
  return bundle;
}

const ROOT_START = '<div id="root">';
const ROOT_END = '</div><!--/root-->';

function readPage(publicDir: string, path: string): string | null {
  try {
    return readFileSync(join(publicDir, path.slice(1), 'index.html'), 'utf8');
  } catch {
    return null;
  }
}

/**
 * A page the static files cannot answer as they are, or null: a page of QUERY_PAGES with a query is
 * rendered for that query (the calculator's figures on first paint, never the defaults; the fee
 * table sorted; the finder at its step), and once a cookie choice is recorded pages come without
 * the notice.
 */
export async function sitePage(req: AppRequest, ctx: AppContext): Promise<AppResponse | null> {
  const choice = CHOICE_COOKIE.exec(String(req.headers.cookie ?? ''))?.[1];
  const search = req.query.toString();
  const path = req.path.replace(/\/$/, '');
  const forQuery = QUERY_PAGES.includes(path) && search !== '' && search.length <= MAX_QUERY;
  if (!choice && !forQuery) return null;
  if (!ctx.files.has(req.path)) return null;
  const served = ctx.files.serve({ ...req, headers: { ...req.headers, 'accept-encoding': '' } }, req.path);
  if (served?.status !== 200 || !String(served.headers['content-type']).startsWith('text/html')) return null;
  let page = forQuery ? readPage(ctx.config.publicDir, path) : null;
  if (page === null) {
    const body = served.body;
    if (!Buffer.isBuffer(body) && typeof body !== 'string') return null;
    page = body.toString();
  }
  if (forQuery) {
    const start = page.indexOf(ROOT_START);
    const end = page.indexOf(ROOT_END);
    if (start < 0 || end < 0) return null;
    const rendered = await (await ssrBundle(ctx.config.publicDir)).render(`${path}?${search}`);
    page = page.slice(0, start + ROOT_START.length) + rendered.html + page.slice(end);
  }
  if (choice) page = page.replace(COOKIE_NOTICE, '');
  return {
    status: 200,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache', vary: 'Cookie' },
    body: req.method === 'HEAD' ? null : page,
  };
}

/** The whole-page island marker: a page rendered for a form's answer is plain HTML (see below). */
const PAGE_ISLAND = / data-island="page" data-when="[a-z]+"/;

/**
 * The answer to a form sent without script (ADR 022): the form's own page rendered in the posted
 * state. It is not marked as an island: its state came from the server, which the browser's first
 * render could not know, so the page stays plain HTML and its form posts natively again.
 */
export async function postedFormPage(
  req: AppRequest,
  ctx: AppContext,
  path: string,
  posted: PostedForm,
  status: number,
): Promise<AppResponse> {
  const page = readPage(ctx.config.publicDir, path);
  const start = page?.indexOf(ROOT_START) ?? -1;
  const end = page?.indexOf(ROOT_END) ?? -1;
  if (!page || start < 0 || end < 0) throw new HttpError(404, 'not_found', 'There is no such page.');
  const rendered = await (await ssrBundle(ctx.config.publicDir)).render(path, { posted });
  let html =
    page.slice(0, start + ROOT_START.length) + rendered.html.replace(PAGE_ISLAND, '') + page.slice(end);
  if (CHOICE_COOKIE.test(String(req.headers.cookie ?? ''))) html = html.replace(COOKIE_NOTICE, '');
  return {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', vary: 'Cookie' },
    body: html,
  };
}
