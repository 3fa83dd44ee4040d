import { createHash } from 'node:crypto';
import {
  type LineKey,
  type Quote,
  type RankedQuote,
  type ReceiptLine,
  rankQuotes,
} from '../../widget/core/cost-engine.ts';
import type { CostFigure } from '../../widget/core/cost-tariff.ts';
import { PROVIDER_FILES } from '../../widget/core/provider-files.generated.ts';
import { PROVIDERS } from '../../widget/core/providers.ts';
import {
  baselineScenario,
  parseScenario,
  SCENARIO_PARAMS,
  type Scenario,
} from '../../widget/core/scenario.ts';
import { sourcedTariffOf } from '../../widget/core/sourced-tariffs.ts';
import { type AppRequest, type AppResponse, json } from '../http/http-types.server.ts';

/**
 * GET /api/v1/quotes: every provider's cost for a scenario given in the query (docs/api.md).
 * The answer depends only on the query and the provider data shipped with this build, so it is
 * public and cacheable; partners call it from their own pages (CORS-open).
 */

/** Provider data changes only with a deploy: an hour fresh, a day stale while revalidating. */
const CACHE = 'public, max-age=3600, stale-while-revalidate=86400';
const TARIFFS = PROVIDERS.map(sourcedTariffOf);

/** What a receipt line charges for (docs/api.md); caps, minimums and fixed fees are platform lines. */
export type LineKind =
  | 'platform'
  | 'dealing'
  | 'drawdown-setup'
  | 'drawdown-yearly'
  | 'income-payment'
  | 'lump-sum-payment'
  | 'tax-free-cash'
  | 'fund-charge'
  | 'other';
/** Where a line's amount comes from: the provider's own page, a third party, the visitor, or an assumption. */
export type LineStatus = 'provider-page' | 'secondary' | 'visitor' | 'assumption';

export interface QuoteLineBody {
  kind: LineKind;
  label: string;
  formula: string;
  /** Pounds to the penny; null when the charge is not known (never counted as £0). */
  amount: number | null;
  /** Null with a null amount: there is no figure to source. */
  status: LineStatus | null;
  source: string | null;
  /** The date the source itself bears, or null when it is undated. */
  sourceDated: string | null;
  checkedOn: string | null;
  note?: string;
}

export interface ProviderQuoteBody {
  slug: string;
  name: string;
  rank: number | null;
  eligible: boolean;
  reason?: string;
  yearOne: { total: number | null; lines: QuoteLineBody[]; notKnown: string[] };
  horizon: { years: number; total: number | null };
  moneyLastsYears: number | null;
  potAfter: { years10: number | null; years20: number | null };
  behindCheapest: { years10: number; years20: number } | null;
}

export interface QuotesBody {
  scenario: Scenario;
  providers: ProviderQuoteBody[];
}

/* ── receipt lines as the API states them ────────────────────────────────────────────────── */

const KIND_OF_KEY: Record<LineKey, LineKind> = {
  'platform-funds': 'platform',
  'platform-shares': 'platform',
  'platform-trusts': 'platform',
  minimum: 'platform',
  cap: 'platform',
  fixed: 'platform',
  platform: 'platform',
  'fund-charges': 'fund-charge',
  'dealing-funds': 'dealing',
  'dealing-shares': 'dealing',
  'dealing-trusts': 'dealing',
  'drawdown-yearly': 'drawdown-yearly',
  'drawdown-setup': 'drawdown-setup',
  'regular-income': 'income-payment',
  'lump-sums': 'lump-sum-payment',
  ufpls: 'lump-sum-payment',
  'tax-free-cash': 'tax-free-cash',
};

/** The data file's figure behind each line key ("group.name" in the tariff). */
const FIGURE_OF_KEY: Partial<Record<LineKey, string>> = {
  'platform-funds': 'platform.funds',
  'platform-shares': 'platform.etfsAndShares',
  'platform-trusts': 'platform.investmentTrusts',
  minimum: 'platform.minimums',
  cap: 'platform.caps',
  fixed: 'platform.fixedFees',
  'dealing-funds': 'dealing.funds',
  'dealing-shares': 'dealing.etfsAndShares',
  'dealing-trusts': 'dealing.investmentTrusts',
  'drawdown-yearly': 'drawdown.yearlyFee',
  'drawdown-setup': 'drawdown.setupFee',
  'regular-income': 'drawdown.regularIncomeFee',
  'lump-sums': 'drawdown.adHocPaymentFee',
  ufpls: 'drawdown.ufplsFee',
  'tax-free-cash': 'drawdown.taxFreeCashFee',
};

type FileFigure = CostFigure<unknown> & { sourceDated?: string | null };
/** Each provider's data-file figures by "group.name", for what the engine's lines do not carry yet. */
const FILE_FIGURES = new Map(
  PROVIDER_FILES.map((file) => {
    const figures = new Map<string, FileFigure>();
    for (const group of ['platform', 'dealing', 'drawdown'] as const)
      for (const [name, figure] of Object.entries(file.tariff[group] as Record<string, FileFigure>))
        figures.set(`${group}.${name}`, figure);
    return [file.slug, figures] as const;
  }),
);

