import { AlertTriangle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { CONSULTATION_TOPICS, PREFERRED_TIMES } from '../../../widget/core/consultation.ts';
import { formatDateTime } from '../../app/admin-form-parts.tsx';
import { EmailLink, PhoneLink } from '../../app/contact-links.tsx';
import { adminApi, type StaffUser, useAdminData } from './admin-api.ts';
import { NotesBlock, WorkControls } from './consultation-work.tsx';
import { isNotFound, labelOf } from './consultations-model.ts';
import { LoadState } from './data-table.tsx';

/**
 * The one request a link opened (`/staff?request=12`, from the firm's "new consultation request"
 * e-mail): shown first, whatever page of the list it is on, with its heading focused, so a member
 * of staff lands on it with its contact links, status, owner and notes.
 */
export function RequestedConsultation({
  id: requestId,
  staff,
  version,
  onChanged,
}: {
  id: string;
  staff: StaffUser[];
  version: number;
  onChanged: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const detail = useAdminData(`${requestId}|${version}`, () => adminApi.consultation(requestId));
  const request = detail.data;
  const shown = request !== undefined;
  useEffect(() => {
    if (shown) headingRef.current?.focus();
  }, [shown]);
  return (
    <section
      id="requested"
      aria-labelledby="requested-title"
      className="space-y-3 rounded-2xl border-2 border-brand bg-white p-4 sm:p-6"
    >
      <h3 id="requested-title" ref={headingRef} tabIndex={-1} className="text-xl outline-none sm:text-2xl">
        {request ? `The request you opened: ${request.name}` : `The request you opened (#${requestId})`}
      </h3>
      {detail.status === 'failed' && isNotFound(detail.error) ? (
        <p className="font-semibold">
          Request #{requestId} is not here any more: it may have been erased. The other requests are below.
        </p>
      ) : (
        <LoadState
          status={detail.status}
          error={detail.status === 'failed' ? detail.error : undefined}
          what="the request"
          onRetry={detail.reload}
        />
      )}
      {request ? (
        <div className="grid gap-4 md:grid-cols-[1fr_auto]">
          <div className="min-w-0 space-y-1">
            <p>
              <PhoneLink phone={request.phone} label={`call ${request.name}`} />
            </p>
            <p>
              <EmailLink email={request.email} />
            </p>
            <p className="text-muted">Received {formatDateTime(request.createdAt)}</p>
            <p>
              {request.overdue ? (
                <span className="mr-2 inline-flex items-center gap-1 rounded-full bg-danger px-2 py-0.5 text-sm font-semibold text-white">
                  <AlertTriangle aria-hidden="true" className="size-4" />
                  Overdue
                </span>
              ) : null}
              Reply due by {request.replyDueAt ? formatDateTime(request.replyDueAt) : '—'}
            </p>
            <p className="font-semibold">{labelOf(CONSULTATION_TOPICS, request.topic)}</p>
            <p className="text-muted">{labelOf(PREFERRED_TIMES, request.preferredTime)}</p>
            {request.message ? (
              <p className="whitespace-pre-line [overflow-wrap:anywhere]">{request.message}</p>
            ) : null}
          </div>
          <WorkControls request={request} staff={staff} onChanged={onChanged} />
          <div className="md:col-span-2">
            <NotesBlock request={request} onChanged={onChanged} />
          </div>
        </div>
      ) : null}
    </section>
  );
}
