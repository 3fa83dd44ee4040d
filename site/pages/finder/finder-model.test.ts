import { describe, expect, it } from 'vitest';
import { annualCost } from '../../../widget/core/annual-cost.ts';
import { quote } from '../../../widget/core/cost-engine.ts';
import { PROVIDERS } from '../../../widget/core/providers.ts';
import { tariffOf } from '../../../widget/core/rank.ts';
import { suggestedScenario } from '../../../widget/core/scenario.ts';
import { shortlist } from './finder-model.ts';

describe('finder shortlist', () => {
  it('puts providers of the kind asked for first', () => {
    for (const [style, category] of [
      ['diy', 'direct'],
      ['managed', 'robo'],
      ['advised', 'adviser'],
    ] as const) {
      const { matches } = shortlist(PROVIDERS, { pot: '250000', style, priorities: [] }, 250_000);
      expect(matches).toHaveLength(3);
      expect(matches[0]?.provider.category).toBe(category);
      expect(matches[0]?.reasons[0]).toContain('The kind of provider you asked for');
    }
  });

  it('with low cost first and no preferred kind, leads with the cheapest provider for the pot', () => {
    const { matches } = shortlist(
      PROVIDERS,
      { pot: '400000', style: 'unsure', priorities: ['low-cost'] },
      400_000,
    );
    const cheapest = Math.min(
      ...PROVIDERS.map((p) => annualCost(p, 400_000)).filter((c): c is number => c !== null),
    );
    expect(matches[0]?.cost).toBe(cheapest);
  });

  it('gives a reason for every match, including its yearly cost', () => {
    const { matches } = shortlist(
      PROVIDERS,
      { pot: '100000', style: 'diy', priorities: ['app', 'research'] },
      100_000,
    );
    for (const match of matches) {
      expect(match.reasons.length).toBeGreaterThan(0);
      if (match.cost !== null) expect(match.reasons.join(' ')).toMatch(/a year on your pot/);
    }
  });

  it('says so when it cannot judge ratings instead of inventing them', () => {
    const { notes } = shortlist(PROVIDERS, { pot: '100000', style: null, priorities: ['ratings'] }, 100_000);
    if (PROVIDERS.every((provider) => provider.trustpilotRating === undefined))
      expect(notes.join(' ')).toMatch(/ratings/);
  });

  it('is deterministic', () => {
    const answers = { pot: '250000', style: 'unsure', priorities: ['range'] } as const;
    const a = shortlist(PROVIDERS, { ...answers, priorities: [...answers.priorities] }, 250_000);
    const b = shortlist(PROVIDERS, { ...answers, priorities: [...answers.priorities] }, 250_000);
    expect(a.matches.map((m) => m.provider.slug)).toEqual(b.matches.map((m) => m.provider.slug));
  });
});

describe('finder shortlist for the visitor’s plan (from the URL)', () => {
  const plan = { ...suggestedScenario(100_000), income: 1_500, lumpSums: 2 };

  it('prices the plan over its years and leaves out who cannot do it, saying why', () => {
    const { matches, notes } = shortlist(
      PROVIDERS,
      { pot: '100000', style: null, priorities: ['low-cost'] },
      100_000,
      plan,
    );
    expect(matches.map((m) => m.provider.slug)).not.toContain('interactive-investor');
    expect(notes.some((n) => n.startsWith('Interactive Investor is left out'))).toBe(true);
    const first = matches[0]!;
    expect(first.cost).toBe(quote(tariffOf(first.provider), plan).horizon.total);
    expect(first.reasons.some((r) => r.includes('over 10 years for your plan'))).toBe(true);
  });
});
