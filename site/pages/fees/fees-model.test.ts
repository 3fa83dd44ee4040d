import { describe, expect, it } from 'vitest';
import { PROVIDERS } from '../../../widget/core/providers.ts';
import { baselineScenario } from '../../../widget/core/scenario.ts';
import { NOT_KNOWN } from '../../../widget/core/texts.ts';
import {
  cardLabel,
  cellClass,
  cells,
  DEFAULT_SORT,
  flipDirection,
  potFromText,
  searchWithState,
  sortAfterPress,
  sortLabelOf,
  stateFromSearch,
  yourPotLabel,
} from './fees-model.ts';

describe('fee page model: the address', () => {
  it('reads the pot, the sort and the direction, with defaults', () => {
    expect(stateFromSearch(new URLSearchParams(''), null)).toEqual({
      rawPot: '',
      sortKey: DEFAULT_SORT,
      direction: 'ascending',
    });
    expect(stateFromSearch(new URLSearchParams('pot=300000&sort=name&dir=descending'), null)).toEqual({
      rawPot: '300000',
      sortKey: 'name',
      direction: 'descending',
    });
    expect(stateFromSearch(new URLSearchParams('sort=nonsense&dir=up'), null).sortKey).toBe(DEFAULT_SORT);
  });

  it('sorts a plan by its own column and takes its pot unless the address gives one', () => {
    const plan = baselineScenario(150_000);
    expect(stateFromSearch(new URLSearchParams(''), plan)).toMatchObject({
      rawPot: '150000',
      sortKey: 'yourPot',
    });
    expect(stateFromSearch(new URLSearchParams('pot=9&sort=name'), plan)).toMatchObject({
      rawPot: '9',
      sortKey: 'name',
    });
  });

  it('cuts a very long pot to 40 characters', () => {
    expect(stateFromSearch(new URLSearchParams(`pot=${'9'.repeat(60)}`), null).rawPot).toHaveLength(40);
  });

  it('writes only its own keys, leaving out defaults and keeping a plan’s others', () => {
    const next = searchWithState('?years=10&pot=1', {
      rawPot: ' 250000 ',
      sortKey: 'name',
      direction: 'descending',
    });
    expect(next.toString()).toBe('years=10&pot=250000&sort=name&dir=descending');
    expect(
      searchWithState('?pot=1&sort=name', {
        rawPot: '',
        sortKey: DEFAULT_SORT,
        direction: 'ascending',
      }).toString(),
    ).toBe('');
  });
});

describe('fee page model: the pot and the labels', () => {
  it('takes a pot in pounds and refuses words and pots too large', () => {
    expect(potFromText('')).toEqual({ yourPot: null, potInvalid: false });
    expect(potFromText('£250,000')).toEqual({ yourPot: 250_000, potInvalid: false });
    expect(potFromText('lots')).toEqual({ yourPot: null, potInvalid: true });
    expect(potFromText('999999999999')).toEqual({ yourPot: null, potInvalid: true });
  });

  it('heads the pot column with the pot or the plan', () => {
    expect(yourPotLabel(null, null)).toBe('Your pot');
    expect(yourPotLabel(250_000, null)).toMatch(/^Your pot \(£/);
    expect(yourPotLabel(250_000, baselineScenario(250_000))).toMatch(/^Your plan \(£/);
  });

  it('flips the direction and names the sort', () => {
    expect(flipDirection('ascending')).toBe('descending');
    expect(flipDirection('descending')).toBe('ascending');
    // A header pressed: the sorted column turns round, another sorts lowest first.
    expect(sortAfterPress({ sortKey: 'pot250k', direction: 'ascending' }, 'pot250k')).toEqual({
      sortKey: 'pot250k',
      direction: 'descending',
    });
    expect(sortAfterPress({ sortKey: 'pot250k', direction: 'descending' }, 'name')).toEqual({
      sortKey: 'name',
      direction: 'ascending',
    });
    expect(sortLabelOf('name')).not.toBe('');
  });
});

describe('fee page model: the cells', () => {
  const provider = PROVIDERS[0]!;
  it('shows a dash in the pot column until a pot is typed, then its cost', () => {
    expect(cells(provider, null, null).yourPot).toBe('—');
    const withPot = cells(provider, 250_000, null).yourPot;
    expect(withPot === NOT_KNOWN.short || withPot.startsWith('£') || withPot.startsWith('Cannot')).toBe(true);
  });

  it('lays the pot column out as a card part only once there is a pot', () => {
    expect(cellClass('yourPot', null, provider)).toContain('max-lg:hidden');
    expect(cellClass('yourPot', 1000, provider)).toContain('dc-fee-yours');
    expect(cardLabel('yourPot', null, provider)).toBeUndefined();
    expect(cardLabel('yourPot', 250_000, provider)).toBe('Your pot (£250,000): ');
    expect(cardLabel('category', 1, provider)).toBeUndefined();
  });
});
