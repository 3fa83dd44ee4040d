import { Info, Trash2 } from 'lucide-react';
import { type RefObject, useId } from 'react';
import { SuccessNote } from '../../app/form-parts.tsx';
import { PersonEmailForm } from './email-field.tsx';

/** What the last erasure asked from this panel did. */
export interface ErasureOutcome {
  text: string;
  nothingHeld: boolean;
}

/**
 * A request to erase someone's data (UK GDPR right to erasure) by e-mail address, for people who
 * are not on the first pages of the tables. The dialog asks before anything is deleted; what was
 * erased (or that nothing was held) is said here, beside the form, and takes focus.
 */
export function ErasePanel({
  onErase,
  outcome,
  outcomeRef,
}: {
  onErase: (email: string) => void;
  outcome?: ErasureOutcome | null;
  outcomeRef?: RefObject<HTMLDivElement | null>;
}) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} id="erase" className="dc-card space-y-4 p-5 sm:p-6">
      <h2 id={`${id}-title`} className="text-2xl sm:text-3xl">
        Erase a person's data
      </h2>
      <p className="max-w-3xl">
        When someone asks us to delete their data, enter their e-mail address. Their lead, consent record,
        consultation requests and e-mails are all deleted. You will be asked to confirm.
      </p>
      <PersonEmailForm
        labelledBy={`${id}-title`}
        onSubmit={onErase}
        button={
          <>
            <Trash2 aria-hidden="true" className="size-5" />
            Erase data for this address…
          </>
        }
      />
      <div role="status" data-testid="erase-result">
        {outcome ? (
          outcome.nothingHeld ? (
            <div
              ref={outcomeRef}
              tabIndex={-1}
              className="flex items-start gap-2 rounded-xl border-2 border-navy bg-white p-3 font-semibold text-navy"
            >
              <Info aria-hidden="true" className="mt-1 size-5 shrink-0" />
              <p className="min-w-0 [overflow-wrap:anywhere]">{outcome.text}</p>
            </div>
          ) : (
            <SuccessNote focusRef={outcomeRef}>{outcome.text}</SuccessNote>
          )
        ) : null}
      </div>
    </section>
  );
}
