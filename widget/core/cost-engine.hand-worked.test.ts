import { describe, expect, it } from 'vitest';
import { type LineKey, type Quote, quote, type ReceiptKind, rankQuotes } from './cost-engine.ts';
import { PROVIDERS, providerBySlug } from './providers.ts';
import { tariffOf } from './rank.ts';
import { baselineScenario, type Scenario } from './scenario.ts';
import { sourcedTariffOf } from './sourced-tariffs.ts';

/**
 * Every priced provider, three plans each, worked by hand from the provider's own wording (the
 * page is named above each provider), against the live data files: so a change to a file that
 * changes a cost must come with its new working here.
 *
 * The plans:
 * - standard: spec §9's plan (all in funds, nothing taken, one year, no trades);
 * - £1m half in shares: £500,000 in funds and £500,000 in shares and ETFs, 12 trades a year
 *   (shared 6 and 6), one year, nothing taken;
 * - income: £250,000, the tax-free cash (25%, £62,500) at the start, then £10,000 a year as
 *   monthly income, all in funds, one year: charges are on the £187,500 left.
 * A charge the plan meets that the provider's pages do not give is named, never counted as £0.
 */

const halfInShares = (pot: number): Scenario => ({
  ...baselineScenario(pot),
  holdings: { funds: 50, shares: 50, trusts: 0 },
  tradesPerYear: 12,
});
const income: Scenario = {
  ...baselineScenario(250_000),
  taxFreeCash: 'start',
  income: 10_000,
  incomeFrequency: 'monthly',
};

function quoteOf(slug: string, s: Scenario): Quote {
  const provider = providerBySlug(slug);
  if (!provider) throw new Error(`no provider ${slug}`);
  return quote(sourcedTariffOf(provider), s);
}

interface Worked {
  total: number | null;
  /** Kinds of the charges the plan meets that are not known, in receipt order. */
  unknown?: ReceiptKind[];
  /** Amounts of some lines, pounds. */
  lines?: Partial<Record<LineKey, number>>;
  notRanked?: RegExp;
}

function expectWorked(slug: string, s: Scenario, worked: Worked) {
  const q = quoteOf(slug, s);
  expect(q.eligible, slug).toBe(true);
  expect(q.yearOne.total, slug).toBe(worked.total);
  expect(
    q.unknownCharges.map((c) => c.kind),
    slug,
  ).toEqual(worked.unknown ?? []);
  for (const [key, amount] of Object.entries(worked.lines ?? {}))
    expect(q.yearOne.lines.find((l) => l.key === key)?.amount, `${slug} ${key}`).toBe(amount);
  if (worked.notRanked) {
    expect(q.notRanked, slug).toMatch(worked.notRanked);
    expect(q.horizon.total, slug).toBeNull();
    // Pages that show the first "not known" entry when there is no total show the sentence.
    expect(q.yearOne.notKnown[0], slug).toBe(q.notRanked);
  } else {
    expect(q.notRanked, slug).toBeUndefined();
    // One year, so the horizon is the receipt.
    expect(q.horizon.total, slug).toBe(worked.total);
  }
}

const SHARES_NOT_KNOWN =
  /^Not ranked for this plan: the platform charge on shares and ETFs is not in our data/;
const DRAWDOWN_UNKNOWN: ReceiptKind[] = [
  'drawdown-yearly',
  'drawdown-setup',
  'tax-free-cash',
  'income-payment',
];

