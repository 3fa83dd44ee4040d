import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTERS,
  FEATURE_FILTERS,
  type Filters,
  filterAnswers,
  MIN_INVESTMENT_OPTIONS,
  MIN_RATING_OPTIONS,
  matchesFilters,
  PROVIDER_TYPE_OPTIONS,
} from './filters.ts';
import type { ProviderFile } from './provider-file-schema.ts';
import { PROVIDER_FILES } from './provider-files.generated.ts';
import { PROVIDERS } from './providers.ts';
import { rankProviders } from './rank.ts';
import type { Figure } from './tariff-schema.ts';

// Walks every filter option over the data files and checks the comparison's answer against the
// files' own figures, read here directly (not through the derivation the product uses).

type Answer = 'yes' | 'no' | 'not-known';
const known = <T>(figure: Figure<T>): T | null => (figure.status === 'not-known' ? null : figure.value);
const yesNo = (value: boolean | null): Answer => (value === null ? 'not-known' : value ? 'yes' : 'no');

function flatFee(file: ProviderFile): Answer {
  const { funds, fixedFees } = file.tariff.platform;
  // A figure only the spec's example gives is never counted: the fee is not known.
  if (funds.status === 'spec-example' || fixedFees.status === 'spec-example') return 'not-known';
  if (file.tariff.unpricedReason || known(funds) === null) return 'not-known';
  const fees = known(fixedFees) ?? [];
  const always = fees.filter((fee) => fee.appliesBelow === undefined && fee.appliesFrom === undefined);
  return always.length > 0 && (known(funds)?.tiers ?? []).every((tier) => tier.percentage === 0)
    ? 'yes'
    : 'no';
}

function noWithdrawalFees(file: ProviderFile): Answer {
  const { yearlyFee, regularIncomeFee, adHocPaymentFee } = file.tariff.drawdown;
  const amounts = [
    known(yearlyFee),
    known(regularIncomeFee)?.amount ?? null,
    known(adHocPaymentFee),
    ...file.tariff.otherFees.filter((fee) => fee.onWithdrawal).map((fee) => known(fee.amount)),
  ];
  if (amounts.some((amount) => amount !== null && amount > 0)) return 'no';
  return amounts.every((amount) => amount === 0) ? 'yes' : 'not-known';
}

const FEATURE_FROM_FILE: Record<string, (file: ProviderFile) => Answer> = {
  'no-withdrawal': noWithdrawalFees,
  'managed-portfolios': (file) => yesNo(known(file.features.managedPortfolios)),
  'mobile-app': (file) => yesNo(known(file.features.mobileApp)),
  'research-tools': (file) => yesNo(known(file.features.researchTools)),
  'shares-trading': (file) => yesNo(known(file.features.shares)),
  etfs: (file) => yesNo(known(file.features.etfs)),
  'flat-fee': flatFee,
};

function investments(file: ProviderFile, minimum: number): Answer {
  const counts = [
    file.investments.funds,
    file.investments.etfs,
    file.investments.shares,
    file.investments.trusts,
  ].map(known);
  const total = counts.reduce<number>((sum, count) => sum + (count ?? 0), 0);
  if (total >= minimum) return 'yes';
  return counts.some((count) => count === null) ? 'not-known' : 'no';
}

function rating(file: ProviderFile, minimum: number): Answer {
  const score = known(file.ratings.trustpilot)?.score ?? null;
  return score === null ? 'not-known' : score >= minimum ? 'yes' : 'no';
}

const options: { name: string; filters: Filters; expected: (file: ProviderFile) => Answer }[] = [
  ...PROVIDER_TYPE_OPTIONS.map((option) => ({
    name: `type ${option.value}`,
    filters: { ...DEFAULT_FILTERS, type: option.value },
    expected: (file: ProviderFile): Answer =>
      option.value === 'all' || file.category === option.value ? 'yes' : 'no',
  })),
  ...MIN_RATING_OPTIONS.map((minimum) => ({
    name: `rating ${minimum}`,
    filters: { ...DEFAULT_FILTERS, minRating: minimum },
    expected: (file: ProviderFile) => rating(file, minimum),
  })),
  ...MIN_INVESTMENT_OPTIONS.map((minimum) => ({
    name: `investments ${minimum}`,
    filters: { ...DEFAULT_FILTERS, minInvestments: minimum },
    expected: (file: ProviderFile) => investments(file, minimum),
  })),
  ...FEATURE_FILTERS.map((feature) => ({
    name: `feature ${feature.key}`,
    filters: { ...DEFAULT_FILTERS, features: [feature.key] },
    expected: (file: ProviderFile) => FEATURE_FROM_FILE[feature.key]!(file),
  })),
];

describe('every filter option over the provider data', () => {
  const bySlug = new Map(PROVIDERS.map((provider) => [provider.slug, provider]));

  it.each(options.map((option) => [option.name, option] as const))(
    '%s agrees with the data files',
    (_name, option) => {
      const expectedYes: string[] = [];
      const expectedNotKnown: string[] = [];
      for (const file of PROVIDER_FILES) {
        const provider = bySlug.get(file.slug)!;
        const expected = option.expected(file);
        expect(filterAnswers(provider, option.filters).answer, `${option.name}: ${file.slug}`).toBe(expected);
        if (expected === 'yes') expectedYes.push(file.slug);
        if (expected === 'not-known') expectedNotKnown.push(file.slug);
      }
      // The ranked list shows exactly the providers known to match.
      const shown = rankProviders(PROVIDERS, 250_000, option.filters).shown.map(
        (entry) => entry.provider.slug,
      );
      expect([...shown].sort()).toEqual([...expectedYes].sort());
      expect(PROVIDERS.filter((p) => matchesFilters(p, option.filters)).length).toBe(expectedYes.length);
    },
  );

  it('finds each of the providers the issue found missing under "Mobile app" answered from data, not dropped silently', () => {
    const filters = { ...DEFAULT_FILTERS, features: ['mobile-app' as const] };
    for (const slug of ['aj-bell', 'vanguard', 'interactive-investor', 'nutmeg']) {
      const answer = filterAnswers(bySlug.get(slug)!, filters).answer;
      expect(['yes', 'not-known'], slug).toContain(answer);
    }
  });
});
