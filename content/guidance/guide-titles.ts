/**
 * The three guides' titles, in the ebook's order: the guides use them, and so does the ebook page,
 * which lists them as chapters without loading the guides (one of them prices the providers).
 */
export const GUIDE_TITLES = {
  incomeDrawdown: 'Income drawdown explained',
  annuities: 'Annuities explained',
  howItWorks: 'How our comparison works',
} as const;
