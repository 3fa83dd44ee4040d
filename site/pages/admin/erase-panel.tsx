import { Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { EmailField, emailProblem } from './email-field.tsx';

/**
 * A request to erase someone's data (UK GDPR right to erasure) by e-mail address, for people who
 * are not on the first pages of the tables. The dialog asks before anything is deleted.
 */
export function ErasePanel({ onErase }: { onErase: (email: string) => void }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);

  function ask(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = emailProblem(email);
    setError(problem);
    if (problem) {
      document.getElementById(`${id}-email`)?.focus();
      return;
    }
    onErase(email.trim());
  }

  return (
    <section aria-labelledby={`${id}-title`} id="erase" className="dc-card space-y-4 p-5 sm:p-6">
      <h2 id={`${id}-title`} className="text-2xl sm:text-3xl">
        Erase a person's data
      </h2>
      <p className="max-w-3xl">
        When someone asks us to delete their data, enter their e-mail address. Their lead, consent record,
        consultation requests and e-mails are all deleted. You will be asked to confirm.
      </p>
      <form noValidate onSubmit={ask} className="space-y-4" aria-labelledby={`${id}-title`}>
        <div className="max-w-xl">
          <EmailField
            id={`${id}-email`}
            label="E-mail address of the person"
            value={email}
            error={error}
            onChange={setEmail}
          />
        </div>
        <button type="submit" className="dc-btn-secondary">
          <Trash2 aria-hidden="true" className="size-5" />
          Erase data for this address…
        </button>
      </form>
    </section>
  );
}
