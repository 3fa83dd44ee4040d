import { createHash } from 'node:crypto';
import {
  type ReceiptKind as LineKind,
  type LineStatus,
  type Quote,
  type RankedQuote,
  type ReceiptLine,
  rankQuotes,
} from '../../widget/core/cost-engine.ts';
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

/** What a receipt line charges for, and where its amount comes from: the engine's own (docs/api.md). */
export type { LineStatus, ReceiptKind as LineKind } from '../../widget/core/cost-engine.ts';

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

/** A receipt line as the API states it (docs/api.md, version 1.1): the engine's line, without its pence. */
export function lineBody(l: ReceiptLine): QuoteLineBody {
  return {
    kind: l.kind,
    label: l.label,
    formula: l.formula,
    amount: l.amount,
    status: l.status,
    source: l.source,
    sourceDated: l.sourceDated,
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
      lines: q.yearOne.lines.map(lineBody),
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
