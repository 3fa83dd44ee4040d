import * as z from 'zod';
import { EMAIL_PATTERN } from '../../widget/core/lead.ts';
import { fieldsFromIssues } from '../http/body.server.ts';
import { HttpError, json } from '../http/http-types.server.ts';
import { adminRoute, audit, emailRef } from './audit.server.ts';

const SubjectQuery = z.object({
  email: z
    .string('Enter an e-mail address.')
    .trim()
    .toLowerCase()
    .max(254, 'Use a shorter e-mail address.')
    .regex(EMAIL_PATTERN, 'Enter a valid e-mail address, like name@example.com.'),
});

/**
 * What subject access puts in the file from each table that holds data about a visitor (column:
 * key in the file), what it leaves out on purpose and why, and why every other table is not about
 * a visitor. A test reads the database's own columns and fails on any column or table not listed
 * here, so a new one cannot be missed.
 */
export const SUBJECT_EXPORT = {
  columns: {
    leads: {
      id: 'id',
      name: 'name',
      email: 'email',
      pot_size: 'potSize',
      partner: 'partner',
      source: 'source',
      created_at: 'createdAt',
      unsubscribed_at: 'unsubscribedAt',
    },
    consents: {
      purpose: 'purpose',
      consent_text: 'text',
      consent_version: 'version',
      source: 'source',
      partner: 'partner',
      user_agent: 'userAgent',
      given_at: 'givenAt',
      lead_id: 'leadId',
      consultation_id: 'consultationId',
    },
    consultations: {
      id: 'id',
      name: 'name',
      email: 'email',
      phone: 'phone',
      preferred_time: 'preferredTime',
      topic: 'topic',
      message: 'message',
      source: 'source',
      created_at: 'receivedAt',
      status: 'status',
      status_changed_at: 'statusChangedAt',
      reply_due_at: 'replyDueAt',
      overdue_notified_at: 'overdueNotifiedAt',
    },
    consultation_notes: {
      consultation_id: 'consultationId',
      author_email: 'author',
      body: 'body',
      created_at: 'writtenAt',
    },
    figure_reports: {
      id: 'id',
      provider: 'provider',
      figure: 'figure',
      correction: 'correction',
      source_url: 'sourceUrl',
      email: 'email',
      page: 'page',
      sent_with: 'sentWith',
      status: 'status',
      status_changed_at: 'statusChangedAt',
      created_at: 'receivedAt',
    },
    outbox: {
      kind: 'kind',
      step: 'step',
      to_email: 'to',
      to_name: 'toName',
      status: 'status',
      attempts: 'attempts',
      due_at: 'dueAt',
      sent_at: 'sentAt',
      created_at: 'queuedAt',
    },
    /** A publisher's sign-up names the contact address they gave: that address is a person's. */
    partners: {
      id: 'id',
      name: 'name',
      origins: 'sites',
      contact_email: 'contactEmail',
      status: 'status',
      created_at: 'signedUpAt',
      approved_at: 'approvedAt',
    },
  },
  notExported: {
    partners: {
      report_token:
        "The secret in the partner's private report link: in a file sent by e-mail it would let anyone who sees it read the report.",
    },
    leads: {
      unsubscribe_token:
        'A secret that unsubscribes the address: in a file sent by e-mail it would let anyone who sees it act for the person.',
    },
    consents: {
      id: 'Our internal row number; the record is identified by what it says and when.',
      ip_hash:
        'A salted hash of the IP address, which cannot be turned back into the address (the file says so).',
    },
    consultations: {
      owner_user_id:
        'The internal id of the staff member handling the request: about our staff, not the person.',
    },
    consultation_notes: {
      id: 'Our internal row number; each note is given with its author and time.',
      author_user_id: "The staff author's internal account id; the author's e-mail address is given.",
    },
    figure_reports: {
      ip_hash:
        'A salted hash of the IP address, which cannot be turned back into the address (the file says so).',
    },
    outbox: {
      id: 'Our internal row number; each e-mail is given with its kind and times.',
      lead_id: 'A link to the lead, which is in the file itself.',
      consultation_id: 'A link to the consultation request, which is in the file itself.',
      figure_report_id: 'A link to the wrong-figure report, which is in the file itself.',
      is_test: 'Marks a test e-mail sent by staff to themselves; never set on e-mails to the person.',
      locked_until: "The sending worker's lease on the row: a technical timestamp about our processes.",
      last_error:
        "The mail server's last error text while sending: diagnostics about our systems; the e-mail's status is given.",
      message_id: 'The technical Message-ID header of the sent e-mail, an id for mail servers.',
      payload:
        'Data for building the e-mail (a staff invitation token, a partner sign-up or approval, or the provider of a report, which is in the file); cleared once sent.',
    },
  },
  otherTables: {
    settings: 'Site settings (the salt for hashing addresses): nothing about any person.',
    rate_limits:
      'Counters keyed by salted hashes of addresses, kept at most a day: they cannot be read back or found from an e-mail address.',
    sign_in_throttle:
      'Failed sign-in counters for staff accounts, keyed by salted hashes: never about visitors, and short-lived.',
    users: 'Staff accounts (their own data, answered from the staff area), never visitors.',
    user_roles: 'The roles of staff accounts, never visitors.',
    sessions: 'Hashed session tokens of signed-in staff, never visitors.',
    password_tokens: 'Hashed password-setting links for staff, never visitors.',
    audit_log:
      'Staff actions; an entry about a visitor names them only by a salted hash of the address, and says only what staff did.',
    partner_daily: 'Counts per partner and day only: no visitor data.',
    partner_origins: 'Which partner owns which site: no visitor data.',
    partner_counted:
      'Salted hashes of addresses (with the day for loads) so a visitor is counted once: they cannot be read back or found from an e-mail address, and go after a day (loads) or 90 days (unlocks).',
    schema_migrations: 'Which database migrations have run: no data about anyone.',
  },
} as const;

