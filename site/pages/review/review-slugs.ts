/** The 21 providers with a review page (spec §2, route table); any other slug is not found. */
export const REVIEW_SLUGS = [
  'interactive-investor',
  'ig',
  'quilter',
  'aj-bell',
  'vanguard',
  'standard-life',
  'fidelity',
  'charles-stanley-direct',
  'aviva',
  'pensionbee',
  'scottish-widows',
  'hargreaves-lansdown',
  'bestinvest',
  'aegon',
  'legal-and-general',
  'prudential',
  'st-james-place',
  'true-potential',
  'nutmeg',
  'royal-london',
  'james-hay',
] as const;

export function hasReview(slug: string): boolean {
  return (REVIEW_SLUGS as readonly string[]).includes(slug);
}
