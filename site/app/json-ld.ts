import { BRAND } from '../../widget/core/brand.ts';
import { siteOrigin } from './site-origin.ts';

export interface Crumb {
  label: string;
  /** Site path, e.g. "/fees-and-charges". */
  to: string;
}

/**
 * Absolute URL of a site path, for canonical links and JSON-LD: on the page's origin in a browser,
 * on the placeholder the server fills with PUBLIC_URL in prerendered HTML.
 */
export function absoluteUrl(path: string): string {
  return `${siteOrigin()}${path === '/' ? '/' : path}`;
}

/** schema.org Organization for the firm behind the site. */
export function organizationJsonLd(): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: BRAND.productName,
    legalName: BRAND.firmName,
    url: siteOrigin(),
    logo: absoluteUrl('/favicon.svg'),
    email: BRAND.contactEmail,
    foundingDate: '2014',
    contactPoint: {
      '@type': 'ContactPoint',
      telephone: BRAND.phoneHref.replace('tel:', ''),
      contactType: 'customer service',
      areaServed: 'GB',
      availableLanguage: 'en-GB',
      hoursAvailable: {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '08:00',
        closes: '18:00',
      },
    },
  };
}

/** schema.org BreadcrumbList; Home is added in front. */
export function breadcrumbJsonLd(crumbs: readonly Crumb[]): object {
  const all = [{ label: 'Home', to: '/' }, ...crumbs];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: all.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: absoluteUrl(crumb.to),
    })),
  };
}
