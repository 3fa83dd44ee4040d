import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.server.ts';
import {
  ERASE_ADDRESS_KINDS,
  type KindContext,
  OUTBOX_KIND,
  OUTBOX_KINDS,
  type OutboxKind,
  type OutboxRow,
  outboxKind,
} from './outbox-kinds.server.ts';
import type { OutgoingMail } from './render.server.ts';

const config = loadConfig({ PUBLIC_URL: 'https://drawdowncompare.example', FIRM_INBOX: 'firm@example.com' });
const withBrevo = loadConfig({ PUBLIC_URL: 'https://drawdowncompare.example', BREVO_API_KEY: 'key' });
const ctx: KindContext = { config, accessSecret: 'secret', now: new Date('2026-11-25T10:00:00Z') };

/** A claimed row as the worker's claim returns it: a lead's and a consultation's columns filled in. */
function sampleRow(kind: OutboxKind, change: Partial<OutboxRow> = {}): OutboxRow {
  return {
    id: 42,
    kind,
    lead_id: 7,
    consultation_id: 9,
    to_email: 'margaret@example.co.uk',
    to_name: 'Margaret Jones',
    step: 2,
    is_test: false,
    attempts: 1,
    token: 'unsub-token',
    pot_size: 250_000,
    partner: 'acme',
    source: '/compare',
    c_phone: '01234 567890',
    c_preferred_time: 'morning',
    c_topic: 'fees',
    c_message: 'Please call me.',
    c_name: 'Margaret Jones',
    c_email: 'margaret@example.co.uk',
    c_created_at: '2026-11-24T09:00:00Z',
    c_reply_due_at: '2026-11-24T17:00:00Z',
    payload: {
      token: 'invite-token',
      invitedBy: 'admin@example.com',
      provider: 'Acme Pensions',
      partnerId: 'pension-pages.example',
      name: 'Pension Pages',
      site: 'https://pension-pages.example',
      email: 'editor@pension-pages.example',
      snippet: '<drawdown-compare partner="pension-pages.example"></drawdown-compare>',
      reportUrl: 'https://example.test/partners/report/secret',
    },
    created_at: '2026-11-24T09:00:00Z',
    ...change,
  };
}

const KINDS = Object.keys(OUTBOX_KINDS) as OutboxKind[];

describe('the outbox kinds', () => {
  it.each(KINDS)('%s builds what it sends from a sample row', (name) => {
    const kind = OUTBOX_KINDS[name];
    const row = sampleRow(name);
    const built = kind.build(row, ctx);
    if (kind.send === 'mail') {
      const mail = built as OutgoingMail;
      expect(mail.subject.length).toBeGreaterThan(0);
      expect(mail.text.length).toBeGreaterThan(0);
      // Named by the row, or by the consultation request it is about.
      expect(mail.reference).toMatch(new RegExp(`^${name}-(42|9)$`));
      expect(mail.to.email).toMatch(/@/);
    } else {
      expect(built).toMatchObject({ op: expect.any(String) });
      expect(JSON.stringify(built)).toContain(row.to_email);
    }
  });

  it.each(KINDS)('%s is sent as it stands when nothing cancels it', (name) => {
    const kind = outboxKind(name);
    expect(kind?.cancelIf?.(sampleRow(name), { ...ctx, config: withBrevo }) ?? false).toBe(false);
  });

  it('each kind is named by itself, and a stored name the table lacks has no rules', () => {
    for (const name of KINDS) expect(OUTBOX_KIND[name]).toBe(name);
    expect(outboxKind('no-such-kind')).toBeUndefined();
    expect(outboxKind('toString')).toBeUndefined();
  });

  it('cancels a series e-mail to a lead who unsubscribed or was erased, but not a test series', () => {
    const { series } = OUTBOX_KINDS;
    expect(series.cancelIf(sampleRow('series', { token: null }))).toBe(true);
    expect(series.cancelIf(sampleRow('series', { token: null, lead_id: null, is_test: true }))).toBe(false);
    const test = series.build(sampleRow('series', { token: null, is_test: true }), ctx);
    expect(test.text).toContain('/api/unsubscribe?token=test');
  });

  it('cancels an invite whose link was cleared, and an overdue notice of an erased request', () => {
    expect(OUTBOX_KINDS['staff-invite'].cancelIf(sampleRow('staff-invite', { payload: null }))).toBe(true);
    expect(
      OUTBOX_KINDS['staff-invite'].cancelIf(sampleRow('staff-invite', { payload: '{"token":"t"}' })),
    ).toBe(false);
    expect(
      OUTBOX_KINDS['consultation-overdue'].cancelIf(
        sampleRow('consultation-overdue', { consultation_id: null }),
      ),
    ).toBe(true);
  });

  it('cancels the Brevo calls, with a note, when Brevo is not configured', () => {
    for (const name of ['brevo-contact', 'brevo-unsubscribe', 'brevo-delete'] as const) {
      const kind = OUTBOX_KINDS[name];
      expect(kind.cancelIf(sampleRow(name), ctx)).toBe(true);
      expect(kind.cancelNote).toBe('Brevo is not configured');
    }
  });

  it('only an erasure’s Brevo call loses its address once sent', () => {
    expect(ERASE_ADDRESS_KINDS).toEqual(['brevo-delete']);
  });
});
