import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { problemMessage } from '../../app/admin-form-parts.tsx';

/**
 * A real table in a labelled, keyboard-scrollable container, so wide tables stay usable on a
 * phone: the caption names the region and says what is shown.
 */
export function DataTable({
  id,
  caption,
  children,
  stacked = false,
}: {
  id: string;
  caption: ReactNode;
  children: ReactNode;
  /**
   * Below the `md` width each row is a card of its cells, one under the other, each with its
   * column's name (`data-label`): nothing to scroll sideways on a phone. Rows and cells carry
   * explicit roles, since a table laid out as blocks can lose its table semantics.
   */
  stacked?: boolean;
}) {
  return (
    // `relative` keeps absolutely positioned screen-reader text inside the scroller (else it widens the page).
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
    <section aria-labelledby={`${id}-caption`} tabIndex={0} className="dc-table-scroll relative">
      <table
        id={id}
        // biome-ignore lint/a11y/noRedundantRoles: kept when the table is laid out as cards
        role="table"
        className={`w-full border-collapse text-left text-base ${stacked ? 'md:min-w-[44rem] max-md:block' : 'min-w-[44rem]'}`}
      >
        <caption
          id={`${id}-caption`}
          className="px-4 pt-3 pb-2 text-left font-semibold text-navy max-md:block"
        >
          {caption}
          {stacked ? null : (
            <span className="block font-normal text-muted md:hidden">
              {' '}
              (swipe sideways to see every column)
            </span>
          )}
        </caption>
        {children}
      </table>
    </section>
  );
}

/** The classes that lay a stacked table's parts out as cards below `md` (see DataTable `stacked`). */
export const STACKED = {
  head: 'max-md:sr-only',
  body: 'max-md:block max-md:space-y-3 max-md:px-3 max-md:pb-3',
  row: 'max-md:block max-md:rounded-xl max-md:border max-md:border-line max-md:bg-white',
  /** A cell: its column's name (data-label) above its content on a phone. */
  cell: 'max-md:block max-md:min-w-0 max-md:max-w-none max-md:border-b-0 max-md:py-2 max-md:before:block max-md:before:text-sm max-md:before:font-semibold max-md:before:text-muted max-md:before:content-[attr(data-label)]',
} as const;

export const TH = 'border-b-2 border-line bg-canvas px-4 py-3 align-bottom font-semibold text-navy';
export const TD = 'border-b border-line px-4 py-3 align-top';

/** "1–25 of 130" for a page of results. */
export function rangeText(page: number, pageSize: number, shown: number, total: number): string {
  if (total === 0 || shown === 0) return `0 of ${total}`;
  const first = (page - 1) * pageSize + 1;
  return `${first}–${first + shown - 1} of ${total}`;
}

/** Previous / next for a paged table, with where you are in words. */
export function Pager({
  label,
  page,
  pageSize,
  total,
  onPage,
}: {
  label: string;
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="mt-3 flex flex-wrap items-center gap-3">
      <button
        type="button"
        className="dc-btn-secondary"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <ChevronLeft aria-hidden="true" className="size-5" />
        Previous<span className="sr-only"> page</span>
      </button>
      <p>
        Page {page} of {pages}
      </p>
      <button
        type="button"
        className="dc-btn-secondary"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Next<span className="sr-only"> page</span>
        <ChevronRight aria-hidden="true" className="size-5" />
      </button>
    </nav>
  );
}

/** What a panel says while it loads or when loading failed (with a way to try again). */
export function LoadState({
  status,
  error,
  what,
  onRetry,
}: {
  status: 'loading' | 'ready' | 'failed';
  error?: unknown;
  what: string;
  onRetry: () => void;
}) {
  if (status === 'loading') {
    return (
      <p role="status" className="text-muted">
        Loading {what}…
      </p>
    );
  }
  if (status === 'failed') {
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center gap-3 rounded-xl border-2 border-danger bg-white p-3"
      >
        <p className="font-semibold text-danger">
          Could not load {what}. {problemMessage(error)}
        </p>
        <button type="button" className="dc-btn-secondary" onClick={onRetry}>
          Try again
        </button>
      </div>
    );
  }
  return null;
}
