import { FIGURE_REPORT_PATH } from '../widget/core/figure-report.ts';
import { checkAccessLink } from './api/access-link.server.ts';
import { adminOnly, adminRoutes } from './api/admin.server.ts';
import { getSession, signIn, signOut } from './api/auth.server.ts';
import { createConsultation } from './api/consultations.server.ts';
import { downloadEbook } from './api/ebook.server.ts';
import { createEbookRequest } from './api/ebook-request.server.ts';
import { createFigureReport, submitFigureReportForm } from './api/figure-reports.server.ts';
import { healthz, readyz } from './api/health.server.ts';
import { createLead } from './api/leads.server.ts';
import { approvePartner, createPartnerSignUp, declinePartner } from './api/partner-sign-ups.server.ts';
import {
  createPartner,
  listPartners,
  partnerDaysAdmin,
  partnerReportPage,
  rotateReportToken,
  updatePartner,
  widgetBeacon,
} from './api/partners.server.ts';
import { getProviders } from './api/providers-data.server.ts';
import { getQuotes } from './api/quotes.server.ts';
import { pageCss, unsubscribe, unsubscribePage } from './api/unsubscribe.server.ts';
import { setPassword } from './api/users.server.ts';
import { getWidgetFirstView } from './api/widget-view.server.ts';
import type { Route, RouteRateLimit } from './app.server.ts';
import { HttpError } from './http/http-types.server.ts';
import {
  CONTACT_PATH,
  contactFormPost,
  EBOOK_PATH,
  ebookFormPost,
  PARTNERS_PATH,
  partnerSignUpFormPost,
} from './http/site-forms.server.ts';
import {
  COOKIE_CONSENT_PATH,
  cookieConsent,
  figureReportPage,
  RENDERED_PAGE_PATH,
  renderedSitePage,
} from './http/site-pages.server.ts';
import { PAGE_CSS_PATH } from './pages/page.server.ts';

/**
 * Body limits of the public forms, with room for every field at its longest in any script
 * (3 bytes a character in UTF-8, quotes and newlines escaped). The consultation's message may be
 * 2,000 characters; everything else is a few short fields.
 */
export const FORM_BODY_LIMITS = {
  lead: 4096,
  consultation: 12_288,
  signIn: 4096,
  unsubscribe: 1024,
  accessLink: 1024,
  cookieConsent: 4096,
  /** Report fields at their longest (2,254 characters with the page) as JSON. */
  figureReport: 8192,
  /** The same as a plain form: percent-encoding makes each UTF-8 byte three characters. */
  figureReportForm: 24_576,
  /** The widget's beacon: `{ event, partner }`. */
  widgetEvent: 1024,
  /** A set-password link's token and the new password. */
  setPassword: 4096,
  /** A publisher's sign-up: a name, a site and an e-mail address (and the honeypot). */
  partnerSignUp: 4096,
  /** Sign-out sends no body. */
  signOut: 1024,
} as const;

const HOUR = 3600;

/**
 * A form sent without script (ADR 022) is counted before its body is read, so a flood of invalid
 * posts (each answered with its page rendered) is refused like valid ones; a valid post is also
 * counted by the JSON handler it goes through, as before.
 */
const formPosts = (form: string): RouteRateLimit => ({
  name: `form:${form}`,
  perAddress: (config) => config.rateLimits.formPostsPerIp,
  windowSeconds: HOUR,
});

const PARTNER_PATH = /^\/api\/admin\/partners\/(?<id>[A-Za-z0-9._-]{1,64})$/;
const partnerAction = (action: string) =>
  new RegExp(`^/api/admin/partners/(?<id>[A-Za-z0-9._-]{1,64})/${action}$`);

