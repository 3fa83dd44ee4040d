import { useSignals } from '@preact/signals-react/runtime';
import { ReceiptText } from 'lucide-react';
import { memo, useId, useState } from 'react';
import { scenarioToParams } from '../core/scenario.ts';
import { CostReceipt } from './cost-receipt.tsx';
import { useWidget } from './widget-context.ts';

/**
 * "How we worked out this cost" under a card: opens the provider's receipt from the engine. The
 * full quotes are only worked out when a receipt is first opened.
 */
export const ReceiptToggle = memo(function ReceiptToggle({
  slug,
  unlocked,
}: {
  slug: string;
  unlocked: boolean;
}) {
  useSignals();
  const { store, config } = useWidget();
  const [open, setOpen] = useState(false);
  const id = useId();
  const quote = open
    ? [...store.quotes.value.ranked, ...store.quotes.value.ineligible].find((q) => q.slug === slug)
    : undefined;
  return (
    <div className="flex flex-col gap-2">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        className="inline-flex min-h-11 items-center gap-2 self-start rounded-xl px-2 py-1 font-semibold text-accent-strong underline hover:bg-accent-soft focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-accent/40"
      >
        <ReceiptText aria-hidden="true" className="size-5" />
        How we worked out this cost
      </button>
      {open && quote ? (
        <div id={id} className="rounded-card border border-line bg-surface p-4 @md:p-5">
          <CostReceipt
            quote={quote}
            scenario={store.scenario.value}
            name={unlocked ? quote.name : undefined}
            newTab
            locked={!unlocked}
            sourcesHref={`${config.value.siteUrl}/provider/${slug}?${scenarioToParams(store.scenario.value).toString()}`}
          />
        </div>
      ) : null}
    </div>
  );
});
