import { describe, expect, it } from 'vitest';
import { quote } from '../../../widget/core/cost-engine.ts';
import { PROVIDERS } from '../../../widget/core/providers.ts';
import { providerCost, tariffOf } from '../../../widget/core/rank.ts';
import { baselineScenario, suggestedScenario } from '../../../widget/core/scenario.ts';
import { annualCost } from '../../../widget/core/spec-nine-oracle.ts';
import {
  finderSearch,
  finderStateFromSearch,
  RESULTS_STEP,
  STYLE_REQUIRED,
  shortlist,
} from './finder-model.ts';

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

  it('with low cost, leads with the cheapest of the kind asked for, whatever other boxes a dearer one ticks', () => {
    for (const [style, category] of [
      ['diy', 'direct'],
      ['managed', 'robo'],
      ['advised', 'adviser'],
    ] as const)
      for (const priorities of [
        ['low-cost'],
        ['low-cost', 'range'],
        ['low-cost', 'app', 'research', 'range'],
      ] as const)
        for (const pot of [100_000, 180_000, 250_000, 500_000]) {
          const { matches } = shortlist(
            PROVIDERS,
            { pot: String(pot), style, priorities: [...priorities] },
            pot,
          );
          const costs = PROVIDERS.filter((p) => p.category === category)
            .map((p) => providerCost(p, baselineScenario(pot)))
            .filter((c): c is number => c !== null);
          expect(matches[0]?.provider.category, `${style} ${priorities} ${pot}`).toBe(category);
          expect(matches[0]?.cost, `${style} ${priorities} ${pot}`).toBe(Math.min(...costs));
          expect(matches[0]?.reasons.join(' ')).toMatch(/The cheapest of the \d+ providers? of that kind/);
        }
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

describe('finder address', () => {
  const answers = { pot: '300000', style: 'diy', priorities: ['low-cost', 'app'] } as const;

  it('round-trips a step and its answers', () => {
    const search = finderSearch(2, { ...answers, priorities: [...answers.priorities] });
    expect(search.toString()).toBe('pot=300000&style=diy&priority=low-cost&priority=app&step=3');
    expect(finderStateFromSearch(search)).toEqual({
      step: 2,
      answers: { ...answers, priorities: ['low-cost', 'app'] },
      error: null,
    });
    expect(finderStateFromSearch(new URLSearchParams('pot=300000&style=diy&step=shortlist')).step).toBe(
      RESULTS_STEP,
    );
  });

  it('leaves the first step and empty answers out', () => {
    expect(finderSearch(0, { pot: '', style: null, priorities: [] }).toString()).toBe('');
  });

  it('goes back to the first unanswered step with its problem', () => {
    expect(finderStateFromSearch(new URLSearchParams('step=2&pot='))).toMatchObject({
      step: 0,
      error: expect.stringContaining('Enter the size of your pension pot'),
    });
    expect(finderStateFromSearch(new URLSearchParams('step=shortlist&pot=250000'))).toMatchObject({
      step: 1,
      error: STYLE_REQUIRED,
    });
  });

  it('ignores what it does not know', () => {
    expect(
      finderStateFromSearch(new URLSearchParams('pot=1000&style=yolo&priority=x&priority=app&step=9')),
    ).toEqual({ step: 0, answers: { pot: '1000', style: null, priorities: ['app'] }, error: null });
  });
});
