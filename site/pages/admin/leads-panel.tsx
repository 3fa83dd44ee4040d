import { useId } from 'react';
import { BRAND } from '../../../widget/core/brand.ts';
import { LEADS_PAGE_SIZE } from './admin-api.ts';
import { LoadState, Pager } from './data-table.tsx';
import { useLeads } from './leads-model.ts';
import { LeadsSearchBar } from './leads-search.tsx';
import { LeadsTable } from './leads-table.tsx';

/**
 * Leads: search by name, e-mail, partner or source; 25 to a page; CSV export of everything that
 * matches; erase one person's data. Whatever a lead typed is rendered as text.
 */
export function LeadsPanel({
  refreshKey,
  onErase,
}: {
  refreshKey: number;
  /** Given to admins only: staff cannot erase. */
  onErase?: (email: string) => void;
}) {
  const id = useId();
  const model = useLeads(refreshKey);
  const { leads, q } = model;
  const data = leads.data;

  return (
    <section aria-labelledby={`${id}-title`} id="leads" className="space-y-4">
      <h2 id={`${id}-title`} className="text-2xl sm:text-3xl">
        Leads
      </h2>
      <p className="max-w-3xl">
        People who unlocked the comparison and agreed to the series of {BRAND.emailSeries.count} e-mails.
      </p>
      <LeadsSearchBar
        id={id}
        draft={model.draft}
        q={q}
        onDraft={model.setDraft}
        onSearch={model.search}
        onShowAll={model.showAll}
      />
      <LoadState
        status={leads.status}
        error={leads.status === 'failed' ? leads.error : undefined}
        what="leads"
        onRetry={leads.reload}
      />
      {data ? (
        data.items.length === 0 ? (
          <p className="rounded-xl bg-white p-4 ring-1 ring-line">
            {q
              ? `No leads match “${q}”.`
              : 'No leads yet. They appear here as soon as someone unlocks the comparison.'}
          </p>
        ) : (
          <>
            <LeadsTable
              id={id}
              caption={model.caption}
              items={data.items}
              shown={model.shown}
              onShow={model.setShown}
              onErase={onErase}
            />
            <Pager
              label="Leads pages"
              page={data.page}
              pageSize={data.pageSize || LEADS_PAGE_SIZE}
              total={data.total}
              onPage={model.setPage}
            />
          </>
        )
      ) : null}
    </section>
  );
}
