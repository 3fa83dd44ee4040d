import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config.server.ts';
import { displayName, type OutgoingMail } from './render.server.ts';

/** A transport failed to hand over a message; the outbox retries it with backoff. */
export class TransportError extends Error {
  override name = 'TransportError';
}

export interface MailTransport {
  readonly name: 'file' | 'smtp' | 'brevo';
  /** Hands the message over; resolves with the transport's message id. */
  send(mail: OutgoingMail): Promise<string>;
  close(): void;
}

export interface BrevoContact {
  email: string;
  name: string;
  potSize: number | null;
  partner: string | null;
  source: string | null;
}

function parseFrom(from: string): { name: string; email: string } {
  const m = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(from);
  return m ? { name: m[1] ?? '', email: m[2] ?? from } : { name: '', email: from.trim() };
}

/** The Message-ID of an outbox e-mail: the same on every attempt, so a resend is the same message. */
export function stableMessageId(mail: OutgoingMail, from: string): string | undefined {
  if (!mail.deliveryKey) return undefined;
  const domain = parseFrom(from).email.split('@')[1] || 'localhost';
  return `<${mail.reference.replace(/[^\w.-]/g, '_')}.${mail.deliveryKey}@${domain}>`;
}

/** The message for nodemailer; `messageId` is the caller's `stableMessageId`, computed once. */
function nodemailerMessage(mail: OutgoingMail, from: string, messageId: string | undefined) {
  const { 'Reply-To': replyTo, ...headers } = mail.headers;
  return {
    ...(messageId ? { messageId } : {}),
    from,
    to: { name: mail.to.name, address: mail.to.email },
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers,
    ...(replyTo ? { replyTo } : {}),
  };
}

/**
 * Default: each message as an .eml file under DATA_DIR/mail, so a new user can open them. An outbox
 * e-mail's file is named by its delivery key, and an attempt that finds the file already there (the
 * process was killed after writing it, before the outbox recorded it) does not write it again.
 */
export function createFileTransport(dir: string, from: string): MailTransport {
  mkdirSync(dir, { recursive: true });
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    name: 'file',
    async send(mail) {
      const reference = mail.reference.replace(/[^\w.-]/g, '_');
      const file = mail.deliveryKey
        ? join(dir, `${reference}-${mail.deliveryKey.replace(/[^\w.-]/g, '_')}.eml`)
        : join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${reference}.eml`);
      const messageId = stableMessageId(mail, from);
      if (messageId && existsSync(file)) return messageId;
      const info = await builder.sendMail(nodemailerMessage(mail, from, messageId));
      writeFileSync(`${file}.tmp`, info.message as Buffer);
      renameSync(`${file}.tmp`, file);
      return info.messageId;
    },
    close() {
      builder.close();
    },
  };
}

/** SMTP through nodemailer (SMTP_URL, e.g. smtps://user:pass@smtp.example.com:465). */
export function createSmtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    name: 'smtp',
    async send(mail) {
      try {
        const info = await transporter.sendMail(nodemailerMessage(mail, from, stableMessageId(mail, from)));
        return info.messageId;
      } catch (error) {
        throw new TransportError(
          `SMTP send failed: ${error instanceof Error ? error.message : String(error)}`,
          { cause: error },
        );
      }
    },
    close() {
      transporter.close();
    },
  };
}

async function brevoRequest(
  apiUrl: string,
  apiKey: string,
  path: string,
  body: unknown,
  method: 'POST' | 'DELETE' = 'POST',
  acceptStatus: readonly number[] = [],
): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(`${apiUrl}${path}`, {
      method,
      headers: { 'api-key': apiKey, 'content-type': 'application/json', accept: 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(15_000),
    });
  } catch (error) {
    throw new TransportError(
      `Brevo ${path} unreachable: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  }
  const text = await response.text();
  if (!response.ok && !acceptStatus.includes(response.status))
    throw new TransportError(`Brevo ${path} answered ${response.status}: ${text.slice(0, 200)}`);
  try {
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Brevo's transactional e-mail API (POST /smtp/email). */
export function createBrevoTransport(brevo: { apiKey: string; apiUrl: string }, from: string): MailTransport {
  const sender = parseFrom(from);
  return {
    name: 'brevo',
    async send(mail) {
      const { 'Reply-To': replyTo, ...headers } = mail.headers;
      const result = await brevoRequest(brevo.apiUrl, brevo.apiKey, '/smtp/email', {
        sender,
        to: [{ email: mail.to.email, name: mail.to.name }],
        subject: mail.subject,
        htmlContent: mail.html,
        textContent: mail.text,
        headers,
        ...(replyTo ? { replyTo: { email: replyTo } } : {}),
      });
      return String(result.messageId ?? mail.reference);
    },
    close() {},
  };
}

/**
 * Adds or updates the contact in Brevo with its attributes (and list, when BREVO_LIST_ID is set).
 *
 * @example await upsertBrevoContact(config.mail.brevo, { email, name, potSize: 250000, partner: null, source: '/' });
 */
export async function upsertBrevoContact(
  brevo: { apiKey: string; apiUrl: string; listId: number | undefined },
  contact: BrevoContact,
): Promise<void> {
  // Brevo's own e-mails greet with FIRSTNAME: a name holding a link or markup is not passed on.
  const [first, ...rest] = displayName(contact.name).split(/\s+/);
  await brevoRequest(brevo.apiUrl, brevo.apiKey, '/contacts', {
    email: contact.email,
    attributes: {
      FIRSTNAME: first ?? '',
      LASTNAME: rest.join(' '),
      ...(contact.potSize !== null ? { POT_SIZE: contact.potSize } : {}),
      ...(contact.partner ? { PARTNER: contact.partner } : {}),
      ...(contact.source ? { SOURCE: contact.source } : {}),
    },
    ...(brevo.listId !== undefined ? { listIds: [brevo.listId] } : {}),
    updateEnabled: true,
  });
}

/** Marks the contact as unsubscribed in Brevo too. */
export async function unsubscribeBrevoContact(
  brevo: { apiKey: string; apiUrl: string },
  email: string,
): Promise<void> {
  await brevoRequest(brevo.apiUrl, brevo.apiKey, '/contacts', {
    email,
    emailBlacklisted: true,
    updateEnabled: true,
  });
}

/**
 * Deletes the contact from Brevo (erasure). A contact Brevo does not have (404) is already gone.
 */
export async function deleteBrevoContact(
  brevo: { apiKey: string; apiUrl: string },
  email: string,
): Promise<void> {
  await brevoRequest(
    brevo.apiUrl,
    brevo.apiKey,
    `/contacts/${encodeURIComponent(email)}?identifierType=email_id`,
    undefined,
    'DELETE',
    [404],
  );
}

export function createTransport(config: Config): MailTransport {
  const { mail } = config;
  if (mail.transport === 'smtp' && mail.smtpUrl) return createSmtpTransport(mail.smtpUrl, mail.from);
  if (mail.transport === 'brevo' && mail.brevo) return createBrevoTransport(mail.brevo, mail.from);
  return createFileTransport(join(config.dataDir, 'mail'), mail.from);
}
