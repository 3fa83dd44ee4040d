import { Trash2 } from 'lucide-react';
import { Fragment } from 'react';
import { BRAND } from '../../../widget/core/brand.ts';
import { formatGBP } from '../../../widget/core/money.ts';
import { formatDateTime } from '../../app/admin-form-parts.tsx';
import { EmailLink } from '../../app/contact-links.tsx';
import { adminApi, type LeadRow, useAdminData } from './admin-api.ts';
import { DataTable, LoadState, TD, TH } from './data-table.tsx';

function potText(potSize: LeadRow['potSize']): string {
  return potSize !== null && Number.isFinite(potSize) ? formatGBP(potSize) : 'Not given';
}

/** One lead's consent records (exact text, version, time, where) and its series e-mails; viewing it is audited. */
function LeadDetails({ id }: { id: number }) {
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

/** The leads of one page as a table, newest first. */
export function LeadsTable({
  id,
  caption,
  items,
  shown,
  onShow,
  onErase,
}: {
  id: string;
  caption: string;
  items: LeadRow[];
  /** The lead whose consent records are shown. */
  shown: number | null;
  onShow: (id: number | null) => void;
  onErase?: ((email: string) => void) | undefined;
}) {
  return (
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
        {items.map((lead) => (
          <LeadTableRow
            key={lead.id}
            lead={lead}
            isShown={shown === lead.id}
            onToggle={() => onShow(shown === lead.id ? null : lead.id)}
            onErase={onErase}
          />
        ))}
      </tbody>
    </DataTable>
  );
}

/** One lead in the list, and its consent records and e-mails below it when shown. */
function LeadTableRow({
  lead,
  isShown,
  onToggle,
  onErase,
}: {
  lead: LeadRow;
  isShown: boolean;
  onToggle: () => void;
  onErase?: ((email: string) => void) | undefined;
}) {
  return (
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
          {lead.source ? <span className="block wrap-anywhere text-muted">{lead.source}</span> : null}
        </td>
        <td className={`${TD} whitespace-nowrap`}>{formatDateTime(lead.createdAt)}</td>
        <td className={TD}>
          <span className="block whitespace-nowrap">
            {Number(lead.emailsSent)} of {BRAND.emailSeries.count} sent
          </span>
          {lead.unsubscribedAt ? (
            <span className="block text-muted">Unsubscribed {formatDateTime(lead.unsubscribedAt)}</span>
          ) : null}
        </td>
        <td className={TD}>
          <div className="flex flex-col gap-2">
            <button
              type="button"
              className="dc-btn-secondary whitespace-nowrap"
              aria-expanded={isShown}
              onClick={onToggle}
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
      {isShown ? (
        <tr>
          <td colSpan={6} className={`${TD} bg-canvas`}>
            <LeadDetails id={lead.id} />
          </td>
        </tr>
      ) : null}
    </Fragment>
  );
}
