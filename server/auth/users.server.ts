import type { Queryable } from '../db/db.server.ts';
import { audit, COMMAND_LINE } from '../privacy/audit-log.server.ts';
import { hashPassword } from './password.server.ts';

/**
 * Creates the user with this password and the admin role, or, if the user exists, sets the
 * password and grants the role. The only way an admin is made (npm run admin:create). A changed
 * password ends every session of the user: whoever signed in with the old one is signed out.
 */
export async function createOrPromoteAdmin(
  db: { transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> },
  email: string,
  password: string,
) {
  const hash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const rows = await tx.query<{ id: number; created: boolean }>(
      `INSERT INTO users (email, password_hash) VALUES ($1, $2)
       ON CONFLICT (email) DO UPDATE SET password_hash = EXCLUDED.password_hash
       RETURNING id, (xmax = 0) AS created`,
      [email, hash],
    );
    const user = rows[0];
    if (!user) throw new Error('The user could not be saved');
    if (!user.created) await endAllSessions(tx, user.id);
    const granted = await tx.query(
      `INSERT INTO user_roles (user_id, role) VALUES ($1, 'admin') ON CONFLICT DO NOTHING RETURNING user_id`,
      [user.id],
    );
    // A role change or a new password from the command line is in the audit log like any other.
    await audit(
      tx,
      COMMAND_LINE,
      granted.length > 0 ? 'user.admin_granted' : 'user.password_set',
      `user:${user.id}`,
      { email, account: user.created ? 'created' : 'existing' },
    );
    return { id: user.id, created: user.created };
  });
}

/** Ends every session of a user (after a password change, or when their access is taken away). */
export async function endAllSessions(tx: Queryable, userId: number): Promise<void> {
  await tx.query('DELETE FROM sessions WHERE user_id = $1', [userId]);
}
