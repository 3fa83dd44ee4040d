import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { COMPARED_PROVIDERS } from '../widget/core/compared-providers.ts';
import { LOGO_MARKS } from '../widget/core/logo-marks.ts';
import { toProvider } from '../widget/core/provider-derive.ts';
import type { ProviderFile } from '../widget/core/provider-file-schema.ts';
import { COMPARED_FIELDS } from '../widget/core/provider-schema.ts';
import { PROVIDERS } from '../widget/core/providers.ts';
import { rankProviders } from '../widget/core/rank.ts';
import {
  COMPARED_MODULE,
  DATA_DIR,
  FILES_MODULE,
  freshness,
  loadProviderFiles,
  parseProviderFile,
  RECORDS_MODULE,
  renderModules,
  SOURCES_MODULE,
} from './provider-data.ts';

const temporary: string[] = [];
afterEach(() => {
  for (const dir of temporary.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function copyOfData(): string {
  const dir = mkdtempSync(join(tmpdir(), 'providers-'));
  temporary.push(dir);
  cpSync(DATA_DIR, dir, { recursive: true });
  return dir;
}

describe('provider data files', { timeout: 30_000 }, () => {
  it('all match the schema, and the generated modules are up to date with them', () => {
    const files = loadProviderFiles();
    expect(files.length).toBeGreaterThan(0);
    const modules = renderModules(files);
    expect(readFileSync(FILES_MODULE, 'utf8'), 'run npm run data:providers').toBe(modules.files);
    expect(readFileSync(RECORDS_MODULE, 'utf8'), 'run npm run data:providers').toBe(modules.records);
    expect(readFileSync(COMPARED_MODULE, 'utf8'), 'run npm run data:providers').toBe(modules.compared);
    expect(readFileSync(SOURCES_MODULE, 'utf8'), 'run npm run data:providers').toBe(modules.sources);
  });

  it('the compared records are the records cut to the comparison fields, in the same order', () => {
    expect(COMPARED_PROVIDERS.map((provider) => provider.slug)).toEqual(PROVIDERS.map((p) => p.slug));
    PROVIDERS.forEach((provider, index) => {
      const compared = COMPARED_PROVIDERS[index] as Record<string, unknown>;
      expect(Object.keys(compared).every((key) => (COMPARED_FIELDS as readonly string[]).includes(key))).toBe(
        true,
      );
      for (const field of COMPARED_FIELDS) expect(compared[field]).toEqual(provider[field]);
    });
    // The profile words stay out of what the partner widget ships.
    expect(JSON.stringify(COMPARED_PROVIDERS)).not.toContain(PROVIDERS[0]?.description);
  });

  it('every provider has a logo mark', () => {
    for (const file of loadProviderFiles()) expect(file.logo in LOGO_MARKS, file.slug).toBe(true);
  });

  it('puts figures into the words from the data, and refuses a token that points at nothing', () => {
    const vanguard = loadProviderFiles().find((file) => file.slug === 'vanguard')!;
    expect(vanguard.profile.description).toContain('£375');
    const text = readFileSync(join(DATA_DIR, 'vanguard.yaml'), 'utf8').replace(
      '{tariff.platform.caps.value.0.perYear}',
      '{tariff.platform.caps.value.9.perYear}',
    );
    expect(() => parseProviderFile('vanguard.yaml', text)).toThrow(/is not a figure in the data/);
  });

  it('states no £ or % figure in the profile words except through a token', () => {
    for (const name of ['aviva', 'james-hay', 'hargreaves-lansdown', 'st-james-place', 'vanguard']) {
      const raw = parse(readFileSync(join(DATA_DIR, `${name}.yaml`), 'utf8'));
      const words = [
        raw.profile.description,
        ...raw.profile.pros,
        ...raw.profile.cons,
        raw.profile.marketPosition,
      ];
      for (const text of words) expect(text.replace(/\{[^}]+\}/g, ''), name).not.toMatch(/[£%]/);
    }
  });

  it('refuses a file that does not match the schema, naming the file and the field', () => {
    const text = readFileSync(join(DATA_DIR, 'aviva.yaml'), 'utf8');
    const data = parse(text);
    data.tariff.drawdown.minimumPot = {
      status: 'not-known',
      value: 5000,
      checkedOn: '2026-11-24',
      note: 'x',
    };
    expect(() => parseProviderFile('aviva.yaml', stringify(data))).toThrow(
      /aviva\.yaml.*\n.*tariff\.drawdown\.minimumPot/,
    );
    expect(() => parseProviderFile('other.yaml', text)).toThrow(/must match the file name/);
  });

  it('adds a provider with one data file and its logo mark: nothing else needs editing', () => {
    const dir = copyOfData();
    const data = parse(readFileSync(join(DATA_DIR, 'aviva.yaml'), 'utf8'));
    const before = loadProviderFiles(dir).length;
    // Reuses an existing logo key, standing in for the new mark an operator adds to LOGO_MARKS.
    writeFileSync(
      join(dir, 'new-pension.yaml'),
      stringify({ ...data, id: 'new-pension', slug: 'new-pension', name: 'New Pension' }),
    );
    const files = loadProviderFiles(dir);
    expect(files).toHaveLength(before + 1);
    const providers = files.map(toProvider);
    const added = providers.find((p) => p.slug === 'new-pension')!;
    expect(added.costs.pot100k).toBe(350);
    expect(rankProviders(providers, 100_000).shown.map((entry) => entry.provider.slug)).toContain(
      'new-pension',
    );
    expect(renderModules(files).records).toContain('"slug":"new-pension"');
  });
});

describe('freshness of the figures', () => {
  const files = loadProviderFiles();
  const newest = files
    .flatMap((file) => [file.tariff.platform.funds.checkedOn])
    .sort()
    .at(-1)!;

  it('has nothing stale or expired on the day the figures were checked', () => {
    const report = freshness(files, newest);
    expect(report.expired).toEqual([]);
  });

  it('warns at 6 months and fails at 12', () => {
    const [year, month, day] = newest.split('-').map(Number) as [number, number, number];
    const plus = (months: number) => {
      const date = new Date(Date.UTC(year, month - 1 + months, day));
      return date.toISOString().slice(0, 10);
    };
    const atSix = freshness(files, plus(6));
    expect(atSix.stale.length).toBeGreaterThan(0);
    // At 6 months only third-party figures whose source was already older are past the rule.
    for (const line of atSix.expired) expect(line).toMatch(/source dated/);
    expect(freshness(files, plus(12)).expired.length).toBeGreaterThan(0);
    expect(freshness(files, plus(12)).expired[0]).toMatch(/checked on \d{4}-\d{2}-\d{2} \(\d+ months ago\)/);
  });

  it('counts from the older of the date the source bears and our check (decision 033)', () => {
    const base = files.find((file) => file.slug === 'aj-bell')!;
    const withFunds = (funds: object): ProviderFile => ({
      ...base,
      tariff: { ...base.tariff, platform: { ...base.tariff.platform, funds } as never },
    });
    const funds = base.tariff.platform.funds;
    const only = (report: { stale: string[]; expired: string[] }) => ({
      stale: report.stale.filter((l) => l.startsWith('aj-bell tariff.platform.funds:')),
      expired: report.expired.filter((l) => l.startsWith('aj-bell tariff.platform.funds:')),
    });
    // Checked on 1 November 2026 from an undated page: fresh for 6 months, stale at 6, expired at 12.
    const undated = withFunds({
      ...funds,
      status: 'provider-page',
      checkedOn: '2026-11-01',
      sourceDated: undefined,
    });
    expect(only(freshness([undated], '2027-04-30'))).toEqual({ stale: [], expired: [] });
    expect(only(freshness([undated], '2027-05-01')).stale).toHaveLength(1);
    expect(only(freshness([undated], '2027-11-01')).expired).toHaveLength(1);
    // A third party's 2025 dataset checked yesterday is as old as the dataset: past the 12-month rule.
    const dataset = withFunds({
      ...funds,
      status: 'secondary',
      checkedOn: '2026-11-24',
      sourceDated: '2025-10-01',
    });
    expect(only(freshness([dataset], '2026-11-25')).expired).toEqual([
      'aj-bell tariff.platform.funds: source dated 2025-10-01, checked on 2026-11-24 (13 months ago)',
    ]);
    // The provider's own page dated 2017, still published when we checked it: stays, may be out of date.
    const oldPage = withFunds({
      ...funds,
      status: 'provider-page',
      checkedOn: '2026-11-24',
      sourceDated: '2017-10-01',
    });
    expect(only(freshness([oldPage], '2026-11-25'))).toEqual({
      stale: [
        'aj-bell tariff.platform.funds: source dated 2017-10-01, checked on 2026-11-24 (109 months ago)',
      ],
      expired: [],
    });
    expect(only(freshness([oldPage], '2027-11-24')).expired).toHaveLength(1);
  });
});
