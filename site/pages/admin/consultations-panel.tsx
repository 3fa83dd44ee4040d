import { AlertTriangle, Download, MessageSquarePlus, Trash2 } from 'lucide-react';
import { type FormEvent, Fragment, useEffect, useId, useRef, useState } from 'react';
import { BRAND } from '../../../widget/core/brand.ts';
import {
  CONSULTATION_STATUSES,
  CONSULTATION_TOPICS,
  type ConsultationStatus,
  NOTE_LIMIT,
  PREFERRED_TIMES,
} from '../../../widget/core/consultation.ts';
import { formatDateTime, problemMessage } from '../../app/admin-form-parts.tsx';
import { EmailLink, PhoneLink } from '../../app/contact-links.tsx';
import { inputClass } from '../../app/form-parts.tsx';
import {
  adminApi,
  CONSULTATIONS_CSV_URL,
  type ConsultationDetail,
  type ConsultationRow,
  type StaffUser,
  useAdminData,
} from './admin-api.ts';
import { DataTable, LoadState, Pager, rangeText, STACKED, TD, TH } from './data-table.tsx';

/** The words the visitor chose from, for a stored key (an unknown key is shown as it is). */
function labelOf(labels: Record<string, string>, key: string): string {
  return Object.hasOwn(labels, key) ? (labels[key] ?? key) : key;
}

const FILTERS = [
  { value: '', label: 'All requests' },
  { value: 'overdue', label: 'Overdue' },
  { value: 'open', label: 'New or no answer' },
  ...Object.entries(CONSULTATION_STATUSES).map(([value, label]) => ({ value, label })),
] as const;

/** Notes on one request, newest last, and a form to add one. */
function NotesBlock({
  request,
  onChanged,
}: {
  request: ConsultationRow;
  onChanged: (detail: ConsultationDetail) => void;
}) {
  const id = useId();
  const detail = useAdminData(`${request.id}|${request.notes ?? 0}`, () => adminApi.consultation(request.id));
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!draft.trim()) {
      setProblem('Write a note.');
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const updated = await adminApi.addNote(request.id, draft);
      setDraft('');
      onChanged(updated);
    } catch (error) {
      setProblem(problemMessage(error));
    } finally {
      setBusy(false);
    }
  }
  const notes = detail.data?.noteList ?? [];
  return (
    <div className="space-y-3">
      <h3 className="text-lg">Notes on {request.name}’s request</h3>
      <LoadState
        status={detail.status}
        error={detail.status === 'failed' ? detail.error : undefined}
        what="notes"
        onRetry={detail.reload}
      />
      {notes.length === 0 && detail.status === 'ready' ? <p className="text-muted">No notes yet.</p> : null}
      {notes.length > 0 ? (
        <ol className="space-y-2">
          {notes.map((note) => (
            <li key={note.id} className="rounded-lg bg-white p-3 ring-1 ring-line">
              <p className="text-sm text-muted">
                {formatDateTime(note.createdAt)} by{' '}
                <span className="[overflow-wrap:anywhere]">{note.author}</span>
              </p>
              <p className="whitespace-pre-line [overflow-wrap:anywhere]">{note.body}</p>
            </li>
          ))}
        </ol>
      ) : null}
      <form onSubmit={add} noValidate className="space-y-2">
        <label htmlFor={`${id}-note`} className="block font-semibold text-navy">
          Add a note
        </label>
        <textarea
          id={`${id}-note`}
          rows={3}
          maxLength={NOTE_LIMIT}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          className={inputClass(Boolean(problem))}
        />
        {problem ? (
          <p id={`${id}-problem`} className="font-semibold text-danger">
            {problem}
          </p>
        ) : null}
        <button type="submit" className="dc-btn-primary" disabled={busy}>
          <MessageSquarePlus aria-hidden="true" className="size-5" />
          {busy ? 'Saving…' : 'Save note'}
        </button>
      </form>
    </div>
  );
}

