import { BRAND } from '../../widget/core/brand.ts';
import { CONSENT_VERSION } from '../../widget/core/texts.ts';
import type { GuideSection } from '../guidance/guide-types.ts';
import { RETENTION } from './retention.ts';

/** The date this policy was last changed; shown on the page. */
export const PRIVACY_UPDATED = '2026-11-25';

/** The retention schedule lives in retention.ts; re-exported for the server's configuration. */
export { RETENTION };

const ICO_COMPLAINTS = 'https://ico.org.uk/make-a-complaint/';

/**
 * The privacy policy, kept in step with what the code stores (server/db/migrations): leads,
 * consent records, consultation requests, the e-mail outbox, staff users and sessions, rate-limit
 * counters, the hashed addresses that count partner loads and unlocks once, and the two
 * browser-storage keys of the public site.
 */
export const PRIVACY_SECTIONS: readonly GuideSection[] = [
  {
    id: 'who-we-are',
    heading: 'Who we are',
    blocks: [
      {
        kind: 'p',
        text: `${BRAND.tradingStyleStatement} ${BRAND.firmName} is the controller of the personal data described here: we decide why and how it is used. You can contact us about your data at **${BRAND.contactEmail}** or on ${BRAND.phoneDisplay} (${BRAND.phoneHours}).`,
      },
      {
        kind: 'p',
        text: 'This policy explains, in plain English, what we collect when you use this website, why, how long we keep it, who else sees it and what your rights are under the UK General Data Protection Regulation (UK GDPR), the Data Protection Act 2018 and the Privacy and Electronic Communications Regulations (PECR).',
      },
    ],
  },
  {
    id: 'what-we-collect',
    heading: 'What we collect and why',
    blocks: [
      {
        kind: 'p',
        text: 'You can compare providers, read our guides and use the calculator without telling us anything about yourself. The calculator works in your browser and we do not store the figures you type (they appear in the page address only so that you can share it). We collect personal data only when you choose to give it to us:',
      },
      {
        kind: 'table',
        caption: 'What we keep, why, and on what lawful basis',
        head: ['When', 'What we keep', 'Why, and our lawful basis'],
        rows: [
          [
            'You unlock provider names, or download our free guide',
            'Your name and e-mail address; your pension pot size if you entered one; the partner website you came from, if any; the page you signed up on.',
            'To send you the 5 e-mails over 2 weeks you asked for and give you the guide. Lawful basis: your consent (UK GDPR Article 6(1)(a); PECR regulation 22).',
          ],
          [
            'At the same time',
            'A record of your consent: the exact wording you agreed to and its version, the date and time, a scrambled (hashed) form of your IP address and your browser type.',
            'To be able to show that you agreed and what you agreed to. Lawful basis: legal obligation and legitimate interests (UK GDPR Article 7(1) requires us to be able to demonstrate consent).',
          ],
          [
            'You book a consultation',
            'Your name, e-mail address, phone number, when you would like us to call, the topic, your message, the page you were on, and a record of the agreement you ticked (as above).',
            'To arrange and hold the consultation you asked for and to send you a confirmation. Lawful basis: steps you asked us to take before any agreement with us (Article 6(1)(b)), and our legitimate interest in answering enquiries.',
          ],
          [
            'You report a wrong figure',
            'The provider, the figure, what you think it should be, the link you gave, the page you were on, a scrambled (hashed) form of your IP address and, only if you gave it, your e-mail address.',
            'To check and correct our figures, and to tell you we received your report if you gave an e-mail address (that e-mail names the provider and says we have your report; it does not repeat what you wrote). Lawful basis: legitimate interests (keeping our comparison accurate).',
          ],
          [
            'We send you an e-mail',
            'Which e-mail was sent, to which address, when, and whether it was delivered.',
            'To send the series reliably, stop it when you unsubscribe, and answer questions about what we sent. Lawful basis: legitimate interests.',
          ],
          [
            'You send a form, or open a page worked out for your figures',
            'A short-lived counter keyed on a scrambled (hashed) form of your IP address or e-mail address. A page or comparison worked out for the figures in its address (the calculator, fee table, provider pages, the provider finder, or our comparison on a partner website) adds one to a counter keyed on your scrambled IP address for one minute, unless we had already worked out the same page for anyone. Where our website sits behind a network service that passes your connection on to us, we take your IP address from what that service tells us, not from anything your browser sends.',
            'To stop automated abuse of our forms, and to stop one visitor slowing the website for everyone else. Lawful basis: legitimate interests (keeping the service secure and available).',
          ],
          [
            'Someone asks for our free guide to be e-mailed',
            'A short-lived counter keyed on a scrambled (hashed) form of the e-mail address. We send the guide to one address at most once an hour, whoever asks, and give the same answer either way.',
            'So that nobody can use our form to fill someone else’s inbox. Lawful basis: legitimate interests (keeping the service secure).',
          ],
          [
            'You use our comparison on a partner’s website',
            'A scrambled (hashed) form of your IP address with the partner, and for widget loads the day. No name, e-mail address or cookie, and nothing that can be turned back into your address.',
            'So that each visitor counts at most once a day in the partner’s figures for widget loads, and once in their figures for unlocks. Lawful basis: legitimate interests (honest figures for our partners).',
          ],
          [
            'You sign up as a partner to show our comparison on your website',
            'The name of your website or publication, its address, and the e-mail address you give us for it.',
            'To check your website, to e-mail you your partner id, the code to paste and the link to your report once we approve it, and to contact you about the partnership. Lawful basis: steps you asked us to take before an agreement with us (Article 6(1)(b)).',
          ],
          [
            'Our staff sign in',
            'Staff e-mail addresses, password hashes, roles and sign-in sessions, and a log of when staff sign in and what they do with personal data.',
            'To keep the admin area secure and to be able to show who handled your data. The log names members of the public only by a scrambled (hashed) e-mail address or a record number.',
          ],
        ],
      },
      {
        kind: 'p',
        text: 'We do not use your data for automated decisions or profiling. The comparison ranks providers by calculated cost only; it is the same for everyone.',
      },
    ],
  },
  {
    id: 'email-series',
    heading: 'The e-mail series and how to stop it',
    blocks: [
      {
        kind: 'p',
        text: `When you unlock provider names or download the guide, you agree to receive **${BRAND.emailSeries.count} e-mails over 2 weeks** with pension guidance from ${BRAND.productName}. The box is never ticked for you, and we store the wording you saw (version ${CONSENT_VERSION}). Signing up twice does not start a second series.`,
      },
      {
        kind: 'list',
        items: [
          '**Every e-mail has an unsubscribe link.** One click stops the series at once: any e-mails not yet sent are cancelled.',
          `You can also e-mail **${BRAND.contactEmail}** and ask us to stop.`,
          'After the series ends we do not send you marketing unless you ask us to.',
          'Booking a consultation does not sign you up to the series: we send only the confirmation and contact you about your request.',
        ],
      },
    ],
  },
  {
    id: 'cookies',
    heading: 'Cookies and similar storage',
    blocks: [
      {
        kind: 'p',
        text: 'We do not use advertising or analytics cookies and we do not load tracking code from other companies. We store only these small items in your browser, each needed for something you asked for:',
      },
      {
        kind: 'table',
        caption: 'What this site stores in your browser',
        head: ['Name', 'What it does', 'How long it stays'],
        rows: [
          [
            'cookie-consent',
            'Remembers whether you chose Accept or Reject on our cookie notice, so we do not ask again.',
            'Until you clear your browser storage.',
          ],
          [
            'drawdownCompareAccess',
            'Remembers that you have unlocked provider names, so they stay visible on this device. It holds only the word "true", not your name or e-mail address. A copy is also kept in a small browser database called drawdown-compare, so the comparison on our partners\' sites can check it without slowing their pages.',
            'Until you clear your browser storage.',
          ],
          [
            'dc_session (cookie) and drawdownCompareAuthEvent',
            'Staff only: keeps a member of staff signed in to the admin area and signs them out in every tab together.',
            `The cookie lasts ${RETENTION.staffSessionDays} days or until sign-out.`,
          ],
        ],
      },
      {
        kind: 'p',
        text: 'These are strictly necessary for the features you use, so PECR does not require consent for them. If we ever add optional cookies, we will ask first, and Reject will be as easy as Accept.',
      },
    ],
  },
  {
    id: 'who-sees-it',
    heading: 'Who else sees your data',
    blocks: [
      {
        kind: 'list',
        items: [
          '**Our e-mail delivery service**, which sends our e-mails only on our instructions, under a written contract (in data protection terms, a processor).',
          '**Our hosting provider**, which runs our servers and database on our instructions.',
          '**The pension specialists of our firm** who handle your consultation.',
        ],
      },
      {
        kind: 'p',
        text: 'We **never sell** your data, and we do not pass it to pension providers or to the partner websites that show our comparison. If a service we use stores data outside the UK, we use the safeguards UK GDPR requires, such as an adequacy decision or the International Data Transfer Agreement. We may disclose data where the law requires it, for example to a regulator.',
      },
    ],
  },
  {
    id: 'how-long',
    heading: 'How long we keep it',
    blocks: [
      {
        kind: 'table',
        caption: 'Our retention periods',
        head: ['Record', 'How long we keep it'],
        rows: [
          [
            'Your sign-up (name, e-mail, pot size, partner, page) and its consent record',
            `${RETENTION.leadMonths} months after the last e-mail of the series, then deleted. If you unsubscribe we stop at once and keep only what we need to make sure we never e-mail you again, until the end of that period.`,
          ],
          [
            'Consultation requests and their consent record',
            `${RETENTION.consultationMonths} months after your request. If you become a client, your client agreement explains the longer periods our regulators require.`,
          ],
          [
            'Reports of a wrong figure (with your e-mail address, if you gave one)',
            `${RETENTION.figureReportMonths} months after your report, then deleted. A correction we make to our figures stays on our public list of changes, without your details.`,
          ],
          ['Records of e-mails sent', `${RETENTION.outboxMonths} months after sending.`],
          [
            'Our log of what staff do with your data (who opened, exported, changed or deleted it, and when)',
            `${RETENTION.auditMonths} months after each entry, then deleted. The log never holds your e-mail address: where it has to name you, it uses a scrambled (hashed) form of it.`,
          ],
          ['Form counters (hashed)', `${RETENTION.rateLimitHours} hours.`],
          [
            'Partner counting (hashed IP address)',
            `For widget loads, until the end of the next day (${RETENTION.partnerLoadDays} day after the day counted); for unlocks, ${RETENTION.partnerUnlockDays} days.`,
          ],
          [
            'A partner sign-up (name of the website, its address, your e-mail address)',
            'While you are our partner. If we decline a sign-up, we delete it when we decline it.',
          ],
          ['Staff sign-in sessions', `${RETENTION.staffSessionDays} days, or until sign-out.`],
        ],
      },
      {
        kind: 'p',
        text: 'If you ask us to delete your data, we delete your sign-up, consent records, consultation requests, reports of a wrong figure and e-mail records together, and the e-mail address on a partner sign-up (a sign-up not yet approved is deleted; an approved partnership stays without your address), including our copies of the e-mails we sent you, unless the law requires us to keep something. If we used Brevo, our e-mail service, to hold your contact details, we also ask Brevo to delete your contact; we keep your e-mail address only until Brevo confirms it, and retry until it does.',
      },
    ],
  },
  {
    id: 'your-rights',
    heading: 'Your rights and how to use them',
    blocks: [
      {
        kind: 'p',
        text: 'Under UK GDPR you have the right to:',
      },
      {
        kind: 'list',
        items: [
          '**see** the personal data we hold about you and get a copy (access);',
          '**correct** anything that is wrong (rectification);',
          '**have it deleted** (erasure);',
          '**limit** how we use it (restriction) or **object** to our use of it based on legitimate interests;',
          '**take it with you** in a common format (portability);',
          '**withdraw your consent** at any time, for example by unsubscribing. This does not affect what we did before.',
        ],
      },
      {
        kind: 'p',
        text: `To use any of these rights, e-mail **${BRAND.contactEmail}** or call ${BRAND.phoneDisplay}. It is free. We may ask you to confirm your identity, and we will reply within one month.`,
      },
    ],
  },
  {
    id: 'complaints',
    heading: 'Complaints',
    blocks: [
      {
        kind: 'p',
        text: `If you are unhappy with how we have used your data, please tell us first at ${BRAND.contactEmail} so we can put it right. You also have the right to complain to the Information Commissioner's Office (ICO), the UK's data protection regulator: [ico.org.uk/make-a-complaint](${ICO_COMPLAINTS}).`,
      },
    ],
  },
  {
    id: 'changes',
    heading: 'Children, security and changes to this policy',
    blocks: [
      {
        kind: 'list',
        items: [
          'This site is for adults planning their retirement. It is not meant for anyone under 18.',
          'We protect your data with encrypted connections, scrambled (hashed) IP addresses and session tokens, access for named staff only, and regular deletion as set out above.',
          'If we change this policy we will update the date at the top. If a change affects how we use data you have already given us, we will tell you by e-mail first.',
        ],
      },
    ],
  },
];
