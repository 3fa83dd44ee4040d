import { useId, useState } from 'react';
import { quote } from '../../../widget/core/cost-engine.ts';
import { type TariffSources, withSources } from '../../../widget/core/cost-tariff.ts';
import { formatGBP, MAX_POT, parsePot } from '../../../widget/core/money.ts';
import type { Provider } from '../../../widget/core/provider-schema.ts';
import { tariffOf } from '../../../widget/core/rank.ts';
import { baselineScenario, STANDARD_PLAN_WORDS } from '../../../widget/core/scenario.ts';
import { CostReceipt } from '../../../widget/ui/cost-receipt.tsx';

export const DEFAULT_POT = 250_000;

/**
 * What the provider costs for a pot the visitor types, on the standard plan (spec §9): one engine
 * quote gives every line and the total, so they always agree with each other and with the ranking.
 * The prerendered page shows it for £250,000; typing updates it at once.
 */
export function CostBreakdownPanel({
  provider,
  sources,
  initialPot = DEFAULT_POT,
}: {
  provider: Provider;
  sources?: TariffSources;
  initialPot?: number;
}) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [raw, setRaw] = useState(String(initialPot));
  const parsed = parsePot(raw);
  const invalid = raw.trim() !== '' && (parsed === undefined || parsed > MAX_POT);
  const pot = invalid ? 0 : (parsed ?? 0);
  const scenario = baselineScenario(pot);
  const q = quote(withSources(tariffOf(provider), sources), scenario);

  return (
    <section aria-labelledby="breakdown-title" className="dc-card p-5 md:p-6">
      <h2 id="breakdown-title" className="text-2xl">
        What {provider.name} would cost you in a year
      </h2>
      <p className="mt-2 text-base">{STANDARD_PLAN_WORDS}</p>
      <div className="mt-4 max-w-sm">
        <label htmlFor={inputId} className="block font-semibold text-navy">
          Your pension pot
        </label>
        <p id={hintId} className="text-base text-muted">
          In pounds, for example 250000
        </p>
        <div className="mt-2 flex items-stretch overflow-hidden rounded-xl border-2 border-navy/60 bg-white focus-within:border-brand">
          <span aria-hidden="true" className="flex items-center bg-canvas px-4 text-xl font-bold text-navy">
            £
          </span>
          <input
            id={inputId}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={raw}
            onChange={(event) => setRaw(event.target.value)}
            aria-describedby={invalid ? `${hintId} ${errorId}` : hintId}
            aria-invalid={invalid || undefined}
            className="min-h-12 w-full px-3 text-xl text-navy outline-none"
          />
        </div>
        {invalid ? (
          <p id={errorId} className="mt-2 font-semibold text-danger">
            Enter the pot as a number of pounds up to {formatGBP(MAX_POT)}, for example 250000.
          </p>
        ) : null}
      </div>

      <div aria-live="polite" className="mt-5" data-testid="breakdown">
        <CostReceipt
          quote={q}
          scenario={scenario}
          name={provider.name}
          title="How we worked out the cost for this pot"
        />
      </div>
    </section>
  );
}