/** The admin's partner routes: register, edit, new report link, days, and approve or decline a sign-up. */
function partnerAdminRoutes(): Route[] {
  return [
    { method: 'GET', path: '/api/admin/partners', handler: adminOnly(listPartners) },
    { method: 'POST', path: '/api/admin/partners', handler: adminOnly(createPartner) },
    { method: 'PUT', path: PARTNER_PATH, handler: adminOnly(updatePartner) },
    {
      method: 'POST',
      path: partnerAction('token'),
      handler: adminOnly(rotateReportToken),
    },
    {
      method: 'POST',
      path: partnerAction('approve'),
      handler: adminOnly(approvePartner),
    },
    {
      method: 'POST',
      path: partnerAction('decline'),
      handler: adminOnly(declinePartner),
    },
    {
      method: 'GET',
      path: partnerAction('days'),
      handler: adminOnly(partnerDaysAdmin),
    },
  ];
}

/** A publisher's sign-up at /partners: the JSON API, and the page's form without script (ADR 022). */
function partnerSignUpRoutes(): Route[] {
  return [
    {
      method: 'POST',
      path: '/api/partner-sign-ups',
      handler: createPartnerSignUp,
      bodyLimit: FORM_BODY_LIMITS.partnerSignUp,
      rateLimit: { inHandler: 'partner-sign-up:ip, per hour' },
    },
    {
      method: 'POST',
      path: PARTNERS_PATH,
      handler: partnerSignUpFormPost,
      page: true,
      // Form-encoding takes up to 3 bytes a character where JSON takes 1 to 3: three times the JSON limit.
      bodyLimit: FORM_BODY_LIMITS.partnerSignUp * 3,
      rateLimit: formPosts('partner-sign-up'),
      render: 'always',
    },
  ];
}

/** The routes a visitor's page, the widget and the probes call: JSON in, JSON out. */
function visitorApiRoutes(): Route[] {
  return [
    { method: 'GET', path: '/healthz', handler: healthz },
    { method: 'GET', path: '/readyz', handler: readyz },
    {
      method: 'POST',
      path: '/api/leads',
      handler: createLead,
      cors: true,
      bodyLimit: FORM_BODY_LIMITS.lead,
      rateLimit: { inHandler: 'lead:ip and lead:email, per hour' },
    },
    {
      method: 'POST',
      path: '/api/access-links',
      handler: checkAccessLink,
      bodyLimit: FORM_BODY_LIMITS.accessLink,
      // A page opened from an e-mail checks its link once; a few hundred an hour is any household.
      rateLimit: { name: 'access-link', perAddress: () => 300, windowSeconds: HOUR },
    },
    {
      method: 'POST',
      path: '/api/consultations',
      handler: createConsultation,
      cors: true,
      bodyLimit: FORM_BODY_LIMITS.consultation,
      rateLimit: { inHandler: 'consultation:ip, per hour' },
    },
    {
      method: 'POST',
      path: '/api/ebook-requests',
      handler: createEbookRequest,
      bodyLimit: FORM_BODY_LIMITS.lead,
      rateLimit: { inHandler: 'ebook:ip, per hour' },
    },
    ...partnerSignUpRoutes(),
    {
      method: 'POST',
      path: '/api/figure-reports',
      handler: createFigureReport,
      bodyLimit: FORM_BODY_LIMITS.figureReport,
      rateLimit: { inHandler: 'figure-report:ip, per hour' },
    },
    {
      method: 'POST',
      path: FIGURE_REPORT_PATH,
      handler: submitFigureReportForm,
      page: true,
      bodyLimit: FORM_BODY_LIMITS.figureReportForm,
      rateLimit: formPosts('figure-report'),
      render: 'always',
    },
    // The page itself (the POST above must not turn a GET of it into a 405).
    { method: 'GET', path: FIGURE_REPORT_PATH, handler: figureReportPage, render: 'on-miss' },
    // The calculator, plan, fee table and finder pages, rendered for their query (decision 038).
    { method: 'GET', path: RENDERED_PAGE_PATH, handler: renderedSitePage, page: true, render: 'on-miss' },
    { method: 'GET', path: '/api/v1/quotes', handler: getQuotes, cors: true },
    { method: 'GET', path: '/api/v1/providers', handler: getProviders, cors: true },
    {
      method: 'POST',
      path: '/api/widget-events',
      handler: widgetBeacon,
      cors: true,
      bodyLimit: FORM_BODY_LIMITS.widgetEvent,
      rateLimit: { inHandler: 'beacon:ip, per hour' },
    },
    {
      method: 'GET',
      path: '/api/widget/first-view',
      handler: getWidgetFirstView,
      cors: true,
      render: 'on-miss',
    },
  ];
}

