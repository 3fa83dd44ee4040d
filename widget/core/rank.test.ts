import { describe, expect, it } from 'vitest';
import { packTariff } from './cost-tariff.ts';
import { DEFAULT_FILTERS } from './filters.ts';
import type { Provider } from './provider-schema.ts';
import { PROVIDERS, providerBySlug } from './providers.ts';
import { rankProviders } from './rank.ts';
import { annualCost, type SpecNineFees, tariffFromSpecNine } from './spec-nine-oracle.ts';

const template = providerBySlug('vanguard')!;

/** A provider charging a flat yearly fee, or with an unpublished tariff when the fee is null. */
function flat(name: string, fee: number | null, category: Provider['category'] = 'direct'): Provider {
  const slug = name.toLowerCase();
  const fees: SpecNineFees = {
    chargeBasis: fee === null ? 'unpublished' : 'bands',
    tiers: [],
    flatFee: fee,
    minimumFee: null,
    capAmount: null,
    annualDrawdownFee: 0,
  };
  // The engine prices the record's tariff: made here from §9's fee fields.
  const tariff = packTariff(tariffFromSpecNine(slug, fees).charges);
  return { ...template, id: slug, name, slug, category, tariff };
}

describe('rankProviders', () => {
  it('puts the cheapest provider first and marks it Top 1', () => {
    const { shown, best } = rankProviders(
      [flat('Dear', 900), flat('Cheap', 100), flat('Middle', 400)],
      250_000,
    );
    expect(shown.map((r) => r.provider.name)).toEqual(['Cheap', 'Middle', 'Dear']);
    expect(shown[0]).toMatchObject({ position: 1, topBadge: 'Top 1', cost: 100 });
    expect(best?.provider.name).toBe('Cheap');
  });

  it('gives Top 1, Top 2 and Top 3 to the first three cards only', () => {
    const { shown } = rankProviders(
      [flat('A', 1), flat('B', 2), flat('C', 3), flat('D', 4), flat('E', 5)],
      100_000,
    );
    expect(shown.map((r) => r.topBadge)).toEqual(['Top 1', 'Top 2', 'Top 3', null, null]);
    expect(shown.map((r) => r.position)).toEqual([1, 2, 3, 4, 5]);
  });

  it('breaks a tie in cost by name', () => {
    const { shown } = rankProviders([flat('Zeta', 200), flat('Alpha', 200), flat('Mid', 100)], 100_000);
    expect(shown.map((r) => r.provider.name)).toEqual(['Mid', 'Alpha', 'Zeta']);
  });

  it('puts providers with an unknown cost last, by name, with no badge, bar or difference', () => {
    const { shown } = rankProviders(
      [flat('Unknown B', null), flat('Priced', 300), flat('Unknown A', null)],
      100_000,
    );
    expect(shown.map((r) => r.provider.name)).toEqual(['Priced', 'Unknown A', 'Unknown B']);
    for (const unknown of shown.slice(1)) {
      expect(unknown).toMatchObject({ cost: null, topBadge: null, moreThanBest: null, barPercent: null });
    }
  });

  it('says how much more than the best value each later card costs', () => {
    const { shown } = rankProviders([flat('A', 150), flat('B', 155.88), flat('C', 450)], 100_000);
    expect(shown.map((r) => r.moreThanBest)).toEqual([null, 5.88, 300]);
  });

  it('fills the comparison bar in proportion to the extra cost, capped at 100%', () => {
    const { shown } = rankProviders(
      [flat('A', 200), flat('B', 250), flat('C', 400), flat('D', 1000)],
      100_000,
    );
    expect(shown.map((r) => r.barPercent)).toEqual([null, 25, 100, 100]);
  });

  it('shows a full bar for any cost above a best value of £0', () => {
    const { shown } = rankProviders([flat('Free', 0), flat('Paid', 10), flat('AlsoFree', 0)], 100_000);
    expect(shown.map((r) => [r.provider.name, r.barPercent])).toEqual([
      ['AlsoFree', null],
      ['Free', 0],
      ['Paid', 100],
    ]);
  });

  it('counts all providers in the total but shows only those the filters let through', () => {
    const ranking = rankProviders([flat('A', 1), flat('B', 2, 'robo'), flat('C', 3, 'adviser')], 100_000, {
      ...DEFAULT_FILTERS,
      type: 'robo',
    });
    expect(ranking.total).toBe(3);
    expect(ranking.shown.map((r) => r.provider.name)).toEqual(['B']);
    expect(ranking.shown[0]).toMatchObject({ position: 1, topBadge: 'Top 1' });
  });

  it('has no best value when nothing shown has a known cost', () => {
    const ranking = rankProviders([flat('A', null), flat('B', null)], 100_000);
    expect(ranking.best).toBeNull();
    expect(ranking.shown.every((r) => r.topBadge === null)).toBe(true);
  });

  it('has nothing to show when the filters exclude everything', () => {
    const ranking = rankProviders([flat('A', 1), flat('B', 2)], 100_000, {
      ...DEFAULT_FILTERS,
      type: 'adviser',
    });
    expect(ranking).toEqual({ shown: [], total: 2, best: null });
  });

  it('ranks the real providers cheapest first at £250,000, every provider shown, unknown costs last', () => {
    const { shown, total } = rankProviders(PROVIDERS, 250_000);
    expect(total).toBe(PROVIDERS.length);
    expect(shown).toHaveLength(PROVIDERS.length);
    const costs = shown.map((r) => r.cost);
    const known = costs.filter((c): c is number => c !== null);
    expect(known).toEqual([...known].sort((a, b) => a - b));
    expect(costs.slice(known.length).every((c) => c === null)).toBe(true);
    expect(shown[0]!.cost).toBe(
      Math.min(...PROVIDERS.map((p) => annualCost(p, 250_000) ?? Number.POSITIVE_INFINITY)),
    );
  });
});
