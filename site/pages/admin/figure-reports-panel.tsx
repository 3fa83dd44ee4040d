import { ExternalLink } from 'lucide-react';
import { useId, useState } from 'react';
import { RETENTION } from '../../../content/legal/retention.ts';
import { FIGURE_REPORT_STATUSES, type FigureReportStatus } from '../../../widget/core/figure-report.ts';
import { formatDateTime, problemMessage } from '../../app/admin-form-parts.tsx';
import { EmailLink } from '../../app/contact-links.tsx';
import { inputClass } from '../../app/form-parts.tsx';
import { adminApi, type FigureReportRow, useAdminData } from './admin-api.ts';
import { DataTable, LoadState, Pager, rangeText, TD, TH } from './data-table.tsx';

const FILTERS = [
  { value: '', label: 'All reports' },
  ...Object.entries(FIGURE_REPORT_STATUSES).map(([value, label]) => ({ value, label })),
] as const;

/** The status of one report, saved (with an audit entry) as soon as it changes. */
function StatusControl({ report, onChanged }: { report: FigureReportRow; onChanged: () => void }) {
  const id = useId();
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  async function save(status: FigureReportStatus) {
    setSaving(true);
    setMessage(null);
    try {
      await adminApi.updateFigureReport(report.id, status);
      setMessage({ ok: true, text: 'Saved.' });
      onChanged();
    } catch (error) {
      setMessage({ ok: false, text: problemMessage(error) });
    } finally {
      setSaving(false);
    }
  }
  return (
    <div className="flex min-w-[10rem] flex-col gap-2">
      <label htmlFor={`${id}-status`} className="block text-sm font-semibold text-navy">
        Status<span className="sr-only"> of report {report.id}</span>
      </label>
      <select
        id={`${id}-status`}
        value={report.status}
        disabled={saving}
        onChange={(event) => save(event.target.value as FigureReportStatus)}
        className={inputClass(false)}
      >
        {Object.entries(FIGURE_REPORT_STATUSES).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
      <p role="status" className={message?.ok === false ? 'font-semibold text-danger' : 'text-muted'}>
        {message?.text ?? ''}
      </p>
    </div>
  );
}

/**
 * "Spotted a wrong figure?" reports from the public pages (ADR 018): new ones first, each with
 * what was reported, the visitor's suggestion and link, and a status staff set once they have
 * checked it (new, checked, fixed, not a mistake). Every view and change goes in the audit log.
 */
export function FigureReportsPanel({ refreshKey }: { refreshKey: number }) {
  const id = useId();
  const [page, setPage] = useState(1);
  const [filter, setFilter] = useState('');
  const [version, setVersion] = useState(0);
  const reports = useAdminData(`${page}|${filter}|${refreshKey}|${version}`, () =>
    adminApi.figureReports(page, filter),
  );
  const data = reports.data;
  return (
    <section aria-labelledby={`${id}-title`} id="figure-reports" className="space-y-4">
      <h2 id={`${id}-title`} className="text-2xl sm:text-3xl">
        Reports of a wrong figure
        {data && data.new > 0 ? (
          <span className="ml-2 inline-flex rounded-full bg-navy px-3 py-0.5 align-middle text-base font-semibold text-white">
            {data.new} new
          </span>
        ) : null}
      </h2>
      <p className="max-w-3xl">
        Visitors tell us about figures they think are wrong. Check each against the provider’s own pages; if
        it was wrong, correct the data file (its change shows on /changes), then mark the report Fixed. An
        e-mail address here is personal data: it is kept for {RETENTION.figureReportMonths} months, and only
        to reply.
      </p>
      <div className="sm:w-72">
        <label htmlFor={`${id}-filter`} className="block font-semibold text-navy">
          Show
        </label>
        <select
          id={`${id}-filter`}
          value={filter}
          onChange={(event) => {
            setFilter(event.target.value);
            setPage(1);
          }}
          className={`mt-1 ${inputClass(false)}`}
        >
          {FILTERS.map((f) => (
            <option key={f.value} value={f.value}>
              {f.label}
            </option>
          ))}
        </select>
      </div>
      <LoadState
        status={reports.status}
        error={reports.status === 'failed' ? reports.error : undefined}
        what="reports"
        onRetry={reports.reload}
      />
      {data ? (
        data.items.length === 0 ? (
          <p className="rounded-xl bg-white p-4 ring-1 ring-line">
            {filter ? 'No reports have this status.' : 'No reports of a wrong figure yet.'}
          </p>
        ) : (
          <>
            <DataTable
              id={`${id}-table`}
              caption={`Reports, new first, then newest: ${rangeText(data.page, data.pageSize, data.items.length, data.total)}`}
            >
              <thead>
                <tr>
                  <th scope="col" className={TH}>
                    Provider and figure
                  </th>
                  <th scope="col" className={TH}>
                    What it should be, says the visitor
                  </th>
                  <th scope="col" className={TH}>
                    Reply to
                  </th>
                  <th scope="col" className={TH}>
                    Status
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((report) => (
                  <tr key={report.id} data-status={report.status}>
                    <th scope="row" className={`${TD} min-w-[13rem] font-normal`}>
                      <span className="block font-semibold text-navy">{report.providerName}</span>
                      <span className="block wrap-break-word">{report.figure}</span>
                      <span className="block text-sm text-muted">
                        #{report.id}, received {formatDateTime(report.createdAt)}
                        {report.page ? ` on ${report.page}` : ''}
                        {report.sentWith === 'form' ? ' (sent without JavaScript)' : ''}
                      </span>
                    </th>
                    <td className={`${TD} max-w-md`}>
                      <span className="block whitespace-pre-line wrap-break-word">{report.correction}</span>
                      {/* The server accepts only http(s) links; checked again before it becomes an href. */}
                      {report.sourceUrl && /^https?:\/\//i.test(report.sourceUrl) ? (
                        <a
                          href={report.sourceUrl}
                          rel="noopener noreferrer nofollow"
                          className="mt-1 inline-flex min-h-11 items-center gap-1 [overflow-wrap:anywhere]"
                        >
                          {report.sourceUrl}
                          <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
                        </a>
                      ) : (
                        <span className="mt-1 block text-muted">No link given</span>
                      )}
                    </td>
                    <td className={`${TD} min-w-[12rem]`}>
                      {report.email ? (
                        <EmailLink email={report.email} />
                      ) : (
                        <span className="text-muted">No e-mail given</span>
                      )}
                    </td>
                    <td className={TD}>
                      <StatusControl report={report} onChanged={() => setVersion((n) => n + 1)} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
            <Pager
              label="Report pages"
              page={data.page}
              pageSize={data.pageSize || 25}
              total={data.total}
              onPage={setPage}
            />
          </>
        )
      ) : null}
    </section>
  );
}
