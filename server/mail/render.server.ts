import { BRAND } from '../../widget/core/brand.ts';
import { formatGBP } from '../../widget/core/money.ts';
import { replyDueOnDate } from '../../widget/core/opening-hours.ts';
import { PROVIDERS } from '../../widget/core/providers.ts';
import { rankProviders } from '../../widget/core/rank.ts';
import { STANDARD_PLAN_WORDS } from '../../widget/core/scenario.ts';
import { withAccessToken } from '../access/access-link.server.ts';
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

/**
 * Whether a name may be shown in an e-mail from our domain: anyone can type anything as their
 * name and an address to send it to, so a "name" holding a link, an address or markup (say
 * `https://evil.test/claim-your-refund Smith`) would make our e-mail carry their message.
 */
export function isPresentableName(name: string): boolean {
  if (/[<>@/\\{}[\]=:;|]|www\./i.test(name)) return false;
  // A domain-like word: letters or digits, a dot, two or more letters (evil.test, bit.ly).
  return !/[\p{L}\d-]\.\p{L}{2,}/u.test(name);
}

/** The first name to greet with, or '' for the neutral greeting. */
export function greetingName(name: string): string {
  if (!isPresentableName(name)) return '';
  const first = name.trim().split(/\s+/)[0] ?? '';
  return first.length <= 40 && /^\p{L}[\p{L}\p{M}'’.-]*$/u.test(first) ? first : '';
}

/** The recipient's display name in the To header: their name, or none. */
export function displayName(name: string): string {
  return isPresentableName(name) ? name.trim() : '';
}

export const FIRM_LINES = [BRAND.guidanceOnly, BRAND.tradingStyleStatement];

export function contactLine(): string {
  return `Call ${BRAND.phoneDisplay} (${BRAND.phoneHours}) or e-mail ${BRAND.contactEmail}.`;
}

export function layoutHtml(title: string, bodyHtml: string, footerHtml: string): string {
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
  /** The pot the visitor entered when they unlocked, if any (the first e-mail shows their top three). */
  potSize?: number | null;
  /**
   * A signed, expiring token (server/access/access-link.server.ts) added to every link that opens
   * a ranking made for the visitor, so it shows the names in whatever browser opens it.
   */
  accessToken?: string;
}

/** Site pages that rank providers for the visitor's own pot or plan (their names are gated). */
const RANKING_PATHS = ['/', '/pension-drawdown-calculator', '/find-provider', '/fees-and-charges'];

function isRankingPath(path: string): boolean {
  const bare = path.replace(/[?#].*$/, '') || '/';
  return RANKING_PATHS.includes(bare);
}

/** The visitor's own comparison in the first e-mail: their three cheapest, or why there is none. */
export type Comparison =
  | {
      kind: 'top-three';
      heading: string;
      rows: { position: number; name: string; cost: string }[];
      note: string;
    }
  | { kind: 'no-pot'; heading: string; text: string };

const BUTTON =
  'display:inline-block;background:#0f766e;color:#ffffff;text-decoration:none;font-weight:700;padding:14px 22px;border-radius:8px';
const BUTTON_OUTLINE =
  'display:inline-block;background:#ffffff;color:#0b2545;text-decoration:none;font-weight:700;padding:12px 20px;border-radius:8px;border:2px solid #0b2545';

/**
 * The three cheapest providers for the visitor's pot, ranked as the site ranks them (providers
 * with no published tariff are never among them), or a plain statement that no pot was given.
 *
 * @example comparisonFor(250000).kind // 'top-three'
 */
export function comparisonFor(potSize: number | null | undefined): Comparison {
  if (potSize === null || potSize === undefined || !(potSize > 0)) {
    return {
      kind: 'no-pot',
      heading: 'Your comparison',
      text: 'You did not enter a pension pot, so we cannot show your own top three here. Enter your pot on our comparison to see what every provider would charge you a year, cheapest first.',
    };
  }
  const rows = rankProviders(PROVIDERS, potSize)
    .shown.filter((entry) => entry.cost !== null)
    .slice(0, 3)
    .map((entry, index) => ({
      position: index + 1,
      name: entry.provider.name,
      cost: `${formatGBP(entry.cost as number)} a year`,
    }));
  return {
    kind: 'top-three',
    heading: `Your top three for a ${formatGBP(potSize)} pot`,
    rows,
    note: `${STANDARD_PLAN_WORDS} Cheapest first, the same figures as our comparison for this pot. The comparison shows all the providers and how each cost is worked out.`,
  };
}

/**
 * One e-mail of the series as text and HTML, with the firm details, the unsubscribe link and the
 * RFC 8058 one-click List-Unsubscribe headers.
 */
export function renderSeriesEmail(input: SeriesRenderInput): OutgoingMail {
  const email = SERIES.find((e) => e.step === input.step) as SeriesEmail | undefined;
  if (!email) throw new RangeError(`No e-mail ${input.step} in the series`);
  const greeting = `Hello ${greetingName(input.name) || 'there'},`;
  const unlocking = (path: string) => {
    const url = `${input.publicUrl}${path}`;
    return input.accessToken && isRankingPath(path) ? withAccessToken(url, input.accessToken) : url;
  };
  const actionUrl = unlocking(email.action.path);
  const subject = `${input.isTest ? '[Test] ' : ''}${email.subject}`;
  const position = `E-mail ${email.step} of ${SERIES.length} in the Drawdown Compare series`;
  const why = input.isTest
    ? 'This is a test of the e-mail series, sent from the Drawdown Compare admin area.'
    : `You are getting this because you asked for ${SERIES.length} e-mails over 2 weeks when you used Drawdown Compare.`;

  const comparison = email.comparison ? comparisonFor(input.potSize) : null;
  // Their own pot in the link: the comparison opens ranked for it, each provider with its receipt
  // ("How we worked out this cost"), so the e-mail's figures can be checked line by line.
  const comparisonUrl = unlocking(
    comparison?.kind === 'top-three'
      ? `/?pot=${Math.round(input.potSize as number)}#compare`
      : '/#calculator',
  );
  const consultationUrl = `${input.publicUrl}/contact`;
  const consultationLabel = `Book a free ${BRAND.consultation.minutes}-minute consultation`;
  const comparisonText = comparison
    ? [
        comparison.heading,
        '',
        ...(comparison.kind === 'top-three'
          ? [
              ...comparison.rows.map((row) => `${row.position}. ${row.name}: ${row.cost}`),
              '',
              comparison.note,
            ]
          : [comparison.text]),
        `See the comparison: ${comparisonUrl}`,
        '',
        ...(email.afterComparison ?? []).flatMap((p) => [p, '']),
      ]
    : [];

  const text = [
    greeting,
    '',
    ...email.intro.flatMap((p) => [p, '']),
    ...comparisonText,
    ...email.facts.flatMap((f) => [`* ${f.label} (${f.appliesTo}): ${f.summary}`, '']),
    FACTS_NOTE,
    '',
    ...email.outro.flatMap((p) => [p, '']),
    `${email.action.label}: ${actionUrl}`,
    `${consultationLabel}: ${consultationUrl}`,
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
  const comparisonHtml = comparison
    ? [
        `<h2 style="margin:8px 0 12px;font-size:20px;color:#0b2545">${escapeHtml(comparison.heading)}</h2>`,
        comparison.kind === 'top-three'
          ? `<table cellpadding="0" cellspacing="0" style="width:100%;border-collapse:collapse;margin:0 0 12px">${comparison.rows
              .map(
                (row) =>
                  `<tr><th align="left" scope="row" style="padding:10px 8px;border-bottom:1px solid #d8dee8;font-weight:700">${row.position}. ${escapeHtml(row.name)}</th><td align="right" style="padding:10px 8px;border-bottom:1px solid #d8dee8;white-space:nowrap">${escapeHtml(row.cost)}</td></tr>`,
              )
              .join(
                '',
              )}</table>${`<p style="margin:0 0 16px;font-size:16px;color:#334155">${escapeHtml(comparison.note)}</p>`}`
          : p(comparison.text),
        `<p style="margin:0 0 24px"><a href="${escapeHtml(comparisonUrl)}" style="${BUTTON_OUTLINE}">See the comparison</a></p>`,
        ...(email.afterComparison ?? []).map(p),
      ]
    : [];
  const bodyHtml = [
    p(greeting),
    ...email.intro.map(p),
    ...comparisonHtml,
    `<ul style="margin:0 0 16px;padding-left:22px">${email.facts
      .map(
        (f) =>
          `<li style="margin:0 0 12px"><strong>${escapeHtml(f.label)}</strong> (${escapeHtml(f.appliesTo)}): ${escapeHtml(f.summary)}</li>`,
      )
      .join('')}</ul>`,
    `<p style="margin:0 0 16px;font-size:16px;color:#334155">${escapeHtml(FACTS_NOTE)}</p>`,
    ...email.outro.map(p),
    `<p style="margin:24px 0 12px"><a href="${escapeHtml(actionUrl)}" style="${BUTTON}">${escapeHtml(email.action.label)}</a></p>`,
    `<p style="margin:0 0 24px"><a href="${escapeHtml(consultationUrl)}" style="${BUTTON_OUTLINE}">${escapeHtml(consultationLabel)}</a></p>`,
    p(`Best wishes, the ${BRAND.productName} team`),
  ].join('\n');
  const footerHtml = [
    `<p style="margin:0 0 8px">${escapeHtml(position)}. ${escapeHtml(why)}</p>`,
    ...FIRM_LINES.map((l) => `<p style="margin:0 0 8px">${escapeHtml(l)}</p>`),
    `<p style="margin:0 0 8px">${escapeHtml(contactLine())}</p>`,
    `<p style="margin:0"><a href="${escapeHtml(input.unsubscribeUrl)}" style="color:#0b2545">Unsubscribe from these e-mails</a> (one click, no questions).</p>`,
  ].join('\n');

  return {
    to: { email: input.email, name: displayName(input.name) },
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
  /** When the reply is due (consultations.reply_due_at), as staff see it. */
  replyDueAt?: Date;
}

/** The acknowledgement to the visitor who asked for a consultation. */
export function renderConsultationAck(input: ConsultationMailInput): OutgoingMail {
  const subject = 'We have your consultation request';
  const lines = [
    `Hello ${greetingName(input.name) || 'there'},`,
    `Thank you for asking for a free ${BRAND.consultation.minutes}-minute consultation. There is no obligation.`,
    input.replyDueAt
      ? `We will respond ${replyDueOnDate(input.replyDueAt)} (UK time): within ${BRAND.consultation.responseWithinHours} hours of our phone hours, ${BRAND.phoneHours}.`
      : `We will respond within ${BRAND.consultation.responseWithinHours} hours during our phone hours, ${BRAND.phoneHours}. If you asked outside those hours, we will respond within ${BRAND.consultation.responseWithinHours} hours of opening.`,
    `You asked us to call about: ${input.topic}. Best time: ${input.preferredTime}. We will call ${input.phone}.`,
    `If anything is wrong, reply to this e-mail or call ${BRAND.phoneDisplay}.`,
    `Best wishes, the ${BRAND.productName} team`,
  ];
  const footer = [...FIRM_LINES, contactLine()];
  return {
    to: { email: input.email, name: displayName(input.name) },
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

/**
 * One consultation request in the staff area (/staff, which admins and staff can both open).
 *
 * @example staffRequestUrl('https://x.test', 12) // 'https://x.test/staff?request=12#requested'
 */
export function staffRequestUrl(publicUrl: string, id: number): string {
  return `${publicUrl}/staff?request=${id}#requested`;
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
  const respondBy = input.replyDueAt
    ? `Respond ${replyDueOnDate(input.replyDueAt)} (UK time): ${BRAND.consultation.responseWithinHours} hours in phone hours (${BRAND.phoneHours}).`
    : `Respond within ${BRAND.consultation.responseWithinHours} hours (phone hours ${BRAND.phoneHours}).`;
  // The staff area, which admins and staff can both open, on this one request (not /admin,
  // which sends staff away).
  const requestUrl = staffRequestUrl(input.publicUrl, input.id);
  return {
    to: { email: firmInbox, name: BRAND.productName },
    subject,
    text: [
      respondBy,
      '',
      ...rows.map(([k, v]) => `${k}: ${v}`),
      '',
      `Open the request in the staff area: ${requestUrl}`,
    ].join('\n'),
    html: layoutHtml(
      subject,
      `<p style="margin:0 0 16px">${escapeHtml(respondBy)}</p><table role="presentation" cellpadding="6">${rows
        .map(
          ([k, v]) =>
            `<tr><th align="left" valign="top">${escapeHtml(k)}</th><td style="white-space:pre-wrap">${escapeHtml(v)}</td></tr>`,
        )
        .join(
          '',
        )}</table><p style="margin:16px 0 0"><a href="${escapeHtml(requestUrl)}" style="${BUTTON}">Open the request in the staff area</a></p>`,
      `<p style="margin:0">${escapeHtml(BRAND.firmName)}</p>`,
    ),
    headers: { 'Reply-To': input.email },
    reference: `consultation-notice-${input.id}`,
  };
}

/** UK wall-clock time for staff e-mails (the server may use Intl; the browser code may not). */
function ukTime(date: Date): string {
  return date.toLocaleString('en-GB', {
    timeZone: 'Europe/London',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
}

/** One e-mail to the firm's inbox when a consultation request passes its reply-due time unanswered. */
export function renderConsultationOverdue(
  input: ConsultationMailInput & { receivedAt: Date; replyDueAt: Date },
  firmInbox: string,
): OutgoingMail {
  const subject = `Overdue: consultation request #${input.id} from ${input.name}`;
  const lines = [
    `The reply to consultation request #${input.id} was due by ${ukTime(input.replyDueAt)} and the request is still marked New.`,
    `Received ${ukTime(input.receivedAt)}. Call ${input.name} on ${input.phone} (best time: ${input.preferredTime}), then set the status in the staff area.`,
    `Open the request in the staff area: ${staffRequestUrl(input.publicUrl, input.id)}`,
  ];
  return {
    to: { email: firmInbox, name: BRAND.productName },
    subject,
    text: lines.join('\n\n'),
    html: layoutHtml(
      subject,
      lines.map((l) => `<p style="margin:0 0 16px">${escapeHtml(l)}</p>`).join('\n'),
      `<p style="margin:0">${escapeHtml(BRAND.firmName)}</p>`,
    ),
    headers: { 'Reply-To': input.email },
    reference: `consultation-overdue-${input.id}`,
  };
}

/** The invitation to a new member of staff, with the one-time link to choose a password. */
export function renderStaffInvite(input: {
  email: string;
  url: string;
  invitedBy: string;
  hours: number;
  reference: string;
}): OutgoingMail {
  const subject = `You have been invited to the ${BRAND.productName} staff area`;
  const lines = [
    `${input.invitedBy || 'An admin'} has given you a staff account for ${BRAND.productName}, to work the leads and consultation requests.`,
    `Choose your password here (the link works once and for ${input.hours} hours): ${input.url}`,
    'If you were not expecting this, ignore this e-mail: nothing happens until the link is used.',
  ];
  return {
    to: { email: input.email, name: '' },
    subject,
    text: lines.join('\n\n'),
    html: layoutHtml(
      subject,
      [
        `<p style="margin:0 0 16px">${escapeHtml(lines[0] as string)}</p>`,
        `<p style="margin:0 0 16px"><a href="${escapeHtml(input.url)}" style="color:#0b5cad">Choose your password</a> (the link works once and for ${input.hours} hours).</p>`,
        `<p style="margin:0 0 16px">${escapeHtml(lines[2] as string)}</p>`,
      ].join('\n'),
      `<p style="margin:0">${escapeHtml(BRAND.firmName)}</p>`,
    ),
    headers: {},
    reference: input.reference,
  };
}

/** The free guide to whoever asked for it (no marketing: the series is a separate choice). */
export function renderEbookDelivery(input: {
  name: string;
  email: string;
  url: string;
  reference: string;
}): OutgoingMail {
  const subject = 'Your free guide to pension drawdown';
  const lines = [
    `Hello ${greetingName(input.name) || 'there'},`,
    `Here is the guide you asked for: ${input.url}`,
    BRAND.guidanceOnly,
    `Best wishes, the ${BRAND.productName} team`,
  ];
  const footer = [...FIRM_LINES, contactLine()];
  return {
    to: { email: input.email, name: displayName(input.name) },
    subject,
    text: [...lines.flatMap((l) => [l, '']), '--', ...footer].join('\n'),
    html: layoutHtml(
      subject,
      [
        `<p style="margin:0 0 16px">${escapeHtml(lines[0] as string)}</p>`,
        `<p style="margin:0 0 16px"><a href="${escapeHtml(input.url)}" style="color:#0b5cad">Download the guide (PDF)</a></p>`,
        `<p style="margin:0 0 16px">${escapeHtml(lines[2] as string)}</p>`,
        `<p style="margin:0 0 16px">${escapeHtml(lines[3] as string)}</p>`,
      ].join('\n'),
      footer.map((l) => `<p style="margin:0 0 8px">${escapeHtml(l)}</p>`).join('\n'),
    ),
    headers: {},
    reference: input.reference,
  };
}

/**
 * The acknowledgement to a visitor who reported a wrong figure and gave an e-mail address. Anyone
 * can type anyone's address, so it carries none of the reporter's own words (they could be a
 * stranger's message, links and phone numbers included): only the provider's name, from our list,
 * and that we have the report.
 */
export function renderFigureReportAck(input: {
  email: string;
  /** The provider's name as our list has it. */
  provider: string;
  publicUrl: string;
  reference: string;
}): OutgoingMail {
  const subject = 'Thank you for reporting a figure';
  const lines = [
    'Hello,',
    `Thank you: we have your report about a figure for ${input.provider} on ${BRAND.productName}.`,
    'We check every report against the provider’s own pages. If the figure was wrong, we correct it and list the change, with its source, on our public list of changes. We do not publish your name or e-mail address.',
    `All changes to our figures: ${input.publicUrl}/changes`,
    `Best wishes, the ${BRAND.productName} team`,
  ];
  const footer = [...FIRM_LINES, contactLine()];
  return {
    to: { email: input.email, name: '' },
    subject,
    text: [...lines.flatMap((l) => [l, '']), '--', ...footer].join('\n'),
    html: layoutHtml(
      subject,
      lines.map((l) => `<p style="margin:0 0 16px;white-space:pre-line">${escapeHtml(l)}</p>`).join('\n'),
      footer.map((l) => `<p style="margin:0 0 8px">${escapeHtml(l)}</p>`).join('\n'),
    ),
    headers: {},
    reference: input.reference,
  };
}
