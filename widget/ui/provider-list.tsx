import { useSignals } from '@preact/signals-react/runtime';
import { ArrowRight } from 'lucide-react';
import { useDeferredValue } from 'react';
import { listInWords } from '../core/format.ts';
import { parsePot } from '../core/money.ts';
import { scenarioToParams } from '../core/scenario.ts';
import { EMBED_TEXT, FILTER_TEXT } from '../core/texts.ts';
import { accessSignal } from './access.ts';
import { CompactRow } from './compact-list.tsx';
import { FIRST_SLICE, NEXT_SLICE, useProgressiveCount } from './progressive.ts';
import { ProviderCard } from './provider-card.tsx';
import { ReceiptToggle } from './receipt-toggle.tsx';
import { useWidget } from './widget-context.ts';

/** The site's full ranking for the same pot. */
export function seeAllHref(siteUrl: string, potRaw: string): string {
  const pot = parsePot(potRaw);
  return `${siteUrl}/${pot ? `?pot=${pot}` : ''}#compare`;
}

/** Above the list before a pot is entered, in place of £0 costs and Top badges. */
export const NO_POT_YET =
  'Enter your pension pot to see what each provider would charge you a year, cheapest first. Until then the list shows no costs.';

/** The cheapest `limit` of the ranking (all of it without a limit): what the list shows, and counts. */
export function upToLimit<T>(shown: readonly T[], limit: number | null): readonly T[] {
  return limit !== null && limit < shown.length ? shown.slice(0, limit) : shown;
}

/**
 * The ranked cards, cheapest first. The first cards come with the rest of the widget and the
 * others follow in small slices, one per frame (see useProgressiveCount); while they do, the list
 * says it is busy. The count line above it ("Showing N of M…") counts every card the list will
 * show, not only those in so far. With `limit` only the cheapest N are shown, then a link to the
 * whole ranking on the site.
 */

export function ProviderList({ first = FIRST_SLICE, next = NEXT_SLICE }: { first?: number; next?: number }) {
  useSignals();
  const { store, config, progressive = true } = useWidget();
  const unlocked = accessSignal().value;
  // While the reader types, the field answers at once and the list follows in a render React can
  // interrupt (useDeferredValue): the cards are memoised, so the urgent render does not redo them.
  const ranking = useDeferredValue(store.ranking.value);
  const scenario = useDeferredValue(store.scenario.value);
  const potRaw = useDeferredValue(store.potRaw.value);
  const refined = useDeferredValue(store.refinement.value !== null);
  const { shown, total, ineligible = [] } = ranking;
  const years = scenario.years;
  const period = years === 1 ? 'a year' : `over ${years} years`;
  // A refined plan travels to the provider page, which shows its receipt (rendered on the server).
  const planQuery = refined ? scenarioToParams(scenario).toString() : '';
  const { limit, layout, siteUrl } = config.value;
  const visible = upToLimit(shown, limit);
  const count = useProgressiveCount(visible.length, progressive ? first : visible.length, next);
  // A pot of 0 or none: the spec's calculation still runs (as 0), but no £0 figures are shown.
  const pot = parsePot(potRaw);
  const priced = pot !== undefined && pot > 0;
  const notKnown = store.notKnown.value;
  const notKnownNote =
    notKnown.length > 0 ? (
      <p
        part="not-known"
        className="rounded-card border border-line bg-surface p-4 text-lg"
        data-testid="not-known"
      >
        {FILTER_TEXT.notKnown(
          notKnown.length,
          // A label inside a sentence: "Shares trading" → "shares trading"; "ETFs" stays as it is.
          listInWords(
            [...new Set(notKnown.flatMap((entry) => entry.filters))].map((label) =>
              /^[A-Z][a-z]/.test(label) ? label[0]?.toLowerCase() + label.slice(1) : label,
            ),
          ),
        )}
        {unlocked ? ` (${notKnown.map((entry) => entry.provider.name).join(', ')})` : null}
      </p>
    ) : null;
  const apart =
    ineligible.length > 0 ? (
      <section part="ineligible" className="rounded-card border border-line bg-surface p-4 @md:p-5">
        <h3 className="text-lg font-bold text-brand">Can’t do what you asked</h3>
        <ul className="mt-2 flex flex-col gap-2 text-base">
          {ineligible.map(({ provider, reason }) => (
            <li key={provider.id}>
              <strong>{unlocked ? provider.name : 'A provider'}</strong>: {reason}
            </li>
          ))}
        </ul>
      </section>
    ) : null;
  if (shown.length === 0) {
    return (
      <div className="flex flex-col gap-4">
        <p className="rounded-card border border-line bg-surface p-5 text-lg">
          No provider is known to match all the filters you chose. Remove a filter or press Clear All.
        </p>
        {notKnownNote}
      </div>
    );
  }
  const compact = layout === 'compact';
  return (
    <div className={`flex flex-col ${compact ? 'gap-2' : 'gap-4'}`}>
      {priced ? null : (
        <p
          part="empty-state"
          className="rounded-card border-2 border-dashed border-line bg-surface p-4 text-lg"
        >
          {NO_POT_YET}
        </p>
      )}
      <ol
        aria-label="Providers, cheapest first"
        aria-busy={count < visible.length ? true : undefined}
        className={`flex flex-col ${compact ? 'gap-2' : 'gap-4'}`}
      >
        {visible.slice(0, count).map((ranked) => (
          <li key={ranked.provider.id} className="flex flex-col gap-2">
            {compact ? (
              <CompactRow ranked={ranked} unlocked={unlocked} siteUrl={siteUrl} priced={priced} />
            ) : (
              <ProviderCard
                ranked={ranked}
                unlocked={unlocked}
                siteUrl={siteUrl}
                priced={priced}
                period={period}
                planQuery={planQuery}
              />
            )}
            {priced && !compact && ranked.cost !== null ? (
              <ReceiptToggle slug={ranked.provider.slug} unlocked={unlocked} />
            ) : null}
          </li>
        ))}
      </ol>
      {notKnownNote}
      {apart}
      {visible.length < shown.length ? (
        <a
          part="see-all"
          href={seeAllHref(siteUrl, potRaw)}
          className="inline-flex min-h-12 items-center justify-center gap-2 self-start rounded-xl border-2 border-accent bg-surface px-4 py-2 font-bold text-accent-strong no-underline hover:bg-accent-soft"
        >
          {EMBED_TEXT.seeAll(total)}
          <ArrowRight aria-hidden="true" className="size-5" />
        </a>
      ) : null}
    </div>
  );
}
