import { useId, useState } from 'react';
import { costBreakdown } from '../../../widget/core/annual-cost.ts';
import { formatGBP, MAX_POT, parsePot } from '../../../widget/core/money.ts';
import type { Provider } from '../../../widget/core/provider-schema.ts';
import { providerCost } from '../../../widget/core/rank.ts';
import { baselineScenario } from '../../../widget/core/scenario.ts';
import { describeCostLine, formatPounds, NOT_PUBLISHED } from '../../shared/provider-facts.ts';

export const DEFAULT_POT = 250_000;

/**
 * How the yearly cost is worked out, band by band, for a pot the visitor types (spec §9). The
 * prerendered page shows it for £250,000; typing updates it at once.
 */
export function CostBreakdownPanel({ provider }: { provider: Provider }) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [raw, setRaw] = useState(String(DEFAULT_POT));
  const parsed = parsePot(raw);
  const invalid = raw.trim() !== '' && (parsed === undefined || parsed > MAX_POT);
  const pot = invalid ? 0 : (parsed ?? 0);
  const breakdown = costBreakdown(provider, pot);
  // The total is the cost engine's, as everywhere else; the lines show the §9 working it equals.
  const total = providerCost(provider, baselineScenario(pot));

  return (
    <section aria-labelledby="breakdown-title" className="dc-card p-5 md:p-6">
      <h2 id="breakdown-title" className="text-2xl">
        What {provider.name} would cost you
      </h2>
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

      <div aria-live="polite" className="mt-5">
        {total === null ? (
          <p className="rounded-xl bg-canvas p-4 font-semibold">{NOT_PUBLISHED}</p>
        ) : (
          <table className="w-full border-collapse">
            <caption className="sr-only">Yearly cost for a pot of {formatGBP(pot)}, line by line</caption>
            <thead>
              <tr className="border-b-2 border-line text-left">
                <th scope="col" className="py-2 pr-3">
                  Charge
                </th>
                <th scope="col" className="py-2 text-right">
                  A year
                </th>
              </tr>
            </thead>
            <tbody>
              {breakdown.lines.map((line, index) => (
                <tr key={index} className="border-b border-line">
                  <td className="py-2 pr-3">{describeCostLine(line)}</td>
                  <td className="py-2 text-right tabular-nums">{formatPounds(line.amount)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" className="pt-3 pr-3 text-left text-lg">
                  Yearly cost for {formatGBP(pot)}
                </th>
                <td
                  className="pt-3 text-right text-2xl font-bold text-brand-dark tabular-nums"
                  data-testid="breakdown-total"
                >
                  {formatGBP(total)}
                </td>
              </tr>
            </tfoot>
          </table>
        )}
      </div>
      <p className="mt-4 text-base text-muted">
        Platform and drawdown charges only. Fund charges, dealing costs and any adviser’s fee are extra. A
        one-off set-up fee is not included.
      </p>
    </section>
  );
}
