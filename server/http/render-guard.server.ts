import { hashKey, RefusalMemo, takeHitsRemembered } from '../api/rate-limit.server.ts';
import type { Queryable } from '../db/db.server.ts';
import { HttpError } from './http-types.server.ts';

/**
 * Server renders (a page priced for the plan in its address, the partner widget's first view, a
 * form sent without script answered with its page) each take 30 to 280 ms of a core. They run in
 * the render pool's worker threads, off the event loop (decision 048); the guard decides which may
 * run, so that one client cannot take the pool from the others (decision 038):
 *
 * - answers that repeat (the same page for the same normalised query) come from a cache, bounded
 *   in bytes, least recently used out first, and cost nothing;
 * - every other render is charged to its client address's render budget, a counter in the shared
 *   rate-limit store (decision 008) per minute, and refused with 429 and Retry-After past it;
 * - at most `maxInFlight` renders are admitted at once in the process (rendering or waiting for a
 *   thread); past that, 503 with Retry-After at once, rather than a long queue that delays everyone.
 */

/** How a route that renders declares it (Route.render): see app.server.ts. */
export type RenderMode =
  /** Every request renders (a form's answer): charged by the app before the handler runs. */
  | 'always'
  /** Only a cache miss renders: charged by the handler through ctx.renders, on a miss. */
  | 'on-miss';

export interface RenderLimits {
  /** Uncached renders per client address per window. */
  perAddress: number;
  windowSeconds: number;
  /** Renders admitted at once in this process. */
  maxInFlight: number;
  /** Bytes of rendered HTML the cache may hold. */
  cacheBytes: number;
}

/** A render refused for the client's budget (429) or the process's cap (503), with Retry-After. */
export class RenderRefused extends HttpError {
  override name = 'RenderRefused';
  constructor(
    readonly reason: 'budget' | 'busy',
    readonly retryAfter: number,
  ) {
    super(
      reason === 'budget' ? 429 : 503,
      reason === 'budget' ? 'render_budget_spent' : 'busy',
      reason === 'budget'
        ? `You have asked for many pages worked out for your figures in a short time. Please try again in ${retryAfter} second${retryAfter === 1 ? '' : 's'}.`
        : 'The site is very busy just now. Please try again in a few seconds.',
      undefined,
      { 'retry-after': String(retryAfter) },
    );
  }
}

/** Seconds a client is asked to wait when every render slot is taken. */
export const BUSY_RETRY_AFTER = 5;

/** What a handler sees as ctx.renders: renders charged as its route declares. */
export interface Renders {
  /**
   * The HTML `produce` renders, from the cache when `cacheKey` was rendered before (pass null for
   * an answer that must not be kept, e.g. a form's page with what was typed). Throws
   * RenderRefused, before rendering, when the client's budget is spent or every slot is taken.
   */
  render(cacheKey: string | null, produce: () => Promise<string> | string): Promise<string>;
}

/** Rendered HTML kept by key, least recently used dropped first once past the byte bound. */
export class RenderCache {
  private readonly entries = new Map<string, string>();
  private bytes = 0;
  constructor(private readonly maxBytes: number) {}

  get(key: string): string | undefined {
    const html = this.entries.get(key);
    if (html === undefined) return undefined;
    // Map order is insertion order: re-inserting makes it the most recently used.
    this.entries.delete(key);
    this.entries.set(key, html);
    return html;
  }

  set(key: string, html: string): void {
    const size = Buffer.byteLength(html);
    if (size > this.maxBytes) return;
    const old = this.entries.get(key);
    if (old !== undefined) {
      this.entries.delete(key);
      this.bytes -= Buffer.byteLength(old);
    }
    this.entries.set(key, html);
    this.bytes += size;
    for (const [oldest, value] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= Buffer.byteLength(value);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}

export interface RenderGuard {
  /** Renders for one request of a route declaring `mode` (undefined: the route declares none). */
  forRequest(ip: string, mode: RenderMode | undefined, route: string): Renders;
  /** For a route that always renders: charges the budget and takes a slot, before its handler. */
  admit(ip: string): Promise<() => void>;
  readonly cache: RenderCache;
  /** Renders admitted and not yet finished (tests and the log read it). */
  inFlight(): number;
}

/** Thrown (a programming error, 500) when a route renders without declaring a render mode. */
export class UndeclaredRender extends Error {
  override name = 'UndeclaredRender';
}

export function createRenderGuard(db: Queryable, salt: string, limits: RenderLimits): RenderGuard {
  const cache = new RenderCache(limits.cacheBytes);
  const refusals = new RefusalMemo();
  let inFlight = 0;
  /** Takes a slot and charges the client's budget; the returned function gives the slot back. */
  async function admit(ip: string): Promise<() => void> {
    if (inFlight >= limits.maxInFlight) throw new RenderRefused('busy', BUSY_RETRY_AFTER);
    inFlight++;
    let released = false;
    const release = () => {
      if (!released) inFlight--;
      released = true;
    };
    try {
      await takeHitsRemembered(
        db,
        refusals,
        [{ key: `render:ip:${hashKey(ip, salt)}`, limit: limits.perAddress }],
        limits.windowSeconds,
      );
    } catch (error) {
      release();
      if (error instanceof HttpError && error.status === 429)
        throw new RenderRefused('budget', Number(error.headers['retry-after']) || limits.windowSeconds);
      throw error;
    }
    return release;
  }

  return {
    cache,
    admit,
    inFlight: () => inFlight,
    forRequest(ip, mode, route) {
      return {
        async render(cacheKey, produce) {
          if (mode === undefined)
            throw new UndeclaredRender(`${route} renders a page but its route declares no render budget.`);
          if (cacheKey !== null) {
            const cached = cache.get(cacheKey);
            if (cached !== undefined) return cached;
          }
          // 'always': the app admitted this request before its handler; 'on-miss': admit now.
          const release = mode === 'on-miss' ? await admit(ip) : () => undefined;
          try {
            const html = await produce();
            if (cacheKey !== null) cache.set(cacheKey, html);
            return html;
          } finally {
            release();
          }
        },
      };
    },
  };
}

/** Parameters no page reads: links from campaigns and ads add them. */
const IGNORED_PARAMETER = /^(utm_[a-z]+|gclid|fbclid|msclkid|mc_cid|mc_eid)$/;

/**
 * A query in one spelling: parameters in name order (values of one name keep their order),
 * encoded one way, without the tracking parameters no page reads. The page is rendered for this
 * spelling, so the cache can never hand one query's page to another.
 *
 * @example normalisedQuery(new URLSearchParams('pot=1&a=x+y&utm_source=z')) // 'a=x+y&pot=1'
 */
export function normalisedQuery(query: URLSearchParams): string {
  const entries = [...query.entries()].filter(([name]) => !IGNORED_PARAMETER.test(name));
  // Array.prototype.sort is stable: repeated names keep their order.
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return new URLSearchParams(entries).toString();
}
