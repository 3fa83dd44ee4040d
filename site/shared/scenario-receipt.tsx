import { ExternalLink } from 'lucide-react';
import { useId } from 'react';
import type { Quote } from '../../widget/core/cost-engine.ts';
import { formatCurrency, formatLongDate } from '../../widget/core/format.ts';
import { formatGBP } from '../../widget/core/money.ts';
import { describeScenario, type Scenario, type ScenarioFieldError } from '../../widget/core/scenario.ts';

/** Pounds to the penny ("£1,234.50"), as the widget's receipt shows them; a minus sign for caps. */
export function receiptAmount(amount: number): string {
  const text = formatCurrency(Math.abs(amount), { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return amount < 0 ? `−${text}` : text;
}

function SourceLink({ source, title }: { source: string | null; title: string | undefined }) {
  if (!source) return null;
  if (!/^https?:\/\//.test(source)) return <span>{source === 'your scenario' ? 'Your choice' : source}</span>;
  return (
    <a href={source} rel="noopener noreferrer" className="inline-flex items-center gap-1 font-semibold">
      {title ?? 'Source'}
      <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
    </a>
  );
}

/** The visitor's plan in words, above a receipt or a table priced for it. */
export function ScenarioSummary({ scenario }: { scenario: Scenario }) {
  return (
    <p className="text-base" data-testid="scenario-summary">
      <strong>Your plan:</strong> {describeScenario(scenario).join('; ')}. Growth {scenario.growth}% a year
      before charges, inflation {scenario.inflation}% a year.
    </p>
  );
}

/** What is wrong with the plan in the address, named parameter by parameter. */
export function ScenarioErrors({ errors }: { errors: readonly ScenarioFieldError[] }) {
  return (
    <div role="alert" className="rounded-xl border-2 border-danger bg-white p-4">
      <p className="font-semibold text-danger">
        The plan in this page’s address could not be read, so the standard comparison is shown:
      </p>
      <ul className="mt-2 list-disc pl-6">
        {errors.map((e) => (
          <li key={`${e.param}-${e.message}`}>{e.message}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * "How we worked out your cost": one provider's year-one receipt for the visitor's plan, line by
 * line with each working, source and checked-on date, from the same engine and the same figures
 * as the widget and GET /api/v1/quotes. It renders on the server, so it works without script.
 */
export function ScenarioReceipt({
  quote,
  scenario,
  nested = false,
}: {
  quote: Quote;
  scenario: Scenario;
  /** Inside a list of receipts (the fees page): a level-3 heading, no card and no plan line. */
  nested?: boolean;
}) {
  const { yearOne, horizon, moneyLastsYears, eligible, reason } = quote;
  const titleId = useId();
  const Heading = nested ? 'h3' : 'h2';
  return (
    <section
      aria-labelledby={titleId}
      className={nested ? 'px-5 pb-5' : 'dc-card p-5 md:p-6'}
      data-receipt={quote.slug}
    >
      <Heading id={titleId} className={nested ? 'text-xl' : 'text-2xl'}>
        How we worked out your cost at {quote.name}
      </Heading>
      {nested ? null : (
        <div className="mt-3">
          <ScenarioSummary scenario={scenario} />
        </div>
      )}
      {!eligible ? (
        <p
          className="mt-4 rounded-xl border-2 border-danger bg-white p-4 font-semibold text-danger"
          data-reason
        >
          {quote.name} cannot do this plan: {reason}
        </p>
      ) : null}
      {yearOne.total === null ? (
        <p className="mt-4 rounded-xl bg-canvas p-4 font-semibold">
          {yearOne.notKnown[0] ?? 'This provider publishes no tariff we could source.'}
        </p>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full border-collapse text-left">
            <caption className="pb-2 text-left text-base text-muted">
              Year one, on a pot of {formatGBP(Math.max(0, scenario.pot))}
              {scenario.taxFreeCash === 'start' ? ' (charged on what stays after the tax-free cash)' : ''}.
            </caption>
            <thead>
              <tr className="border-b-2 border-line">
                <th scope="col" className="py-2 pr-3">
                  Charge
                </th>
                <th scope="col" className="py-2 text-right">
                  Amount
                </th>
              </tr>
            </thead>
            <tbody>
              {yearOne.lines.map((line, i) => (
                <tr key={`${line.key}-${i}`} className="border-b border-line align-top" data-line={line.key}>
                  <th scope="row" className="py-2 pr-3 font-normal">
                    <span className="block font-semibold" data-label>
                      {line.label}
                    </span>
                    <span className="block text-base text-muted [overflow-wrap:anywhere]">
                      {line.formula}
                    </span>
                    <span className="flex flex-wrap gap-x-3 text-base">
                      <SourceLink source={line.source} title={line.sourceTitle} />
                      {line.checkedOn ? (
                        <span className="text-muted">Checked {formatLongDate(line.checkedOn)}</span>
                      ) : null}
                    </span>
                    {line.note ? <span className="block text-base text-muted">{line.note}</span> : null}
                  </th>
                  <td className="whitespace-nowrap py-2 text-right font-semibold tabular-nums" data-amount>
                    {line.amount === null ? 'Not known' : receiptAmount(line.amount)}
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="border-t-2 border-navy">
                <th scope="row" className="py-2 pr-3 text-lg">
                  Year one total
                </th>
                <td className="whitespace-nowrap py-2 text-right text-xl font-bold tabular-nums" data-total>
                  {receiptAmount(yearOne.total)}
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
      {yearOne.total !== null && yearOne.notKnown.length > 0 ? (
        <p className="mt-3 text-base text-muted">
          Not in the total because our data does not hold them: {yearOne.notKnown.join(', ')}. Ask the
          provider.
        </p>
      ) : null}
      {horizon.total !== null && horizon.years > 1 ? (
        <p className="mt-3 text-lg">
          Over {horizon.years} years: <strong data-horizon>{formatGBP(horizon.total)}</strong> in charges
          {moneyLastsYears !== null ? (
            <>
              , and your money lasts about <strong>{moneyLastsYears} years</strong>
            </>
          ) : null}
          .
        </p>
      ) : null}
    </section>
  );
}