describe('AJ Bell, worked from its own wording', () => {
  // youinvest.co.uk/investing-for-children/junior-sipp-charges-and-rates: "0.25% on the first
  // £250,000 of funds, 0.10% on the value between £250,000 and £500,000, no charge on the value of
  // funds over £500,000"; shares "0.25% of the value of the shares in your account, maximum £10 per
  // month". Dealing (ajbell.co.uk/dealing-account/charges): funds £1.50, shares £5.
  it('standard plan, £100,000: 0.25% of £100,000 = £250', () => {
    expectWorked('aj-bell', baselineScenario(100_000), { total: 250 });
  });
  it('£1m half in shares, 12 trades: £875 on the funds, the £120 share cap, £39 dealing = £1,034', () => {
    // Funds £500,000: 0.25% × 250,000 = 625 + 0.10% × 250,000 = 250 → 875.
    // Shares £500,000: 0.25% = 1,250, capped at £10 × 12 = 120.
    // Dealing: 6 × £1.50 = 9 + 6 × £5 = 30 → 39.
    expectWorked('aj-bell', halfInShares(1_000_000), {
      total: 1034,
      lines: {
        'platform-funds': 875,
        'platform-shares': 1250,
        cap: -1130,
        'dealing-funds': 9,
        'dealing-shares': 30,
      },
    });
  });
  it('income plan: 0.25% of £187,500 = £468.75; its drawdown fees are not on a current page', () => {
    expectWorked('aj-bell', income, {
      total: 468.75,
      unknown: ['drawdown-setup', 'tax-free-cash', 'income-payment'],
    });
  });
});

describe('Hargreaves Lansdown, worked from its own wording', () => {
  // hl.co.uk/pensions/sipp/charges-and-interest-rates: funds 0.45% to £250,000, 0.25% to £1m,
  // 0.10% to £2m, nothing above, on the value of funds; shares, ETFs and trusts 0.45% capped at
  // £200 a year. hl.co.uk/charges: funds free to deal, shares £11.95. Drawdown page: no set-up or
  // income charges.
  it('standard plan, £100,000: 0.45% = £450', () => {
    expectWorked('hargreaves-lansdown', baselineScenario(100_000), { total: 450 });
  });
  it('£1m half in shares, 12 trades: £1,750 on the funds + £200 share cap + £71.70 dealing = £2,021.70', () => {
    // Funds £500,000: 0.45% × 250,000 = 1,125 + 0.25% × 250,000 = 625 → 1,750 (the whole-pot
    // reading gave 1,500 here: £250 too low). Shares 0.45% × 500,000 = 2,250 → capped at 200.
    // Dealing: 6 funds × £0 + 6 shares × £11.95 = 71.70.
    expectWorked('hargreaves-lansdown', halfInShares(1_000_000), {
      total: 2021.7,
      lines: { 'platform-funds': 1750, cap: -2050, 'dealing-shares': 71.7 },
    });
  });
  it('income plan: 0.45% of £187,500 = £843.75; the drawdown page names no tax-free cash charge: £0, with that reading', () => {
    expectWorked('hargreaves-lansdown', income, { total: 843.75, lines: { 'tax-free-cash': 0 } });
    const line = quoteOf('hargreaves-lansdown', income).yearOne.lines.find((l) => l.key === 'tax-free-cash');
    expect(line).toMatchObject({
      evidence: 'none-listed',
      status: 'provider-page',
      formula: 'No such fee in the provider’s list of charges',
    });
  });
});

describe('Fidelity, worked from its own wording', () => {
  // fidelity.co.uk/investing/fees: 0.35% under £250,000, 0.20% from £250,000, on the whole
  // amount ("if you hold £300,000 the fee would be 0.20% across the full amount"), at most £2,000;
  // £90 a year for accounts under £25,000; shares, ETFs and trusts at most £7.50 a month.
  it('standard plan: £20,000 pays the £90 minimum; £25,500 pays 0.35% (£89.25), the minimum no longer applies', () => {
    expectWorked('fidelity', baselineScenario(20_000), { total: 90, lines: { minimum: 20 } });
    expectWorked('fidelity', baselineScenario(25_500), { total: 89.25 });
  });
  it('£1m half in shares: 0.20% of £1m = £2,000, the shares part (£1,000) capped at £90 → £1,090, + 6 share deals × £7.50 = £1,135', () => {
    // Fund deals "No charge" (fidelity.co.uk/services/charges-fees); "a simple charge of £7.50 for
    // each deal placed online" in shares, ETFs and trusts (fidelity.co.uk/shares/fees-and-charges).
    expectWorked('fidelity', halfInShares(1_000_000), {
      total: 1135,
      lines: {
        'platform-funds': 1000,
        'platform-shares': 1000,
        cap: -910,
        'dealing-funds': 0,
        'dealing-shares': 45,
      },
    });
  });
  it('income plan: 0.35% of £187,500 = £656.25; "No set up, one-off withdrawal or annual drawdown fees" (2021 page)', () => {
    expectWorked('fidelity', income, { total: 656.25 });
    const line = quoteOf('fidelity', income).yearOne.lines.find((l) => l.key === 'platform-funds');
    expect(line?.formula).toBe('0.35% of £187,500 (one rate on the whole pot)');
  });
});

