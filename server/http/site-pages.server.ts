import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  EMPTY_FIGURE_REPORT,
  FIGURE_REPORT_PATH,
  type FigureReportFormState,
} from '../../widget/core/figure-report.ts';
import { withPublicOrigin } from '../../widget/core/public-origin.ts';
import { scenarioFromQuery } from '../../widget/core/scenario.ts';
import type { AppContext } from '../app-context.server.ts';
import { escapeHtml } from '../mail/render.server.ts';
import { renderPage } from '../pages/page.server.ts';
import { readFormBody } from './body.server.ts';
import { type AppRequest, type AppResponse, HttpError, html } from './http-types.server.ts';
import { localPath } from './redirects.server.ts';
import { normalisedQuery, RenderRefused } from './render-guard.server.ts';

/**
 * What the server adds to the prerendered site (ADR 021): the cookie notice's form, pages without
 * the notice once a choice is recorded, the calculator rendered for a shared link's figures, the
 * provider, fees and finder pages priced for the visitor's plan in the query, the fee table and the
 * finder rendered for their own state in the address (sort, step and answers, ADR 022), and the
 * contact and ebook pages as the answer to their forms sent without script (ADR 022).
 */

export const COOKIE_CONSENT_PATH = '/cookie-consent';
const CHOICE_COOKIE = /(?:^|;\s*)cookie-consent=(accepted|rejected)(?:;|$)/;
/** The notice as the prerender writes it (it holds no other <section>). */
const COOKIE_NOTICE = /<section id="cookie-notice"[\s\S]*?<\/section>/;
const CALCULATOR_PATH = '/pension-drawdown-calculator';
/** Pages that price the visitor's plan from the query: a provider, the fees table, the finder. */
const PLAN_PAGES = /^\/(provider\/[a-z0-9]+(-[a-z0-9]+)*|fees-and-charges|find-provider)$/;
/** Pages whose own state is their address (ADR 022): rendered for any query they are given. */
const STATE_PAGES: readonly string[] = ['/fees-and-charges', '/find-provider'];
/** A shared link longer than this is not a calculator link: the static page answers. */
const MAX_QUERY = 1000;

/** Only a path on this site, never another origin (`//evil`, `/\evil`, `/\t/evil`); else home. */
function safeBack(value: string | null): string {
  return localPath(value) ?? '/';
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
  form: 'contact' | 'ebook' | 'partner-sign-up';
  values: Record<string, string>;
  fields?: Record<string, string>;
  message?: string;
  done?: boolean;
  replyDueAt?: string;
}

interface RenderOptions {
  figureReport?: FigureReportFormState;
  posted?: PostedForm | null;
}

/** What the server reads of a widget element's config (widget/element/widget-config.ts). */
export interface WidgetViewConfig {
  siteUrl: string;
  apiBase: string;
  partner: string | null;
  group: string | null;
  urlState: boolean;
}

export interface SsrBundle {
  render(url: string, options?: RenderOptions): Promise<{ html: string; status: number }>;
  /** The widget's first view (decision 031) for an element's config. */
  renderFirstView(config: WidgetViewConfig, pageQuery?: string): string;
  /** An element's config from its attributes sent as a query. */
  configFromQuery(query: URLSearchParams, defaultOrigin: string): WidgetViewConfig;
  /** The attribute names that query may carry. */
  FIRST_VIEW_ATTRIBUTES: readonly string[];
}

/** The site's server bundle's file URL, built with the pages beside them (dist/ssr/entry-server.js). */
export function ssrBundleUrl(publicDir: string): string {
  return pathToFileURL(join(publicDir, '..', 'ssr', 'entry-server.js')).href;
}

/**
 * The site's server bundle: the server renders from the built bundle, never from the site's
 * source. The renders run in the render pool's threads, each with its own copy (decision 048);
 * the main thread loads it only for what it reads without rendering (the first view's attributes).
 */
let bundle: Promise<SsrBundle> | null = null;
export function ssrBundle(publicDir: string): Promise<SsrBundle> {
  bundle ??= import(ssrBundleUrl(publicDir)) as Promise<SsrBundle>;
  return bundle;
}

const ROOT_START = '<div id="root">';
const ROOT_END = '</div><!--/root-->';

/**
 * The built pages, read once, with PUBLIC_URL in place of the placeholder origin (decision 046):
 * every render and every refused render starts from one, and a flood of refusals must cost the
 * event loop as little as it can (decision 048). Read afresh in development, where the site is
 * rebuilt under the server.
 */
