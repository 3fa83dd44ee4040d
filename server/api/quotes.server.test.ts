import { describe, expect, it } from 'vitest';
import { PROVIDERS } from '../../widget/core/providers.ts';
import { rankProviders } from '../../widget/core/rank.ts';
import { annualCost } from '../../widget/core/spec-nine-oracle.ts';
import type { AppRequest } from '../http/http-types.server.ts';
import { apiRoutes } from '../routes.server.ts';
import { getQuotes, type QuotesBody, quotesFor } from './quotes.server.ts';

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

  it('gives the §9 figures and order for the plain scenario', () => {
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