/** The status and owner of one request, saved as soon as they change. */
function WorkControls({
  request,
  staff,
  onChanged,
}: {
  request: ConsultationRow;
  staff: StaffUser[];
  onChanged: (detail: ConsultationDetail) => void;
}) {
  const id = useId();
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  async function save(change: { status?: ConsultationStatus; ownerUserId?: number | null }) {
    setSaving(true);
    setMessage(null);
    try {
      const updated = await adminApi.updateConsultation(request.id, change);
      setMessage({ ok: true, text: 'Saved.' });
      onChanged(updated);
    } catch (error) {
      setMessage({ ok: false, text: problemMessage(error) });
    } finally {
      setSaving(false);
    }
  }
  return (
    <div className="flex min-w-[11rem] flex-col gap-2 max-md:min-w-0">
      <div>
        <label htmlFor={`${id}-status`} className="block text-sm font-semibold text-navy">
          Status<span className="sr-only"> of {request.name}’s request</span>
        </label>
        <select
          id={`${id}-status`}
          value={request.status ?? 'new'}
          disabled={saving}
          onChange={(event) => save({ status: event.target.value as ConsultationStatus })}
          className={inputClass(false)}
        >
          {Object.entries(CONSULTATION_STATUSES).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-owner`} className="block text-sm font-semibold text-navy">
          Owner<span className="sr-only"> of {request.name}’s request</span>
        </label>
        <select
          id={`${id}-owner`}
          value={request.owner ? String(request.owner.id) : ''}
          disabled={saving}
          onChange={(event) => save({ ownerUserId: event.target.value ? Number(event.target.value) : null })}
          className={inputClass(false)}
        >
          <option value="">Nobody yet</option>
          {staff.map((user) => (
            <option key={user.id} value={String(user.id)}>
              {user.email}
            </option>
          ))}
        </select>
      </div>
      <p role="status" className={message?.ok === false ? 'font-semibold text-danger' : 'text-muted'}>
        {message?.text ?? ''}
      </p>
    </div>
  );
}

/**
 * The one request a link opened (`/staff?request=12`, from the firm's "new consultation request"
 * e-mail): shown first, whatever page of the list it is on, with its heading focused, so a member
 * of staff lands on it with its contact links, status, owner and notes.
 */
function RequestedConsultation({
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

function isNotFound(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'status' in error &&
    (error as { status?: unknown }).status === 404
  );
}

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
  const [page, setPage] = useState(1);
  const [filter, setFilter] = useState('');
  const [version, setVersion] = useState(0);
  const [open, setOpen] = useState<string | number | null>(null);
  const requests = useAdminData(`${page}|${filter}|${refreshKey}|${version}`, () =>
    adminApi.consultations(page, filter),
  );
  const staff = useAdminData('staff', () => adminApi.users());
  const data = requests.data;
  const changed = () => {
    setVersion((n) => n + 1);
    onChanged?.();
  };
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
        <a href={CONSULTATIONS_CSV_URL} download className="dc-btn-secondary self-start">
          <Download aria-hidden="true" className="size-5" />
          Download CSV of all requests
        </a>
      </div>
      {requestedId ? (
        <RequestedConsultation
          id={requestedId}
          staff={staff.data?.items ?? []}
          version={version}
          onChanged={changed}
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
            <DataTable
              stacked
              id={`${id}-table`}
              caption={`Consultation requests, overdue first, then newest: ${rangeText(data.page, data.pageSize, data.items.length, data.total)}`}
            >
              {/* biome-ignore lint/a11y/noRedundantRoles: kept when the table is laid out as cards */}
              <thead role="rowgroup" className={STACKED.head}>
                {/* biome-ignore lint/a11y/noRedundantRoles: as above */}
                <tr role="row">
                  {[
                    'Name and contact',
                    'Reply due by',
                    'Topic, best time and message',
                    'Status and owner',
                  ].map((label) => (
                    // biome-ignore lint/a11y/noRedundantRoles: as above
                    <th key={label} role="columnheader" scope="col" className={TH}>
                      {label}
                    </th>
                  ))}
                  {/* biome-ignore lint/a11y/noRedundantRoles: as above */}
                  <th role="columnheader" scope="col" className={TH}>
                    <span className="sr-only">Notes and actions</span>
                  </th>
                </tr>
              </thead>
              {/* biome-ignore lint/a11y/noRedundantRoles: as above */}
              <tbody role="rowgroup" className={STACKED.body}>
                {data.items.map((request) => {
                  const overdue = request.overdue === true;
                  const isOpen = open === request.id;
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
                          <span className="block font-semibold text-navy wrap-break-word">
                            {request.name}
                          </span>
                          <span className="block">
                            <PhoneLink phone={request.phone} label={`call ${request.name}`} />
                          </span>
                          <span className="block">
                            <EmailLink email={request.email} />
                          </span>
                          <span className="block text-sm text-muted">
                            Received {formatDateTime(request.createdAt)}
                          </span>
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
                          <span className="block">
                            {request.replyDueAt ? formatDateTime(request.replyDueAt) : '—'}
                          </span>
                        </td>
                        <td
                          // biome-ignore lint/a11y/noRedundantRoles: kept when the table is laid out as cards
                          role="cell"
                          data-label="Topic, best time and message"
                          className={`${TD} ${STACKED.cell} max-w-md`}
                        >
                          <span className="block font-semibold">
                            {labelOf(CONSULTATION_TOPICS, request.topic)}
                          </span>
                          <span className="block text-muted">
                            {labelOf(PREFERRED_TIMES, request.preferredTime)}
                          </span>
                          {request.message ? (
                            <span className="block whitespace-pre-line wrap-break-word">
                              {request.message}
                            </span>
                          ) : null}
                        </td>
                        <td
                          // biome-ignore lint/a11y/noRedundantRoles: kept when the table is laid out as cards
                          role="cell"
                          data-label="Status and owner"
                          className={`${TD} ${STACKED.cell}`}
                        >
                          <WorkControls
                            request={request}
                            staff={staff.data?.items ?? []}
                            onChanged={changed}
                          />
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
                              onClick={() => setOpen(isOpen ? null : request.id)}
                            >
                              Notes ({request.notes ?? 0})
                              <span className="sr-only"> on {request.name}’s request</span>
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
                            <NotesBlock request={request} onChanged={changed} />
                          </td>
                        </tr>
                      ) : null}
                    </Fragment>
                  );
                })}
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