describe('Quilter, worked from its own wording', () => {
  // quilter.com/products-and-services/platform-fees-and-charges: "one tiered charging structure …
  // based on the value of all products held": 0.35% to £50,000, 0.25% to £250,000, 0.20% to
  // £750,000, 0.15% above. No drawdown or income charge. Third reading (25 November 2026): fund
  // dealing £0 as stated ("we don't charge you for making changes to your investments"); drawdown
  // set-up and tax-free cash £0 with the full-list reading ("no hidden extras"; none listed).
  it('standard plan, £100,000: 0.35% × 50,000 + 0.25% × 50,000 = 175 + 125 = £300', () => {
    expectWorked('quilter', baselineScenario(100_000), { total: 300 });
  });
  it('£1m half in shares: the tiers on all £1m = 175 + 500 + 1,000 + 375 = £2,050 (not £1,025)', () => {
    // Fund dealing is now a stated £0: only the exchange-traded dealing (amount not reached) is
    // still not known (was dealing twice).
    expectWorked('quilter', halfInShares(1_000_000), {
      total: 2050,
      unknown: ['dealing'],
      lines: { 'platform-funds': 1025, 'platform-shares': 1025 },
    });
  });
  it('income plan: 175 + 0.25% × 137,500 = £518.75; set-up and tax-free cash £0 as none is listed', () => {
    // Same £518.75; the two lines that were not known are £0 lines with the "none listed" reading.
    expectWorked('quilter', income, { total: 518.75, lines: { 'drawdown-setup': 0, 'tax-free-cash': 0 } });
    const lines = quoteOf('quilter', income).yearOne.lines;
    for (const key of ['drawdown-setup', 'tax-free-cash'] as const)
      expect(
        lines.find((l) => l.key === key),
        key,
      ).toMatchObject({
        evidence: 'none-listed',
        status: 'provider-page',
        formula: 'No such fee in the provider’s list of charges',
      });
  });
});

describe('Aegon, worked from its own wording', () => {
  // aegon.co.uk/advisers/arc/charges.html: on "Total holdings on ARC", 0.60% to £30,000, 0.55% to
  // £50,000, 0.50% to £100,000, 0.45% to £250,000, nothing above; £75 a year "when their first
  // drawdown pension payment is made". The £100 set-up was only the spec's example.
  // Third reading (25 November 2026): the page lists "three main types of charges" (ARC,
  // investment, adviser), so drawdown set-up, tax-free cash, income and one-off payments and fund
  // dealing are £0 with that reading (none listed).
  it('standard plan, £100,000: 180 + 110 + 250 = £540, no £75 while nothing is taken', () => {
    expectWorked('aegon', baselineScenario(100_000), { total: 540 });
    expect(quoteOf('aegon', baselineScenario(100_000)).yearOne.lines.map((l) => l.key)).not.toContain(
      'drawdown-yearly',
    );
  });
  it('£1m half in shares: the tiers on all £1m = 540 + 675 = £1,215, half on each', () => {
    expectWorked('aegon', halfInShares(1_000_000), {
      total: 1215,
      // Fund dealing is now £0 (none listed): only the share dealing is still not known (was
      // dealing twice).
      unknown: ['dealing'],
      lines: { 'platform-funds': 607.5, 'platform-shares': 607.5 },
    });
  });
  it('income plan: 540 + 0.45% × 87,500 = 933.75, plus £75 once income is paid = £1,008.75, nothing unknown', () => {
    // Same £1,008.75; set-up, tax-free cash and income are £0 lines with the "none listed"
    // reading (the spec's example £100 set-up is on no Aegon page).
    expectWorked('aegon', income, {
      total: 1008.75,
      lines: { 'drawdown-yearly': 75, 'drawdown-setup': 0, 'tax-free-cash': 0, 'regular-income': 0 },
    });
    const lines = quoteOf('aegon', income).yearOne.lines;
    for (const key of ['drawdown-setup', 'tax-free-cash', 'regular-income'] as const)
      expect(
        lines.find((l) => l.key === key),
        key,
      ).toMatchObject({
        evidence: 'none-listed',
        status: 'provider-page',
        formula: 'No such fee in the provider’s list of charges',
      });
  });
});

