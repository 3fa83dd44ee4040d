import { Download, Search } from 'lucide-react';
import type { FormEvent } from 'react';
import { inputClass } from '../../app/form-parts.tsx';
import { leadsCsvUrl } from './admin-api.ts';

/** The search form above the leads, and the CSV download of what it matches. */
export function LeadsSearchBar({
  id,
  draft,
  q,
  onDraft,
  onSearch,
  onShowAll,
}: {
  id: string;
  /** What is typed in the search box. */
  draft: string;
  /** The search shown. */
  q: string;
  onDraft: (value: string) => void;
  onSearch: (event: FormEvent<HTMLFormElement>) => void;
  onShowAll: () => void;
}) {
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
      <form
        aria-label="Search leads"
        onSubmit={onSearch}
        className="flex flex-col gap-2 sm:flex-row sm:items-end"
      >
        <div className="sm:w-96">
          <label htmlFor={`${id}-q`} className="block font-semibold text-navy">
            Search by name, e-mail, partner or page
          </label>
          <input
            id={`${id}-q`}
            type="search"
            name="q"
            value={draft}
            onChange={(event) => onDraft(event.target.value)}
            className={`mt-1 ${inputClass(false)}`}
          />
        </div>
        <div className="flex gap-2">
          <button type="submit" className="dc-btn-primary">
            <Search aria-hidden="true" className="size-5" />
            Search
          </button>
          {q ? (
            <button type="button" className="dc-btn-secondary" onClick={onShowAll}>
              Show all
            </button>
          ) : null}
        </div>
      </form>
      <a href={leadsCsvUrl(q)} download className="dc-btn-secondary self-start">
        <Download aria-hidden="true" className="size-5" />
        Download CSV{q ? ' of these leads' : ' of all leads'}
      </a>
    </div>
  );
}
