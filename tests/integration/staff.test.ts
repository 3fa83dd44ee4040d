import { existsSync, mkdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrPromoteAdmin } from '../../server/auth/users.server.ts';
import { migrate } from '../../server/db/migrate.server.ts';
import { applyRetention, retentionPlan } from '../../server/retention.server.ts';
import {
  backends,
  eventually,
  memoryTransport,
  postJson,
  startTestServer,
  type TestServer,
} from './harness.ts';

const PASSWORD = 'correct horse battery staple';

describe.each(backends())(
  'staff, consultations workflow, exports, retention and subject access on $name',
  (backend) => {
    let server: TestServer;
    let origin: string;
    let admin = '';
    let staff = '';
    let staffId = 0;
    const transport = memoryTransport();

    const call = (path: string, init: RequestInit & { cookie?: string } = {}) =>
      fetch(`${server.url}${path}`, {
        ...init,
        headers: {
          origin,
          ...(init.cookie ? { cookie: init.cookie } : {}),
          ...(init.body ? { 'content-type': 'application/json' } : {}),
          ...init.headers,
        },
      });
    const cookieOf = (res: { headers: Headers }) => (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const db = () => server.running.ctx.db;

    beforeAll(async () => {
      server = await startTestServer(
        backend,
        { OVERDUE_CHECK_MS: '0', RETENTION_INTERVAL_MINUTES: '0', RATE_LIMIT_LEADS_PER_IP: '1000' },
        { transport },
      );
      origin = server.url;
      await createOrPromoteAdmin(db(), 'boss@example.com', PASSWORD);
      admin = cookieOf(
        await postJson(
          `${server.url}/api/auth/sign-in`,
          { email: 'boss@example.com', password: PASSWORD },
          { origin },
        ),
      );
      await postJson(`${server.url}/api/leads`, {
        name: 'Lena Lead',
        email: 'lena@example.com',
        potSize: 250000,
        partner: 'moneyweek',
        consent: true,
      });
      await postJson(`${server.url}/api/consultations`, {
        name: 'Carl Caller',
        email: 'carl@example.com',
        phone: '020 7946 0001',
        preferredTime: 'morning',
        topic: 'fees',
        message: '=cmd|calc',
        consent: true,
      });
    });
    afterAll(async () => {
      await server?.close();
    });

    it('an admin invites staff; the one-time link sets a password once, then the staff member signs in', async () => {
      const bad = await call('/api/admin/users', {
        method: 'POST',
        cookie: admin,
        body: JSON.stringify({ email: 'nope' }),
      });
      expect(bad.status).toBe(400);
      expect((await bad.json()).error.fields.email).toBeTruthy();
      const res = await call('/api/admin/users', {
        method: 'POST',
        cookie: admin,
        body: JSON.stringify({ email: 'Sam@Example.com' }),
      });
      expect(res.status).toBe(201);
      staffId = (await res.json()).id;
      // Before the password is set, sign-in fails like a wrong password.
      expect(
        (
          await postJson(
            `${server.url}/api/auth/sign-in`,
            { email: 'sam@example.com', password: PASSWORD },
            { origin },
          )
        ).status,
      ).toBe(401);
      await eventually(
        () => transport.sent.some((m) => m.to.email === 'sam@example.com'),
        'the invitation e-mail',
      );
      const invite = transport.sent.find((m) => m.to.email === 'sam@example.com');
      const token = /#token=([A-Za-z0-9_-]+)/.exec(invite?.text ?? '')?.[1] ?? '';
      expect(token.length).toBeGreaterThan(20);
      // Only the hash is stored; the token in the outbox row is cleared once sent.
      const stored = await db().query<{ token_hash: string }>('SELECT token_hash FROM password_tokens');
      expect(stored.map((r) => r.token_hash)).not.toContain(token);
      await eventually(
        async () =>
          (await db().query(`SELECT 1 FROM outbox WHERE kind = 'staff-invite' AND payload IS NULL`))
            .length === 1,
        'payload cleared',
      );
      expect(
        (await postJson(`${server.url}/api/auth/set-password`, { token, password: 'short' }, { origin }))
          .status,
      ).toBe(400);
      const set = await postJson(
        `${server.url}/api/auth/set-password`,
        { token, password: PASSWORD },
        { origin },
      );
      expect(set.status).toBe(200);
      // The invitation ends signed in: the answer carries a session for the new member of staff.
      expect(set.json.user).toMatchObject({ email: 'sam@example.com', role: 'staff', isAdmin: false });
      const started = (set.headers.get('set-cookie') ?? '').split(';')[0] as string;
      expect(started).toMatch(/^dc_session=.+/);
      const session = await fetch(`${server.url}/api/auth/session`, { headers: { cookie: started } });
      expect((await session.json()).user).toMatchObject({ email: 'sam@example.com', role: 'staff' });
      expect(
        (await postJson(`${server.url}/api/auth/set-password`, { token, password: PASSWORD }, { origin }))
          .status,
      ).toBe(410);
      const signIn = await postJson(
        `${server.url}/api/auth/sign-in`,
        { email: 'sam@example.com', password: PASSWORD },
        { origin },
      );
      expect(signIn.status).toBe(200);
      expect(signIn.json.user).toMatchObject({ role: 'staff', isAdmin: false });
      staff = cookieOf(signIn);
    });

    it('an expired link does not work', async () => {
      await call('/api/admin/users', {
        method: 'POST',
        cookie: admin,
        body: JSON.stringify({ email: 'late@example.com' }),
      });
      await eventually(() => transport.sent.some((m) => m.to.email === 'late@example.com'), 'the invitation');
      const token = /#token=([A-Za-z0-9_-]+)/.exec(
        transport.sent.find((m) => m.to.email === 'late@example.com')?.text ?? '',
      )?.[1];
      await db().query(`UPDATE password_tokens SET expires_at = now() - interval '1 minute'`);
      expect(
        (await postJson(`${server.url}/api/auth/set-password`, { token, password: PASSWORD }, { origin }))
          .status,
      ).toBe(410);
    });

    it('staff work leads and consultations but cannot erase, invite, read the audit log or export a subject', async () => {
      expect((await call('/api/admin/leads', { cookie: staff })).status).toBe(200);
      expect((await call('/api/admin/consultations', { cookie: staff })).status).toBe(200);
      expect((await call('/api/admin/users', { cookie: staff })).status).toBe(200);
      expect(
        (
          await call('/api/admin/erase', {
            method: 'POST',
            cookie: staff,
            body: '{"email":"carl@example.com"}',
          })
        ).status,
      ).toBe(403);
      expect(
        (await call('/api/admin/users', { method: 'POST', cookie: staff, body: '{"email":"x@example.com"}' }))
          .status,
      ).toBe(403);
      expect((await call('/api/admin/audit', { cookie: staff })).status).toBe(403);
      expect((await call('/api/admin/subject?email=carl@example.com', { cookie: staff })).status).toBe(403);
      expect((await call('/api/admin/outbox', { cookie: staff })).status).toBe(403);
    });

    it('a request has a reply-due time, a status, an owner and notes with author and time', async () => {
      const list = await (await call('/api/admin/consultations', { cookie: staff })).json();
      const item = list.items[0];
      expect(item).toMatchObject({ status: 'new', owner: null, notes: 0 });
      expect(Date.parse(item.replyDueAt)).toBeGreaterThan(Date.parse(item.createdAt));
      const patched = await call(`/api/admin/consultations/${item.id}`, {
        method: 'PATCH',
        cookie: staff,
        body: JSON.stringify({ status: 'contacted', ownerUserId: staffId }),
      });
      expect(patched.status, await patched.clone().text()).toBe(200);
      expect(await patched.json()).toMatchObject({
        status: 'contacted',
        owner: { id: staffId, email: 'sam@example.com' },
      });
      const wrong = await call(`/api/admin/consultations/${item.id}`, {
        method: 'PATCH',
        cookie: staff,
        body: '{"status":"lost"}',
      });
      expect(wrong.status).toBe(400);
      const noted = await call(`/api/admin/consultations/${item.id}/notes`, {
        method: 'POST',
        cookie: staff,
        body: '{"body":"Left a voicemail"}',
      });
      expect(noted.status).toBe(201);
      const detail = await noted.json();
      expect(detail.noteList[0]).toMatchObject({ author: 'sam@example.com', body: 'Left a voicemail' });
      expect(Date.parse(detail.noteList[0].createdAt)).not.toBeNaN();
      expect((await call('/api/admin/consultations/999999', { cookie: staff })).status).toBe(404);
    });

    it('an overdue request is counted and announced to the firm inbox exactly once', async () => {
      const { id } = (
        await postJson(`${server.url}/api/consultations`, {
          name: 'Olive Overdue',
          email: 'olive@example.com',
          phone: '020 7946 0002',
          preferredTime: 'afternoon',
          topic: 'fees',
          consent: true,
        })
      ).json;
      await db().query(
        `UPDATE consultations SET created_at = now() - interval '5 hours', reply_due_at = now() - interval '1 hour' WHERE id = $1`,
        [id],
      );
      const summary = await (await call('/api/admin/summary', { cookie: staff })).json();
      expect(summary.overdue).toBe(1);
      const first = await server.running.jobs.runOnce();
      const second = await server.running.jobs.runOnce();
      expect(first.overdue).toBe(1);
      expect(second.overdue).toBe(0);
      await eventually(
        () => transport.sent.some((m) => m.subject.startsWith('Overdue: consultation request')),
        'the overdue e-mail',
      );
      const overdueMails = transport.sent.filter(
        (m) => m.subject.includes(`#${id}`) && m.subject.startsWith('Overdue'),
      );
      expect(overdueMails).toHaveLength(1);
      expect(overdueMails[0]?.to.email).toBe(server.config.mail.firmInbox);
      const list = await (await call('/api/admin/consultations?status=overdue', { cookie: staff })).json();
      expect(list.items.map((i: { id: number }) => i.id)).toEqual([id]);
      expect(list.items[0].overdue).toBe(true);
    });

    it('exports leads and consultations with consent text, version, time and source, every cell quoted', async () => {
      const leads = await (await call('/api/admin/leads.csv', { cookie: staff })).text();
      const [head, row] = leads
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(head).toBe(
        '"Number","Name","E-mail","Pension pot (£)","Partner","Sent from page","Unlocked (UK time)","Unsubscribed (UK time)","E-mails sent","Consent text","Consent version","Consent given (UK time)","Consent given on"',
      );
      expect(row).toMatch(/^"\d+","Lena Lead","lena@example.com","250000",/);
      // the consent version and the time it was given, in UK time with its offset
      expect(row).toMatch(/"\d{4}-\d\d-\d\d","\d{4}-\d\d-\d\d \d\d:\d\d \+0[01]:00"/);
      expect(row?.split('","').length).toBe(13);
      const consultations = await (await call('/api/admin/consultations.csv', { cookie: staff })).text();
      expect(consultations).toContain(`"'=cmd|calc"`);
      expect(consultations).toContain('"Contacted"');
      // The note's own words with its author and UK time, the topic and best time in words.
      expect(consultations).toMatch(/"\d{4}-\d\d-\d\d \d\d:\d\d \+0[01]:00, [^"]+: [^"]+"/);
      expect(consultations).not.toMatch(/,"asap",|,"fees",/);
      expect(consultations.split('\r\n')[0]).toContain(
        '"Status","Overdue","Owner","Notes","Consent text","Consent version","Consent given (UK time)"',
      );
    });

    it('logs sign-ins, reads of one person, exports, changes and account changes, not list loads', async () => {
      const leads = await (await call('/api/admin/leads', { cookie: staff })).json();
      const lena = leads.items.find((l: { email: string }) => l.email === 'lena@example.com');
      expect((await call(`/api/admin/leads/${lena.id}`, { cookie: staff })).status).toBe(200);
      // An export searched by a person's address: the log keeps the address's hash only.
      expect((await call('/api/admin/leads.csv?q=lena@example.com', { cookie: staff })).status).toBe(200);
      expect((await call('/api/admin/leads.csv?q=Lena', { cookie: staff })).status).toBe(200);
      const res = await call('/api/admin/audit?pageSize=200', { cookie: admin });
      expect(res.status).toBe(200);
      const log = await res.json();
      expect(log.retentionMonths).toBe(36);
      const items: {
        action: string;
        user: string;
        target: string | null;
        detail: Record<string, unknown>;
      }[] = log.items;
      const actions = new Set(items.map((i) => i.action));
      for (const action of [
        'user.admin_granted',
        'user.invited',
        'user.password_set',
        'auth.signed_in',
        'lead.viewed',
        'consultation.status_changed',
        'consultation.owner_changed',
        'consultation.note_added',
        'leads.exported',
        'consultations.exported',
      ])
        expect(actions, action).toContain(action);
      for (const listLoad of ['leads.viewed', 'consultations.viewed', 'audit.viewed'])
        expect(actions, listLoad).not.toContain(listLoad);
      expect(items.find((i) => i.action === 'user.admin_granted')?.user).toMatch(/^command line/);
      expect(items.filter((i) => i.action === 'auth.signed_in').map((i) => i.user)).toEqual(
        expect.arrayContaining(['boss@example.com', 'sam@example.com']),
      );
      const exports = items.filter((i) => i.action === 'leads.exported').map((i) => i.detail.search);
      expect(exports).toEqual(
        expect.arrayContaining([expect.stringMatching(/^email-hash:/), 'text (not kept)']),
      );
      // No member of the public's address or name is in the log in clear.
      for (const person of ['lena@example.com', 'carl@example.com', 'Lena', 'Carl'])
        expect(JSON.stringify(items)).not.toContain(person);
    });

    it('logs a sign-out of the staff area', async () => {
      const again = cookieOf(
        await postJson(
          `${server.url}/api/auth/sign-in`,
          { email: 'sam@example.com', password: PASSWORD },
          { origin },
        ),
      );
      expect((await call('/api/auth/sign-out', { method: 'POST', cookie: again })).status).toBe(204);
      const rows = await db().query<{ user_email: string }>(
        `SELECT user_email FROM audit_log WHERE action = 'auth.signed_out'`,
      );
      expect(rows.map((r) => r.user_email)).toEqual(['sam@example.com']);
    });

    it('migration 007 removes list loads and search text that older versions logged', async () => {
      await db().query(
        `INSERT INTO audit_log (user_id, user_email, action, target, detail) VALUES
           (NULL, 'old@staff.example', 'leads.viewed', NULL, '{"q":"lena@example.com","page":1,"shown":1}'),
           (NULL, 'old@staff.example', 'consultations.viewed', NULL, '{"q":"","status":"","page":1}'),
           (NULL, 'old@staff.example', 'leads.exported', NULL, '{"q":"Lena Lead","rows":1}'),
           (NULL, 'old@staff.example', 'consultations.exported', NULL, '{"q":"","status":"","rows":2}')`,
      );
      const sql = readFileSync(
        join(import.meta.dirname, '../../server/db/migrations/007-audit-log-retention.sql'),
        'utf8',
      );
      // The same statements again, under another name (this database has 007 already).
      await migrate(server.running.ctx.db, [{ name: `007-again-${backend.name}`, sql }]);
      const rows = await db().query<{ action: string; detail: Record<string, unknown> }>(
        `SELECT action, detail FROM audit_log WHERE user_email = 'old@staff.example' ORDER BY id`,
      );
      expect(rows).toEqual([
        { action: 'leads.exported', detail: { rows: 1, search: 'text (not kept)' } },
        { action: 'consultations.exported', detail: { rows: 2, status: '', search: null } },
      ]);
    });

    it('gathers everything about an address as one JSON file, and erasure removes the same set', async () => {
      const res = await call('/api/admin/subject?email=carl@example.com', { cookie: admin });
      expect(res.headers.get('content-disposition')).toMatch(
        /^attachment; filename="subject-access-carl@example.com-/,
      );
      const body = await res.json();
      expect(body.consultations).toHaveLength(1);
      expect(body.consultations[0].notes[0].body).toBe('Left a voicemail');
      expect(body.consents.length).toBeGreaterThan(0);
      expect(body.emails.length).toBeGreaterThanOrEqual(2);
      const lena = await (await call('/api/admin/subject?email=lena@example.com', { cookie: admin })).json();
      // A partner is kept only for a registered partner's own page; none here.
      expect(lena.partners).toEqual([]);
      expect(lena.emails.length).toBe(5);
      const erased = await call('/api/admin/erase', {
        method: 'POST',
        cookie: admin,
        body: '{"email":"carl@example.com"}',
      });
      expect(erased.status).toBe(200);
      const after = await (await call('/api/admin/subject?email=carl@example.com', { cookie: admin })).json();
      expect([after.leads, after.consents, after.consultations, after.emails].map((a) => a.length)).toEqual([
        0, 0, 0, 0,
      ]);
      expect((await db().query('SELECT 1 FROM consultation_notes')).length).toBe(0);
      const audit = await (await call('/api/admin/audit', { cookie: admin })).json();
      const entry = audit.items.find((i: { action: string }) => i.action === 'subject.erased');
      expect(entry.target).toMatch(/^email-hash:/);
      expect(JSON.stringify(audit)).not.toContain('carl@example.com');
    });

    it('retention deletes back-dated leads, consents, requests and e-mails past their periods, and nothing newer', async () => {
      for (const [name, email] of [
        ['Old Lead', 'old@example.com'],
        ['New Lead', 'new@example.com'],
      ])
        await postJson(`${server.url}/api/leads`, { name, email, consent: true });
      await postJson(`${server.url}/api/consultations`, {
        name: 'Old Request',
        email: 'oldreq@example.com',
        phone: '020 7946 0003',
        preferredTime: 'morning',
        topic: 'fees',
        consent: true,
      });
      // The outbox worker sends the e-mails that are due now; back-dating a row while it is being
      // sent would be overwritten by the worker's own "sent now", so wait until it is idle.
      await eventually(
        async () =>
          (await db().query(`SELECT 1 FROM outbox WHERE status = 'pending' AND due_at <= now()`)).length ===
            0 &&
          ['old@example.com', 'new@example.com', 'oldreq@example.com'].every((to) =>
            transport.sent.some((m) => m.to.email === to),
          ),
        'the e-mails due now to be sent',
      );
      await db().query(
        `UPDATE leads SET created_at = now() - interval '25 months' WHERE email = 'old@example.com'`,
      );
      await db().query(
        `UPDATE outbox SET due_at = now() - interval '25 months', sent_at = now() - interval '25 months', status = 'sent'
        WHERE lead_id = (SELECT id FROM leads WHERE email = 'old@example.com')`,
      );
      // A lead signed up 25 months ago whose last e-mail went 23 months ago is kept.
      await db().query(
        `UPDATE leads SET created_at = now() - interval '25 months' WHERE email = 'new@example.com'`,
      );
      await db().query(
        `UPDATE outbox SET sent_at = now() - interval '23 months', due_at = now() - interval '23 months', status = 'sent'
        WHERE lead_id = (SELECT id FROM leads WHERE email = 'new@example.com')`,
      );
      await db().query(
        `UPDATE consultations SET created_at = now() - interval '25 months' WHERE email = 'oldreq@example.com'`,
      );
      // Two e-mail files: one sent 30 months ago (past the longest period), one today.
      const mailDir = join(server.config.dataDir, 'mail');
      mkdirSync(mailDir, { recursive: true });
      const oldFile = join(mailDir, 'retention-old.eml');
      const newFile = join(mailDir, 'retention-new.eml');
      writeFileSync(oldFile, 'To: old@example.com\r\n\r\nold');
      writeFileSync(newFile, 'To: new@example.com\r\n\r\nnew');
      const thirtyMonthsAgo = new Date(Date.now() - 30 * 31 * 24 * 3600 * 1000);
      utimesSync(oldFile, thirtyMonthsAgo, thirtyMonthsAgo);
      // Audit entries: two written 37 months ago go (RETENTION_AUDIT_MONTHS 36), one of 35 months stays.
      const auditIds = (await db().query<{ id: number }>('SELECT id FROM audit_log ORDER BY id LIMIT 3')).map(
        (r) => r.id,
      );
      await db().query(
        `UPDATE audit_log SET created_at = now() - interval '37 months' WHERE id = ANY($1::bigint[])`,
        [auditIds.slice(0, 2)],
      );
      await db().query(`UPDATE audit_log SET created_at = now() - interval '35 months' WHERE id = $1`, [
        auditIds[2],
      ]);
      const auditBefore = (await db().query('SELECT id FROM audit_log')).length;
      const plan = await retentionPlan(db(), server.config);
      expect(plan).toEqual({
        leads: 1,
        consents: 2,
        consultations: 1,
        notes: 0,
        figureReports: 0,
        emails: 7,
        files: 1,
        audit: 2,
      });
      // A dry run deletes nothing.
      expect(await retentionPlan(db(), server.config)).toEqual(plan);
      const done = await applyRetention(db(), server.config);
      expect(done).toEqual(plan);
      expect(existsSync(oldFile)).toBe(false);
      expect(existsSync(newFile)).toBe(true);
      const auditLeft = (await db().query<{ id: number }>('SELECT id FROM audit_log')).map((r) => r.id);
      expect(auditLeft).toHaveLength(auditBefore - 2);
      expect(auditLeft).toContain(auditIds[2]);
      expect(auditLeft).not.toContain(auditIds[0]);
      const left = await db().query<{ email: string }>('SELECT email FROM leads ORDER BY email');
      expect(left.map((l) => l.email)).toEqual(['lena@example.com', 'new@example.com']);
      expect(
        (await db().query(`SELECT 1 FROM consultations WHERE email = 'oldreq@example.com'`)).length,
      ).toBe(0);
      expect(await retentionPlan(db(), server.config)).toEqual({
        leads: 0,
        consents: 0,
        consultations: 0,
        notes: 0,
        figureReports: 0,
        emails: 0,
        files: 0,
        audit: 0,
      });
      const shorter = { ...server.config, retention: { ...server.config.retention, leadMonths: 1 } };
      expect((await retentionPlan(db(), shorter)).leads).toBe(1);
      const shorterAudit = { ...server.config, retention: { ...server.config.retention, auditMonths: 34 } };
      expect((await retentionPlan(db(), shorterAudit)).audit).toBe(1);
    });

    it('sends the ebook to anyone who asks, and stores a lead and consent only when the series box is ticked', async () => {
      const bad = await postJson(`${server.url}/api/ebook-requests`, { name: '', email: 'x' });
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.json.error.fields).sort()).toEqual(['email', 'name']);
      const plain = await postJson(`${server.url}/api/ebook-requests`, {
        name: 'Ed Reader',
        email: 'ed@example.com',
      });
      expect(plain.status).toBe(201);
      expect(plain.json).toEqual({ ok: true, series: false });
      expect(await db().query(`SELECT 1 FROM leads WHERE email = 'ed@example.com'`)).toHaveLength(0);
      expect(
        await db().query(
          `SELECT 1 FROM consents c JOIN leads l ON l.id = c.lead_id WHERE l.email = 'ed@example.com'`,
        ),
      ).toHaveLength(0);
      await eventually(
        () =>
          transport.sent.some(
            (m) => m.to.email === 'ed@example.com' && m.text.includes('/downloads/drawdown-guide.pdf'),
          ),
        'the guide e-mail',
      );
      const joined = await postJson(`${server.url}/api/ebook-requests`, {
        name: 'Jo Joiner',
        email: 'jo@example.com',
        seriesConsent: true,
      });
      expect(joined.json).toEqual({ ok: true, series: true });
      const consents = await db().query<{ purpose: string }>(
        `SELECT c.purpose FROM consents c JOIN leads l ON l.id = c.lead_id WHERE l.email = 'jo@example.com'`,
      );
      expect(consents.map((c) => c.purpose)).toEqual(['email-series']);
    });
  },
);
