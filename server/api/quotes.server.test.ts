import { describe, expect, it } from 'vitest';
import { quote } from '../../widget/core/cost-engine.ts';
import { PROVIDERS, providerBySlug } from '../../widget/core/providers.ts';
import { rankProviders, tariffOf } from '../../widget/core/rank.ts';
import { baselineScenario } from '../../widget/core/scenario.ts';
import { annualCost } from '../../widget/core/spec-nine-oracle.ts';
import type { AppRequest } from '../http/http-types.server.ts';
import { apiRoutes } from '../routes.server.ts';
import { getQuotes, lineBody, type QuotesBody, quotesFor } from './quotes.server.ts';

function get(query: string, headers: AppRequest['headers'] = {}) {
  return getQuotes({
    method: 'GET',
    path: '/api/v1/quotes',
    query: new URLSearchParams(query),
    headers,
    ip: '127.0.0.1',
    body: null,
  });
}

describe('GET /api/v1/quotes', () => {
  it('is routed, CORS-open', () => {
    const route = apiRoutes().find((r) => r.path === '/api/v1/quotes');
    expect(route).toMatchObject({ method: 'GET', cors: true });
  });

  it('answers every provider with a receipt, cacheable, with an ETag that gives 304', () => {
    const res = get('pot=250000&income=12000&incomeFrequency=quarterly&taxFreeCash=start&shares=30');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toContain('max-age=3600');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const body = JSON.parse(res.body as string) as QuotesBody;
    expect(body.scenario).toMatchObject({
      pot: 250_000,
      income: 12_000,
      incomeFrequency: 'quarterly',
      taxFreeCash: 'start',
    });
    expect(body.scenario.holdings).toEqual({ funds: 70, shares: 30, trusts: 0 });
    expect(body.providers).toHaveLength(PROVIDERS.length);
    const first = body.providers[0]!;
    expect(first.rank).toBe(1);
    expect(Object.keys(first.yearOne.lines[0]!)).toEqual(
      expect.arrayContaining(['label', 'formula', 'amount', 'source', 'checkedOn']),
    );
    const known = first.yearOne.lines.reduce((sum, l) => sum + Math.round((l.amount ?? 0) * 100), 0);
    expect(Math.round((first.yearOne.total ?? 0) * 100)).toBe(known);
    expect(
      get('pot=250000&income=12000&incomeFrequency=quarterly&taxFreeCash=start&shares=30', {
        'if-none-match': res.headers.etag as string,
      }).status,
    ).toBe(304);
  });

  it('gives the §9 figures and order for the plain scenario written out', () => {
    const answer = quotesFor(new URLSearchParams('pot=100000&trades=0&ocf=0&years=1'));
    expect(answer.status).toBe(200);
    const body = answer.body as QuotesBody;
    const plain = rankProviders(PROVIDERS, 100_000).shown;
    expect(body.providers.map((p) => p.slug)).toEqual(plain.map((r) => r.provider.slug));
    for (const p of body.providers) {
      const provider = PROVIDERS.find((x) => x.slug === p.slug)!;
      expect(p.yearOne.total).toBe(annualCost(provider, 100_000));
    }
  });

  it('prices the standard plan for a pot alone, as the home ranking does: no fund charge, no trades, one year', () => {
    const answer = quotesFor(new URLSearchParams('pot=180000'));
    expect(answer.status).toBe(200);
    const body = answer.body as QuotesBody;
    expect(body.scenario).toEqual(baselineScenario(180_000));
    const home = rankProviders(PROVIDERS, 180_000).shown;
    expect(body.providers.map((p) => p.slug)).toEqual(home.map((r) => r.provider.slug));
    body.providers.forEach((p, i) => {
      expect(p.yearOne.total, p.slug).toBe(home[i]?.cost);
      expect(p.horizon).toEqual({ years: 1, total: home[i]?.cost ?? null });
      expect(
        p.yearOne.lines.some((l) => l.kind === 'fund-charge' || l.kind === 'dealing'),
        p.slug,
      ).toBe(false);
    });
  });

  it('states what each line is: kind, amount or null, status, source, the source’s date and checked-on', () => {
    const body = quotesFor(new URLSearchParams('pot=250000&shares=30&income=12000&taxFreeCash=start'))
      .body as QuotesBody;
    const lines = body.providers.flatMap((p) => p.yearOne.lines);
    for (const l of lines) {
      expect(Object.keys(l)).toEqual(
        expect.arrayContaining([
          'kind',
          'label',
          'formula',
          'amount',
          'status',
          'source',
          'sourceDated',
          'checkedOn',
        ]),
      );
      expect([
        'platform',
        'dealing',
        'drawdown-setup',
        'drawdown-yearly',
        'income-payment',
        'lump-sum-payment',
        'tax-free-cash',
        'fund-charge',
        'other',
      ]).toContain(l.kind);
      if (l.amount === null) expect(l.status).toBeNull();
      else expect(['provider-page', 'secondary', 'visitor', 'assumption']).toContain(l.status);
    }
    // No fund charge typed: the plan's stated assumption (an OCF the visitor did not give).
    const fund = lines.find((l) => l.kind === 'fund-charge');
    expect(fund).toMatchObject({ status: 'assumption', source: 'your scenario', sourceDated: null });
    expect(lines.some((l) => l.kind === 'platform' && l.status === 'provider-page')).toBe(true);
  });

  it('states each line with the engine’s kind, status and source date, and no pence', () => {
    const hl = providerBySlug('hargreaves-lansdown')!;
    const q = quote(tariffOf(hl), { ...baselineScenario(250_000), income: 12_000 });
    for (const line of q.yearOne.lines) {
      const stated = lineBody(line);
      expect(stated).toMatchObject({
        kind: line.kind,
        status: line.status,
        sourceDated: line.sourceDated,
        amount: line.amount,
      });
      expect(stated).not.toHaveProperty('pence');
      if (line.amount === null) expect(stated.status).toBeNull();
    }
    expect(q.yearOne.lines.map((l) => lineBody(l).kind)).toContain('platform');
  });

  it.each([
    ['', 'pot'],
    ['pot=abc', 'pot'],
    ['pot=-5', 'pot'],
    ['pot=100000&funds=50&shares=60', 'funds'],
    ['pot=100000&trades=2.5', 'trades'],
    ['pot=100000&income=12000&incomeFrequency=weekly', 'incomeFrequency'],
    ['pot=100000&lumpSums=2', 'income'],
    ['pot=100000&lumpSums=13&income=1000', 'lumpSums'],
    ['pot=100000&taxFreeCash=later', 'taxFreeCash'],
    ['pot=100000&ocf=4', 'ocf'],
    ['pot=100000&years=0', 'years'],
    ['pot=100000&years=41', 'years'],
    ['pot=100000&colour=red', 'colour'],
    ['pot=1&pot=2', 'pot'],
  ])('answers 400 naming the parameter for %s', (query, param) => {
    const res = get(query);
    expect(res.status).toBe(400);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const body = JSON.parse(res.body as string);
    expect(body.error.code).toBe('invalid_parameters');
    expect(body.error.fields).toHaveProperty(param);
    expect(body.error.message).toContain(param);
  });
});
