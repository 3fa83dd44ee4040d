import { useId, useState } from 'react';
import { formatDateTime } from '../../app/admin-form-parts.tsx';
import { type AuditEntry, adminApi, useAdminData } from './admin-api.ts';
import { DataTable, LoadState, Pager, rangeText, TD, TH } from './data-table.tsx';

const ACTIONS: Record<string, string> = {
  'leads.viewed': 'Viewed the leads',
  'lead.viewed': 'Viewed a lead',
  'leads.exported': 'Exported leads (CSV)',
  'consultations.viewed': 'Viewed the consultation requests',
  'consultation.viewed': 'Viewed a consultation request',
  'consultations.exported': 'Exported consultation requests (CSV)',
  'consultation.status_changed': 'Changed a status',
  'consultation.owner_changed': 'Changed an owner',
  'consultation.note_added': 'Added a note',
  'figure_reports.viewed': 'Viewed the reports of a wrong figure',
  'figure_report.status_changed': 'Changed the status of a report',
  'subject.accessed': 'Downloaded a subject access file',
  'subject.erased': "Erased a person's data",
  'user.invited': 'Invited a member of staff',
  'user.removed': 'Removed an account',
  'user.password_set': 'Set their password',
};

function detailText(entry: AuditEntry): string {
  const d = entry.detail;
  if (!d) return '';
  if (entry.action === 'consultation.status_changed' || entry.action === 'figure_report.status_changed')
    return `${String(d.from)} → ${String(d.to)}`;
  return Object.entries(d)
    .filter(([, v]) => v !== '' && v !== null)
    .map(([k, v]) => `${k}: ${String(v)}`)
    .join(', ');
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
      <p className="max-w-3xl">Every view, export, change, invitation and erasure by staff and admins.</p>
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
                  <td className={`${TD} [overflow-wrap:anywhere]`}>{entry.user}</td>
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