/** Pages the server answers itself, and the forms that post to their own page without script (ADR 022). */
function pageRoutes(): Route[] {
  return [
    { method: 'GET', path: /^\/partners\/report\/(?<token>[^/]+)$/, handler: partnerReportPage },
    { method: 'GET', path: '/api/unsubscribe', handler: unsubscribePage },
    {
      method: 'POST',
      path: '/api/unsubscribe',
      handler: unsubscribe,
      bodyLimit: FORM_BODY_LIMITS.unsubscribe,
      // Generous: one-click unsubscribes arrive from a few mail providers' servers.
      rateLimit: { name: 'unsubscribe', perAddress: () => 600, windowSeconds: HOUR },
    },
    { method: 'GET', path: PAGE_CSS_PATH, handler: pageCss },
    // The contact and ebook forms without script POST to their own page (ADR 022).
    {
      method: 'POST',
      path: CONTACT_PATH,
      handler: contactFormPost,
      page: true,
      // Form-encoding takes up to 3 bytes for a character JSON sends as 1 to 3: the JSON limit holds.
      bodyLimit: FORM_BODY_LIMITS.consultation,
      rateLimit: formPosts('contact'),
      render: 'always',
    },
    {
      method: 'POST',
      path: EBOOK_PATH,
      handler: ebookFormPost,
      page: true,
      bodyLimit: FORM_BODY_LIMITS.lead,
      rateLimit: formPosts('ebook'),
      render: 'always',
    },
    {
      method: 'POST',
      path: COOKIE_CONSENT_PATH,
      handler: cookieConsent,
      bodyLimit: FORM_BODY_LIMITS.cookieConsent,
      rateLimit: { name: 'cookie-consent', perAddress: () => 600, windowSeconds: HOUR },
    },
  ];
}

/** Signing in and out, setting a password, and the guide's download. */
function accountRoutes(): Route[] {
  return [
    {
      method: 'POST',
      path: '/api/auth/sign-in',
      handler: signIn,
      bodyLimit: FORM_BODY_LIMITS.signIn,
      rateLimit: { inHandler: 'sign-in throttle per account and address (decision 013)' },
    },
    {
      method: 'POST',
      path: '/api/auth/sign-out',
      handler: signOut,
      bodyLimit: FORM_BODY_LIMITS.signOut,
      rateLimit: { name: 'sign-out', perAddress: () => 120, windowSeconds: HOUR },
    },
    { method: 'GET', path: '/api/auth/session', handler: getSession },
    {
      method: 'POST',
      path: '/api/auth/set-password',
      handler: setPassword,
      bodyLimit: FORM_BODY_LIMITS.setPassword,
      rateLimit: { inHandler: 'setpw:ip, per 15 minutes' },
    },
    { method: 'GET', path: '/downloads/drawdown-guide.pdf', handler: downloadEbook },
  ];
}

/** Every /api/admin/ route, and a catch-all that checks the session before saying 404 or 405. */
function adminApiRoutes(): Route[] {
  const admin: Route[] = [...adminRoutes(), ...partnerAdminRoutes()];
  const adminPaths = new Set(admin.map((r) => r.path));
  return [
    ...admin,
    {
      // Anything else under /api/admin/ is checked too, so its existence is not revealed to strangers.
      method: '*',
      path: /^\/api\/admin\//,
      handler: adminOnly((req) => {
        if (adminPaths.has(req.path))
          throw new HttpError(405, 'method_not_allowed', 'This address does not take that method.');
        throw new HttpError(404, 'not_found', 'There is no such admin address.');
      }),
    },
  ];
}

/** Every API route; anything else is a redirect, a static file or the not-found page. */
export function apiRoutes(): Route[] {
  return [...visitorApiRoutes(), ...pageRoutes(), ...accountRoutes(), ...adminApiRoutes()];
}