describe('Aviva, worked from its own wording', () => {
  // aviva.co.uk/investments/investment-charges: 0.35% on the first £500,000, nothing above;
  // shares £4.99 a deal. No drawdown fee found anywhere.
  it('standard plan, £100,000: 0.35% = £350; the yearly drawdown fee is not known', () => {
    expectWorked('aviva', baselineScenario(100_000), { total: 350, unknown: ['drawdown-yearly'] });
  });
  it('£1m half in shares: 0.35% × 500,000 = 1,750 on the account + 6 × £4.99 = £1,779.94', () => {
    expectWorked('aviva', halfInShares(1_000_000), {
      total: 1779.94,
      unknown: ['dealing', 'drawdown-yearly'],
      lines: { 'dealing-shares': 29.94 },
    });
  });
  it('income plan: 0.35% of £187,500 = £656.25', () => {
    expectWorked('aviva', income, { total: 656.25, unknown: DRAWDOWN_UNKNOWN });
  });
});

describe('James Hay (Nucleus), worked from its own wording', () => {
  // nucleusfinancial.com/helphub/faqs (tariff from 9 February 2026): 0.27% to £500,000, 0.175% to
  // £1m, 0.05% above, on the whole account.
  it('standard plan, £100,000: 0.27% = £270', () => {
    expectWorked('james-hay', baselineScenario(100_000), { total: 270, unknown: ['drawdown-yearly'] });
  });
  it('£1m half in shares: 1,350 + 875 = £2,225', () => {
    expectWorked('james-hay', halfInShares(1_000_000), {
      total: 2225,
      unknown: ['dealing', 'dealing', 'drawdown-yearly'],
    });
  });
  it('income plan: 0.27% of £187,500 = £506.25', () => {
    expectWorked('james-hay', income, { total: 506.25, unknown: DRAWDOWN_UNKNOWN });
  });
});

describe('Legal & General, worked from its own wording', () => {
  // yourpensionoptions.legalandgeneral.com (pension drawdown): 0.25% a year; no drawdown fee.
  // Third reading (25 November 2026): the page names two kinds of charge only, "There are charges
  // for managing your account and charges applied to the investments you hold", so drawdown
  // set-up, tax-free cash, income and one-off payments and fund dealing are £0 with that reading
  // (none listed), not stated.
  it('standard plan, £100,000: 0.25% = £250', () => {
    expectWorked('legal-and-general', baselineScenario(100_000), { total: 250 });
  });
  it('£1m half in shares: its page gives no charge on shares, so it is not ranked for this plan', () => {
    // Fund dealing is now £0 (none listed): only the share dealing is still not known (was
    // dealing twice).
    expectWorked('legal-and-general', halfInShares(1_000_000), {
      total: null,
      notRanked: SHARES_NOT_KNOWN,
      unknown: ['dealing'],
    });
  });
  it('income plan: 0.25% of £187,500 = £468.75; set-up, tax-free cash and income £0 as none is listed', () => {
    // Same £468.75; the three lines that were not known are £0 lines with the "none listed" reading.
    expectWorked('legal-and-general', income, {
      total: 468.75,
      lines: { 'drawdown-setup': 0, 'tax-free-cash': 0, 'regular-income': 0 },
    });
    const lines = quoteOf('legal-and-general', income).yearOne.lines;
    for (const key of ['drawdown-setup', 'tax-free-cash', 'regular-income'] as const)
      expect(
        lines.find((l) => l.key === key),
        key,
      ).toMatchObject({
        evidence: 'none-listed',
        status: 'provider-page',
        formula: 'No such fee in the provider’s list of charges',
      });
  });
});