const shells = new Map<string, string | null>();

function readPage(ctx: AppContext, path: string): string | null {
  const file = join(ctx.config.publicDir, path.slice(1), 'index.html');
  const kept = shells.get(file);
  if (kept !== undefined) return kept;
  let page: string | null;
  try {
    page = withPublicOrigin(readFileSync(file, 'utf8'), ctx.config.publicUrl);
  } catch {
    page = null;
  }
  if (ctx.config.nodeEnv !== 'development') shells.set(file, page);
  return page;
}

/**
 * The prerendered page with the server's rendering of the app in #root, or null without a shell.
 * The render goes through ctx.renders (decision 038): from the cache under `cacheKey` when it
 * was rendered before (null: never kept), else charged as the route declares; RenderRefused when
 * the client's budget is spent or the process is busy.
 */
async function withRendered(
  ctx: AppContext,
  path: string,
  url: string,
  options: RenderOptions,
  cacheKey: string | null,
): Promise<string | null> {
  const page = readPage(ctx, path);
  if (page === null) return null;
  const start = page.indexOf(ROOT_START);
  const end = page.indexOf(ROOT_END);
  if (start < 0 || end < 0) return null;
  // Rendered in a worker thread (decision 048): the event loop answers others meanwhile.
  const rendered = await ctx.renders.render(cacheKey, () =>
    ctx.renderPool.run({ kind: 'page', url, options }),
  );
  return (
    page.slice(0, start + ROOT_START.length) +
    withPublicOrigin(rendered, ctx.config.publicUrl) +
    page.slice(end)
  );
}

/**
 * Refused pages as sent, by page, cookie choice, reason and Retry-After: one client flooding
 * renders is answered hundreds of times a second with the same few (decision 048).
 */
const refusedBodies = new Map<string, Buffer>();
const MAX_REFUSED_BODIES = 256;

/**
 * The prerendered page (`page()`, kept under `key` with the refusal), with a note that it comes
 * without the visitor's figures and why; null when there is no page.
 */
function refusedRenderPage(
  req: AppRequest,
  ctx: AppContext,
  key: string,
  page: () => string | null,
  refused: RenderRefused,
): AppResponse | null {
  const bodyKey = `${key}\0${refused.reason}\0${refused.retryAfter}`;
  let body = refusedBodies.get(bodyKey);
  if (body === undefined) {
    const plain = page();
    if (plain === null) return null;
    body = Buffer.from(withRefusalNote(plain, refused));
    if (refusedBodies.size >= MAX_REFUSED_BODIES) refusedBodies.clear();
    // In development the site is rebuilt under the server: never kept there.
    if (ctx.config.nodeEnv !== 'development') refusedBodies.set(bodyKey, body);
  }
  return {
    status: refused.status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'retry-after': String(refused.retryAfter),
      vary: 'Cookie',
    },
    body: req.method === 'HEAD' ? null : body,
  };
}

function withRefusalNote(page: string, refused: RenderRefused): string {
  const why =
    refused.reason === 'budget'
      ? `many pages worked out for your figures were asked for from your connection in a short time. Please try again in ${refused.retryAfter} second${refused.retryAfter === 1 ? '' : 's'}.`
      : 'the site is very busy just now. Please try again in a few seconds.';
  const note = `<div role="status" id="render-refused"><p><strong>This page is shown without your figures</strong>, because ${escapeHtml(why)}</p></div>`;
  const at = page.indexOf(ROOT_START);
  return at < 0 ? page : page.slice(0, at) + note + page.slice(at);
}

/**
 * A form sent without script (ADR 022) that was refused before it was read (too many posts from
 * the address, the render budget spent, the site busy): a small page that says so and links back
 * to the form, with the refusal's status and Retry-After. Nothing was stored or sent.
 */
export function refusedFormPage(req: AppRequest, error: HttpError): AppResponse {
  const retryAfter = Number(error.headers['retry-after']) || 60;
  const wait =
    retryAfter <= 60
      ? `${retryAfter} second${retryAfter === 1 ? '' : 's'}`
      : `${Math.ceil(retryAfter / 60)} minute${Math.ceil(retryAfter / 60) === 1 ? '' : 's'}`;
  const title = error.status === 503 ? 'The site is very busy' : 'Please wait a moment';
  const said =
    error.status === 503
      ? 'We could not look at your form just now because the site is very busy.'
      : 'You have sent several forms in a short time, so we have not looked at this one.';
  const back = safeBack(req.path);
  return html(
    error.status,
    renderPage(
      title,
      `<p>${escapeHtml(said)} Nothing you typed has been kept.</p><p>Please go back and try again in ${escapeHtml(wait)}.</p><p class="actions"><a class="button" href="${escapeHtml(back)}">Back to the form</a></p>`,
    ),
    { 'retry-after': String(retryAfter) },
  );
}

