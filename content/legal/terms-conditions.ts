import { BRAND } from '../../widget/core/brand.ts';
import type { GuideSection } from '../guidance/guide-types.ts';

/** The date these terms were last changed; shown on the page. */
export const TERMS_UPDATED = '2026-11-22';

/** The terms of use of the website, the comparison, the calculator, the guide and the consultation. */
export const TERMS_SECTIONS: readonly GuideSection[] = [
  {
    id: 'about-these-terms',
    heading: 'About these terms',
    blocks: [
      {
        kind: 'p',
        text: `These terms apply when you use the ${BRAND.productName} website, its comparison, calculator and guides, our free guide (ebook) and our e-mails. ${BRAND.tradingStyleStatement} By using the site you accept these terms. Please also read our [privacy policy](/privacy-policy).`,
      },
    ],
  },
  {
    id: 'guidance-not-advice',
    heading: 'Guidance, not advice',
    blocks: [
      {
        kind: 'p',
        text: `${BRAND.guidanceOnly} Nothing on the site, in our guide or in our e-mails is a personal recommendation: it does not take account of your circumstances, and you should not rely on it alone to make a decision. The value of investments can go down as well as up, and you may get back less than you put in.`,
      },
      {
        kind: 'p',
        text: 'Before taking money from your pension, we encourage you to use Pension Wise, the free and impartial government guidance service from MoneyHelper, and to consider regulated financial advice.',
      },
    ],
  },
  {
    id: 'the-comparison',
    heading: 'The comparison and the calculator',
    blocks: [
      {
        kind: 'list',
        items: [
          'The comparison ranks providers by the yearly charge we calculate from their published charges for the pot you enter. [How our comparison works](/how-it-works) explains what the figure includes and leaves out.',
          '**No provider pays to be listed or to change its position.**',
          'We take care to keep charges and figures accurate, and each shows its source and the date we checked it. Providers change their charges, so always confirm them with the provider before you decide. If you see a mistake, please [tell us](/report-a-wrong-figure).',
          'The drawdown calculator is an illustration based on the assumptions shown beside its results. It is not a forecast or a promise of what you will receive.',
        ],
      },
    ],
  },
  {
    id: 'consultation',
    heading: 'The free consultation',
    blocks: [
      {
        kind: 'p',
        text: `The consultation is free, lasts ${BRAND.consultation.minutes} minutes and carries no obligation. We aim to reply to every request within ${BRAND.consultation.responseWithinHours} hours during our phone hours (${BRAND.phoneHours}). If you later choose to receive regulated financial advice from our firm, that service will be set out in a separate written agreement, including its cost, before any work begins.`,
      },
    ],
  },
  {
    id: 'guide-and-emails',
    heading: 'Our free guide and e-mails',
    blocks: [
      {
        kind: 'p',
        text: `Our guide and e-mails are free. You may print and share the guide for personal, non-commercial use if you do not change it. The e-mail series is ${BRAND.emailSeries.count} e-mails over 2 weeks; you can unsubscribe at any time with one click.`,
      },
    ],
  },
  {
    id: 'using-the-site',
    heading: 'Using the site fairly',
    blocks: [
      {
        kind: 'list',
        items: [
          'Do not misuse the site: for example, do not try to break its security, overload it, or send forms in someone else\u2019s name.',
          'The text, design, data and code of the site belong to us or to those who license them to us. You may share links to any page.',
          'Partner websites may show our comparison. Their own terms and privacy policies apply to their pages; the comparison itself follows these terms.',
          'Links to other websites are for your information. We are not responsible for their content.',
        ],
      },
    ],
  },
  {
    id: 'liability',
    heading: 'Our responsibility to you',
    blocks: [
      {
        kind: 'p',
        text: 'We provide the site with reasonable care and skill. We are not responsible for losses caused by decisions you make based only on general guidance, by a provider changing its charges, or by events outside our reasonable control. Nothing in these terms limits our responsibility where the law does not allow it to be limited, such as for death or personal injury caused by our negligence or for fraud, and nothing affects your legal rights as a consumer or under the rules of the Financial Conduct Authority.',
      },
    ],
  },
  {
    id: 'complaints-law',
    heading: 'Complaints and the law that applies',
    blocks: [
      {
        kind: 'p',
        text: `If you are unhappy with our service, contact us at ${BRAND.contactEmail} or on ${BRAND.phoneDisplay} and we will try to put it right. Complaints about regulated services our firm provides follow its complaints procedure, and you may be able to refer them to the Financial Ombudsman Service.`,
      },
      {
        kind: 'p',
        text: 'These terms are governed by the law of England and Wales. If you live in Scotland or Northern Ireland, you may also bring proceedings in your local courts.',
      },
      {
        kind: 'p',
        text: 'We may update these terms; the date at the top shows the latest version.',
      },
    ],
  },
];