describe('Prudential, worked from its own wording', () => {
  // mandg.com/pru/adviser (Retirement Account): one rate on the whole value: 0.30% under £100,000,
  // 0.20% under £250,000, 0.15% under £750,000, 0.125% under £1m, 0.10% above.
  it('standard plan, £100,000: in the £100,000 to £250,000 band, 0.20% on all of it = £200', () => {
    expectWorked('prudential', baselineScenario(100_000), { total: 200, unknown: ['drawdown-yearly'] });
  });
  it('£1m half in shares: no charge on shares in its pages, so not ranked', () => {
    expectWorked('prudential', halfInShares(1_000_000), {
      total: null,
      notRanked: SHARES_NOT_KNOWN,
      unknown: ['dealing', 'dealing', 'drawdown-yearly'],
    });
  });
  it('income plan: 0.20% of £187,500 = £375', () => {
    expectWorked('prudential', income, { total: 375, unknown: DRAWDOWN_UNKNOWN });
  });
});

describe('Royal London, worked from Pension Bible’s reading (Q2 2026, third party)', () => {
  // pensionbible.co.uk/providers/royal-london: whole-pot 0.75% to £48.3k, 0.50% to £96.7k, 0.45%
  // to £290k, 0.40% to £967k, 0.35% above ("post-April-2026 schedule").
  it('standard plan, £95,000: under the new £96,700 limit, 0.50% on all of it = £475 (the old limits gave £427.50)', () => {
    expectWorked('royal-london', baselineScenario(95_000), { total: 475, unknown: ['drawdown-yearly'] });
  });
  it('£1m half in shares: not ranked, no charge on shares in our sources', () => {
    expectWorked('royal-london', halfInShares(1_000_000), {
      total: null,
      notRanked: SHARES_NOT_KNOWN,
      unknown: ['dealing', 'dealing', 'drawdown-yearly'],
    });
  });
  it('income plan: 0.45% of £187,500 = £843.75', () => {
    expectWorked('royal-london', income, { total: 843.75, unknown: DRAWDOWN_UNKNOWN });
  });
});

describe('Scottish Widows, worked from its own wording', () => {
  // adviser.scottishwidows.co.uk retirement account: "a percentage of the total value of the
  // Account": 0.90% under £30,000, 0.40% under £50,000, 0.30% under £250,000, 0.25% under £500,000,
  // 0.20% under £1m, 0.10% above. Drawdown (third reading, 25 November 2026): no set-up or yearly
  // drawdown fee ("We take this charge for setting up and managing your Retirement Account"; "The
  // Service Charge will be split proportionally between the Retirement Planning and Retirement
  // Income parts"), and no transaction fee ("We won't charge you for any additional
  // transactions": tax-free cash, income payments, fund dealing £0, stated).
  it('standard plan, £100,000: 0.30% on all of it = £300', () => {
    // The yearly drawdown fee is now a stated £0 (was not known), so nothing is left unknown.
    expectWorked('scottish-widows', baselineScenario(100_000), { total: 300 });
  });
  it('£1m half in shares: not ranked', () => {
    // Fund dealing is now a stated £0 and the yearly drawdown fee too: only the share dealing
    // charge is still not known (was dealing twice and the yearly fee).
    expectWorked('scottish-widows', halfInShares(1_000_000), {
      total: null,
      notRanked: SHARES_NOT_KNOWN,
      unknown: ['dealing'],
    });
  });
  it('income plan: 0.30% of £187,500 = £562.50, every drawdown fee £0 as stated', () => {
    // Same £562.50; the four drawdown lines the plan meets are now stated £0, not unknown.
    expectWorked('scottish-widows', income, { total: 562.5 });
  });
});

