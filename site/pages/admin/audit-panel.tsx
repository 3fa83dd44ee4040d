import { useId, useState } from 'react';
import { CONSULTATION_STATUSES } from '../../../widget/core/consultation.ts';
import { FIGURE_REPORT_STATUSES } from '../../../widget/core/figure-report.ts';
import { formatDateTime } from '../../app/admin-form-parts.tsx';
import { BreakableEmail } from '../../app/contact-links.tsx';
import { type AuditEntry, adminApi, useAdminData } from './admin-api.ts';
import { DataTable, LoadState, Pager, rangeText, TD, TH } from './data-table.tsx';

/** The words for each action the server logs (server/privacy/audit-log.server.ts). */
const ACTIONS: Record<string, string> = {
  'auth.signed_in': 'Signed in',
  'auth.signed_out': 'Signed out',
  'lead.viewed': 'Viewed a lead',
  'leads.exported': 'Exported leads (CSV)',
  'consultation.viewed': 'Viewed a consultation request',
  'consultations.exported': 'Exported consultation requests (CSV)',
  'consultation.status_changed': 'Changed a status',
  'consultation.owner_changed': 'Changed an owner',
  'consultation.note_added': 'Added a note',
  'figure_report.status_changed': 'Changed the status of a report',
  'subject.accessed': 'Downloaded a subject access file',
  'subject.erased': "Erased a person's data",
  'emails.test_queued': 'Sent the e-mail series to a test address',
  'user.invited': 'Invited a member of staff',
  'user.removed': 'Removed an account',
  'user.password_set': 'Set a password',
  'user.admin_granted': 'Made an admin',
};

/** The words for the keys of an entry's details. */
const DETAIL_KEYS: Record<string, string> = {
  rows: 'rows',
  search: 'search',
  status: 'status filter',
  leads: 'leads',
  consultations: 'consultation requests',
  emails: 'e-mails',
  email: 'e-mail',
  account: 'account',
};

export function detailText(entry: AuditEntry): string {
  const d = entry.detail;
  if (!d) return '';
  if (entry.action === 'consultation.status_changed') {
    const label = (value: unknown) => labelOf(CONSULTATION_STATUSES, String(value));
    return `${label(d.from)} → ${label(d.to)}`;
  }
  if (entry.action === 'figure_report.status_changed') {
    const label = (value: unknown) => labelOf(FIGURE_REPORT_STATUSES, String(value));
    return `${label(d.from)} → ${label(d.to)}`;
  }
  if (entry.action === 'consultation.owner_changed')
    return `${d.from === null ? 'nobody' : `user ${String(d.from)}`} → ${d.to === null ? 'nobody' : `user ${String(d.to)}`}`;
  return Object.entries(d)
    .filter(([, v]) => v !== '' && v !== null && v !== undefined)
    .map(([k, v]) => `${DETAIL_KEYS[k] ?? k}: ${String(v)}`)
    .join(', ');
}

function labelOf(labels: Record<string, string>, key: string): string {
  return Object.hasOwn(labels, key) ? (labels[key] ?? key) : key;
}

/** What staff and admins did, newest first (admins only). */
export function AuditPanel({ refreshKey }: { refreshKey: number }) {
  const id = useId();
  const [page, setPage] = useState(1);
  const log = useAdminData(`audit|${page}|${refreshKey}`, () => adminApi.audit(page));
  const data = log.data;
  return (
    <section aria-labelledby={`${id}-title`} id="audit" className="space-y-4">
      <h2 id={`${id}-title`} className="text-2xl sm:text-3xl">
        Audit log
      </h2>
      <p className="max-w-3xl">
        Sign-ins, and everything staff and admins do to or with a person's data: opening a lead or a request's
        notes, exports, changes, subject access files, erasures and account changes. Loading a list is not
        logged. A member of the public is named only by a hashed e-mail address or a record number.
        {data?.retentionMonths
          ? ` Entries are deleted ${data.retentionMonths} months after they were written.`
          : ''}
      </p>
      <LoadState
        status={log.status}
        error={log.status === 'failed' ? log.error : undefined}
        what="the audit log"
        onRetry={log.reload}
      />
      {data ? (
        <>
          <DataTable
            id={`${id}-table`}
            caption={`Audit log, newest first: ${rangeText(data.page, data.pageSize, data.items.length, data.total)}`}
          >
            <thead>
              <tr>
                <th scope="col" className={TH}>
                  When
                </th>
                <th scope="col" className={TH}>
                  Who
                </th>
                <th scope="col" className={TH}>
                  What
                </th>
                <th scope="col" className={TH}>
                  Details
                </th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((entry) => (
                <tr key={entry.id}>
                  <td className={`${TD} whitespace-nowrap`}>{formatDateTime(entry.at)}</td>
                  <td className={`${TD} min-w-[11rem]`}>
                    {/* Breaks after @ and dots only, never mid-word. */}
                    <BreakableEmail email={entry.user} />
                  </td>
                  <th scope="row" className={`${TD} font-normal`}>
                    {ACTIONS[entry.action] ?? entry.action}
                    {entry.target ? (
                      <span className="block text-sm text-muted [overflow-wrap:anywhere]">
                        {entry.target}
                      </span>
                    ) : null}
                  </th>
                  <td className={`${TD} [overflow-wrap:anywhere]`}>{detailText(entry)}</td>
                </tr>
              ))}
            </tbody>
          </DataTable>
          <Pager
            label="Audit log pages"
            page={data.page}
            pageSize={data.pageSize || 25}
            total={data.total}
            onPage={setPage}
          />
        </>
      ) : null}
    </section>
  );
}
