import { describe, expect, it } from 'vitest';
import { quote, rankQuotes } from './cost-engine.ts';
import { packTariff, splitSources, unpackTariff } from './cost-tariff.ts';
import { engineCharges } from './provider-derive.ts';
import { PROVIDER_FILES } from './provider-files.generated.ts';
import { PROVIDERS, providerBySlug } from './providers.ts';
import { rankProviders, tariffOf } from './rank.ts';
import { baselineScenario, type Scenario, suggestedScenario } from './scenario.ts';
import { sourcedTariffOf } from './sourced-tariffs.ts';
import { annualCost } from './spec-nine-oracle.ts';

/** Decision 020: the engine prices every provider from its data file's tariff, nothing re-derived. */
describe('tariffOf: the data files are the one source of the engine’s charges', () => {
  it('gives each provider exactly the charges of its data file, sources and dates included', () => {
    for (const file of PROVIDER_FILES) {
      const provider = providerBySlug(file.slug)!;
      const tariff = sourcedTariffOf(provider);
      expect(tariff.slug).toBe(file.slug);
      // Same figures, sources and dates as the file, the date the source bears included.
      const fromFile = engineCharges(file.tariff);
      expect(tariff.charges.platform).toEqual(fromFile.platform);
      expect(tariff.charges.dealing).toEqual(fromFile.dealing);
      expect(tariff.charges.drawdown).toEqual(fromFile.drawdown);
      expect(tariff.charges.platform.funds.sourceDated).toBe(file.tariff.platform.funds.sourceDated);
    }
  });

  it('packs every figure for the records and unpacks it unchanged (status, value, VAT)', () => {
    for (const file of PROVIDER_FILES) {
      const charges = engineCharges(file.tariff);
      expect(unpackTariff(packTariff(charges))).toEqual(splitSources(charges).values);
    }
  });

  it('ranks from the same figures without their sources (the widget loads those for receipts)', () => {
    const scenarios: Scenario[] = [
      baselineScenario(30_000),
      { ...suggestedScenario(250_000), holdings: { funds: 60, shares: 40, trusts: 0 }, income: 12_000 },
      { ...suggestedScenario(100_000), income: 4_000, lumpSums: 2 },
      {
        ...suggestedScenario(1_000_000),
        holdings: { funds: 0, shares: 50, trusts: 50 },
        taxFreeCash: 'start',
      },
    ];
    for (const provider of PROVIDERS) {
      expect(tariffOf(provider).charges.platform.funds).not.toHaveProperty('source');
      for (const s of scenarios) {
        const plain = quote(tariffOf(provider), s);
        const sourced = quote(sourcedTariffOf(provider), s);
        expect(plain.yearOne.lines.map((l) => [l.key, l.label, l.formula, l.pence])).toEqual(
          sourced.yearOne.lines.map((l) => [l.key, l.label, l.formula, l.pence]),
        );
        expect(plain.horizon).toEqual(sourced.horizon);
        expect(plain.reason).toEqual(sourced.reason);
      }
    }
  });

  it('sources every known receipt line from the file, with its checked-on date and its source’s date', () => {
    const rl = PROVIDER_FILES.find((f) => f.slug === 'royal-london')!;
    const q = quote(sourcedTariffOf(providerBySlug('royal-london')!), baselineScenario(100_000));
    const funds = q.yearOne.lines.find((l) => l.key === 'platform-funds')!;
    // Whole pot: £100,000 is in the £96,700 to £290,000 band, 0.45% on all of it.
    expect(funds.amount).toBe(450);
    expect(funds).toMatchObject({
      kind: 'platform',
      status: 'secondary',
      evidence: 'stated',
      source: rl.tariff.platform.funds.source,
      checkedOn: rl.tariff.platform.funds.checkedOn,
      sourceDated: '2026-04-01',
    });
  });

  it('shows charges the file does not hold as "not known", never as £0', () => {
    // Vanguard's yearly drawdown fee is not in its file: a line says so and it stays out of the total.
    const q = quote(tariffOf(providerBySlug('vanguard')!), baselineScenario(100_000));
    const yearly = q.yearOne.lines.find((l) => l.key === 'drawdown-yearly')!;
    expect(yearly).toMatchObject({
      amount: null,
      status: null,
      evidence: 'not-known',
      kind: 'drawdown-yearly',
    });
    expect(q.yearOne.notKnown).toContain('Yearly drawdown fee');
    expect(q.unknownCharges).toEqual([{ kind: 'drawdown-yearly', label: 'Yearly drawdown fee' }]);
    // 0.15% of £100,000.
    expect(q.yearOne.total).toBe(150);
  });

  it('prices nothing where the file has no platform charge on funds', () => {
    const pensionbee = providerBySlug('pensionbee')!;
    const q = quote(tariffOf(pensionbee), suggestedScenario(100_000));
    expect(q.yearOne.total).toBeNull();
    expect(q.horizon.total).toBeNull();
    expect(annualCost(pensionbee, 100_000)).toBeNull();
  });

  it('keeps the standard comparison exactly §9 for every provider at pots either side of every threshold', () => {
    for (const pot of [0, 1, 10_000, 29_999, 30_000, 31_999, 32_000, 100_000, 250_000, 500_001, 1_000_000]) {
      const ranking = rankProviders(PROVIDERS, pot);
      for (const ranked of ranking.shown) expect(ranked.cost).toBe(annualCost(ranked.provider, pot));
    }
  });
});