describe('St James’s Place, worked from its own wording', () => {
  // sjp.co.uk/charges: product charge 0.35% to £500,000, 0.32% to £1m, … ; advice charges apart.
  // Third reading (25 November 2026): "We've split our charges into separate Advice, Product and
  // Fund charges" and the product charge is "what you pay SJP to administer your account", so the
  // drawdown lines and fund dealing are £0 with that reading (none listed). The advice charges stay
  // stated, separate lines outside the cost.
  it('standard plan, £100,000: 0.35% = £350', () => {
    expectWorked('st-james-place', baselineScenario(100_000), { total: 350 });
  });
  it('£1m half in shares: not ranked', () => {
    // Fund dealing is now £0 (none listed): only the share dealing is still not known (was
    // dealing twice).
    expectWorked('st-james-place', halfInShares(1_000_000), {
      total: null,
      notRanked: SHARES_NOT_KNOWN,
      unknown: ['dealing'],
    });
  });
  it('income plan: 0.35% of £187,500 = £656.25; every drawdown line £0 as none is listed', () => {
    // Same £656.25; set-up, tax-free cash and income were not known, and are now £0 lines with
    // the "none listed" reading (the yearly fee too, read the same way).
    expectWorked('st-james-place', income, {
      total: 656.25,
      lines: { 'drawdown-yearly': 0, 'drawdown-setup': 0, 'tax-free-cash': 0, 'regular-income': 0 },
    });
    const lines = quoteOf('st-james-place', income).yearOne.lines;
    for (const key of ['drawdown-yearly', 'drawdown-setup', 'tax-free-cash', 'regular-income'] as const)
      expect(
        lines.find((l) => l.key === key),
        key,
      ).toMatchObject({
        evidence: 'none-listed',
        status: 'provider-page',
        formula: 'No such fee in the provider’s list of charges',
      });
  });
});

describe('Standard Life, worked from its own wording', () => {
  // standardlife.co.uk/pensions/personal-pension/charges ("correct as at 05 February 2025"): 0.45%
  // service charge; its flexible-income page (October 2017): no extra charge to set up, for
  // tax-free cash, lump sums or regular income, or for switching funds.
  it('standard plan, £100,000: 0.45% = £450', () => {
    expectWorked('standard-life', baselineScenario(100_000), { total: 450 });
  });
  it('£1m half in shares: not ranked', () => {
    // Fund deals £0 ("We don't charge extra for: … Switching funds"); share dealing not known.
    expectWorked('standard-life', halfInShares(1_000_000), {
      total: null,
      notRanked: SHARES_NOT_KNOWN,
      unknown: ['dealing'],
    });
  });
  it('income plan: 0.45% of £187,500 = £843.75, nothing unknown', () => {
    expectWorked('standard-life', income, { total: 843.75 });
    const line = quoteOf('standard-life', income).yearOne.lines.find((l) => l.key === 'platform-funds');
    expect(line).toMatchObject({ sourceDated: '2025-02-05', status: 'provider-page', kind: 'platform' });
  });
});

describe('Nutmeg, worked from its own wording', () => {
  // nutmeg.com/our-fee: fully managed "0.75% up to £100k, 0.35% beyond".
  it('standard plan, £100,000: 0.75% = £750', () => {
    expectWorked('nutmeg', baselineScenario(100_000), { total: 750, unknown: ['drawdown-yearly'] });
  });
  it('£1m half in shares: not ranked', () => {
    expectWorked('nutmeg', halfInShares(1_000_000), {
      total: null,
      notRanked: SHARES_NOT_KNOWN,
      unknown: ['dealing', 'dealing', 'drawdown-yearly'],
    });
  });
  it('income plan: 750 + 0.35% × 87,500 = £1,056.25; "no set-up fees" is about the account, so drawdown set-up is not known', () => {
    expectWorked('nutmeg', income, { total: 1056.25, unknown: DRAWDOWN_UNKNOWN });
  });
});

