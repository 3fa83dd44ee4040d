import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { BRAND } from '../../../widget/core/brand.ts';
import { CONSULTATION_TOPICS, PREFERRED_TIMES } from '../../../widget/core/consultation.ts';
import { formatDateTime } from '../../app/admin-form-parts.tsx';
import { adminApi, useAdminData } from './admin-api.ts';
import { DataTable, LoadState, Pager, rangeText, TD, TH } from './data-table.tsx';

/** The words the visitor chose from, for a stored key (an unknown key is shown as it is). */
function labelOf(labels: Record<string, string>, key: string): string {
  return Object.hasOwn(labels, key) ? (labels[key] ?? key) : key;
}

/** Consultation requests from the contact page, newest first, with the visitor's own words as text. */
export function ConsultationsPanel({
  refreshKey,
  onErase,
}: {
  refreshKey: number;
  onErase: (email: string) => void;
}) {
  const id = useId();
  const [page, setPage] = useState(1);
  const requests = useAdminData(`${page}|${refreshKey}`, () => adminApi.consultations(page));
  const data = requests.data;
  return (
    <section aria-labelledby={`${id}-title`} id="consultations" className="space-y-4">
      <h2 id={`${id}-title`} className="text-2xl sm:text-3xl">
        Consultation requests
      </h2>
      <p className="max-w-3xl">
        Requests for the free {BRAND.consultation.minutes}-minute consultation. We promise a reply within{' '}
        {BRAND.consultation.responseWithinHours} hours in phone hours.
      </p>
      <LoadState
        status={requests.status}
        error={requests.status === 'failed' ? requests.error : undefined}
        what="consultation requests"
        onRetry={requests.reload}
      />
      {data ? (
        data.items.length === 0 ? (
          <p className="rounded-xl bg-white p-4 ring-1 ring-line">No consultation requests yet.</p>
        ) : (
          <>
            <DataTable
              id={`${id}-table`}
              caption={`Consultation requests, newest first: ${rangeText(data.page, data.pageSize, data.items.length, data.total)}`}
            >
              <thead>
                <tr>
                  <th scope="col" className={TH}>
                    Name and contact
                  </th>
                  <th scope="col" className={TH}>
                    Best time
                  </th>
                  <th scope="col" className={TH}>
                    Topic and message
                  </th>
                  <th scope="col" className={TH}>
                    Received
                  </th>
                  <th scope="col" className={TH}>
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((request) => (
                  <tr key={request.id}>
                    <th scope="row" className={`${TD} min-w-[14rem] font-normal`}>
                      <span className="block font-semibold text-navy wrap-break-word">{request.name}</span>
                      <span className="block wrap-anywhere">{request.email}</span>
                      <span className="block whitespace-nowrap">{request.phone}</span>
                    </th>
                    <td className={`${TD} min-w-[10rem]`}>
                      {labelOf(PREFERRED_TIMES, request.preferredTime)}
                    </td>
                    <td className={`${TD} max-w-md`}>
                      <span className="block font-semibold">
                        {labelOf(CONSULTATION_TOPICS, request.topic)}
                      </span>
                      {request.message ? (
                        <span className="block whitespace-pre-line wrap-break-word">{request.message}</span>
                      ) : null}
                    </td>
                    <td className={`${TD} whitespace-nowrap`}>{formatDateTime(request.createdAt)}</td>
                    <td className={TD}>
                      <button
                        type="button"
                        className="dc-btn-secondary whitespace-nowrap"
                        onClick={() => onErase(request.email)}
                      >
                        <Trash2 aria-hidden="true" className="size-5" />
                        Erase<span className="sr-only"> data for {request.email}</span>
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
            <Pager
              label="Consultation request pages"
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
