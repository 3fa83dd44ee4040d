import { BRAND } from '../../widget/core/brand.ts';
import { contactLine, escapeHtml, FIRM_LINES, layoutHtml, type OutgoingMail } from './render.server.ts';

/**
 * The e-mails of a publisher's sign-up (decision 047): the notice to the firm's inbox, and the
 * approval to the publisher with its partner id, snippet and report link. Their outbox rows carry
 * what they say in `payload`, which the outbox clears once sent (the report link is a secret).
 */

export interface PartnerMailPayload {
  partnerId?: string;
  name?: string;
  site?: string;
  email?: string;
  snippet?: string;
  reportUrl?: string;
}

const P = '<p style="margin:0 0 16px">';

/** The notice to the firm's inbox: a publisher signed up and waits for approval. */
export function renderPartnerSignUpNotice(
  payload: PartnerMailPayload,
  firmInbox: string,
  publicUrl: string,
  reference: string,
): OutgoingMail {
  const subject = `New partner sign-up: ${payload.site ?? ''}`;
  const rows: [string, string][] = [
    ['Name', payload.name ?? ''],
    ['Site', payload.site ?? ''],
    ['E-mail', payload.email ?? ''],
    ['Partner id if approved', payload.partnerId ?? ''],
  ];
  const adminUrl = `${publicUrl}/admin#partners`;
  const intro =
    'A publisher has signed up to embed the comparison. Check the site, then approve or decline it in the admin area.';
  return {
    to: { email: firmInbox, name: BRAND.productName },
    subject,
    text: [
      intro,
      '',
      ...rows.map(([k, v]) => `${k}: ${v}`),
      '',
      `Partners in the admin area: ${adminUrl}`,
    ].join('\n'),
    html: layoutHtml(
      subject,
      `${P}${escapeHtml(intro)}</p><table role="presentation" cellpadding="6">${rows
        .map(
          ([k, v]) => `<tr><th align="left" valign="top">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`,
        )
        .join(
          '',
        )}</table><p style="margin:16px 0 0"><a href="${escapeHtml(adminUrl)}" style="color:#0b5cad">Partners in the admin area</a></p>`,
      `<p style="margin:0">${escapeHtml(BRAND.firmName)}</p>`,
    ),
    headers: payload.email ? { 'Reply-To': payload.email } : {},
    reference,
  };
}

/** To the publisher once approved: its partner id, the snippet to paste and the private report link. */
export function renderPartnerApproved(
  payload: PartnerMailPayload,
  to: string,
  publicUrl: string,
  reference: string,
): OutgoingMail {
  const subject = `Your site can now show the ${BRAND.productName} comparison`;
  const id = payload.partnerId ?? '';
  const lines = [
    'Hello,',
    `We have approved ${payload.site ?? 'your site'} as a ${BRAND.productName} partner.`,
    `Your partner id: ${id}`,
    'Paste this where the comparison should appear on your pages:',
    payload.snippet ?? '',
    `To choose the layout, theme and colour, use ${publicUrl}/partners and put your partner id in the form.`,
    `Your private report (widget loads, pots entered, unlocks and consultation clicks per day; no personal data). Keep this link to yourself: ${payload.reportUrl ?? ''}`,
    `Best wishes, the ${BRAND.productName} team`,
  ];
  const footer = [...FIRM_LINES, contactLine()];
  const para = (line: string) => `${P}${escapeHtml(line)}</p>`;
  return {
    to: { email: to, name: '' },
    subject,
    text: [...lines.flatMap((l) => [l, '']), '--', ...footer].join('\n'),
    html: layoutHtml(
      subject,
      [
        para(lines[0] as string),
        para(lines[1] as string),
        `${P}Your partner id: <code>${escapeHtml(id)}</code></p>`,
        para(lines[3] as string),
        `<pre style="margin:0 0 16px;padding:12px;background:#f5f7fa;white-space:pre-wrap;word-break:break-all;font-size:15px">${escapeHtml(payload.snippet ?? '')}</pre>`,
        para(lines[5] as string),
        `${P}<a href="${escapeHtml(payload.reportUrl ?? '')}" style="color:#0b5cad">Your private report</a> (widget loads, pots entered, unlocks and consultation clicks per day; no personal data). Keep this link to yourself.</p>`,
        para(lines[7] as string),
      ].join('\n'),
      footer.map((l) => `<p style="margin:0 0 8px">${escapeHtml(l)}</p>`).join('\n'),
    ),
    headers: {},
    reference,
  };
}
