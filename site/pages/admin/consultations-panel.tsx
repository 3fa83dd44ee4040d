import { Download } from 'lucide-react';
import { useId } from 'react';
import { BRAND } from '../../../widget/core/brand.ts';
import { inputClass } from '../../app/form-parts.tsx';
import { CONSULTATIONS_CSV_URL } from './admin-api.ts';
import { FILTERS, useConsultations } from './consultations-model.ts';
import { ConsultationsTable } from './consultations-table.tsx';
import { LoadState, Pager } from './data-table.tsx';
import { RequestedConsultation } from './requested-consultation.tsx';

/**
 * Consultation requests to work: overdue ones first and marked, each with call and mail links,
 * the reply-due time, status, owner and notes. `onErase` is given to admins only.
 */
export function ConsultationsPanel({
  refreshKey,
  onErase,
  onChanged,
  requestedId,
}: {
  refreshKey: number;
  onErase?: (email: string) => void;
  /** Called after a status, owner or note was saved (the overdue count may have changed). */
  onChanged?: () => void;
  /** A request a link opened (`?request=12`): shown first and focused. */
  requestedId?: string | null;
}) {
  const id = useId();
  const model = useConsultations(refreshKey, onChanged);
  const { requests, filter } = model;
  const data = requests.data;
  return (
    <section aria-labelledby={`${id}-title`} id="consultations" className="space-y-4">
      <h2 id={`${id}-title`} className="text-2xl sm:text-3xl">
        Consultation requests
      </h2>
      <p className="max-w-3xl">
        Requests for the free {BRAND.consultation.minutes}-minute consultation. We promise a reply within{' '}
        {BRAND.consultation.responseWithinHours} hours in phone hours ({BRAND.phoneHours}, not on bank
        holidays). A request still New after its reply-due time is overdue.
      </p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="sm:w-72">
          <label htmlFor={`${id}-filter`} className="block font-semibold text-navy">
            Show
          </label>
          <select
            id={`${id}-filter`}
            value={filter}
            onChange={(event) => model.chooseFilter(event.target.value)}
            className={`mt-1 ${inputClass(false)}`}
          >
            {FILTERS.map((f) => (
              <option key={f.value} value={f.value}>
                {f.label}
              </option>
            ))}
          </select>
        </div>
        <a href={CONSULTATIONS_CSV_URL} download className="dc-btn-secondary self-start">
          <Download aria-hidden="true" className="size-5" />
          Download CSV of all requests
        </a>
      </div>
      {requestedId ? (
        <RequestedConsultation
          id={requestedId}
          staff={model.staff}
          version={model.version}
          onChanged={model.changed}
        />
      ) : null}
      <LoadState
        status={requests.status}
        error={requests.status === 'failed' ? requests.error : undefined}
        what="consultation requests"
        onRetry={requests.reload}
      />
      {data ? (
        data.items.length === 0 ? (
          <p className="rounded-xl bg-white p-4 ring-1 ring-line">
            {filter ? 'No requests match this choice.' : 'No consultation requests yet.'}
          </p>
        ) : (
          <>
            <ConsultationsTable
              id={id}
              data={data}
              staff={model.staff}
              open={model.open}
              onOpen={model.setOpen}
              onChanged={model.changed}
              onErase={onErase}
            />
            <Pager
              label="Consultation request pages"
              page={data.page}
              pageSize={data.pageSize || 25}
              total={data.total}
              onPage={model.setPage}
            />
          </>
        )
      ) : null}
    </section>
  );
}