describe('Vanguard, worked from its own wording', () => {
  // vanguardinvestor.co.uk/what-we-offer/fees-explained: 0.15% account fee, at most £375 a year;
  // £4 a month for balances under £32,000.
  it('standard plan, £20,000: 0.15% is £30, raised to the £48 minimum', () => {
    expectWorked('vanguard', baselineScenario(20_000), { total: 48, unknown: ['drawdown-yearly'] });
  });
  it('£1m half in shares: 0.15% of £1m = £1,500, capped at £375', () => {
    expectWorked('vanguard', halfInShares(1_000_000), {
      total: 375,
      unknown: ['dealing', 'dealing', 'drawdown-yearly'],
      lines: { cap: -1125 },
    });
  });
  it('income plan: 0.15% of £187,500 = £281.25', () => {
    expectWorked('vanguard', income, { total: 281.25, unknown: DRAWDOWN_UNKNOWN });
  });
});

describe('what is not known is said, never counted', () => {
  it('lists a provider with no sourced charge apart, with the reason (IG: only the spec’s £210)', () => {
    const q = quoteOf('ig', baselineScenario(250_000));
    expect(q.yearOne.total).toBeNull();
    expect(q.notRanked).toMatch(/specification’s example/);
  });

  it('ranks no provider whose charge on part of the holdings is not known', () => {
    const ranking = rankQuotes(PROVIDERS.map(tariffOf), halfInShares(250_000));
    const priced = ranking.ranked.filter((q) => q.horizon.total !== null).map((q) => q.slug);
    for (const slug of ['prudential', 'legal-and-general', 'scottish-widows'])
      expect(priced).not.toContain(slug);
    // The unranked come after every priced one, each saying what is missing.
    const firstUnpriced = ranking.ranked.findIndex((q) => q.horizon.total === null);
    for (const q of ranking.ranked.slice(firstUnpriced)) {
      expect(q.horizon.total).toBeNull();
      expect(q.notRanked).toBeTruthy();
    }
  });

  it('gives every line its kind, status, source date and checked-on date', () => {
    for (const provider of PROVIDERS) {
      for (const l of quote(sourcedTariffOf(provider), income).yearOne.lines) {
        expect(l.kind).toMatch(
          /^(platform|dealing|drawdown-setup|drawdown-yearly|income-payment|lump-sum-payment|tax-free-cash|fund-charge|other)$/,
        );
        if (l.amount === null) expect(l.status).toBeNull();
        else expect(l.status).toMatch(/^(provider-page|secondary|visitor|assumption)$/);
        expect(l.sourceDated === null || /^\d{4}-\d{2}-\d{2}$/.test(l.sourceDated)).toBe(true);
        if (l.status === 'provider-page' || l.status === 'secondary')
          expect(l.checkedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
    }
  });

  it('prices the realistic plan in full at the 8 providers whose own pages give every charge it meets', () => {
    // £250,000, tax-free cash at the start, £10,000 a year taken monthly, 6 fund deals a year:
    // the plan a visitor most often brings. Every other provider has a line not in our data (or is
    // not ranked); the research notes say why for each (third reading, 25 November 2026).
    const realistic: Scenario = { ...income, tradesPerYear: 6 };
    const full = PROVIDERS.filter((provider) => {
      const q = quote(sourcedTariffOf(provider), realistic);
      return q.yearOne.total !== null && q.yearOne.lines.every((l) => l.amount !== null);
    }).map((p) => p.slug);
    expect(full.sort()).toEqual([
      'aegon',
      'fidelity',
      'hargreaves-lansdown',
      'legal-and-general',
      'quilter',
      'scottish-widows',
      'st-james-place',
      'standard-life',
    ]);
  });
});
