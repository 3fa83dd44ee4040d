import { CONSULTATION_TOPICS, PREFERRED_TIMES } from '../../widget/core/consultation.ts';
import { accessLinkToken } from '../access/access-link.server.ts';
import { INVITE_HOURS, setPasswordUrl } from '../auth/invites.server.ts';
import type { Config } from '../config.server.ts';
import {
  type PartnerMailPayload,
  renderPartnerApproved,
  renderPartnerSignUpNotice,
} from './partner-mail.server.ts';
import {
  type ConsultationMailInput,
  type OutgoingMail,
  renderConsultationAck,
  renderConsultationNotice,
  renderConsultationOverdue,
  renderEbookDelivery,
  renderFigureReportAck,
  renderSeriesEmail,
  renderStaffInvite,
} from './render.server.ts';
import {
  type BrevoContact,
  deleteBrevoContact,
  unsubscribeBrevoContact,
  upsertBrevoContact,
} from './transports.server.ts';

/**
 * The kinds of outbox row, in one table (decision 050): what each is built into, how it is sent,
 * and when it is cancelled instead. Every producer takes its kind's name from here (`OUTBOX_KIND`)
 * and passes it to SQL as a parameter, so a new kind is one entry below and a misspelt kind is a
 * type error.
 */

/** A claimed outbox row with what is needed to build its message (the worker's claim selects it). */
export interface OutboxRow {
  id: number;
  kind: string;
  lead_id: number | null;
  consultation_id: number | null;
  to_email: string;
  to_name: string;
  step: number;
  is_test: boolean;
  attempts: number;
  /** The lead's unsubscribe token; null once the lead unsubscribed (or was erased). */
  token: string | null;
  pot_size: number | null;
  partner: string | null;
  source: string | null;
  c_phone: string | null;
  c_preferred_time: string | null;
  c_topic: string | null;
  c_message: string | null;
  c_name: string | null;
  c_email: string | null;
  c_created_at: Date | string | null;
  c_reply_due_at: Date | string | null;
  payload: OutboxPayload | string | null;
  created_at: Date | string;
}

/** What a row's `payload` column may hold (each kind reads its own part). */
export interface OutboxPayload extends PartnerMailPayload {
  token?: string;
  invitedBy?: string;
  provider?: string;
}

/** What building a row may use besides the row. */
export interface KindContext {
  config: Config;
  /** Signs the e-mails' comparison links (decision 043). */
  accessSecret: string;
  now: Date;
}

/** A change to the Brevo contact list (the `brevo` send policy). */
export type BrevoAction =
  | { op: 'upsert'; contact: BrevoContact }
  | { op: 'unsubscribe'; email: string }
  | { op: 'delete'; email: string };

interface KindRules {
  /** True when the row is not to be sent after all; it is recorded as cancelled. */
  cancelIf?: (row: OutboxRow, ctx: KindContext) => boolean;
  /** The note recorded with such a cancel (none by default). */
  cancelNote?: string;
  /** Once sent, the row's address is replaced by "(erased)" (an erasure's last trace). */
  eraseAddressOnceSent?: boolean;
}

/** `mail`: an e-mail handed to the mail transport (file, SMTP or Brevo). */
export interface MailKind extends KindRules {
  send: 'mail';
  build: (row: OutboxRow, ctx: KindContext) => OutgoingMail;
}

/** `brevo`: a call to Brevo's contact API; cancelled when Brevo is not configured. */
export interface BrevoKind extends KindRules {
  send: 'brevo';
  build: (row: OutboxRow, ctx: KindContext) => BrevoAction;
}

export type OutboxKindSpec = MailKind | BrevoKind;

function payloadOf(row: OutboxRow): OutboxPayload {
  return (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) ?? {};
}

