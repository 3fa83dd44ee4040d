import { ArrowRight, Lock, Star } from 'lucide-react';
import { memo, useId } from 'react';
import { COMPARED_PROVIDERS } from '../core/compared-providers.ts';
import { formatNumber } from '../core/format.ts';
import { formatGBP } from '../core/money.ts';
import type { RankedProvider } from '../core/rank.ts';
import { NOT_KNOWN, TEXT } from '../core/texts.ts';
import { CATEGORY_LABEL } from './category.ts';
import { HiddenName } from './hidden-name.tsx';
import { ProviderLogo } from './provider-logo.tsx';
import { QuickFacts } from './quick-facts.tsx';
import { redactNames } from './redact-names.ts';

const TOP_STYLE: Record<NonNullable<RankedProvider['topBadge']>, string> = {
  'Top 1': 'bg-gold text-gold-ink border-gold-ink/30',
  'Top 2': 'bg-silver text-silver-ink border-silver-ink/30',
  'Top 3': 'bg-bronze text-bronze-ink border-bronze-ink/30',
};

/** Text meaning a provider's cost for the plan cannot be worked out from our data. */
export const COST_NOT_PUBLISHED = NOT_KNOWN.cost;

/** "+ 2 charges not in our data": charges the plan meets that the cost leaves out. */
export function notKnownText(count: number): string {
  return `+ ${count} ${count === 1 ? 'charge' : 'charges'} not in our data`;
}

export interface ProviderCardProps {
  ranked: RankedProvider;
  unlocked: boolean;
  siteUrl: string;
  /** What the cost covers: "a year" for the standard comparison, "over 10 years" for a plan. */
  period?: string;
  /** The visitor's plan as a query (`pot=…&income=…`), so the provider page shows its receipt; '' for none. */
  planQuery?: string;
  /**
   * False before a pot is entered: the card then shows no cost, no Top badge and no comparison
   * bar, because a ranking of £0 figures tells the visitor nothing (decision record 023).
   */
  priced?: boolean;
}

/** What a card says in place of its cost before a pot is entered. */
export const COST_NEEDS_POT = 'Enter your pot to see the yearly cost';

/** One provider in the ranked list (spec §2 "Each provider card shows"). Memoised: see ProviderList. */
export const ProviderCard = memo(function ProviderCard({
  ranked,
  unlocked,
  siteUrl,
  priced = true,
  period = 'a year',
  planQuery = '',
}: ProviderCardProps) {
  const { provider, cost, position } = ranked;
  const topBadge = priced ? ranked.topBadge : null;
  const moreThanBest = priced ? ranked.moreThanBest : null;
  const barPercent = priced ? ranked.barPercent : null;
  const nameId = useId();
  const rating = provider.trustpilotRating;
  const investments = provider.investments.count;
  const shownText = (text: string) => (unlocked ? text : redactNames(text, COMPARED_PROVIDERS));

  return (
    <article
      part="card"
      aria-labelledby={nameId}
      className="flex flex-col gap-4 rounded-card border border-line bg-surface p-4 shadow-card @md:p-5"
      data-position={position}
      data-cost={priced ? (cost ?? undefined) : undefined}
    >
      <div className="flex flex-wrap items-start gap-3">
        <ProviderLogo provider={provider} unlocked={unlocked} size={48} />
        <div className="min-w-0 flex-1">
          <h3 id={nameId} className="text-xl font-bold text-brand">
            <span className="sr-only">{position}. </span>
            {unlocked ? provider.name : <HiddenName />}
          </h3>
          <div className="mt-1 flex flex-wrap items-center gap-2">
            <span className="rounded-full border border-brand/20 bg-page px-2.5 py-0.5 text-sm font-semibold text-brand">
              {CATEGORY_LABEL[provider.category]}
            </span>
            {topBadge ? (
              <span
                part="top-badge"
                className={`rounded-full border px-2.5 py-0.5 text-sm font-bold ${TOP_STYLE[topBadge]}`}
              >
                {topBadge}
              </span>
            ) : null}
          </div>
        </div>
        <div className="flex w-full flex-wrap items-baseline gap-x-2 @md:block @md:w-auto @md:text-right">
          {!priced ? (
            <p className="text-base font-semibold text-muted @md:max-w-44">{COST_NEEDS_POT}</p>
          ) : cost === null ? (
            <p className="text-sm font-semibold text-muted @md:max-w-40">{COST_NOT_PUBLISHED}</p>
          ) : (
            <>
              <p className="text-2xl font-extrabold text-ink">{formatGBP(cost)}</p>
              <p className="text-sm text-muted">{period}</p>
              {ranked.notKnown.length > 0 ? (
                <p
                  className="text-sm font-semibold text-ink"
                  data-not-known={ranked.notKnown.length}
                  title={ranked.notKnown.join(', ')}
                >
                  {notKnownText(ranked.notKnown.length)}
                  <span className="sr-only">: {ranked.notKnown.join(', ')}</span>
                </p>
              ) : null}
              {provider.sources.length === 0 ? (
                <p className="text-sm text-muted">{TEXT.checkWithProvider}</p>
              ) : null}
            </>
          )}
        </div>
      </div>

      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-base @md:grid-cols-3">
        <div>
          <dt className="text-sm font-semibold text-muted">Fee structure</dt>
          <dd>{shownText(provider.feeStructure)}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-muted">Investments</dt>
          <dd>
            {investments !== null
              ? `${formatNumber(investments)} investments`
              : shownText(provider.investments.details)}
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-muted">Trustpilot</dt>
          <dd className="flex items-center gap-1">
            {rating !== undefined ? (
              <>
                <Star aria-hidden="true" className="size-5 fill-gold-ink/80 text-gold-ink" />
                {rating} out of 5
              </>
            ) : (
              NOT_KNOWN.rating
            )}
          </dd>
        </div>
      </dl>

      {moreThanBest !== null && barPercent !== null ? (
        <div className="flex flex-col gap-1.5">
          <div aria-hidden="true" className="h-3 overflow-hidden rounded-full bg-page ring-1 ring-line">
            <div className="h-full rounded-full bg-brand/70" style={{ width: `${barPercent}%` }} />
          </div>
          <p className="text-base font-semibold text-muted">{TEXT.moreThanBest(formatGBP(moreThanBest))}</p>
        </div>
      ) : null}

      <div className="flex flex-wrap items-center justify-between gap-2">
        <QuickFacts provider={provider} />
        {unlocked ? (
          <a
            href={`${siteUrl}/provider/${provider.slug}${planQuery ? `?${planQuery}` : ''}`}
            aria-describedby={nameId}
            className="inline-flex min-h-11 items-center gap-2 rounded-xl border-2 border-accent px-4 py-2 font-bold text-accent-strong no-underline hover:bg-accent-soft"
          >
            {TEXT.viewDetails}
            <ArrowRight aria-hidden="true" className="size-5" />
          </a>
        ) : (
          <button
            type="button"
            disabled
            className="inline-flex min-h-11 cursor-not-allowed items-center gap-2 rounded-xl border-2 border-line bg-page px-4 py-2 font-bold text-muted"
          >
            <Lock aria-hidden="true" className="size-5" />
            {TEXT.locked}
          </button>
        )}
      </div>
    </article>
  );
});
