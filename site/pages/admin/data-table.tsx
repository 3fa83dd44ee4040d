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
}: {
  id: string;
  caption: ReactNode;
  children: ReactNode;
}) {
  return (
    // `relative` keeps absolutely positioned screen-reader text inside the scroller (else it widens the page).
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
    <section aria-labelledby={`${id}-caption`} tabIndex={0} className="dc-table-scroll relative">
      <table id={id} className="w-full min-w-[44rem] border-collapse text-left text-base">
        <caption id={`${id}-caption`} className="px-4 pt-3 pb-2 text-left font-semibold text-navy">
          {caption}
          <span className="block font-normal text-muted md:hidden">
            {' '}
            (swipe sideways to see every column)
          </span>
        </caption>
        {children}
      </table>
    </section>
  );
}

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
