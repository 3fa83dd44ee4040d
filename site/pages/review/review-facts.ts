import { BRAND } from '../../../widget/core/brand.ts';
import { FEATURE_FILTERS, matchesFeature } from '../../../widget/core/filters.ts';
import { formatNumber, listInWords } from '../../../widget/core/format.ts';
import { formatGBP } from '../../../widget/core/money.ts';
import { platformFacts } from '../../../widget/core/platform-facts.ts';
import type { Provider } from '../../../widget/core/provider-schema.ts';
import { tariffOf } from '../../../widget/core/rank.ts';
import { absoluteUrl } from '../../app/json-ld.ts';
import { CATEGORY_NAME, costRankAt, ordinal } from '../../shared/provider-facts.ts';

export interface Rating {
  label: string;
  /** Out of 5, in half points; null when the data cannot support a rating. */
  score: number | null;
  /** How the score was reached, in plain words. */
  basis: string;
}

const half = (value: number) => Math.round(value * 2) / 2;

/** 5 for the cheapest, 1 for the dearest, evenly between. */
function costScore(provider: Provider, pot: number): Rating {
  const rank = costRankAt(provider, pot);
  const label = `Cost on a ${formatGBP(pot)} pot`;
  if (!rank)
    return {
      label,
      score: null,
      basis: 'Not scored: its charges for the standard plan are not in our data.',
    };
  const score = rank.outOf <= 1 ? 5 : half(5 - (4 * (rank.position - 1)) / (rank.outOf - 1));
  return {
    label,
    score,
    basis: `${formatGBP(rank.cost)} a year, ${ordinal(rank.position)} cheapest of the ${rank.outOf} providers priced for the standard plan.`,
  };
}

/** The features of spec §9 a provider offers, by our filter definitions. */
export function matchedFeatures(provider: Provider): string[] {
  return FEATURE_FILTERS.filter((filter) => matchesFeature(provider, filter.key)).map(
    (filter) => filter.label,
  );
}

/** A filter's label inside a sentence: "Shares trading" → "shares trading"; "ETFs" stays. */
function inSentence(label: string): string {
  return /^[A-Z][a-z]/.test(label) ? label[0]!.toLowerCase() + label.slice(1) : label;
}

/** Our ratings, each computed from the data with its basis stated; never a figure we cannot show. */
export function reviewRatings(provider: Provider): Rating[] {
  const features = matchedFeatures(provider);
  const ratings: Rating[] = [
    costScore(provider, 100_000),
    costScore(provider, 250_000),
    costScore(provider, 500_000),
    {
      label: 'Features',
      score: half(1 + (4 * features.length) / FEATURE_FILTERS.length),
      basis: `${features.length} of the ${FEATURE_FILTERS.length} features our filters look for${features.length ? `: ${listInWords(features.map(inSentence))}` : ''}.`,
    },
  ];
  if (provider.trustpilotRating !== undefined) {
    ratings.push({
      label: 'Trustpilot customers',
      score: provider.trustpilotRating,
      basis: `Trustpilot score${provider.trustpilotReviews ? ` from ${formatNumber(provider.trustpilotReviews)} reviews` : ''}.`,
    });
  }
  return ratings;
}

/** The average of the ratings that exist, in half points; null if none can be given. */
export function overallScore(ratings: readonly Rating[]): number | null {
  const scores = ratings.map((rating) => rating.score).filter((score): score is number => score !== null);
  if (scores.length === 0) return null;
  return half(scores.reduce((sum, score) => sum + score, 0) / scores.length);
}

/** The verdict paragraph, written from the data. */
export function verdict(provider: Provider): string {
  const kind = CATEGORY_NAME[provider.category].toLowerCase();
  const at250 = costRankAt(provider, 250_000);
  if (!at250) {
    return `${provider.name} is a ${kind}. It does not publish enough of its charges for us to work out a yearly cost, so ask it for a personal illustration and compare that with the figures on our fee table before you choose.`;
  }
  const parts = [
    `${provider.name} is a ${kind}. On a £250,000 pot its own yearly charges, including any drawdown fee, come to about ${formatGBP(at250.cost)} a year, the ${ordinal(at250.position)} cheapest of the ${at250.outOf} providers priced for the standard plan.`,
  ];
  const at100 = costRankAt(provider, 100_000);
  const at500 = costRankAt(provider, 500_000);
  if (at100 && at500) {
    if (at100.position - at500.position >= 3)
      parts.push('It becomes better value as the pot grows, so it suits larger pots more than small ones.');
    else if (at500.position - at100.position >= 3)
      parts.push('It is relatively better value for smaller pots; on larger pots others cost less.');
    else parts.push('Its place in the ranking stays much the same from £100,000 to £500,000.');
  }
  if (platformFacts(tariffOf(provider)).flatFee !== null)
    parts.push('A flat fee does not grow with your pot, which favours larger pots.');
  return parts.join(' ');
}

/** Who the provider suits, from its category, cost curve and features. */
export function suits(provider: Provider): string[] {
  const list: string[] = [];
  if (provider.category === 'direct') list.push('People happy to choose and manage their own investments.');
  if (provider.category === 'robo')
    list.push('People who want a ready-made portfolio, chosen and looked after for them.');
  if (provider.category === 'adviser')
    list.push('People who have, or want, a financial adviser to manage their pension with them.');
  const features = matchedFeatures(provider);
  if (features.includes('Managed portfolios'))
    list.push('Savers who would rather pick a ready-made portfolio than single funds.');
  if (features.includes('Mobile app'))
    list.push('People who like to check and manage their money on a phone.');
  if (features.includes('Shares trading') || features.includes('ETFs'))
    list.push('Investors who want shares or exchange-traded funds (ETFs) as well as ordinary funds.');
  if (features.includes('No withdrawal fees'))
    list.push('People who expect to change their income often: taking income carries no extra fee.');
  if (platformFacts(tariffOf(provider)).flatFee !== null)
    list.push('Larger pots, where a flat fee costs less than a charge taken as a percentage.');
  return list;
}

/** The review's address. */
export const reviewPath = (provider: Provider) => `/provider/${provider.slug}/review`;

/** Fee table › provider › review. */
export function reviewCrumbs(provider: Provider) {
  return [
    { label: 'Fees & Charges', to: '/fees-and-charges' },
    { label: provider.name, to: `/provider/${provider.slug}` },
    { label: 'Review', to: reviewPath(provider) },
  ];
}

/** The review as schema.org data: the verdict, and the overall rating when there is one. */
export function reviewJsonLdOf(provider: Provider, path: string, summary: string, overall: number | null) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Review',
    name: `${provider.name} pension drawdown review`,
    url: absoluteUrl(path),
    datePublished: provider.checkedOn,
    reviewBody: summary,
    author: { '@type': 'Organization', name: BRAND.productName, url: absoluteUrl('/') },
    publisher: { '@type': 'Organization', name: BRAND.productName },
    itemReviewed: { '@type': 'FinancialService', name: provider.name, url: provider.companyInfo.websiteUrl },
    ...(overall === null
      ? {}
      : { reviewRating: { '@type': 'Rating', ratingValue: overall, bestRating: 5, worstRating: 1 } }),
  };
}
