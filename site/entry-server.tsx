import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { BRAND } from '../widget/core/brand.ts';
import { App } from './app/app.tsx';
import { headHtml } from './app/head-html.ts';
import { type HeadCollector, HeadContext } from './app/page-meta.tsx';
import { pageExists, preloadPage, ROUTES, routeForPath } from './routes.tsx';

export { prerenderPaths } from './prerender-paths.ts';
export { pageExists, ROUTES, routeForPath };

/** The public origin written into canonical links, the sitemap and robots.txt. */
export const SITE_URL = BRAND.siteUrl;

export interface RenderedPage {
  /** The app's markup, for inside #root. */
  html: string;
  /** Tags for the <head>. */
  head: string;
  /** 200, or 404 for the not-found page. */
  status: number;
  noindex: boolean;
}

/** Renders one path to HTML, waiting for everything it loads on demand. */
export async function render(url: string): Promise<RenderedPage> {
  const { pathname } = new URL(url, 'http://prerender.invalid');
  await preloadPage(pathname);
  const collector: HeadCollector = {};
  const { prelude } = await prerender(
    <StrictMode>
      <HeadContext.Provider value={collector}>
        <StaticRouter location={url}>
          <App />
        </StaticRouter>
      </HeadContext.Provider>
    </StrictMode>,
  );
  const html = await new Response(prelude).text();
  if (!collector.meta) throw new Error(`The page at ${url} rendered no <PageMeta />.`);
  return {
    html,
    head: headHtml(collector.meta),
    status: collector.status ?? 200,
    noindex: collector.meta.noindex === true,
  };
}
