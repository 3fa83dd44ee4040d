import { describe, expect, it } from 'vitest';
import { advance, EMPTY_ANSWERS, STYLE_REQUIRED, searchWithFinder, togglePriority } from './finder-model.ts';

describe('finder model: moving between steps', () => {
  it('goes back whatever the answers', () => {
    expect(advance(2, EMPTY_ANSWERS, 1)).toEqual({ step: 1 });
    expect(advance(1, EMPTY_ANSWERS, 0)).toEqual({ step: 0 });
  });

  it('stays on the pot with its problem until a pot is given', () => {
    expect(advance(0, EMPTY_ANSWERS, 1)).toEqual({
      error: 'Enter the size of your pension pot in pounds, for example 250000.',
    });
    expect(advance(0, { ...EMPTY_ANSWERS, pot: '250000' }, 1)).toEqual({ step: 1 });
  });

  it('asks for a way of managing before the priorities, which may be none', () => {
    const withPot = { ...EMPTY_ANSWERS, pot: '250000' };
    expect(advance(1, withPot, 2)).toEqual({ error: STYLE_REQUIRED });
    expect(advance(1, { ...withPot, style: 'diy' }, 2)).toEqual({ step: 2 });
    expect(advance(2, { ...withPot, style: 'diy' }, undefined)).toEqual({ step: 3 });
  });

  it('ticks and unticks a priority', () => {
    expect(togglePriority([], 'app')).toEqual(['app']);
    expect(togglePriority(['app', 'range'], 'app')).toEqual(['range']);
  });

  it('writes its own keys into the address and keeps a plan’s others', () => {
    const next = searchWithFinder('?years=10&pot=1&step=2', 2, {
      pot: '300000',
      style: 'managed',
      priorities: ['app'],
    });
    expect(next.toString()).toBe('years=10&pot=300000&style=managed&priority=app&step=3');
    expect(searchWithFinder('?pot=5', 0, EMPTY_ANSWERS).toString()).toBe('');
  });
});