export function unsubscribeUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/api/unsubscribe?token=${encodeURIComponent(token)}`;
}

/** A consultation e-mail's facts: the request's own (joined) where it still exists, else the row's. */
function consultationInput(row: OutboxRow, publicUrl: string): ConsultationMailInput {
  return {
    id: row.consultation_id ?? 0,
    name: row.c_name ?? row.to_name,
    email: row.c_email ?? row.to_email,
    phone: row.c_phone ?? '',
    preferredTime:
      PREFERRED_TIMES[row.c_preferred_time as keyof typeof PREFERRED_TIMES] ?? row.c_preferred_time ?? '',
    topic: CONSULTATION_TOPICS[row.c_topic as keyof typeof CONSULTATION_TOPICS] ?? row.c_topic ?? '',
    message: row.c_message ?? '',
    publicUrl,
    ...(row.c_reply_due_at ? { replyDueAt: new Date(row.c_reply_due_at) } : {}),
  };
}

const brevoNotConfigured = {
  cancelIf: (_row: OutboxRow, ctx: KindContext) => !ctx.config.mail.brevo,
  cancelNote: 'Brevo is not configured',
};

export const OUTBOX_KINDS = {
  /** One e-mail of the five-part series to a lead (a test series goes to staff, with no lead). */
  series: {
    send: 'mail',
    cancelIf: (row) => !row.is_test && !row.token,
    build: (row, { config, accessSecret, now }) =>
      renderSeriesEmail({
        step: row.step,
        name: row.to_name,
        email: row.to_email,
        publicUrl: config.publicUrl,
        unsubscribeUrl: unsubscribeUrl(config.publicUrl, row.is_test ? 'test' : (row.token as string)),
        reference: `series-${row.id}`,
        isTest: row.is_test,
        potSize: row.pot_size,
        accessToken: accessLinkToken(accessSecret, now, config.accessLinks.days),
      }),
  },
  'ebook-delivery': {
    send: 'mail',
    build: (row, { config }) =>
      renderEbookDelivery({
        name: row.to_name,
        email: row.to_email,
        url: `${config.publicUrl}/downloads/drawdown-guide.pdf`,
        reference: `ebook-delivery-${row.id}`,
      }),
  },
  'staff-invite': {
    send: 'mail',
    // The link is cleared once sent; a row without it (resent after that) has nothing to say.
    cancelIf: (row) => !payloadOf(row).token,
    build: (row, { config }) => {
      const payload = payloadOf(row);
      return renderStaffInvite({
        email: row.to_email,
        url: setPasswordUrl(config.publicUrl, payload.token ?? ''),
        invitedBy: payload.invitedBy ?? '',
        hours: INVITE_HOURS,
        reference: `staff-invite-${row.id}`,
      });
    },
  },
  'consultation-ack': {
    send: 'mail',
    build: (row, { config }) => renderConsultationAck(consultationInput(row, config.publicUrl)),
  },
  'consultation-notice': {
    send: 'mail',
    build: (row, { config }) => ({
      ...renderConsultationNotice(consultationInput(row, config.publicUrl), config.mail.firmInbox),
      reference: `consultation-notice-${row.id}`,
    }),
  },
  /** To the firm's inbox: a request nobody answered in time (erased requests are not announced). */
  'consultation-overdue': {
    send: 'mail',
    cancelIf: (row) => !row.consultation_id,
    build: (row, { config }) =>
      renderConsultationOverdue(
        {
          ...consultationInput(row, config.publicUrl),
          receivedAt: new Date(row.c_created_at ?? row.created_at),
          replyDueAt: new Date(row.c_reply_due_at ?? row.created_at),
        },
        row.to_email,
      ),
  },
  'figure-report-ack': {
    send: 'mail',
    build: (row, { config }) =>
      renderFigureReportAck({
        email: row.to_email,
        // Rows queued before the acknowledgement stopped quoting them also hold the reporter's words: they are never sent.
        provider: String(payloadOf(row).provider ?? ''),
        publicUrl: config.publicUrl,
        reference: `figure-report-ack-${row.id}`,
      }),
  },
  /** To the firm's inbox: a publisher signed up at /partners and waits for approval (decision 047). */
  'partner-sign-up-notice': {
    send: 'mail',
    // The payload is cleared once sent; a row without it (resent after that) has nothing to say.
    cancelIf: (row) => !payloadOf(row).partnerId,
    build: (row, { config }) =>
      renderPartnerSignUpNotice(
        payloadOf(row),
        config.mail.firmInbox,
        config.publicUrl,
        `partner-sign-up-notice-${row.id}`,
      ),
  },
  /** To the publisher: approved, with the partner id, the snippet and the private report link. */
  'partner-approved': {
    send: 'mail',
    cancelIf: (row) => !payloadOf(row).partnerId,
    build: (row, { config }) =>
      renderPartnerApproved(payloadOf(row), row.to_email, config.publicUrl, `partner-approved-${row.id}`),
  },
  'brevo-contact': {
    send: 'brevo',
    ...brevoNotConfigured,
    build: (row) => ({
      op: 'upsert',
      contact: {
        email: row.to_email,
        name: row.to_name,
        potSize: row.pot_size,
        partner: row.partner,
        source: row.source,
      },
    }),
  },
  'brevo-unsubscribe': {
    send: 'brevo',
    ...brevoNotConfigured,
    build: (row) => ({ op: 'unsubscribe', email: row.to_email }),
  },
  /** An erased person's address is kept only until Brevo has deleted them too. */
  'brevo-delete': {
    send: 'brevo',
    ...brevoNotConfigured,
    eraseAddressOnceSent: true,
    build: (row) => ({ op: 'delete', email: row.to_email }),
  },
} as const satisfies Record<string, OutboxKindSpec>;

export type OutboxKind = keyof typeof OUTBOX_KINDS;

/** Each kind's name, for producers: `OUTBOX_KIND.series` is `'series'`, and a typo does not compile. */
export const OUTBOX_KIND = Object.fromEntries(Object.keys(OUTBOX_KINDS).map((name) => [name, name])) as {
  readonly [K in OutboxKind]: K;
};

/** The rules of a stored row's kind; undefined for a name the table does not have. */
export function outboxKind(name: string): OutboxKindSpec | undefined {
  return Object.hasOwn(OUTBOX_KINDS, name) ? OUTBOX_KINDS[name as OutboxKind] : undefined;
}

/** The kinds whose rows lose their address once sent (a parameter of the worker's record statement). */
export const ERASE_ADDRESS_KINDS: OutboxKind[] = (Object.keys(OUTBOX_KINDS) as OutboxKind[]).filter(
  (name) => (OUTBOX_KINDS[name] as OutboxKindSpec).eraseAddressOnceSent === true,
);

/** Carries out a Brevo action; returns the note recorded as the row's message id. */
export async function sendBrevo(
  brevo: NonNullable<Config['mail']['brevo']>,
  action: BrevoAction,
): Promise<string> {
  if (action.op === 'delete') {
    await deleteBrevoContact(brevo, action.email);
    return 'brevo-contact-deleted';
  }
  if (action.op === 'upsert') await upsertBrevoContact(brevo, action.contact);
  else await unsubscribeBrevoContact(brevo, action.email);
  return 'brevo-contact';
}
