import { RefreshCw } from 'lucide-react';
import { useId } from 'react';
import { BRAND } from '../../../widget/core/brand.ts';
import { formatDateTime } from '../../app/admin-form-parts.tsx';
import { adminApi, type OutboxRow, useAdminData } from './admin-api.ts';
import { DataTable, LoadState, TD, TH } from './data-table.tsx';

const COUNTS = [
  { key: 'due', label: 'Due', hint: 'due now, being sent' },
  { key: 'scheduled', label: 'Scheduled', hint: 'later in the series' },
  { key: 'sent', label: 'Sent', hint: 'handed to the mail service' },
  { key: 'failed', label: 'Failed', hint: 'gave up after retries' },
  { key: 'unsubscribed', label: 'Unsubscribed', hint: 'e-mails stopped by an unsubscribe' },
] as const;

const STATUS_TEXT: Record<string, string> = {
  pending: 'Due',
  sent: 'Sent',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

function whatText(row: OutboxRow): string {
  const step = Number(row.step);
  const series = BRAND.emailSeries.count;
  const base =
    row.kind && !/series|funnel|drip/i.test(row.kind) && !(step > 0)
      ? row.kind.replace(/[-_]/g, ' ')
      : step > 0
        ? `Series e-mail ${step} of ${series}`
        : 'E-mail';
  return row.isTest ? `${base} (test)` : base;
}

/** A pending e-mail is "Due" once its time has come and "Scheduled" before, as the counts say. */
function statusText(row: OutboxRow, now: number): string {
  if (row.status === 'pending' && row.dueAt && Date.parse(row.dueAt) > now) return 'Scheduled';
  return STATUS_TEXT[row.status ?? ''] ?? row.status ?? '';
}

function whenText(row: OutboxRow): string {
  if (row.sentAt) return `Sent ${formatDateTime(row.sentAt)}`;
  if (row.dueAt) return `${row.status === 'pending' ? 'Due' : 'Was due'} ${formatDateTime(row.dueAt)}`;
  return '';
}

/** The e-mail outbox: how many e-mails are due, sent and failed, who unsubscribed, and the latest ones. */
export function OutboxPanel({ refreshKey }: { refreshKey: number }) {
  const id = useId();
  const outbox = useAdminData(String(refreshKey), () => adminApi.outbox());
  const data = outbox.data;
  const now = Date.now();
  return (
    <section aria-labelledby={`${id}-title`} id="outbox" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-title`} className="text-2xl sm:text-3xl">
          E-mail outbox
        </h2>
        <button type="button" className="dc-btn-secondary" onClick={outbox.reload}>
          <RefreshCw aria-hidden="true" className="size-5" />
          Refresh<span className="sr-only"> the outbox</span>
        </button>
      </div>
      <LoadState
        status={outbox.status}
        error={outbox.status === 'failed' ? outbox.error : undefined}
        what="the outbox"
        onRetry={outbox.reload}
      />
      {data ? (
        <>
          <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-5">
            {COUNTS.map((count) => (
              <div key={count.key} className="dc-card p-4">
                <dt className="font-semibold text-navy">{count.label}</dt>
                <dd className="text-3xl font-bold text-navy">
                  {Number(data.counts[count.key] ?? 0).toLocaleString('en-GB')}
                </dd>
                <dd className="text-base text-muted">{count.hint}</dd>
              </div>
            ))}
          </dl>
          {data.recent.length === 0 ? (
            <p className="rounded-xl bg-white p-4 ring-1 ring-line">No e-mails yet.</p>
          ) : (
            <DataTable id={`${id}-table`} caption={`The latest ${data.recent.length} e-mails`}>
              <thead>
                <tr>
                  <th scope="col" className={TH}>
                    To
                  </th>
                  <th scope="col" className={TH}>
                    E-mail
                  </th>
                  <th scope="col" className={TH}>
                    Status
                  </th>
                  <th scope="col" className={TH}>
                    When
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.recent.map((row) => (
                  <tr key={row.id}>
                    <th scope="row" className={`${TD} font-normal wrap-anywhere`}>
                      {row.to}
                    </th>
                    <td className={TD}>{whatText(row)}</td>
                    <td className={TD}>
                      <span className="block font-semibold">{statusText(row, now)}</span>
                      {row.status === 'failed' && row.lastError ? (
                        <span className="block wrap-break-word text-muted">{row.lastError}</span>
                      ) : null}
                    </td>
                    <td className={`${TD} whitespace-nowrap`}>{whenText(row)}</td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
          )}
        </>
      ) : null}
    </section>
  );
}
