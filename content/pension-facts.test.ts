import { describe, expect, it } from 'vitest';
import {
  bandFor,
  incomeTaxBands,
  lumpSumAllowance,
  PENSION_FACTS,
  scottishIncomeTaxBands,
  sourcesFor,
  statePensionWeekly,
  statePensionYearly,
} from './pension-facts.ts';

describe('pension facts', () => {
  it('gives every fact a tax year or date, a summary and at least one dated source', () => {
    for (const [key, fact] of Object.entries(PENSION_FACTS)) {
      expect(fact.appliesTo, key).not.toBe('');
      expect(fact.summary.length, key).toBeGreaterThan(20);
      expect(fact.sources.length, key).toBeGreaterThan(0);
      for (const source of fact.sources) {
        expect(source.url, key).toMatch(/^https?:\/\//);
        expect(source.dated, key).not.toBe('');
      }
    }
  });

  it('quotes the lump sum allowance as a quarter of the old lifetime allowance', () => {
    expect(lumpSumAllowance.value).toBe(268_275);
    expect(lumpSumAllowance.display).toBe('£268,275');
    expect(1_073_100 / 4).toBeCloseTo(268_275, 0);
  });

  it('keeps the yearly State Pension equal to 52 weeks of the weekly rate', () => {
    expect(statePensionWeekly.value * 52).toBeCloseTo(statePensionYearly.value, 2);
  });

  it.each([
    ['UK', incomeTaxBands.value],
    ['Scotland', scottishIncomeTaxBands.value],
  ])('has %s tax bands that run on from each other with no gap', (_name, bands) => {
    for (let i = 1; i < bands.length; i++) expect(bands[i]!.from).toBe((bands[i - 1]!.to ?? 0) + 1);
    expect(bands.at(-1)!.to).toBeNull();
  });

  it('finds the band an income falls in', () => {
    expect(bandFor(incomeTaxBands.value, 30_000)?.rate).toBe(20);
    expect(bandFor(incomeTaxBands.value, 50_271)?.rate).toBe(40);
    expect(bandFor(scottishIncomeTaxBands.value, 30_000)?.rate).toBe(21);
  });

  it('lists each source once when facts share it', () => {
    const urls = sourcesFor('lumpSumAllowance', 'lumpSumAndDeathBenefitAllowance').map((s) => s.url);
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls.length).toBe(3);
  });
});