/** The report form's state for a GET of its page: `?provider=` (a link) or `?sent=` (stored). */
function figureReportStateFromQuery(query: URLSearchParams): FigureReportFormState {
  const slug = (name: string) => {
    const value = query.get(name) ?? '';
    return /^[a-z0-9-]{1,64}$/.test(value) ? value : '';
  };
  const page = safeBack(query.get('page'));
  const state: FigureReportFormState = {
    values: { ...EMPTY_FIGURE_REPORT, provider: slug('provider') },
    errors: {},
    page: page === '/' && query.get('page') !== '/' ? null : page,
  };
  if (slug('sent')) state.sent = slug('sent');
  return state;
}

/**
 * The "Spotted a wrong figure?" page rendered by the server (ADR 018): after a plain form POST
 * with problems (the form as typed, GOV.UK error summary, "Error:" before the title), or for a
 * GET with a query (the provider chosen, or the report received). No-store: it may hold what the
 * visitor typed, including an e-mail address.
 */
export async function renderFigureReportPage(
  req: AppRequest,
  ctx: AppContext,
  status: number,
  state: FigureReportFormState,
  /** Only for a state read from the query (a link): a posted form's state is never kept. */
  cacheKey: string | null = null,
): Promise<AppResponse> {
  let page = await withRendered(
    ctx,
    FIGURE_REPORT_PATH,
    FIGURE_REPORT_PATH,
    { figureReport: state },
    cacheKey,
  );
  if (page === null) throw new HttpError(503, 'page_not_built', 'The site has not been built.');
  const failed = Object.keys(state.errors).length > 0 || state.problem !== undefined;
  // The head is the prerendered page's: its title says what happened (GOV.UK: "Error:" first).
  if (failed) page = page.replace('<title>', '<title>Error: ');
  else if (state.sent) page = page.replace('<title>', '<title>Report received: ');
  if (CHOICE_COOKIE.test(String(req.headers.cookie ?? ''))) page = page.replace(COOKIE_NOTICE, '');
  return {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', vary: 'Cookie' },
    body: req.method === 'HEAD' ? null : page,
  };
}

/** Whether the home page's query gives its widgets something: a pot, a plan or a partner. */
function linksTheWidget(query: URLSearchParams): boolean {
  return (
    (query.get('pot') ?? '').trim() !== '' ||
    (query.get('partner') ?? '').trim() !== '' ||
    scenarioFromQuery(query).kind !== 'none'
  );
}

/**
 * A page the static files cannot answer as they are, or null: the calculator with a query, and a
 * provider, fees or finder page with a plan in the query, are rendered for that query (its figures
 * on first paint, never the defaults), and once a cookie
 * choice is recorded pages come without the notice.
 */
