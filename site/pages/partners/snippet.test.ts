import { describe, expect, it } from 'vitest';
import { PROVIDERS } from '../../../widget/core/providers.ts';
import {
  accentTooFaint,
  contrastRatio,
  DEFAULT_OPTIONS,
  embedAttributes,
  embedSnippet,
  fallbackHref,
  textOnAccent,
} from './snippet.ts';

describe('the configurator’s colour checks', () => {
  it('picks black or white text for any accent, reaching 4.5:1 on pale and dark ones alike', () => {
    expect(textOnAccent('#fde68a').colour).toBe('#000000');
    expect(textOnAccent('#22c55e').colour).toBe('#000000');
    expect(textOnAccent('#c2410c').colour).toBe('#ffffff');
    expect(textOnAccent('#1e3a8a').colour).toBe('#ffffff');
    // The hardest colour there is: mid-grey at the crossing point still gets 4.58:1.
    for (const hex of ['#c2410c', '#fde68a', '#1e3a8a', '#22c55e', '#767676', '#777777', '#0f766e'])
      expect(textOnAccent(hex).ratio, hex).toBeGreaterThanOrEqual(4.5);
  });

  it('warns, per theme, when the accent is too faint for outlines on the widget’s cards', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(accentTooFaint('#fde68a', 'light')).toEqual([{ theme: 'light', ratio: expect.any(Number) }]);
    expect(accentTooFaint('#fde68a', 'dark')).toEqual([]);
    expect(accentTooFaint('#1e3a8a', 'light')).toEqual([]);
    expect(accentTooFaint('#1e3a8a', 'auto').map((found) => found.theme)).toEqual(['dark']);
  });

  it('leaves the limit out of a mini widget’s snippet', () => {
    const options = { ...DEFAULT_OPTIONS, origin: 'https://drawdowncompare.co.uk', layout: 'mini' as const };
    expect(embedAttributes(options)).toEqual([
      ['pot', '250000'],
      ['layout', 'mini'],
    ]);
  });
});

describe('the fallback link (a reader whose browser runs no script)', () => {
  const base = { ...DEFAULT_OPTIONS, origin: 'https://drawdowncompare.co.uk' };
  it('goes to the ranking with the pot and the partner', () => {
    expect(fallbackHref({ ...base, partner: 'retirement-weekly' })).toBe(
      'https://drawdowncompare.co.uk/?pot=250000&partner=retirement-weekly#compare',
    );
    expect(fallbackHref({ ...base, pot: '' })).toBe('https://drawdowncompare.co.uk/#compare');
    expect(embedSnippet({ ...base, partner: 'rw' })).toContain(
      '<a href="https://drawdowncompare.co.uk/?pot=250000&amp;partner=rw#compare">',
    );
  });
});

describe('the height a snippet holds for the widget', () => {
  const base = { ...DEFAULT_OPTIONS, origin: 'https://drawdowncompare.co.uk' };
  it('holds the mini and compact layouts’ heights on the element, and none for the full one', () => {
    expect(embedSnippet({ ...base, layout: 'mini' })).toContain(
      '<drawdown-compare pot="250000" layout="mini" style="display:block;min-height:224px">',
    );
    // A fixed part, then one line per provider shown: 480 + 5 × 64.
    expect(embedSnippet({ ...base, layout: 'compact', limit: '5' })).toContain(
      'layout="compact" limit="5" style="display:block;min-height:800px">',
    );
    expect(embedSnippet({ ...base, layout: 'compact', limit: '' })).toContain(
      `min-height:${480 + 64 * PROVIDERS.length}px`,
    );
    expect(embedSnippet({ ...base, layout: 'compact', limit: '500' })).toContain(
      `min-height:${480 + 64 * PROVIDERS.length}px`,
    );
    expect(embedSnippet(base)).not.toContain('min-height');
  });
});
