import { useSignals } from '@preact/signals-react/runtime';
import { ArrowRight, BadgeCheck, Lock } from 'lucide-react';
import { formatGBP, parsePot } from '../core/money.ts';
import { TEXT } from '../core/texts.ts';
import { accessSignal } from './access.ts';
import { CATEGORY_LABEL } from './category.ts';
import { HiddenName } from './hidden-name.tsx';
import { ProviderLogo } from './provider-logo.tsx';
import { useWidget } from './widget-context.ts';

/**
 * The best-value card beside the pot input: the cheapest provider for the pot, its annual cost,
 * and Unlock Details (locked) or View Full Details (unlocked).
 */
export function BestValueCard({ onUnlock }: { onUnlock: () => void }) {
  useSignals();
  const { store, config } = useWidget();
  const unlocked = accessSignal().value;
  const pot = parsePot(store.potRaw.value);
  const best = store.ranking.value.best;
  const years = store.scenario.value.years;

  const shell =
    'flex min-h-full flex-col gap-4 rounded-card border border-line bg-surface p-4 shadow-card @md:p-6';

  if (pot === undefined || pot === 0) {
    return (
      <section
        part="best-value"
        aria-label={TEXT.bestValue}
        className={`${shell} items-center justify-center text-center`}
      >
        <p className="text-lg text-muted">{TEXT.enterPot}</p>
      </section>
    );
  }
  if (!best || best.cost === null) {
    return (
      <section
        part="best-value"
        aria-label={TEXT.bestValue}
        className={`${shell} items-center justify-center text-center`}
      >
        <p className="text-lg text-muted">
          No provider matches the filters you chose. Clear some filters to see results.
        </p>
      </section>
    );
  }
  const { provider } = best;
  const noSource = provider.sources.length === 0;
  return (
    <section
      part="best-value"
      aria-label={TEXT.bestValue}
      className={`${shell} border-accent/40 ring-1 ring-accent/20`}
    >
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <span className="inline-flex items-center gap-1.5 whitespace-nowrap rounded-full bg-accent px-3 py-1 text-sm font-bold text-on-accent">
          <BadgeCheck aria-hidden="true" className="size-5" />
          {TEXT.bestValue}
        </span>
        <span className="text-sm text-muted">for a {formatGBP(pot)} pot</span>
      </div>
      {/* The figure first: on a phone it must be in the first screen with the pot input. */}
      <div>
        <p className="text-sm text-muted">
          {years === 1 ? 'Estimated annual cost' : `Estimated cost over ${years} years`}
        </p>
        <p className="text-4xl font-extrabold text-accent-strong">
          {formatGBP(best.cost)}
          <span className="ml-1 text-lg font-semibold text-muted">
            {years === 1 ? 'a year' : `over ${years} years`}
          </span>
        </p>
        {noSource ? (
          <p className="text-sm text-muted">Figure unconfirmed: {TEXT.checkWithProvider}.</p>
        ) : null}
      </div>
      <div className="flex items-center gap-4">
        <ProviderLogo provider={provider} unlocked={unlocked} />
        <div className="min-w-0">
          <p className="text-xl font-bold text-brand">{unlocked ? provider.name : <HiddenName />}</p>
          <p className="text-sm text-muted">{CATEGORY_LABEL[provider.category]} provider</p>
        </div>
      </div>
      {unlocked ? (
        <a
          part="button-primary"
          href={`${config.value.siteUrl}/provider/${provider.slug}`}
          className="mt-auto inline-flex min-h-12 items-center justify-center gap-2 rounded-xl bg-accent px-4 py-3 text-lg font-bold text-on-accent no-underline shadow-sm hover:bg-accent-strong hover:text-on-accent-strong"
        >
          {TEXT.viewFullDetails}
          <ArrowRight aria-hidden="true" className="size-5" />
        </a>
      ) : (
        <button
          part="button-primary"
          type="button"
          onClick={onUnlock}
          className="mt-auto inline-flex min-h-12 cursor-pointer items-center justify-center gap-2 rounded-xl bg-accent px-4 py-3 text-lg font-bold text-on-accent shadow-sm hover:bg-accent-strong hover:text-on-accent-strong"
        >
          <Lock aria-hidden="true" className="size-5" />
          {TEXT.unlockDetails}
        </button>
      )}
    </section>
  );
}
