import { MessageSquarePlus } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import {
  CONSULTATION_STATUSES,
  type ConsultationStatus,
  NOTE_LIMIT,
} from '../../../widget/core/consultation.ts';
import { formatDateTime, problemMessage } from '../../app/admin-form-parts.tsx';
import { inputClass } from '../../app/form-parts.tsx';
import {
  adminApi,
  type ConsultationDetail,
  type ConsultationRow,
  type StaffUser,
  useAdminData,
} from './admin-api.ts';
import { LoadState } from './data-table.tsx';

/** Notes on one request, newest last, and a form to add one. */
export function NotesBlock({
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
export function WorkControls({
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
