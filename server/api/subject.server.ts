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
 * GET /api/admin/subject?email= (admins): everything held about one address, as one JSON file to
 * send to the person (UK GDPR subject access): the lead and its partner, consent records,
 * consultation requests with staff notes, "Spotted a wrong figure?" reports, and every e-mail sent
 * or scheduled. The erase action
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
  const [leads, consultations, figureReports] = await Promise.all([
    db.query<Record<string, unknown>>(
      `SELECT id, name, email, pot_size AS "potSize", partner, source, created_at AS "createdAt",
              unsubscribed_at AS "unsubscribedAt" FROM leads WHERE email = $1`,
      [email],
    ),
    db.query<Record<string, unknown>>(
      `SELECT id, name, email, phone, preferred_time AS "preferredTime", topic, message, source,
              created_at AS "receivedAt", status, reply_due_at AS "replyDueAt" FROM consultations WHERE email = $1`,
      [email],
    ),
    db.query<Record<string, unknown>>(
      `SELECT id, provider, figure, correction, source_url AS "sourceUrl", email, page, status,
              created_at AS "receivedAt" FROM figure_reports WHERE email = $1 ORDER BY created_at, id`,
      [email],
    ),
  ]);
  const leadIds = leads.map((l) => l.id);
  const consultationIds = consultations.map((c) => c.id);
  const [consents, notes, emails] = await Promise.all([
    db.query<Record<string, unknown>>(
      `SELECT purpose, consent_text AS text, consent_version AS version, source, partner, given_at AS "givenAt",
              lead_id AS "leadId", consultation_id AS "consultationId"
         FROM consents WHERE lead_id = ANY($1::bigint[]) OR consultation_id = ANY($2::bigint[]) ORDER BY given_at`,
      [leadIds, consultationIds],
    ),
    db.query<Record<string, unknown>>(
      `SELECT consultation_id AS "consultationId", author_email AS author, body, created_at AS "writtenAt"
         FROM consultation_notes WHERE consultation_id = ANY($1::bigint[]) ORDER BY created_at`,
      [consultationIds],
    ),
    db.query<Record<string, unknown>>(
      `SELECT kind, step, to_email AS "to", status, due_at AS "dueAt", sent_at AS "sentAt", created_at AS "queuedAt"
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
      emails,
    },
    { 'content-disposition': `attachment; filename="subject-access-${safe}-${stamp}.json"` },
  );
});
