import { describe, expect, it } from 'vitest';
import { platformFacts } from '../../../widget/core/platform-facts.ts';
import { PROVIDERS } from '../../../widget/core/providers.ts';
import { tariffOf } from '../../../widget/core/rank.ts';
import { REVIEW_SLUGS } from '../../shared/review-slugs.ts';
import {
  overallScore,
  reviewCrumbs,
  reviewJsonLdOf,
  reviewPath,
  reviewRatings,
  suits,
  verdict,
} from './review-facts.ts';

describe('review facts', () => {
  it('has a review slug for every provider in the data and no other', () => {
    expect([...REVIEW_SLUGS].sort()).toEqual(PROVIDERS.map((provider) => provider.slug).sort());
  });

  it('rates the cheapest provider at a pot 5 and never outside 1 to 5', () => {
    for (const provider of PROVIDERS) {
      for (const rating of reviewRatings(provider)) {
        if (rating.score !== null) {
          expect(rating.score).toBeGreaterThanOrEqual(1);
          expect(rating.score).toBeLessThanOrEqual(5);
        }
        expect(rating.basis.length).toBeGreaterThan(10);
      }
    }
    const fives = PROVIDERS.filter((provider) => reviewRatings(provider)[1]?.score === 5);
    expect(fives.length).toBeGreaterThanOrEqual(1);
  });

  it('does not rate the cost of a provider whose tariff is unpublished', () => {
    const unpublished = PROVIDERS.filter((provider) => !platformFacts(tariffOf(provider)).priced);
    for (const provider of unpublished) {
      expect(
        reviewRatings(provider)
          .slice(0, 3)
          .every((rating) => rating.score === null),
      ).toBe(true);
      expect(verdict(provider)).toContain('does not publish enough');
    }
  });

  it('averages only the ratings that exist', () => {
    expect(
      overallScore([
        { label: 'a', score: 4, basis: '' },
        { label: 'b', score: null, basis: '' },
        { label: 'c', score: 3, basis: '' },
      ]),
    ).toBe(3.5);
    expect(overallScore([{ label: 'a', score: null, basis: '' }])).toBeNull();
  });

  it('writes a verdict with the yearly cost and says who each provider suits', () => {
    for (const provider of PROVIDERS) {
      expect(verdict(provider)).toContain(provider.name);
      expect(suits(provider).length).toBeGreaterThan(0);
    }
  });
});

describe('review page data', () => {
  const provider = PROVIDERS[0]!;
  it('places the review under its provider and gives its rating only when there is one', () => {
    expect(reviewCrumbs(provider).map((crumb) => crumb.to)).toEqual([
      '/fees-and-charges',
      `/provider/${provider.slug}`,
      `/provider/${provider.slug}/review`,
    ]);
    const withRating = reviewJsonLdOf(provider, reviewPath(provider), 'Good.', 4.2);
    expect(withRating).toMatchObject({
      '@type': 'Review',
      reviewBody: 'Good.',
      reviewRating: { ratingValue: 4.2 },
    });
    expect(reviewJsonLdOf(provider, reviewPath(provider), 'Good.', null)).not.toHaveProperty('reviewRating');
  });
});
