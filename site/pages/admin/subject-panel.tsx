import { FileDown } from 'lucide-react';
import { useId } from 'react';
import { subjectUrl } from './admin-api.ts';
import { PersonEmailForm } from './email-field.tsx';

/**
 * A subject access request (admins): everything held about one address as one JSON file to send
 * to the person. The erase form below removes the same set.
 */
export function SubjectPanel({ onDownloaded }: { onDownloaded: () => void }) {
  const id = useId();

  function download(email: string) {
    // A link click downloads with the session cookie; the server answers with an attachment.
    const link = document.createElement('a');
    link.href = subjectUrl(email);
    link.download = '';
    document.body.append(link);
    link.click();
    link.remove();
    onDownloaded();
  }

  return (
    <section aria-labelledby={`${id}-title`} id="subject-access" className="dc-card space-y-4 p-5 sm:p-6">
      <h2 id={`${id}-title`} className="text-2xl sm:text-3xl">
        What we hold about a person
      </h2>
      <p className="max-w-3xl">
        For a subject access request: their lead and partner, consent records, consultation requests with
        notes, and every e-mail sent or scheduled, as one JSON file. Reply within one month.
      </p>
      <PersonEmailForm
        labelledBy={`${id}-title`}
        onSubmit={download}
        button={
          <>
            <FileDown aria-hidden="true" className="size-5" />
            Download their data
          </>
        }
      />
    </section>
  );
}
