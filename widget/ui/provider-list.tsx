import { useSignals } from '@preact/signals-react/runtime';
import { accessSignal } from './access.ts';
import { FIRST_SLICE, NEXT_SLICE, useProgressiveCount } from './progressive.ts';
import { ProviderCard } from './provider-card.tsx';
import { useWidget } from './widget-context.ts';

/**
 * The ranked cards, cheapest first. The first cards come with the rest of the widget and the
 * others follow in small slices, one per frame (see useProgressiveCount); while they do, the list
 * says it is busy. The count line above it ("Showing N of M…") always gives the full count.
 */
export function ProviderList({ first = FIRST_SLICE, next = NEXT_SLICE }: { first?: number; next?: number }) {
  useSignals();
  const { store, config } = useWidget();
  const unlocked = accessSignal().value;
  const { shown } = store.ranking.value;
  const count = useProgressiveCount(shown.length, first, next);
  if (shown.length === 0) {
    return (
      <p className="rounded-card border border-line bg-surface p-5 text-lg">
        No provider matches all the filters you chose. Remove a filter or press Clear All.
      </p>
    );
  }
  return (
    <ol
      aria-label="Providers, cheapest first"
      aria-busy={count < shown.length ? true : undefined}
      className="flex flex-col gap-4"
    >
      {shown.slice(0, count).map((ranked) => (
        <li key={ranked.provider.id}>
          <ProviderCard ranked={ranked} unlocked={unlocked} siteUrl={config.value.siteUrl} />
        </li>
      ))}
    </ol>
  );
}
