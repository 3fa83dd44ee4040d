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
        // Unpriced only where the file says so, or holds no platform charge on funds (decision 020).
        expect(file.tariff.unpricedReason !== undefined || file.tariff.platform.funds.value === null).toBe(
          true,
        );
        continue;
      }
      expect(q.yearOne.pence).toBe(q.yearOne.lines.reduce((sum, l) => sum + (l.pence ?? 0), 0));
      for (const l of q.yearOne.lines) if (l.amount === null) expect(l.formula).toMatch(/^Not known/);
    }
  });
});
