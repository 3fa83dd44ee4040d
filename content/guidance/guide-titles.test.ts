import { describe, expect, it } from 'vitest';
import { GUIDE_TITLES } from './guide-titles.ts';
import { GUIDES } from './guides.ts';

describe('guide titles', () => {
  it('are the guides’ own titles, in the ebook’s order', () => {
    expect(GUIDES.map((guide) => guide.title)).toEqual([
      GUIDE_TITLES.incomeDrawdown,
      GUIDE_TITLES.annuities,
      GUIDE_TITLES.howItWorks,
    ]);
  });
});
