/** The site's navigation, shared by the header, the mobile menu and the footer. */
export interface NavLink {
  label: string;
  to: string;
  /** Flagged "New" in the menus (spec §2: the calculator). */
  isNew?: boolean;
  description?: string;
}

export const RESOURCES: readonly NavLink[] = [
  { label: 'Find Provider', to: '/find-provider', description: 'Answer a few questions for a shortlist' },
  { label: 'Income Drawdown', to: '/income-drawdown', description: 'How drawdown works and what to watch' },
  { label: 'How It Works', to: '/how-it-works', description: 'How we compare providers' },
  { label: 'Fees & Charges', to: '/fees-and-charges', description: 'Every provider’s fees side by side' },
  { label: 'Annuities', to: '/annuities', description: 'A guaranteed income for life' },
  {
    label: 'Calculator',
    to: '/pension-drawdown-calculator',
    isNew: true,
    description: 'See how long your pot could last',
  },
];

export const QUICK_LINKS: readonly NavLink[] = [
  { label: 'Compare Providers', to: '/#calculator' },
  ...RESOURCES,
  { label: 'Blog', to: '/blog' },
  { label: 'Free Ebook', to: '/download-ebook' },
  { label: 'Contact', to: '/contact' },
];

export const LEGAL_LINKS: readonly NavLink[] = [
  { label: 'Privacy Policy', to: '/privacy-policy' },
  { label: 'Terms & Conditions', to: '/terms-conditions' },
  { label: 'For Publishers', to: '/partners' },
];
