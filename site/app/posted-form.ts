import { useContext } from 'react';
import { ServerFormStateContext } from './server-form-state.tsx';

/**
 * What a form sent without script came back with (ADR 022): the contact and ebook forms POST to
 * their own page, and the server answers with that page rendered in this state (the form again with
 * its problems, or the thank-you), through the server-form-state context (ADR 018). Only the
 * server's render sets it; in the browser it is always null.
 */
export interface PostedForm {
  form: 'contact' | 'ebook' | 'partner-sign-up';
  /** What was sent, as the fields' names have it (so the form shows it again). */
  values: Record<string, string>;
  /** A problem per field (field name → what to do), as the API's `error.fields` has them. */
  fields?: Record<string, string>;
  /** A problem that is not about one field (too many tries, the server failed). */
  message?: string;
  /** Sent and saved. */
  done?: boolean;
  /** A consultation's reply-due time (ISO), for the thank-you's "by 9:27 tomorrow, Thursday". */
  replyDueAt?: string;
}

/** The posted state of this page's form, when the server renders the answer to a POST. */
export function usePostedForm(form: PostedForm['form']): PostedForm | null {
  const posted = useContext(ServerFormStateContext).posted;
  return posted?.form === form ? posted : null;
}
