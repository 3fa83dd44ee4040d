import { quote } from '../../../widget/core/cost-engine.ts';
import type { Provider } from '../../../widget/core/provider-schema.ts';
import { PROVIDERS } from '../../../widget/core/providers.ts';
import type { Scenario } from '../../../widget/core/scenario.ts';
import { sourcedTariffOf } from '../../../widget/core/sourced-tariffs.ts';
import { TEXT } from '../../../widget/core/texts.ts';
import { CostReceipt } from '../../../widget/ui/cost-receipt.tsx';
import { formatDate } from '../../app/page-layout.tsx';
import { COST_STATUS_WORDS, checkedOnText } from '../../shared/figure-provenance.tsx';
import { sentenceCase } from './fees-model.ts';

/** The visitor's plan priced at each provider, a receipt each, folded away. */
export function PlanReceipts({ sorted, planned }: { sorted: Provider[]; planned: Scenario }) {
  return (
    <section aria-labelledby="receipts-title" className="mt-10">
      <h2 id="receipts-title" className="text-2xl">
        Your plan at each provider, line by line
      </h2>
      <ul className="mt-4 grid gap-3">
        {sorted.map((provider) => (
          <li key={provider.slug}>
            <details className="dc-card" data-receipt-of={provider.slug}>
              <summary className="flex min-h-12 cursor-pointer items-center px-5 font-semibold text-navy">
                How we worked out {provider.name}’s cost
              </summary>
              <CostReceipt
                quote={quote(sourcedTariffOf(provider), planned)}
                scenario={planned}
                name={provider.name}
                nameInHeading
                className="px-5 pb-5"
              />
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ProviderSources({ provider }: { provider: Provider }) {
  return (
    <li className="dc-card p-5 text-base">
      <h3 className="text-lg">{provider.name}</h3>
      <p className="text-muted">{sentenceCase(checkedOnText(provider.checkedOn))}</p>
      {provider.costStatus && provider.costStatus !== 'provider-page' ? (
        <p>{COST_STATUS_WORDS[provider.costStatus]}</p>
      ) : null}
      {provider.unpricedReason ? <p>{provider.unpricedReason}</p> : null}
      {provider.sources.length === 0 ? (
        <p className="mt-2">No published source found: {TEXT.checkWithProvider}.</p>
      ) : (
        <ul className="mt-2 grid gap-1">
          {provider.sources.map((source) => (
            <li key={source.url + source.title}>
              <a href={source.url} rel="noopener noreferrer" className="break-words">
                {source.title}
              </a>
              {source.dated ? <span className="text-muted"> (dated {formatDate(source.dated)})</span> : null}
            </li>
          ))}
        </ul>
      )}
      {provider.feeNotes.length > 0 ? (
        <details className="mt-3">
          <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-navy">
            Notes on these figures ({provider.feeNotes.length})
          </summary>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {provider.feeNotes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </details>
      ) : null}
    </li>
  );
}

/** "Sources, dates and notes": every provider's sources. */
export function SourcesSection() {
  return (
    <section aria-labelledby="sources-title" className="mt-10">
      <h2 id="sources-title" className="text-2xl">
        Sources, dates and notes
      </h2>
      <p className="mt-2 max-w-3xl">
        Every figure above comes from the provider’s published charges on the date shown. Check the live page
        before you decide: charges change.
      </p>
      <ul className="mt-4 grid gap-4 md:grid-cols-2">
        {PROVIDERS.map((provider) => (
          <ProviderSources key={provider.slug} provider={provider} />
        ))}
      </ul>
    </section>
  );
}
