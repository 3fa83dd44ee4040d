import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { quote } from '../widget/core/cost-engine.ts';
import { tariffFromFile } from '../widget/core/cost-tariff.ts';
import { ProviderFileSchema } from '../widget/core/provider-file-schema.ts';
import { suggestedScenario } from '../widget/core/scenario.ts';

const DIR = join(import.meta.dirname, '../data/providers');
const files = readdirSync(DIR)
  .filter((f) => f.endsWith('.yaml'))
  .map((f) => ProviderFileSchema.parse(parse(readFileSync(join(DIR, f), 'utf8'))));

describe('the engine on the provider data files', () => {
  it('prices every file for a full scenario, with lines that add up and unknowns never guessed', () => {
    expect(files.length).toBeGreaterThanOrEqual(21);
    const s = {
      ...suggestedScenario(250_000),
      holdings: { funds: 60, shares: 30, trusts: 10 },
      income: 10_000,
      taxFreeCash: 'start' as const,
    };
    for (const file of files) {
      const q = quote(tariffFromFile(file), s);
      if (q.yearOne.pence === null) {
        // No total only where the file says so, or where a platform charge on these holdings is
        // not known (or only the spec's example gives it): the quote then says what is missing.
        const p = file.tariff.platform;
        const platform = [p.funds, p.etfsAndShares, p.investmentTrusts, p.minimums, p.caps, p.fixedFees];
        expect(
          file.tariff.unpricedReason !== undefined ||
            platform.some((f) => f.status === 'not-known' || f.status === 'spec-example'),
        ).toBe(true);
        expect(q.notRanked).toBeTruthy();
        continue;
      }
      expect(q.yearOne.pence).toBe(q.yearOne.lines.reduce((sum, l) => sum + (l.pence ?? 0), 0));
      for (const l of q.yearOne.lines)
        if (l.amount === null) {
          expect(l.formula).toMatch(/^(Not known|Not counted)/);
          expect(l.status).toBeNull();
          expect(q.unknownCharges).toContainEqual({ kind: l.kind, label: l.label });
        }
    }
  });
});
