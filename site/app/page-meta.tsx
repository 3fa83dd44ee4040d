import { createContext, useContext, useEffect } from 'react';
import { BRAND } from '../../widget/core/brand.ts';
import { absoluteUrl } from './json-ld.ts';
import { announcePage } from './route-announcer.tsx';

/** What every page says about itself for the head: title, description, canonical, Open Graph, JSON-LD. */
export interface PageMetaProps {
  /** The page's own title; " | Drawdown Compare" is appended. */
  title: string;
  description: string;
  /** The canonical path, e.g. "/provider/aj-bell". */
  path: string;
  /** JSON-LD objects for this page (Organization, BreadcrumbList, Review…). */
  jsonLd?: object[];
  /** Keep the page out of search results (sign-in, admin, not found). */
  noindex?: boolean;
}

/** Collects the head of the page being prerendered; the prerender step reads it after rendering. */
export interface HeadCollector {
  meta?: PageMetaProps;
  /** HTTP status the page stands for (the not-found page sets 404). */
  status?: number;
}

export const HeadContext = createContext<HeadCollector | null>(null);

export function fullTitle(title: string): string {
  return title === BRAND.productName ? title : `${title} | ${BRAND.productName}`;
}

/**
 * Declares the page's head. While prerendering it records the values for the HTML shell; in the
 * browser it keeps document.title and the description in step after client-side navigation.
 */
export function PageMeta(props: PageMetaProps) {
  const collector = useContext(HeadContext);
  if (collector) collector.meta = props;
  const { title, description, path } = props;
  useEffect(() => {
    document.title = fullTitle(title);
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
    document.querySelector('link[rel="canonical"]')?.setAttribute('href', absoluteUrl(path));
    announcePage(fullTitle(title));
  }, [title, description, path]);
  return null;
}
