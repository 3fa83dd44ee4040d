import { BRAND } from '../../widget/core/brand.ts';
import { FACTS_NOTE, SERIES, type SeriesEmail } from './series-content.server.ts';

/** A message ready for any transport. */
export interface OutgoingMail {
  to: { email: string; name: string };
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  /** Stable id for the outbox row, so a retry is recognisable downstream. */
  reference: string;
  /**
   * Set by the outbox: the same on every attempt at one row, unique across rows. It becomes the
   * Message-ID, so a resend after a crash is the same message, and the file transport's file name,
   * so a resend is not written twice.
   */
  deliveryKey?: string;
}

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

const FIRM_LINES = [BRAND.guidanceOnly, BRAND.tradingStyleStatement];

function contactLine(): string {
  return `Call ${BRAND.phoneDisplay} (${BRAND.phoneHours}) or e-mail ${BRAND.contactEmail}.`;
}

function layoutHtml(title: string, bodyHtml: string, footerHtml: string): string {
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#f5f7fa;color:#0b2545;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;font-size:18px;line-height:1.6">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f5f7fa"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:12px">
<tr><td style="padding:24px 28px 0;font-size:22px;font-weight:700;color:#0b2545">${escapeHtml(BRAND.productName)}</td></tr>
<tr><td style="padding:8px 28px 24px">${bodyHtml}</td></tr>
<tr><td style="padding:20px 28px;border-top:1px solid #d8dee8;font-size:16px;color:#334155">${footerHtml}</td></tr>
</table></td></tr></table></body></html>`;
}

export interface SeriesRenderInput {
  step: number;
  name: string;
  email: string;
  publicUrl: string;
  unsubscribeUrl: string;
  reference: string;
  isTest: boolean;
}

/**
 * One e-mail of the series as text and HTML, with the firm details, the unsubscribe link and the
 * RFC 8058 one-click List-Unsubscribe headers.
 */
export function renderSeriesEmail(input: SeriesRenderInput): OutgoingMail {
  const email = SERIES.find((e) => e.step === input.step) as SeriesEmail | undefined;
  if (!email) throw new RangeError(`No e-mail ${input.step} in the series`);
  const greeting = `Hello ${firstName(input.name) || 'there'},`;
  const actionUrl = `${input.publicUrl}${email.action.path}`;
  const subject = `${input.isTest ? '[Test] ' : ''}${email.subject}`;
  const position = `E-mail ${email.step} of ${SERIES.length} in the Drawdown Compare series`;
  const why = input.isTest
    ? 'This is a test of the e-mail series, sent from the Drawdown Compare admin area.'
    : `You are getting this because you asked for ${SERIES.length} e-mails over 2 weeks when you used Drawdown Compare.`;

  const text = [
    greeting,
    '',
    ...email.intro.flatMap((p) => [p, '']),
    ...email.facts.flatMap((f) => [`* ${f.label} (${f.appliesTo}): ${f.summary}`, '']),
    FACTS_NOTE,
    '',
    ...email.outro.flatMap((p) => [p, '']),
    `${email.action.label}: ${actionUrl}`,
    `Book a free consultation: ${input.publicUrl}/contact`,
    '',
    'Best wishes,',
    `The ${BRAND.productName} team`,
    '',
    '--',
    position,
    why,
    ...FIRM_LINES,
    contactLine(),
    `Unsubscribe: ${input.unsubscribeUrl}`,
  ].join('\n');

  const p = (t: string) => `<p style="margin:0 0 16px">${escapeHtml(t)}</p>`;
  const bodyHtml = [
    p(greeting),
    ...email.intro.map(p),
    `<ul style="margin:0 0 16px;padding-left:22px">${email.facts
      .map(
        (f) =>
          `<li style="margin:0 0 12px"><strong>${escapeHtml(f.label)}</strong> (${escapeHtml(f.appliesTo)}): ${escapeHtml(f.summary)}</li>`,
      )
      .join('')}</ul>`,
    `<p style="margin:0 0 16px;font-size:16px;color:#334155">${escapeHtml(FACTS_NOTE)}</p>`,
    ...email.outro.map(p),
    `<p style="margin:24px 0"><a href="${escapeHtml(actionUrl)}" style="display:inline-block;background:#0f766e;color:#ffffff;text-decoration:none;font-weight:700;padding:14px 22px;border-radius:8px">${escapeHtml(email.action.label)}</a></p>`,
    p(`Or book a free ${BRAND.consultation.minutes}-minute consultation: ${input.publicUrl}/contact`),
    p(`Best wishes, the ${BRAND.productName} team`),
  ].join('\n');
  const footerHtml = [
    `<p style="margin:0 0 8px">${escapeHtml(position)}. ${escapeHtml(why)}</p>`,
    ...FIRM_LINES.map((l) => `<p style="margin:0 0 8px">${escapeHtml(l)}</p>`),
    `<p style="margin:0 0 8px">${escapeHtml(contactLine())}</p>`,
    `<p style="margin:0"><a href="${escapeHtml(input.unsubscribeUrl)}" style="color:#0b2545">Unsubscribe from these e-mails</a> (one click, no questions).</p>`,
  ].join('\n');

  return {
    to: { email: input.email, name: input.name },
    subject,
    text,
    html: layoutHtml(subject, bodyHtml, footerHtml),
    headers: {
      'List-Unsubscribe': `<${input.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      'X-Drawdown-Compare-Step': String(email.step),
    },
    reference: input.reference,
  };
}

