import { ChevronRight, ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatLongDate } from '../../widget/core/format.ts';
import type { Crumb } from './json-ld.ts';

export type { Crumb } from './json-ld.ts';
export { breadcrumbJsonLd, organizationJsonLd } from './json-ld.ts';

export interface PageHeaderProps {
  title: string;
  intro?: ReactNode;
  /** Trail after Home; the last one is this page. */
  breadcrumbs?: readonly Crumb[];
  /** Extra content under the intro (badges, buttons). */
  children?: ReactNode;
}

/** Breadcrumb trail: Home › … › this page (the last crumb is not a link). */
export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  const all = [{ label: 'Home', to: '/' }, ...items];
  return (
    <nav aria-label="Breadcrumb" className="mb-4">
      <ol className="flex flex-wrap items-center gap-1 text-base">
        {all.map((crumb, index) => {
          const last = index === all.length - 1;
          return (
            <li key={crumb.to} className="flex items-center gap-1">
              {index > 0 ? <ChevronRight aria-hidden="true" className="size-4 text-muted" /> : null}
              {last ? (
                <span aria-current="page" className="text-muted">
                  {crumb.label}
                </span>
              ) : (
                <Link to={crumb.to} className="inline-flex min-h-11 items-center">
                  {crumb.label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** The top of an inner page: breadcrumbs, the one h1, an intro. */
export function PageHeader({ title, intro, breadcrumbs, children }: PageHeaderProps) {
  return (
    <div className="border-b border-line bg-white">
      <div className="dc-container py-8 md:py-12">
        {breadcrumbs && breadcrumbs.length > 0 ? <Breadcrumbs items={breadcrumbs} /> : null}
        <h1 className="text-3xl md:text-5xl">{title}</h1>
        {intro ? <div className="mt-4 max-w-3xl text-lg text-muted md:text-xl">{intro}</div> : null}
        {children}
      </div>
    </div>
  );
}

/** Long-form text with comfortable measure and spacing (headings, lists, tables, quotes). */
export function Prose({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <div className={`dc-prose ${className}`}>{children}</div>;
}

export interface Source {
  url: string;
  title: string;
  /** The date the source itself shows, as YYYY-MM-DD, if any. */
  dated?: string | null;
}

/** "2026-11-22" → "22 November 2026". */
export function formatDate(iso: string): string {
  return formatLongDate(iso);
}

/** A bare date reads "dated 8 May 2026"; a phrase ("last reviewed 9 April 2026") reads as it is. */
function sourceDate(dated: string): string {
  const date = formatDate(dated);
  return /^(\d{1,2} )?[A-Z][a-z]+ \d{4}$|^\d{4}(\/\d{2})?$/.test(date) ? `dated ${date}` : date;
}

/**
 * Where figures come from and when they were checked. With no sources it says so plainly and
 * asks the reader to check with the provider.
 */
export function SourceList({
  sources,
  checkedOn,
  title = 'Sources',
}: {
  sources: readonly Source[];
  checkedOn?: string;
  title?: string;
}) {
  return (
    <section aria-label={title} className="text-base">
      <h2 className="text-xl">{title}</h2>
      {checkedOn ? <p className="mt-1">Figures checked on {formatDate(checkedOn)}.</p> : null}
      {sources.length === 0 ? (
        <p className="mt-2">
          We could not find a published source for these figures: check with the provider.
        </p>
      ) : (
        <ul className="mt-2 grid gap-1">
          {sources.map((source) => (
            <li key={source.url + source.title}>
              <a
                href={source.url}
                rel="noopener noreferrer"
                className="inline-flex min-h-11 items-center gap-1 break-all"
              >
                {source.title}
                <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
              </a>
              {source.dated ? <span className="text-muted"> ({sourceDate(source.dated)})</span> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
