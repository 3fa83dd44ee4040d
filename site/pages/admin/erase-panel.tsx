import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import { PersonEmailForm } from './email-field.tsx';

/**
 * A request to erase someone's data (UK GDPR right to erasure) by e-mail address, for people who
 * are not on the first pages of the tables. The dialog asks before anything is deleted.
 */
export function ErasePanel({ onErase }: { onErase: (email: string) => void }) {
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
    </section>
  );
}
