import { Trash2, X } from 'lucide-react';
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { problemMessage } from '../../app/admin-form-parts.tsx';
import { adminApi, type Erased } from './admin-api.ts';

/** "1 lead, 2 consultation requests, 1 report of a wrong figure and 5 e-mails". */
export function erasedText({ erased }: Erased): string {
  const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
  const reports =
    erased.figureReports === undefined
      ? ''
      : `, ${plural(erased.figureReports, 'report of a wrong figure', 'reports of a wrong figure')}`;
  const signUps = erased.partnerSignUps
    ? `, the contact address of ${plural(erased.partnerSignUps, 'publisher sign-up', 'publisher sign-ups')}`
    : '';
  return `${plural(erased.leads, 'lead', 'leads')}, ${plural(erased.consultations, 'consultation request', 'consultation requests')}${reports}${signUps} and ${plural(erased.emails, 'e-mail', 'e-mails')}`;
}

/** Whether the erasure found nothing at all held for the address (a mistyped address, say). */
export function nothingWasHeld({ erased }: Erased): boolean {
  return (
    erased.leads === 0 &&
    erased.consultations === 0 &&
    (erased.figureReports ?? 0) === 0 &&
    (erased.partnerSignUps ?? 0) === 0 &&
    erased.emails === 0
  );
}

/**
 * What an erasure did, in one plain sentence; an address with nothing held says so, and that
 * nothing was erased, so a mistyped address is never taken for a done erasure.
 */
export function erasureResultText(email: string, result: Erased): string {
  if (nothingWasHeld(result))
    return `Nothing is held for ${email}, so nothing was erased: no lead, consultation request, report of a wrong figure, publisher sign-up or e-mail has this address. Check the spelling of the address, or look it up under “What we hold about a person”.`;
  return `Erased ${erasedText(result)} for ${email}.`;
}

interface EraseDialogProps {
  /** The address to erase; the dialog is open while it is set. */
  email: string | null;
  onClose: () => void;
  onErased: (email: string, result: Erased) => void;
  /** The button that opened the dialog (many buttons open it); focus returns there on cancel. */
  opener: RefObject<HTMLElement | null>;
}

/**
 * Asks before erasing everything held about one e-mail address (a right-to-erasure request):
 * the lead, its consent record, consultation requests and every e-mail queued or sent.
 *
 * A native modal `<dialog>`: the browser makes the rest of the page inert, traps focus and closes
 * it on Escape, with no injected `<style>` (which the site's CSP refuses; Radix Dialog's scroll
 * lock injects one).
 */
export function EraseDialog(props: EraseDialogProps) {
  if (props.email === null) return null;
  return <OpenEraseDialog {...props} email={props.email} />;
}

function OpenEraseDialog({ email, onClose, onErased, opener }: EraseDialogProps & { email: string }) {
  const id = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const erasedRef = useRef(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    // The least harmful choice gets the focus first.
    cancelRef.current?.focus();
    return () => {
      // After an erase the row that opened the dialog is gone: the page moves focus to its note.
      if (!erasedRef.current && opener.current?.isConnected) opener.current.focus();
    };
  }, [opener]);

  function close() {
    if (!busy) onClose();
  }

  async function erase() {
    if (busy) return;
    setBusy(true);
    setProblem(null);
    try {
      const result = await adminApi.erase(email);
      erasedRef.current = true;
      onErased(email, result);
    } catch (error) {
      setProblem(problemMessage(error));
      setBusy(false);
    }
  }

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-description`}
      onCancel={(event) => {
        // Escape: the browser would close it; we close it through React (or not, while erasing).
        event.preventDefault();
        close();
      }}
      className="m-auto max-h-[90vh] w-[calc(100vw-2rem)] max-w-lg overflow-y-auto rounded-2xl bg-white p-5 text-ink shadow-card backdrop:bg-navy/60 sm:p-7"
    >
      <div className="flex items-start justify-between gap-4">
        <h2 id={`${id}-title`} className="text-2xl font-bold text-navy">
          Erase this person's data?
        </h2>
        <button
          type="button"
          className="dc-btn -mt-2 -mr-2 size-11 p-0 text-navy hover:bg-canvas"
          aria-label="Close"
          onClick={close}
          disabled={busy}
        >
          <X aria-hidden="true" className="size-6" />
        </button>
      </div>
      <div id={`${id}-description`} className="mt-3 space-y-3">
        <p>
          Everything held about <strong className="wrap-anywhere">{email}</strong> will be deleted: their lead
          and consent record, any consultation requests and every e-mail queued or sent to them.
        </p>
        <p className="font-semibold">This cannot be undone.</p>
      </div>
      {problem ? (
        <p role="alert" className="mt-4 rounded-xl border-2 border-danger p-3 font-semibold text-danger">
          {problem}
        </p>
      ) : null}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button ref={cancelRef} type="button" className="dc-btn-secondary" onClick={close} disabled={busy}>
          Cancel
        </button>
        <button
          type="button"
          className="dc-btn bg-danger text-white hover:bg-[#8f1c13] hover:text-white"
          onClick={erase}
          disabled={busy}
          aria-busy={busy}
        >
          <Trash2 aria-hidden="true" className="size-5" />
          {busy ? 'Erasing…' : 'Erase permanently'}
        </button>
      </div>
    </dialog>
  );
}
