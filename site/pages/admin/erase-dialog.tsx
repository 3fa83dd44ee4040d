import * as Dialog from '@radix-ui/react-dialog';
import { Trash2, X } from 'lucide-react';
import { type RefObject, useState } from 'react';
import { problemMessage } from '../../app/admin-form-parts.tsx';
import { adminApi, type Erased } from './admin-api.ts';

/** "1 lead, 2 consultation requests and 5 e-mails". */
export function erasedText({ erased }: Erased): string {
  const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
  return `${plural(erased.leads, 'lead', 'leads')}, ${plural(erased.consultations, 'consultation request', 'consultation requests')} and ${plural(erased.emails, 'e-mail', 'e-mails')}`;
}

/**
 * Asks before erasing everything held about one e-mail address (a right-to-erasure request):
 * the lead, its consent record, consultation requests and every e-mail queued or sent.
 */
export function EraseDialog({
  email,
  onClose,
  onErased,
  opener,
}: {
  /** The address to erase; the dialog is open while it is set. */
  email: string | null;
  onClose: () => void;
  onErased: (email: string, result: Erased) => void;
  /** The button that opened the dialog (there is no Dialog.Trigger: many buttons open it); focus returns there. */
  opener: RefObject<HTMLElement | null>;
}) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [erasedEmail, setErasedEmail] = useState<string | null>(null);

  async function erase() {
    if (!email || busy) return;
    setBusy(true);
    setProblem(null);
    try {
      const result = await adminApi.erase(email);
      setErasedEmail(email);
      onErased(email, result);
    } catch (error) {
      setProblem(problemMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog.Root
      open={email !== null}
      onOpenChange={(open) => {
        if (!open && !busy) {
          setProblem(null);
          onClose();
        }
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="dc-overlay fixed inset-0 z-50 bg-navy/60" />
        <Dialog.Content
          className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 text-ink shadow-card sm:p-7"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            // After an erase the row that opened the dialog is gone: the page moves focus to its note.
            if (erasedEmail) setErasedEmail(null);
            else if (opener.current?.isConnected) opener.current.focus();
            opener.current = null;
          }}
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-2xl font-bold text-navy">Erase this person's data?</Dialog.Title>
            <Dialog.Close
              className="dc-btn -mt-2 -mr-2 size-11 p-0 text-navy hover:bg-canvas"
              aria-label="Close"
            >
              <X aria-hidden="true" className="size-6" />
            </Dialog.Close>
          </div>
          <Dialog.Description asChild>
            <div className="mt-3 space-y-3">
              <p>
                Everything held about <strong className="wrap-anywhere">{email}</strong> will be deleted:
                their lead and consent record, any consultation requests and every e-mail queued or sent to
                them.
              </p>
              <p className="font-semibold">This cannot be undone.</p>
            </div>
          </Dialog.Description>
          {problem ? (
            <p role="alert" className="mt-4 rounded-xl border-2 border-danger p-3 font-semibold text-danger">
              {problem}
            </p>
          ) : null}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Dialog.Close className="dc-btn-secondary" disabled={busy}>
              Cancel
            </Dialog.Close>
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
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
