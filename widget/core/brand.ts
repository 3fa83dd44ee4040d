/**
 * Brand facts in one typed place (DESIGN.md "Configuration"). The firm details are the operator's
 * to set; the phone number is in Ofcom's range reserved for drama and examples until the real line
 * is connected.
 */
export const BRAND = {
  productName: 'Drawdown Compare',
  siteUrl: 'https://drawdowncompare.co.uk',
  phoneDisplay: '020 7946 0123',
  phoneHref: 'tel:+442079460123',
  phoneHours: 'Monday to Friday 8:00AM to 6:00PM',
  contactEmail: 'hello@drawdowncompare.co.uk',
  firmName: 'Drawdown Compare Wealth Management Ltd',
  tradingStyleStatement:
    'Drawdown Compare is a trading style of Drawdown Compare Wealth Management Ltd, a wealth management firm authorised and regulated by the Financial Conduct Authority (FCA registered).',
  guidanceOnly: 'The information on this site is guidance only and not financial advice.',
  since: 'Since 2014',
  consultation: { minutes: 15, responseWithinHours: 2 },
  emailSeries: { count: 5, overDays: 14 },
} as const;