export async function sitePage(req: AppRequest, ctx: AppContext): Promise<AppResponse | null> {
  const choice = CHOICE_COOKIE.exec(String(req.headers.cookie ?? ''))?.[1];
  const search = req.query.toString();
  const bare = req.path.replace(/\/$/, '');
  if (bare === FIGURE_REPORT_PATH && search !== '' && search.length <= MAX_QUERY && ctx.files.has(req.path)) {
    const normalised = normalisedQuery(req.query);
    try {
      return await renderFigureReportPage(
        req,
        ctx,
        200,
        figureReportStateFromQuery(new URLSearchParams(normalised)),
        `page:${FIGURE_REPORT_PATH}?${normalised}`,
      );
    } catch (error) {
      const page =
        error instanceof RenderRefused
          ? refusedRenderPage(
              req,
              ctx,
              `${ctx.config.publicDir}${FIGURE_REPORT_PATH}`,
              () => readPage(ctx, FIGURE_REPORT_PATH),
              error,
            )
          : null;
      if (page === null) throw error;
      return page;
    }
  }
  const calculator = bare === CALCULATOR_PATH && search !== '' && search.length <= MAX_QUERY;
  // A page priced for the visitor's plan (the widget's query in the URL): its receipt and table on
  // first paint, without script (decision 020).
  // A pot alone prices the standard plan for that pot (the address carries the pot).
  const planned =
    PLAN_PAGES.test(bare) &&
    search.length <= MAX_QUERY &&
    (scenarioFromQuery(req.query).kind !== 'none' || (req.query.get('pot') ?? '').trim() !== '');
  // The fee table's sort and the finder's step are their address: rendered for it (ADR 022).
  const stated = STATE_PAGES.includes(bare) && search !== '' && search.length <= MAX_QUERY;
  // The home page's widgets for a linked pot, plan or partner (decision 051): the ranking for
  // `?pot=` on first paint, without script.
  const home = bare === '' && search.length <= MAX_QUERY && linksTheWidget(req.query);
  const rendered = calculator || planned || stated || home;
  if (!choice && !rendered) return null;
  if (!ctx.files.has(req.path)) return null;
  const served = ctx.files.serve({ ...req, headers: { ...req.headers, 'accept-encoding': '' } }, req.path);
  if (served?.status !== 200 || !String(served.headers['content-type']).startsWith('text/html')) return null;
  let page: string | null;
  if (rendered) {
    // Rendered for the query in one spelling, which is also its key in the render cache.
    const url = `${bare || '/'}?${normalisedQuery(req.query)}`;
    try {
      page = await withRendered(ctx, bare, url, {}, `page:${url}`);
    } catch (error) {
      if (!(error instanceof RenderRefused)) throw error;
      const refused = refusedRenderPage(
        req,
        ctx,
        `${ctx.config.publicDir}${bare}\0${choice ?? ''}`,
        () => {
          const body = served.body;
          const plain = Buffer.isBuffer(body) || typeof body === 'string' ? body.toString() : null;
          return plain !== null && choice ? plain.replace(COOKIE_NOTICE, '') : plain;
        },
        error,
      );
      if (refused === null) throw error;
      return refused;
    }
  } else {
    const body = served.body;
    page = Buffer.isBuffer(body) || typeof body === 'string' ? body.toString() : null;
  }
  if (page === null) return null;
  if (choice) page = page.replace(COOKIE_NOTICE, '');
  return {
    status: 200,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache', vary: 'Cookie' },
    body: req.method === 'HEAD' ? null : page,
  };
}

/** The pages the server renders for their query (home, calculator, plan pages, fee table and finder state). */
export const RENDERED_PAGE_PATH =
  /^\/(|pension-drawdown-calculator\/?|fees-and-charges\/?|find-provider\/?|provider\/[a-z0-9]+(-[a-z0-9]+)*\/?)$/;

/** GET of a page in RENDERED_PAGE_PATH: rendered for its query, or the static page. */
export async function renderedSitePage(req: AppRequest, ctx: AppContext): Promise<AppResponse> {
  const page = await sitePage(req, ctx);
  if (page) return page;
  const file = ctx.files.serve(req, req.path);
  if (!file) return ctx.files.notFound(req);
  file.headers.vary = 'Accept-Encoding, Cookie';
  return file;
}

/**
 * GET /report-a-wrong-figure: the prerendered page, or the server's rendering of it for a query
 * (routed by path, because the form's POST shares the address).
 */
export const figureReportPage = renderedSitePage;

/** The whole-page island marker: a page rendered for a form's answer is plain HTML (see below). */
const PAGE_ISLAND = / data-island="page" data-when="[a-z]+"/;

/**
 * The answer to a form sent without script (ADR 022): the form's own page rendered in the posted
 * state, "Error: " before its title when it comes back with problems (GOV.UK). It is not marked as
 * an island: its state came from the server, which the browser's first render could not know, so
 * the page stays plain HTML and its form posts natively again. No-store: it holds what was typed.
 */
export async function postedFormPage(
  req: AppRequest,
  ctx: AppContext,
  path: string,
  posted: PostedForm,
  status: number,
): Promise<AppResponse> {
  let page = await withRendered(ctx, path, path, { posted }, null);
  if (page === null) throw new HttpError(503, 'page_not_built', 'The site has not been built.');
  page = page.replace(PAGE_ISLAND, '');
  if (!posted.done) page = page.replace('<title>', '<title>Error: ');
  if (CHOICE_COOKIE.test(String(req.headers.cookie ?? ''))) page = page.replace(COOKIE_NOTICE, '');
  return {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', vary: 'Cookie' },
    body: req.method === 'HEAD' ? null : page,
  };
}