type SubjectTable = keyof typeof SUBJECT_EXPORT.columns;

/** The select list for a table: each exported column under its key in the file. */
function exported(table: SubjectTable, alias = ''): string {
  return Object.entries(SUBJECT_EXPORT.columns[table])
    .map(([column, key]) => `${alias}${column} AS "${key}"`)
    .join(', ');
}

/**
 * GET /api/admin/subject?email= (admins): everything held about one address, as one JSON file to
 * send to the person (UK GDPR subject access): the lead and its partner, consent records,
 * consultation requests with staff notes, "Spotted a wrong figure?" reports, publisher sign-ups
 * that gave the address as their contact, and every e-mail sent or scheduled. The erase action
 * removes the same set.
 */
export const subjectAccess = adminRoute(async (req, ctx, _params, user) => {
  const parsed = SubjectQuery.safeParse(Object.fromEntries(req.query));
  if (!parsed.success)
    throw new HttpError(
      400,
      'validation_failed',
      'Please check the e-mail address.',
      fieldsFromIssues(parsed.error.issues),
    );
  const { email } = parsed.data;
  const db = ctx.db;
  const [leads, consultations, figureReports, partnerSignUps] = await Promise.all([
    db.query<Record<string, unknown>>(`SELECT ${exported('leads')} FROM leads WHERE email = $1`, [email]),
    db.query<Record<string, unknown>>(
      `SELECT ${exported('consultations')} FROM consultations WHERE email = $1`,
      [email],
    ),
    db.query<Record<string, unknown>>(
      `SELECT ${exported('figure_reports')} FROM figure_reports WHERE email = $1 ORDER BY created_at, id`,
      [email],
    ),
    db.query<Record<string, unknown>>(
      `SELECT ${exported('partners')} FROM partners WHERE lower(contact_email) = lower($1) ORDER BY created_at, id`,
      [email],
    ),
  ]);
  const leadIds = leads.map((l) => l.id);
  const consultationIds = consultations.map((c) => c.id);
  const [consents, notes, emails] = await Promise.all([
    db.query<Record<string, unknown>>(
      `SELECT ${exported('consents')}
         FROM consents WHERE lead_id = ANY($1::bigint[]) OR consultation_id = ANY($2::bigint[]) ORDER BY given_at`,
      [leadIds, consultationIds],
    ),
    db.query<Record<string, unknown>>(
      `SELECT ${exported('consultation_notes')}
         FROM consultation_notes WHERE consultation_id = ANY($1::bigint[]) ORDER BY created_at`,
      [consultationIds],
    ),
    db.query<Record<string, unknown>>(
      `SELECT ${exported('outbox')}
         FROM outbox WHERE to_email = $1 OR lead_id = ANY($2::bigint[]) OR consultation_id = ANY($3::bigint[])
            OR figure_report_id = ANY($4::bigint[])
        ORDER BY created_at, id`,
      [email, leadIds, consultationIds, figureReports.map((r) => r.id)],
    ),
  ]);
  await audit(db, user, 'subject.accessed', emailRef(email, ctx.salt), {
    leads: leads.length,
    consultations: consultations.length,
    figureReports: figureReports.length,
    partnerSignUps: partnerSignUps.length,
    emails: emails.length,
  });
  const stamp = new Date().toISOString().slice(0, 10);
  const safe = email.replace(/[^a-z0-9@._-]/g, '_');
  return json(
    200,
    {
      email,
      generatedAt: new Date().toISOString(),
      note: 'Everything Drawdown Compare holds about this e-mail address. IP addresses are stored only as salted hashes and cannot be read back.',
      leads,
      partners: [...new Set(leads.map((l) => l.partner).filter(Boolean))],
      consents,
      consultations: consultations.map((c) => ({
        ...c,
        notes: notes.filter((n) => n.consultationId === c.id),
      })),
      figureReports,
      partnerSignUps,
      emails,
    },
    { 'content-disposition': `attachment; filename="subject-access-${safe}-${stamp}.json"` },
  );
});
