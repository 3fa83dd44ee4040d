/**
 * Every user-facing text the spec quotes, word for word, in one place. UI, server and tests
 * import these; nothing else spells them.
 */
export const TOAST = {
  missingInformation: {
    title: 'Missing Information',
    message: 'Please provide both your name and email address.',
  },
  invalidEmail: { title: 'Invalid Email', message: 'Please enter a valid email address.' },
  consentRequired: {
    title: 'Consent Required',
    message: 'Please agree to receive helpful pension advice emails to continue.',
  },
  leadFailed: { title: 'Error', message: 'Failed to process your request. Please try again.' },
  unexpected: { title: 'Error', message: 'Something went wrong. Please try again.' },
  success: {
    title: 'Access Granted! 🎉',
    message: 'Check your email for helpful pension advice over the next 2 weeks.',
  },
} as const;

export type ToastText = { readonly title: string; readonly message: string };

/** Words for filters whose field is not known, and for the switched-off rating filter. */
export const FILTER_TEXT = {
  ratingUnavailable:
    'No provider has a Trustpilot rating we have checked yet, so this filter is switched off. We will add ratings, with their dates, once we have checked them.',
  notKnown: (count: number, filters: string) =>
    `${count === 1 ? 'One more provider is' : `${count} more providers are`} not in the list because we do not know: ${filters}. They may match.`,
} as const;

/**
 * The one wording for a figure our data does not hold: never "Not published" or
 * "Not rated", which would claim the provider hides it, and never a silent £0.
 */
export const NOT_KNOWN = {
  /** A table cell, a receipt amount or a fact that our data does not hold. */
  short: 'Not in our data',
  /** The same, where there is room to say what to do. */
  long: 'Not in our data — check with the provider',
  /** A provider whose cost cannot be worked out for the plan. */
  cost: 'Cost not in our data — check with the provider',
  /** A rating we have not checked. */
  rating: 'Rating not in our data',
} as const;

export const TEXT = {
  enterPot: 'Enter a pension pot size to see results',
  bestValue: 'Best Value',
  unlockDetails: 'Unlock Details',
  viewFullDetails: 'View Full Details',
  viewDetails: 'View Details',
  locked: 'Locked',
  filters: 'Filters',
  clearAll: 'Clear All',
  potPlaceholder: '250000',
  moreThanBest: (amount: string) => `+${amount} more than best value`,
  showing: (shown: number, total: number) => `Showing ${shown} of ${total} providers sorted by annual cost`,
  checkWithProvider: 'check with the provider',
  feeType: (feeStructure: string) => (feeStructure.includes('Fixed') ? 'Fixed' : 'Percentage'),
  /** The consent the visitor gives, stored with the lead exactly as shown. */
  consent:
    'Yes, send me a series of 5 e-mails over 2 weeks with helpful pension advice from Drawdown Compare. I can unsubscribe at any time.',
  stickyBar: { title: 'Need Expert Advice?', subtitle: 'Free consultation, no obligation' },
} as const;

/**
 * What unlocking shows, said exactly (decision 043). On our own site the one flag opens every
 * ranking made for the visitor; on a partner's page it opens that page's comparison, since the
 * flag is kept per site. The e-mails' links open the names on our site in any browser.
 */
export const GATE_TEXT = {
  onSite:
    'Provider names, logos and links to their pages are hidden wherever we rank providers for your pot: this comparison, the questionnaire’s shortlist, the calculator’s list and the fee table sorted for your pot. Unlocking shows them all in this browser, and the links in our e-mails show them in any browser you open them in. It is free: tell us your name and e-mail address.',
  onPartner:
    'Provider names, logos and links to their pages are hidden in this comparison until you unlock them. Unlocking shows them on this website in this browser, and the links in our e-mails show them on Drawdown Compare in any browser. It is free: tell us your name and e-mail address.',
  /** Beside a ranking on the site whose names are hidden: where to unlock them. */
  hiddenHere: 'The provider names are hidden until you unlock them, as on our comparison.',
  unlockLink: 'Unlock the provider names',
} as const;

/** Version of the consent wording; stored with each lead so a change of wording is traceable. */
export const CONSENT_VERSION = '2026-11-22';

export const CTA_VARIANTS = {
  default: 'Need Expert Help?',
  inline: "Confused? Let's Talk",
  sidebar: 'Questions? Talk to an Expert',
  banner: 'Get Personal Recommendation',
} as const;
export type CtaVariant = keyof typeof CTA_VARIANTS;

/**
 * What the annual cost in the widget covers, shown on every partner embed: the standard comparison
 * counts platform and drawdown charges (spec §9); a plan from the refine step adds the fund charge
 * and dealing costs the data holds (decision 019). Update it when the engine counts more charges.
 */
export const COST_COVERS =
  'Annual costs cover platform and drawdown charges. Fund charges and dealing costs are extra, unless you fill in “How you’ll take your money”: then we add those we know.';

/** Texts of the partner embed around the ranking: disclosures, the fallback link, the limit link. */
export const EMBED_TEXT = {
  /** The plain link inside the element, shown where script cannot run. */
  fallbackLink: 'Compare UK drawdown providers on Drawdown Compare',
  seeAll: (total: number) => `See all ${total} providers`,
  disclosuresLabel: 'About this comparison',
  guidance: 'This comparison is guidance only, not financial advice.',
  funding: 'How Drawdown Compare is funded',
  consultation: 'Book a free 15-minute consultation',
  /** The mini layout's one button: the site's ranking for the pot typed. */
  miniButton: 'Compare providers',
  /** The compact and mini layouts' one line of disclosures, which opens to the full text. */
  disclosuresShort: 'Guidance only, not advice',
} as const;

/** The ebook page's separate, optional tick box for the e-mail series (not a spec text; the ebook is free without it). */
export const EBOOK_SERIES_CONSENT =
  'Also send me the series of 5 short e-mails about drawdown over 2 weeks (optional). I can unsubscribe at any time.';
