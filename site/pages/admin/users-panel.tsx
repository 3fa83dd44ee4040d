import { Send, UserMinus } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { formatDateTime, problemMessage } from '../../app/admin-form-parts.tsx';
import { EmailLink } from '../../app/contact-links.tsx';
import { SuccessNote } from '../../app/form-parts.tsx';
import { ApiError, useSession } from '../../app/session.ts';
import { adminApi, useAdminData } from './admin-api.ts';
import { DataTable, LoadState, TD, TH } from './data-table.tsx';
import { EmailField, emailProblem } from './email-field.tsx';

/**
 * Staff accounts (admins only): who has access, and an invitation by e-mail with a one-time link
 * to choose a password. Staff can work leads and consultations; they cannot erase or invite.
 */
export function UsersPanel() {
  const id = useId();
  const session = useSession();
  const me = session.status === 'signed-in' ? Number(session.user.id) : null;
  const [version, setVersion] = useState(0);
  const users = useAdminData(`users|${version}`, () => adminApi.users());
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function invite(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNote(null);
    const problem = emailProblem(email);
    setError(problem);
    if (problem) {
      document.getElementById(`${id}-email`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const result = await adminApi.invite(email.trim());
      setNote(`Invitation sent to ${result.email}. The link works once, for 72 hours.`);
      setEmail('');
      setVersion((n) => n + 1);
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.fields?.email ? failure.fields.email : problemMessage(failure),
      );
      document.getElementById(`${id}-email`)?.focus();
    } finally {
      setBusy(false);
    }
  }

  async function remove(userId: number, userEmail: string) {
    setNote(null);
    try {
      await adminApi.removeUser(userId);
      setNote(`${userEmail} can no longer sign in.`);
      setVersion((n) => n + 1);
    } catch (failure) {
      setNote(problemMessage(failure));
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} id="staff" className="space-y-4">
      <h2 id={`${id}-title`} className="text-2xl sm:text-3xl">
        Staff accounts
      </h2>
      <p className="max-w-3xl">
        Staff work the leads and consultation requests at <a href="/staff">/staff</a>. They cannot erase data,
        read the audit log or invite others. Admins are made with <code>npm run admin:create</code>.
      </p>
      <form
        noValidate
        onSubmit={invite}
        className="dc-card max-w-xl space-y-4 p-5"
        aria-label="Invite a member of staff"
      >
        <EmailField
          id={`${id}-email`}
          label="E-mail address of the new member of staff"
          hint="They get an e-mail with a link to choose their password."
          value={email}
          error={error}
          onChange={setEmail}
        />
        <button type="submit" className="dc-btn-primary" disabled={busy}>
          <Send aria-hidden="true" className="size-5" />
          {busy ? 'Sending…' : 'Send invitation'}
        </button>
      </form>
      <div role="status">{note ? <SuccessNote>{note}</SuccessNote> : null}</div>
      <LoadState
        status={users.status}
        error={users.status === 'failed' ? users.error : undefined}
        what="staff accounts"
        onRetry={users.reload}
      />
      {users.data ? (
        <DataTable id={`${id}-table`} caption={`People with access: ${users.data.items.length}`}>
          <thead>
            <tr>
              <th scope="col" className={TH}>
                E-mail
              </th>
              <th scope="col" className={TH}>
                Role
              </th>
              <th scope="col" className={TH}>
                Password
              </th>
              <th scope="col" className={TH}>
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {users.data.items.map((user) => (
              <tr key={user.id}>
                <th scope="row" className={`${TD} font-normal`}>
                  <EmailLink email={user.email} />
                </th>
                <td className={TD}>{user.role === 'admin' ? 'Admin' : 'Staff'}</td>
                <td className={TD}>
                  {user.passwordSet
                    ? 'Set'
                    : user.invitePendingUntil
                      ? `Invited; link works until ${formatDateTime(user.invitePendingUntil)}`
                      : 'Invitation expired: send it again'}
                </td>
                <td className={TD}>
                  {user.id !== me ? (
                    <button
                      type="button"
                      className="dc-btn-secondary whitespace-nowrap"
                      onClick={() => remove(user.id, user.email)}
                    >
                      <UserMinus aria-hidden="true" className="size-5" />
                      Remove<span className="sr-only"> {user.email}</span>
                    </button>
                  ) : (
                    <span className="text-muted">You</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      ) : null}
    </section>
  );
}
