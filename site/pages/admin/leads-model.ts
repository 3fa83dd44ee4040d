import { type FormEvent, useState } from 'react';
import { adminApi, useAdminData } from './admin-api.ts';
import { rangeText } from './data-table.tsx';

/**
 * The state of the leads panel: the search typed and the one shown, the page, the lead whose
 * consent records are open, and the leads as loaded with the caption that describes them.
 */
export function useLeads(refreshKey: number) {
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [shown, setShown] = useState<number | null>(null);
  // The answer carries the search it answers, so the caption never pairs a new search with old rows.
  const leads = useAdminData(`${q}|${page}|${refreshKey}`, () =>
    adminApi.leads(q, page).then((answer) => ({ ...answer, q })),
  );
  const data = leads.data;
  const caption = data
    ? `${data.q ? `Leads matching “${data.q}”` : 'All leads'}, newest first: ${rangeText(data.page, data.pageSize, data.items.length, data.total)}`
    : 'Leads';
  return {
    draft,
    setDraft,
    q,
    setPage,
    shown,
    setShown,
    leads,
    caption,
    /** Shows the leads matching what was typed, from the first page. */
    search(event: FormEvent<HTMLFormElement>) {
      event.preventDefault();
      setQ(draft.trim());
      setPage(1);
    },
    /** Clears the search. */
    showAll() {
      setDraft('');
      setQ('');
      setPage(1);
    },
  };
}