describe('a fee that applies only at some pot sizes (a £100 small-account fee under £30,000)', () => {
  // Charles Stanley Direct's 2023 tariff had one (0.35% and £100 under £30,000); its figures are
  // no longer counted (decision 033), so the same fee is tried on Aviva's 0.35% tariff.
  const csd = () => {
    const aviva = tariffOf(providerBySlug('aviva')!);
    return {
      ...aviva,
      charges: {
        ...aviva.charges,
        platform: {
          ...aviva.charges.platform,
          fixedFees: {
            status: 'provider-page',
            value: [{ label: 'Small account fee', perYear: 100, appliesBelow: 30_000 }],
          },
        },
      },
    };
  };

  it('is shown at £0 in the standard comparison, which is §9’s figure', () => {
    const q = quote(csd(), baselineScenario(10_000));
    // 0.35% of £10,000 = £35 (§9); the small-account fee is listed, not counted.
    expect(q.yearOne.total).toBe(35);
    const fee = q.yearOne.lines.find((l) => l.key === 'fixed')!;
    expect(fee.amount).toBe(0);
    expect(fee.formula).toContain('not counted in the standard comparison');
    expect(q.yearOne.total).toBe(annualCost(providerBySlug('aviva')!, 10_000));
  });

  it('is counted in any plan of the visitor’s own', () => {
    const plan: Scenario = { ...baselineScenario(10_000), ocf: 0.2 };
    const q = quote(csd(), plan);
    // £35 platform + £100 small-account fee + 0.2% of £10,000 = £20 fund charges.
    expect(q.yearOne.total).toBe(155);
    expect(q.yearOne.lines.find((l) => l.key === 'fixed')?.amount).toBe(100);
  });

  it('is not charged from £30,000', () => {
    const q = quote(csd(), { ...baselineScenario(30_000), ocf: 0.2 });
    expect(q.yearOne.lines.some((l) => l.key === 'fixed')).toBe(false);
  });
});

describe('the smallest lump sum a provider pays (ii: £1,000 a UFPLS)', () => {
  const ii = () => tariffOf(providerBySlug('interactive-investor')!);
  const lumps = (
    income: number,
    lumpSums: number,
    taxFreeCash: Scenario['taxFreeCash'] = 'none',
  ): Scenario => ({
    ...suggestedScenario(100_000),
    income,
    lumpSums,
    taxFreeCash,
  });

  it('comes from the data file with its source and date', () => {
    const figure = sourcedTariffOf(providerBySlug('interactive-investor')!).charges.drawdown.ufplsMinimum;
    expect(figure.value).toBe(1000);
    expect(figure.source).toBe('https://www.ii.co.uk/ii-accounts/sipp/ufpls/take-ufpls');
    expect(figure.checkedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('makes a plan of smaller lump sums impossible there, with the reason, listed apart', () => {
    // £1,500 a year in 2 lump sums is £750 each: under ii's £1,000.
    const q = quote(ii(), lumps(1_500, 2));
    expect(q.eligible).toBe(false);
    expect(q.reason).toBe('Pays lump sums (UFPLS) of at least £1,000; your plan takes £750 each.');
    const ranking = rankQuotes(PROVIDERS.map(tariffOf), lumps(1_500, 2));
    expect(ranking.ineligible.map((x) => x.slug)).toContain('interactive-investor');
    expect(ranking.ranked.map((x) => x.slug)).not.toContain('interactive-investor');
    const plain = rankProviders(PROVIDERS, 100_000, undefined, lumps(1_500, 2));
    expect(plain.ineligible?.find((x) => x.provider.slug === 'interactive-investor')?.reason).toBe(q.reason);
  });

  it('allows lump sums of exactly the minimum or more', () => {
    expect(quote(ii(), lumps(2_000, 2)).eligible).toBe(true);
    expect(quote(ii(), lumps(12_000, 4)).eligible).toBe(true);
  });

  it('does not apply to a regular income or to drawdown payments after the tax-free cash', () => {
    expect(quote(ii(), { ...lumps(600, 0), incomeFrequency: 'monthly' }).eligible).toBe(true);
    expect(quote(ii(), lumps(1_500, 2, 'start')).eligible).toBe(true);
  });

  it('charges nothing per lump sum at ii, as its page says', () => {
    const q = quote(ii(), lumps(12_000, 4));
    const line = q.yearOne.lines.find((l) => l.key === 'ufpls');
    // A known £0 fee adds no line; it is not "not known" either.
    expect(line).toBeUndefined();
    expect(q.yearOne.notKnown).not.toContain('Lump sums (UFPLS)');
  });
});
