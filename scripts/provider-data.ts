// `npm run data:providers`: reads data/providers/*.yaml, checks each file against the one schema,
// puts the figures into the profile words, checks how old every figure is (warns at 6 months,
// fails at 12), and writes the three modules the code imports: the full files (pages, API), the
// records (site pages) and the compared records, only the fields the comparison reads (the partner
// widget). The widget never fetches its data.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse } from 'yaml';
import { splitSources } from '../widget/core/cost-tariff.ts';
import {
  EXPIRED_AFTER_MONTHS,
  engineCharges,
  figureAgeFrom,
  figuresOf,
  monthsBetween,
  resolveWords,
  STALE_AFTER_MONTHS,
  toProvider,
} from '../widget/core/provider-derive.ts';
import { type ProviderFile, ProviderFileSchema } from '../widget/core/provider-file-schema.ts';
import { COMPARED_FIELDS, type ComparedProvider, type Provider } from '../widget/core/provider-schema.ts';

const repo = resolve(import.meta.dirname, '..');
export const DATA_DIR = join(repo, 'data/providers');
export const FILES_MODULE = join(repo, 'widget/core/provider-files.generated.ts');
export const RECORDS_MODULE = join(repo, 'widget/core/provider-records.generated.ts');
export const COMPARED_MODULE = join(repo, 'widget/core/provider-compared.generated.ts');
export const SOURCES_MODULE = join(repo, 'widget/core/provider-sources.generated.ts');

const CATEGORY_ORDER = { direct: 0, robo: 1, adviser: 2 } as const;

/** One file parsed and checked; throws with the file name and the failing paths. */
export function parseProviderFile(name: string, text: string): ProviderFile {
  const result = ProviderFileSchema.safeParse(parse(text));
  if (!result.success) {
    const issues = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`${name} does not match the provider data schema:\n${issues.join('\n')}`);
  }
  const file = result.data;
  if (`${file.slug}.yaml` !== name) throw new Error(`${name}: slug "${file.slug}" must match the file name`);
  // Every platform charge says what it is charged on, as the provider states it (decision 033).
  for (const kind of ['funds', 'etfsAndShares', 'investmentTrusts'] as const) {
    const charge = file.tariff.platform[kind];
    if (charge.value === null) continue;
    const on = charge.value.chargedOn;
    if (on === undefined)
      throw new Error(`${name}: tariff.platform.${kind} must say what it is charged on (chargedOn)`);
    if (on !== 'all' && !on.includes(kind))
      throw new Error(
        `${name}: tariff.platform.${kind} is charged on ${on.join(', ')}, which leaves out ${kind}`,
      );
  }
  const words = (text: string) => resolveWords(text, file);
  return {
    ...file,
    profile: {
      ...file.profile,
      description: words(file.profile.description),
      pros: file.profile.pros.map(words),
      cons: file.profile.cons.map(words),
      marketPosition: words(file.profile.marketPosition),
    },
  };
}

/** Every provider file in a folder, checked, in category order then by name. */
export function loadProviderFiles(dir = DATA_DIR): ProviderFile[] {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.yaml'))
    .map((name) => parseProviderFile(name, readFileSync(join(dir, name), 'utf8')));
  const ids = new Set<string>();
  for (const file of files) {
    if (ids.has(file.id)) throw new Error(`Two provider files have the id "${file.id}"`);
    ids.add(file.id);
  }
  return files.sort(
    (a, b) => CATEGORY_ORDER[a.category] - CATEGORY_ORDER[b.category] || a.name.localeCompare(b.name, 'en'),
  );
}

export interface FreshnessReport {
  /** Figures 6 months old or more, counted from the older of their source's date and our check: the build warns. */
  stale: string[];
  /** Figures past the 12-month rule (decision 033): the build fails. */
  expired: string[];
}

/**
 * How old every figure is (decision 033). A known figure is as old as the older of the date its
 * source bears and the date we checked it: from 6 months it "may be out of date" (the build
 * warns; pages say "source dated …" past a year). The 12-month rule fails the build for a
 * third-party (or spec-example) figure counted from that older date: a dataset's reading ages
 * with its date, and a newer one may say otherwise (ii's 2023 figure). A provider's own page is
 * what the provider still publishes on the day we checked it, so for it the 12 months count from
 * our check: it stays, labelled with its source's date. An unknown figure is as old as our last look.
 */
