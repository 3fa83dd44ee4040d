import { describe, expect, it } from 'vitest';
import { checkedOnText } from './figure-provenance.tsx';

describe('checkedOnText', () => {
  it('says when a figure was checked, and that it may be out of date from 6 months on', () => {
    expect(checkedOnText('2026-11-01', '2027-04-30')).toBe('checked on 1 November 2026');
    expect(checkedOnText('2026-11-01', '2027-05-01')).toBe(
      'checked on 1 November 2026 and may be out of date',
    );
  });
});
