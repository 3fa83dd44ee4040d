import { ArrowRight, Lock } from 'lucide-react';
import { memo, useId } from 'react';
import { formatGBP } from '../core/money.ts';
import type { RankedProvider } from '../core/rank.ts';
import { TEXT } from '../core/texts.ts';
import { HiddenName } from './hidden-name.tsx';

/** Text for a provider that publishes no tariff we could source, short enough for one line. */
export const COMPACT_NO_COST = 'Ask provider';

/**
 * One provider on one line, for narrow columns (`layout="compact"`): position, name (hidden while
 * locked), annual cost, and View Details once unlocked. The full card's facts are on the site.
 */
export const CompactRow = memo(function CompactRow({
  ranked,
  unlocked,
  siteUrl,
  priced = true,
}: {
  ranked: RankedProvider;
  unlocked: boolean;
  siteUrl: string;
  /** False before a pot is entered: no £0 figures and no Top 1 highlight. */
  priced?: boolean;
}) {
  const { provider, cost, position } = ranked;
  const topBadge = priced ? ranked.topBadge : null;
  const nameId = useId();
  return (
    <article
      part="card"
      aria-labelledby={nameId}
      data-position={position}
      data-cost={priced ? (cost ?? undefined) : undefined}
      className={`flex min-h-14 items-center gap-3 rounded-card border bg-surface px-3 py-2 ${
        topBadge === 'Top 1' ? 'border-accent/60' : 'border-line'
      }`}
    >
      <span
        aria-hidden="true"
        className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-page text-sm font-bold text-brand ring-1 ring-line"
      >
        {position}
      </span>
      <h3 id={nameId} className="min-w-0 flex-1 truncate text-base font-bold text-brand">
        <span className="sr-only">{position}. </span>
        {unlocked ? provider.name : <HiddenName />}
      </h3>
      <p className="shrink-0 text-right text-base font-extrabold text-ink">
        {!priced ? null : cost === null ? (
          <span className="text-sm font-semibold text-muted">{COMPACT_NO_COST}</span>
        ) : (
          <>
            {formatGBP(cost)}
            <span className="sr-only"> a year</span>
          </>
        )}
      </p>
      {unlocked ? (
        <a
          href={`${siteUrl}/provider/${provider.slug}`}
          aria-describedby={nameId}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl border-2 border-accent text-accent-strong hover:bg-accent-soft"
        >
          <span className="sr-only">{TEXT.viewDetails}</span>
          <ArrowRight aria-hidden="true" className="size-5" />
        </a>
      ) : (
        <span className="inline-flex size-11 shrink-0 items-center justify-center text-muted">
          <Lock aria-hidden="true" className="size-5" />
          <span className="sr-only">{TEXT.locked}</span>
        </span>
      )}
    </article>
  );
});