export function freshness(files: readonly ProviderFile[], today: string): FreshnessReport {
  const report: FreshnessReport = { stale: [], expired: [] };
  for (const file of files) {
    for (const { path, figure } of figuresOf(file)) {
      const known = figure.status !== 'not-known';
      const from = known ? figureAgeFrom(figure.checkedOn, figure.sourceDated) : figure.checkedOn;
      const months = monthsBetween(from, today);
      const checkedMonths = monthsBetween(figure.checkedOn, today);
      const line = `${file.slug} ${path}: ${from === figure.checkedOn ? `checked on ${from}` : `source dated ${from}, checked on ${figure.checkedOn}`} (${months} months ago)`;
      const expiredMonths = figure.status === 'provider-page' ? checkedMonths : months;
      if (expiredMonths >= EXPIRED_AFTER_MONTHS) report.expired.push(line);
      else if (months >= STALE_AFTER_MONTHS) report.stale.push(line);
    }
  }
  return report;
}

/** A TS module holding the data as one JSON string (parsed once, faster than an object literal). */
function module(comment: string, typeImport: string, name: string, type: string, data: unknown): string {
  const json = JSON.stringify(data).replace(/\\/g, '\\\\').replace(/'/g, "\\'");
  return `// Generated by scripts/provider-data.ts from data/providers/*.yaml: do not edit; run \`npm run data:providers\`.
// ${comment}
${typeImport}

export const ${name}: readonly ${type}[] = JSON.parse(
  '${json}',
);
`;
}

/** A record cut down to the fields the comparison reads, in the order of COMPARED_FIELDS. */
export function comparedRecord(provider: Provider): ComparedProvider {
  const record: Record<string, unknown> = {};
  for (const field of COMPARED_FIELDS) if (provider[field] !== undefined) record[field] = provider[field];
  return record as ComparedProvider;
}

export function renderModules(files: readonly ProviderFile[]): {
  files: string;
  records: string;
  compared: string;
  sources: string;
} {
  const records = files.map(toProvider);
  return {
    files: module(
      'Every provider file in full, words resolved: for the provider pages, the changes page and the API.',
      "import type { ProviderFile } from './provider-file-schema.ts';",
      'PROVIDER_FILES',
      'ProviderFile',
      files,
    ),
    records: module(
      "The records the site's pages read (the partner widget reads provider-compared.generated.ts).",
      "import type { Provider } from './provider-schema.ts';",
      'PROVIDER_RECORDS',
      'Provider',
      records,
    ),
    compared: module(
      'Only the fields the comparison reads (COMPARED_FIELDS): what the partner widget ships.',
      "import type { ComparedProvider } from './provider-schema.ts';",
      'COMPARED_PROVIDER_RECORDS',
      'ComparedProvider',
      records.map(comparedRecord),
    ),
    sources: module(
      'Where each figure of every engine tariff comes from, for receipts (decision 020): the widget loads it when a receipt is opened.',
      "import type { TariffSources } from './cost-tariff.ts';",
      'PROVIDER_SOURCES',
      '{ slug: string; sources: TariffSources }',
      files.map((file) => ({ slug: file.slug, sources: splitSources(engineCharges(file.tariff)).sources })),
    ),
  };
}

function main() {
  const files = loadProviderFiles();
  const today = new Date().toISOString().slice(0, 10);
  const report = freshness(files, today);
  for (const line of report.stale) console.warn(`provider data: may be out of date: ${line}`);
  if (report.expired.length > 0) {
    for (const line of report.expired) console.error(`provider data: out of date: ${line}`);
    console.error(
      `provider data: ${report.expired.length} figures were checked ${EXPIRED_AFTER_MONTHS} months ago or more; check them again.`,
    );
    process.exit(1);
  }
  const modules = renderModules(files);
  writeFileSync(FILES_MODULE, modules.files);
  writeFileSync(RECORDS_MODULE, modules.records);
  writeFileSync(COMPARED_MODULE, modules.compared);
  writeFileSync(SOURCES_MODULE, modules.sources);
  console.log(`provider data: ${files.length} providers checked and written.`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
