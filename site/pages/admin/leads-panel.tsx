import { Download, Search, Trash2 } from 'lucide-react';
import { type FormEvent, Fragment, useId, useState } from 'react';
import { BRAND } from '../../../widget/core/brand.ts';
import { formatGBP } from '../../../widget/core/money.ts';
import { formatDateTime } from '../../app/admin-form-parts.tsx';
import { EmailLink } from '../../app/contact-links.tsx';
import { inputClass } from '../../app/form-parts.tsx';
import { adminApi, LEADS_PAGE_SIZE, type LeadRow, leadsCsvUrl, useAdminData } from './admin-api.ts';
import { DataTable, LoadState, Pager, rangeText, TD, TH } from './data-table.tsx';

function potText(potSize: LeadRow['potSize']): string {
  if (potSize === null || potSize === undefined || potSize === '') return 'Not given';
  const pounds = Number(potSize);
  return Number.isFinite(pounds) ? formatGBP(pounds) : 'Not given';
}

/** One lead's consent records (exact text, version, time, where) and its series e-mails; viewing it is audited. */
function LeadDetails({ id }: { id: string | number }) {
  const lead = useAdminData(`lead|${id}`, () => adminApi.lead(id));
  const data = lead.data;
  return (
    <div className="space-y-3">
      <LoadState
        status={lead.status}
        error={lead.status === 'failed' ? lead.error : undefined}
        what="this lead"
        onRetry={lead.reload}
      />
      {data ? (
        <>
          <h3 className="text-lg">Consent given by {data.name}</h3>
          {data.consents.length === 0 ? <p>No consent record.</p> : null}
          <ul className="space-y-2">
            {data.consents.map((consent) => (
              <li
                key={`${consent.givenAt}-${consent.purpose}`}
                className="rounded-lg bg-white p-3 ring-1 ring-line"
              >
                <p className="text-sm text-muted">
                  {formatDateTime(consent.givenAt)}, version {consent.version},{' '}
                  {consent.partner ? `partner ${consent.partner}` : 'this site'}
                  {consent.source ? (
                    <span className="[overflow-wrap:anywhere]"> ({consent.source})</span>
                  ) : null}
                </p>
                <p className="[overflow-wrap:anywhere]">“{consent.text}”</p>
              </li>
            ))}
          </ul>
          <h3 className="text-lg">E-mails of the series</h3>
          <ul className="space-y-1">
            {data.emails.map((email) => (
              <li key={email.step}>
                E-mail {email.step}:{' '}
                {email.status === 'sent'
                  ? `sent ${formatDateTime(email.sentAt)}`
                  : email.status === 'pending'
                    ? `due ${formatDateTime(email.dueAt)}`
                    : email.status}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

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
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [shown, setShown] = useState<string | number | null>(null);
  // The answer carries the search it answers, so the caption never pairs a new search with old rows.
  const leads = useAdminData(`${q}|${page}|${refreshKey}`, () =>
    adminApi.leads(q, page).then((answer) => ({ ...answer, q })),
  );

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setQ(draft.trim());
    setPage(1);
  }

  const data = leads.data;
  const caption = data
    ? `${data.q ? `Leads matching “${data.q}”` : 'All leads'}, newest first: ${rangeText(data.page, data.pageSize, data.items.length, data.total)}`
    : 'Leads';

  return (
    <section aria-labelledby={`${id}-title`} id="leads" className="space-y-4">
      <h2 id={`${id}-title`} className="text-2xl sm:text-3xl">
        Leads
      </h2>
      <p className="max-w-3xl">
        People who unlocked the comparison and agreed to the series of {BRAND.emailSeries.count} e-mails.
      </p>
      <div className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
        <form
          aria-label="Search leads"
          onSubmit={search}
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
              onChange={(event) => setDraft(event.target.value)}
              className={`mt-1 ${inputClass(false)}`}
            />
          </div>
          <div className="flex gap-2">
            <button type="submit" className="dc-btn-primary">
              <Search aria-hidden="true" className="size-5" />
              Search
            </button>
            {q ? (
              <button
                type="button"
                className="dc-btn-secondary"
                onClick={() => {
                  setDraft('');
                  setQ('');
                  setPage(1);
                }}
              >
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
            <DataTable id={`${id}-table`} caption={caption}>
              <thead>
                <tr>
                  <th scope="col" className={TH}>
                    Name and e-mail
                  </th>
                  <th scope="col" className={TH}>
                    Pension pot
                  </th>
                  <th scope="col" className={TH}>
                    Where from
                  </th>
                  <th scope="col" className={TH}>
                    Signed up
                  </th>
                  <th scope="col" className={TH}>
                    E-mails
                  </th>
                  <th scope="col" className={TH}>
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((lead) => (
                  <Fragment key={lead.id}>
                    <tr>
                      <th scope="row" className={`${TD} min-w-[14rem] font-normal`}>
                        <span className="block font-semibold text-navy wrap-break-word">{lead.name}</span>
                        <span className="block">
                          <EmailLink email={lead.email} />
                        </span>
                      </th>
                      <td className={`${TD} whitespace-nowrap`}>{potText(lead.potSize)}</td>
                      <td className={TD}>
                        <span className="block wrap-break-word">
                          {lead.partner ? `Partner: ${lead.partner}` : 'This site'}
                        </span>
                        {lead.source ? (
                          <span className="block wrap-anywhere text-muted">{lead.source}</span>
                        ) : null}
                      </td>
                      <td className={`${TD} whitespace-nowrap`}>{formatDateTime(lead.createdAt)}</td>
                      <td className={TD}>
                        <span className="block whitespace-nowrap">
                          {Number(lead.emailsSent)} of {BRAND.emailSeries.count} sent
                        </span>
                        {lead.unsubscribedAt ? (
                          <span className="block text-muted">
                            Unsubscribed {formatDateTime(lead.unsubscribedAt)}
                          </span>
                        ) : null}
                      </td>
                      <td className={TD}>
                        <div className="flex flex-col gap-2">
                          <button
                            type="button"
                            className="dc-btn-secondary whitespace-nowrap"
                            aria-expanded={shown === lead.id}
                            onClick={() => setShown(shown === lead.id ? null : lead.id)}
                          >
                            Consent<span className="sr-only"> and e-mails of {lead.name}</span>
                          </button>
                          {onErase ? (
                            <button
                              type="button"
                              className="dc-btn-secondary whitespace-nowrap"
                              onClick={() => onErase(lead.email)}
                            >
                              <Trash2 aria-hidden="true" className="size-5" />
                              Erase<span className="sr-only"> data for {lead.email}</span>
                            </button>
                          ) : null}
                        </div>
                      </td>
                    </tr>
                    {shown === lead.id ? (
                      <tr>
                        <td colSpan={6} className={`${TD} bg-canvas`}>
                          <LeadDetails id={lead.id} />
                        </td>
                      </tr>
                    ) : null}
                  </Fragment>
                ))}
              </tbody>
            </DataTable>
            <Pager
              label="Leads pages"
              page={data.page}
              pageSize={data.pageSize || LEADS_PAGE_SIZE}
              total={data.total}
              onPage={setPage}
            />
          </>
        )
      ) : null}
    </section>
  );
}