export interface ConsultationMailInput {
  id: number;
  name: string;
  email: string;
  phone: string;
  preferredTime: string;
  topic: string;
  message: string;
  publicUrl: string;
}

/** The acknowledgement to the visitor who asked for a consultation. */
export function renderConsultationAck(input: ConsultationMailInput): OutgoingMail {
  const subject = 'We have your consultation request';
  const lines = [
    `Hello ${firstName(input.name) || 'there'},`,
    `Thank you for asking for a free ${BRAND.consultation.minutes}-minute consultation. There is no obligation.`,
    `We will respond within ${BRAND.consultation.responseWithinHours} hours during our phone hours, ${BRAND.phoneHours}. If you asked outside those hours, we will respond within ${BRAND.consultation.responseWithinHours} hours of opening.`,
    `You asked us to call about: ${input.topic}. Best time: ${input.preferredTime}. We will call ${input.phone}.`,
    `If anything is wrong, reply to this e-mail or call ${BRAND.phoneDisplay}.`,
    `Best wishes, the ${BRAND.productName} team`,
  ];
  const footer = [...FIRM_LINES, contactLine()];
  return {
    to: { email: input.email, name: input.name },
    subject,
    text: [...lines.flatMap((l) => [l, '']), '--', ...footer].join('\n'),
    html: layoutHtml(
      subject,
      lines.map((l) => `<p style="margin:0 0 16px">${escapeHtml(l)}</p>`).join('\n'),
      footer.map((l) => `<p style="margin:0 0 8px">${escapeHtml(l)}</p>`).join('\n'),
    ),
    headers: {},
    reference: `consultation-ack-${input.id}`,
  };
}

/** The notice to the firm's inbox about a new consultation request. */
export function renderConsultationNotice(input: ConsultationMailInput, firmInbox: string): OutgoingMail {
  const subject = `New consultation request #${input.id}: ${input.topic}`;
  const rows: [string, string][] = [
    ['Name', input.name],
    ['E-mail', input.email],
    ['Phone', input.phone],
    ['Best time', input.preferredTime],
    ['Topic', input.topic],
    ['Message', input.message || '(none)'],
  ];
  const respondBy = `Respond within ${BRAND.consultation.responseWithinHours} hours (phone hours ${BRAND.phoneHours}).`;
  return {
    to: { email: firmInbox, name: BRAND.productName },
    subject,
    text: [respondBy, '', ...rows.map(([k, v]) => `${k}: ${v}`), '', `Admin: ${input.publicUrl}/admin`].join(
      '\n',
    ),
    html: layoutHtml(
      subject,
      `<p style="margin:0 0 16px">${escapeHtml(respondBy)}</p><table role="presentation" cellpadding="6">${rows
        .map(
          ([k, v]) =>
            `<tr><th align="left" valign="top">${escapeHtml(k)}</th><td style="white-space:pre-wrap">${escapeHtml(v)}</td></tr>`,
        )
        .join('')}</table>`,
      `<p style="margin:0">${escapeHtml(BRAND.firmName)}</p>`,
    ),
    headers: { 'Reply-To': input.email },
    reference: `consultation-notice-${input.id}`,
  };
}
