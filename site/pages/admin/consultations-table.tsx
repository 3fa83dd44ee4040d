import { AlertTriangle, Trash2 } from 'lucide-react';
import { Fragment } from 'react';
import { CONSULTATION_TOPICS, PREFERRED_TIMES } from '../../../widget/core/consultation.ts';
import { formatDateTime } from '../../app/admin-form-parts.tsx';
import { EmailLink, PhoneLink } from '../../app/contact-links.tsx';
import type { ConsultationRow, Paged, StaffUser } from './admin-api.ts';
import { NotesBlock, WorkControls } from './consultation-work.tsx';
import { labelOf } from './consultations-model.ts';
import { DataTable, rangeText, STACKED, TD, TH } from './data-table.tsx';

/** The list of requests as a table (laid out as cards on narrow screens), overdue ones marked. */
export function ConsultationsTable({
  id,
  data,
  staff,
  open,
  onOpen,
  onChanged,
  onErase,
}: {
  id: string;
  data: Paged<ConsultationRow>;
  staff: StaffUser[];
  /** The request whose notes are open. */
  open: number | null;
  onOpen: (id: number | null) => void;
  onChanged: () => void;
  onErase?: ((email: string) => void) | undefined;
}) {
  return (
    <DataTable
      stacked
      id={`${id}-table`}
      caption={`Consultation requests, overdue first, then newest: ${rangeText(data.page, data.pageSize, data.items.length, data.total)}`}
    >
      {/* biome-ignore lint/a11y/noRedundantRoles: kept when the table is laid out as cards */}
      <thead role="rowgroup" className={STACKED.head}>
        {/* biome-ignore lint/a11y/noRedundantRoles: as above */}
        <tr role="row">
          {['Name and contact', 'Reply due by', 'Topic, best time and message', 'Status and owner'].map(
            (label) => (
              // biome-ignore lint/a11y/noRedundantRoles: as above
              <th key={label} role="columnheader" scope="col" className={TH}>
                {label}
              </th>
            ),
          )}
          {/* biome-ignore lint/a11y/noRedundantRoles: as above */}
          <th role="columnheader" scope="col" className={TH}>
            <span className="sr-only">Notes and actions</span>
          </th>
        </tr>
      </thead>
      {/* biome-ignore lint/a11y/noRedundantRoles: as above */}
      <tbody role="rowgroup" className={STACKED.body}>
        {data.items.map((request) => (
          <ConsultationTableRow
            key={request.id}
            tableId={id}
            request={request}
            staff={staff}
            isOpen={open === request.id}
            onToggle={() => onOpen(open === request.id ? null : request.id)}
            onChanged={onChanged}
            onErase={onErase}
          />
        ))}
      </tbody>
    </DataTable>
  );
}

/** One request in the list, and its notes below it when they are open. */
function ConsultationTableRow({
  tableId,
  request,
  staff,
  isOpen,
  onToggle,
  onChanged,
  onErase,
}: {
  tableId: string;
  request: ConsultationRow;
  staff: StaffUser[];
  isOpen: boolean;
  onToggle: () => void;
  onChanged: () => void;
  onErase?: ((email: string) => void) | undefined;
}) {
  const id = tableId;
  const overdue = request.overdue === true;
  return (
    <Fragment key={request.id}>
      <tr
        // biome-ignore lint/a11y/noRedundantRoles: kept when the table is laid out as cards
        role="row"
        className={`${STACKED.row} ${overdue ? 'bg-danger/5 max-md:border-l-4 max-md:border-l-danger' : ''}`}
        data-overdue={overdue || undefined}
      >
        <th
          // biome-ignore lint/a11y/noRedundantRoles: as above
          role="rowheader"
          scope="row"
          className={`${TD} ${STACKED.cell} min-w-[13rem] font-normal ${overdue ? 'md:border-l-4 md:border-l-danger' : ''}`}
        >
          <span className="block font-semibold text-navy wrap-break-word">{request.name}</span>
          <span className="block">
            <PhoneLink phone={request.phone} label={`call ${request.name}`} />
          </span>
          <span className="block">
            <EmailLink email={request.email} />
          </span>
          <span className="block text-sm text-muted">Received {formatDateTime(request.createdAt)}</span>
        </th>
        <td
          // biome-ignore lint/a11y/noRedundantRoles: kept when the table is laid out as cards
          role="cell"
          data-label="Reply due by"
          className={`${TD} ${STACKED.cell} min-w-[9rem]`}
        >
          {overdue ? (
            <span className="mb-1 inline-flex items-center gap-1 rounded-full bg-danger px-2 py-0.5 text-sm font-semibold text-white">
              <AlertTriangle aria-hidden="true" className="size-4" />
              Overdue
            </span>
          ) : null}
          <span className="block">{request.replyDueAt ? formatDateTime(request.replyDueAt) : '—'}</span>
        </td>
        <td
          // biome-ignore lint/a11y/noRedundantRoles: kept when the table is laid out as cards
          role="cell"
          data-label="Topic, best time and message"
          className={`${TD} ${STACKED.cell} max-w-md`}
        >
          <span className="block font-semibold">{labelOf(CONSULTATION_TOPICS, request.topic)}</span>
          <span className="block text-muted">{labelOf(PREFERRED_TIMES, request.preferredTime)}</span>
          {request.message ? (
            <span className="block whitespace-pre-line wrap-break-word">{request.message}</span>
          ) : null}
        </td>
        <td
          // biome-ignore lint/a11y/noRedundantRoles: kept when the table is laid out as cards
          role="cell"
          data-label="Status and owner"
          className={`${TD} ${STACKED.cell}`}
        >
          <WorkControls request={request} staff={staff} onChanged={onChanged} />
        </td>
        <td
          // biome-ignore lint/a11y/noRedundantRoles: kept when the table is laid out as cards
          role="cell"
          className={`${TD} ${STACKED.cell}`}
        >
          <div className="flex flex-col gap-2">
            <button
              type="button"
              className="dc-btn-secondary whitespace-nowrap"
              aria-expanded={isOpen}
              aria-controls={`${id}-notes-${request.id}`}
              onClick={onToggle}
            >
              Notes ({request.notes ?? 0})<span className="sr-only"> on {request.name}’s request</span>
            </button>
            {onErase ? (
              <button
                type="button"
                className="dc-btn-secondary whitespace-nowrap"
                onClick={() => onErase(request.email)}
              >
                <Trash2 aria-hidden="true" className="size-5" />
                Erase<span className="sr-only"> data for {request.email}</span>
              </button>
            ) : null}
          </div>
        </td>
      </tr>
      {isOpen ? (
        <tr
          // biome-ignore lint/a11y/noRedundantRoles: kept when the table is laid out as cards
          role="row"
          id={`${id}-notes-${request.id}`}
          className={`${STACKED.row} max-md:-mt-3 max-md:rounded-t-none max-md:border-t-0`}
        >
          <td
            // biome-ignore lint/a11y/noRedundantRoles: kept when the table is laid out as cards
            role="cell"
            colSpan={5}
            className={`${TD} ${STACKED.cell} bg-canvas`}
          >
            <NotesBlock request={request} onChanged={onChanged} />
          </td>
        </tr>
      ) : null}
    </Fragment>
  );
}
