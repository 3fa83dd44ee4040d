import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { PUBLIC_ORIGIN_PLACEHOLDER } from '../widget/core/public-origin.ts';
import { configFromQuery, renderFirstView } from '../widget/element/first-view.tsx';
import { widgetCssText } from '../widget/element/styles.ts';
import { FirstViewContext, type FirstViewRenderer } from './app/drawdown-compare-element.tsx';
import { headHtml } from './app/head-html.ts';
import { registerIslandModules } from './app/island.tsx';
import { type HeadCollector, HeadContext } from './app/page-meta.tsx';
import { type ServerFormState, ServerFormStateContext } from './app/server-form-state.tsx';
import { pageExists, preloadPage, ROUTES, routeForPath } from './routes.tsx';
import { App } from './shell/app.tsx';

export { configFromQuery, FIRST_VIEW_ATTRIBUTES, renderFirstView } from '../widget/element/first-view.tsx';
export { prerenderPaths } from './prerender-paths.ts';
export { pageExists, ROUTES, routeForPath };

// Every island module, so <Island of={…}> can write the key the browser loads it by (ADR 021).
registerIslandModules(import.meta.glob('./**/*.island.tsx', { eager: true }));

/** The origin written into the sitemap and robots.txt: a placeholder the server fills with PUBLIC_URL. */
export const SITE_URL = PUBLIC_ORIGIN_PLACEHOLDER;

export interface RenderedPage {
  /** The app's markup, for inside #root. */
  html: string;
  /** Tags for the <head>. */
  head: string;
  /** 200, or 404 for the not-found page. */
  status: number;
  noindex: boolean;
}

/**
 * Inline style attributes (Radix sets a few) would be refused by the CSP `style-src 'self'` and
 * logged as errors, so they are taken out of the static HTML; the stylesheet covers what matters
 * (see site.css) and React sets styles through the CSSOM after hydration, which the CSP allows.
 */
const STYLE_ATTRIBUTE = / style="([^"]*)"/g;
export const strippedStyles = new Set<string>();

/** The widget's stylesheet as each first view's `<style>` holds it; the build allows its hash. */
export const widgetShadowCss = widgetCssText;

/** A first view's style attributes (a bar's width), kept apart until the page's are stripped. */
const FIRST_VIEW_STYLE = / data-dc-style="/g;

/**
 * The first views of the page at `url` (decision 051): each `<drawdown-compare>` rendered as the
 * element will mount, for the page's query. Links are relative (no `site-url`: this origin). A
 * grouped element is seeded from the address too, as the store its `url-state` element seeds.
 * Without script the unlock form would send its fields in the address: `method="dialog"` sends nothing.
 */
function firstViewRenderer(url: string): FirstViewRenderer {
  const query = new URL(url, 'http://prerender.invalid').search.slice(1);
  return (attributes) => {
    const config = configFromQuery(new URLSearchParams(attributes), '');
    const seedAs = config.group === null ? config : { ...config, urlState: true };
    const view = renderFirstView(config, query, seedAs).replace(
      /<form (?=novalidate)/gi,
      '<form method="dialog" ',
    );
    return `<style>${widgetShadowCss()}</style>${view}`;
  };
}

/**
 * Renders one path to HTML, waiting for everything it loads on demand. `forms`: what the server
 * hands a page it renders for one request (a posted form's values and problems, ADR 018).
 */
export async function render(url: string, forms: ServerFormState = {}): Promise<RenderedPage> {
  const { pathname } = new URL(url, 'http://prerender.invalid');
  await preloadPage(pathname);
  const collector: HeadCollector = {};
  // renderToString, not the streaming prerender: it writes every boundary in place, with no
  // inline scripts (the CSP forbids them). The page module is preloaded, so nothing suspends.
  const html = renderToString(
    <StrictMode>
      <HeadContext.Provider value={collector}>
        <ServerFormStateContext.Provider value={forms}>
          <FirstViewContext value={firstViewRenderer(url)}>
            <StaticRouter location={url}>
              <App />
            </StaticRouter>
          </FirstViewContext>
        </ServerFormStateContext.Provider>
      </HeadContext.Provider>
    </StrictMode>,
  );
  // A boundary that errored (<!--$!-->) or suspended (<!--$?-->) would be rendered again in the
  // browser: fail the build instead of shipping a page without its content.
  if (/<!--\$[!?]-->|<template(?! shadowrootmode)/.test(html))
    throw new Error(`Rendering ${url} left a boundary unfinished.`);
  if (!collector.meta) throw new Error(`The page at ${url} rendered no <PageMeta />.`);
  return {
    html: html
      .replace(STYLE_ATTRIBUTE, (_match, style: string) => {
        strippedStyles.add(style);
        return '';
      })
      .replace(FIRST_VIEW_STYLE, ' style="'),
    head: headHtml(collector.meta),
    status: collector.status ?? 200,
    noindex: collector.meta.noindex === true,
  };
}
