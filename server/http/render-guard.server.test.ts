import { describe, expect, it } from 'vitest';
import { RefusalMemo } from '../api/rate-limit.server.ts';
import type { Queryable } from '../db/db.server.ts';
import {
  createRenderGuard,
  normalisedQuery,
  RenderCache,
  RenderRefused,
  UndeclaredRender,
} from './render-guard.server.ts';

describe('normalisedQuery', () => {
  it('spells one query one way: names in order, one encoding, no tracking parameters', () => {
    const a = normalisedQuery(new URLSearchParams('pot=250000&income=12000&utm_source=news'));
    const b = normalisedQuery(new URLSearchParams('income=12000&gclid=x&pot=250000'));
    expect(a).toBe('income=12000&pot=250000');
    expect(b).toBe(a);
    expect(normalisedQuery(new URLSearchParams('q=a%20b'))).toBe(
      normalisedQuery(new URLSearchParams('q=a+b')),
    );
  });

  it('keeps the order of values given under one name, and every other parameter', () => {
    expect(normalisedQuery(new URLSearchParams('b=2&a=x&b=1'))).toBe('a=x&b=2&b=1');
  });
});

describe('RenderCache', () => {
  it('drops the least recently used page once past its size in bytes', () => {
    const cache = new RenderCache(30);
    cache.set('a', 'x'.repeat(10));
    cache.set('b', 'y'.repeat(10));
    cache.get('a');
    cache.set('c', 'z'.repeat(15));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('x'.repeat(10));
    expect(cache.get('c')).toBe('z'.repeat(15));
    cache.set('huge', 'h'.repeat(31));
    expect(cache.get('huge')).toBeUndefined();
  });
});

describe('the render guard', () => {
  /** The rate-limit store's counting statement, kept in a map (the SQL itself is tested over HTTP). */
  const counts = new Map<string, number>();
  const db: Queryable = {
    async query<T>(_sql: string, params: unknown[] = []) {
      const [keys, , hits] = params as [string[], number, number[]];
      return keys.map((key, i) => {
        counts.set(key, (counts.get(key) ?? 0) + (hits[i] ?? 0));
        return { key, count: counts.get(key), retry_after: 42 };
      }) as T[];
    },
  };

  it('refuses a route that renders without declaring a render mode', async () => {
    const guard = createRenderGuard(db, 's', {
      perAddress: 5,
      windowSeconds: 60,
      maxInFlight: 2,
      cacheBytes: 1000,
    });
    await expect(
      guard.forRequest('192.0.2.1', undefined, 'GET /x').render(null, () => 'page'),
    ).rejects.toThrow(UndeclaredRender);
  });

  it('answers 503 with Retry-After past the renders in flight, and takes the next once one ends', async () => {
    const guard = createRenderGuard(db, 's', {
      perAddress: 100,
      windowSeconds: 60,
      maxInFlight: 1,
      cacheBytes: 1000,
    });
    let started = false;
    let finish: (html: string) => void = () => {};
    const first = guard.forRequest('192.0.2.2', 'on-miss', 'GET /a').render(null, () => {
      started = true;
      return new Promise<string>((resolve) => {
        finish = resolve;
      });
    });
    // The first render holds the only slot from its admission until it ends.
    expect(guard.inFlight()).toBe(1);
    const refused = await guard
      .forRequest('192.0.2.3', 'on-miss', 'GET /b')
      .render(null, () => 'second')
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RenderRefused);
    expect((refused as RenderRefused).status).toBe(503);
    expect((refused as RenderRefused).headers['retry-after']).toBe('5');
    // Rendering starts in a later turn of the event loop, after its budget is counted.
    await new Promise<void>((resolve) => {
      const wait = () => (started ? resolve() : setImmediate(wait));
      wait();
    });
    finish('first');
    expect(await first).toBe('first');
    expect(guard.inFlight()).toBe(0);
    expect(await guard.forRequest('192.0.2.3', 'on-miss', 'GET /b').render(null, () => 'second')).toBe(
      'second',
    );
  });

  it('charges only cache misses to the address, and 429 with Retry-After past its budget', async () => {
    const guard = createRenderGuard(db, 's', {
      perAddress: 2,
      windowSeconds: 60,
      maxInFlight: 4,
      cacheBytes: 10_000,
    });
    const renders = guard.forRequest('192.0.2.4', 'on-miss', 'GET /p');
    let produced = 0;
    const produce = () => `page ${++produced}`;
    expect(await renders.render('k1', produce)).toBe('page 1');
    for (let i = 0; i < 5; i++) expect(await renders.render('k1', produce)).toBe('page 1');
    expect(await renders.render('k2', produce)).toBe('page 2');
    const refused = await renders.render('k3', produce).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RenderRefused);
    expect((refused as RenderRefused).status).toBe(429);
    expect((refused as RenderRefused).headers['retry-after']).toBe('42');
    expect(produced).toBe(2);
    // Another address has its own budget; the cached page still costs nothing.
    expect(await guard.forRequest('192.0.2.5', 'on-miss', 'GET /p').render('k3', produce)).toBe('page 3');
    expect(await renders.render('k1', produce)).toBe('page 1');
  });
});

describe('RefusalMemo', () => {
  it('answers a refused key until its Retry-After ends, on the test clock, and forgets the oldest past its bound', () => {
    let now = 1_000_000;
    const memo = new RefusalMemo(2, () => now);
    memo.remember(['render:ip:a'], 30);
    expect(memo.retryAfter(['render:ip:a', 'other'])).toBe(30);
    now += 29_500;
    expect(memo.retryAfter(['render:ip:a'])).toBe(1);
    now += 500;
    expect(memo.retryAfter(['render:ip:a'])).toBe(0);
    memo.remember(['b'], 60);
    memo.remember(['c'], 60);
    memo.remember(['d'], 60);
    expect(memo.retryAfter(['b'])).toBe(0);
    expect(memo.retryAfter(['d'])).toBe(60);
  });
});