const STATUS_OF_FIGURE: Record<string, LineStatus> = {
  'provider-page': 'provider-page',
  secondary: 'secondary',
  'spec-example': 'assumption',
};

/**
 * A receipt line as the API states it (docs/api.md, version 1.1). The engine's own `kind`,
 * `status` and `sourceDated` are used where its lines carry them; until then they are derived here
 * from the line's key and its data-file figure: this function is the one place to change when they
 * arrive.
 */
export function lineBody(slug: string, l: ReceiptLine): QuoteLineBody {
  const own = l as ReceiptLine & { kind?: LineKind; status?: LineStatus | null; sourceDated?: string | null };
  const path = FIGURE_OF_KEY[l.key];
  const figure = path ? FILE_FIGURES.get(slug)?.get(path) : undefined;
  const derivedStatus: LineStatus | null =
    l.amount === null
      ? null
      : l.key === 'fund-charges' || l.source === 'your scenario'
        ? 'visitor'
        : figure
          ? (STATUS_OF_FIGURE[figure.status] ?? 'assumption')
          : 'assumption';
  return {
    kind: own.kind ?? KIND_OF_KEY[l.key] ?? 'other',
    label: l.label,
    formula: l.formula,
    amount: l.amount,
    status: own.status !== undefined ? own.status : derivedStatus,
    source: l.source,
    sourceDated: own.sourceDated !== undefined ? own.sourceDated : (figure?.sourceDated ?? null),
    checkedOn: l.checkedOn,
    ...(l.note ? { note: l.note } : {}),
  };
}

function body(q: Quote | RankedQuote): ProviderQuoteBody {
  const ranked = 'rank' in q;
  const pot = (years: number) => q.milestones.find((m) => m.years === years)?.pot ?? null;
  return {
    slug: q.slug,
    name: q.name,
    rank: ranked ? q.rank : null,
    eligible: q.eligible,
    ...(q.reason ? { reason: q.reason } : {}),
    yearOne: {
      total: q.yearOne.total,
      lines: q.yearOne.lines.map((l) => lineBody(q.slug, l)),
      notKnown: q.yearOne.notKnown,
    },
    horizon: q.horizon,
    moneyLastsYears: q.moneyLastsYears,
    potAfter: { years10: pot(10), years20: pot(20) },
    behindCheapest: ranked ? q.behindCheapest : null,
  };
}

/** The answer for a query, or the 400 error naming each bad parameter. */
export function quotesFor(
  query: URLSearchParams,
): { status: 200; body: QuotesBody } | { status: 400; body: unknown } {
  const known = new Set<string>(SCENARIO_PARAMS);
  const unknown = [...new Set(query.keys())].filter((k) => !known.has(k));
  const parsed = parseScenario(query);
  const errors = parsed.ok ? [] : parsed.errors;
  for (const name of unknown)
    errors.push({ param: name, message: `${name} is not a parameter of this API.` });
  for (const name of known)
    if (query.getAll(name).length > 1)
      errors.push({ param: name, message: `${name} is given more than once.` });
  if (!parsed.ok || errors.length > 0) {
    const fields = Object.fromEntries(errors.map((e) => [e.param, e.message]));
    const names = Object.keys(fields);
    return {
      status: 400,
      body: {
        error: {
          code: 'invalid_parameters',
          message: `Check ${names.length === 1 ? 'the parameter' : 'the parameters'} ${names.join(', ')}: ${errors[0]?.message}`,
          fields,
        },
      },
    };
  }
  // Only a pot: the standard plan (spec §9), as the home ranking, the fee page and every other
  // surface price it. Any plan parameter: the plan, with the stated defaults for the rest.
  const planGiven = SCENARIO_PARAMS.some((name) => name !== 'pot' && (query.get(name) ?? '').trim() !== '');
  const ranking = rankQuotes(TARIFFS, planGiven ? parsed.scenario : baselineScenario(parsed.scenario.pot));
  return {
    status: 200,
    body: {
      scenario: ranking.scenario,
      providers: [...ranking.ranked.map(body), ...ranking.ineligible.map(body)],
    },
  };
}

export function getQuotes(req: AppRequest): AppResponse {
  const answer = quotesFor(req.query);
  if (answer.status === 400) return json(400, answer.body, { 'access-control-allow-origin': '*' });
  const text = JSON.stringify(answer.body);
  const etag = `"${createHash('sha256').update(text).digest('base64url').slice(0, 22)}"`;
  const headers = {
    'cache-control': CACHE,
    etag,
    'access-control-allow-origin': '*',
    vary: 'accept-encoding',
  };
  if (req.headers['if-none-match'] === etag) return { status: 304, headers, body: null };
  return {
    status: 200,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
    body: text,
  };
}
