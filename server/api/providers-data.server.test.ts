import { describe, expect, it } from 'vitest';
import { figuresOf } from '../../widget/core/provider-derive.ts';
import { PROVIDER_FILES } from '../../widget/core/provider-files.generated.ts';
import { PROVIDERS } from '../../widget/core/providers.ts';
import type { AppRequest } from '../http/http-types.server.ts';
import { apiRoutes } from '../routes.server.ts';
import { DATA_LICENCE, getProviders, type ProvidersBody } from './providers-data.server.ts';

function get(headers: AppRequest['headers'] = {}) {
  return getProviders({
    method: 'GET',
    path: '/api/v1/providers',
    query: new URLSearchParams(),
    headers,
    ip: '127.0.0.1',
    body: null,
  });
}

describe('GET /api/v1/providers', () => {
  it('is routed and CORS-open', () => {
    expect(apiRoutes().find((r) => r.path === '/api/v1/providers')).toMatchObject({
      method: 'GET',
      cors: true,
    });
  });

  it('answers every provider with its figures, sources, dates, history and the licence', () => {
    const res = get();
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cache-control']).toContain('max-age=3600');
    const body = JSON.parse(res.body as string) as ProvidersBody;
    expect(body.licence).toEqual(DATA_LICENCE);
    expect(body.providers.map((p) => p.slug)).toEqual(PROVIDERS.map((p) => p.slug));
    for (const provider of body.providers) {
      const record = PROVIDERS.find((p) => p.slug === provider.slug)!;
      expect(provider.costs, provider.slug).toEqual(record.costs);
      expect(provider.feeSummary, provider.slug).toBe(record.feeStructure);
      expect(Array.isArray(provider.changes)).toBe(true);
      for (const { path, figure } of figuresOf(provider)) {
        expect(figure.checkedOn, `${provider.slug} ${path}`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        if (figure.status !== 'not-known') expect(figure.source, `${provider.slug} ${path}`).toBeTruthy();
      }
    }
    const aviva = body.providers.find((p) => p.slug === 'aviva')!;
    expect(aviva.tariff.platform.funds).toMatchObject({
      status: 'provider-page',
      source: 'https://www.aviva.co.uk/investments/investment-charges',
    });
    expect(body.checkedUpTo).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(PROVIDER_FILES.length).toBe(body.providers.length);
  });

  it('gives an ETag that answers 304 Not Modified, also among several tags', () => {
    const first = get();
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(get({ 'if-none-match': etag }).status).toBe(304);
    expect(get({ 'if-none-match': `"other", ${etag}` }).status).toBe(304);
    expect(get({ 'if-none-match': '"stale"' }).status).toBe(200);
  });
});
