import type { Quote } from '../core/cost-engine.ts';
import { formatCurrency, formatLongDate } from '../core/format.ts';
import { formatGBP } from '../core/money.ts';
import type { Scenario } from '../core/scenario.ts';

/** Pounds to the penny ("£1,234.50"), as a receipt shows them; minus signs for caps. */
function pence(amount: number): string {
  const text = formatCurrency(Math.abs(amount), { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return amount < 0 ? `−${text}` : text;
}

function sourceLink(source: string | null, title: string | undefined) {
  if (!source) return null;
  if (!/^https?:\/\//.test(source)) return <span>{source === 'your scenario' ? 'Your choice' : source}</span>;
  return (
    <a
      href={source}
      target="_blank"
      rel="noopener noreferrer"
      className="font-semibold text-accent-strong underline"
    >
      {title ?? 'Source'}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

export interface CostReceiptProps {
  quote: Quote;
  scenario: Scenario;
  /** Heading level text; the site's provider page says "How we worked out your cost". */
  heading?: string;
  /** The provider's name for screen readers; left out while names are locked. */
  name?: string;
  /** While names are locked, sources would give them away: they show once unlocked. */
  locked?: boolean;
  /**
   * The same receipt on the provider's page, with every line's source and checked-on date. The
   * widget carries the figures, not their sources (decision 020: they would add 3.4 KB gzip).
   */
  sourcesHref?: string;
}

/**
 * One provider's year-one cost as an itemised receipt: each charge with its working, amount,
 * source and the date it was checked; the lines add up exactly to the total. Charges the
 * scenario meets but the data does not hold say "Not known" and are left out of the total.
 */
export function CostReceipt({
  quote,
  scenario,
  heading = 'How we worked out your cost',
  name,
  locked = false,
  sourcesHref,
}: CostReceiptProps) {
  const { yearOne, horizon, moneyLastsYears, eligible, reason } = quote;
  return (
    <section part="receipt" className="flex flex-col gap-3" data-receipt={quote.slug}>
      <h3 className="text-lg font-bold text-brand">
        {heading}
        {name ? <span className="sr-only"> at {name}</span> : null}
      </h3>
      {!eligible ? (
        <p className="rounded-xl border border-danger/40 bg-page p-3 font-semibold text-danger">{reason}</p>
      ) : null}
      {yearOne.total === null ? (
        <p className="text-base">
          {yearOne.notKnown[0] ?? 'This provider publishes no tariff we could source.'}
        </p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-left text-base">
            <caption className="pb-2 text-left text-sm text-muted">
              Year one, on a pot of {formatGBP(Math.max(0, scenario.pot))}
              {scenario.taxFreeCash === 'start' ? ' (charged on what stays after the tax-free cash)' : ''}.
            </caption>
            <thead>
              <tr className="border-b-2 border-line">
                <th scope="col" className="py-2 pr-3 font-semibold">
                  Charge
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-semibold">
                  Amount
                </th>
              </tr>
            </thead>
            <tbody>
              {yearOne.lines.map((line, i) => (
                <tr key={`${line.key}-${i}`} className="border-b border-line align-top" data-line={line.key}>
                  <th scope="row" className="py-2 pr-3 font-normal">
                    <span className="block font-semibold">{line.label}</span>
                    <span className="block text-sm text-muted">{line.formula}</span>
                    <span className="flex flex-wrap gap-x-3 text-sm">
                      {locked ? null : sourceLink(line.source, line.sourceTitle)}
                      {line.checkedOn ? (
                        <span className="text-muted">Checked {formatLongDate(line.checkedOn)}</span>
                      ) : null}
                    </span>
                    {line.note && !locked ? (
                      <span className="block text-sm text-muted">{line.note}</span>
                    ) : null}
                  </th>
                  <td className="whitespace-nowrap py-2 text-right font-semibold tabular-nums">
                    {line.amount === null ? 'Not known' : pence(line.amount)}
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="border-t-2 border-ink">
                <th scope="row" className="py-2 pr-3 font-bold">
                  Year one total
                </th>
                <td
                  className="whitespace-nowrap py-2 text-right text-lg font-extrabold tabular-nums"
                  data-total
                >
                  {pence(yearOne.total)}
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
      {locked ? (
        <p className="text-sm text-muted">Each figure’s source shows once you unlock the names.</p>
      ) : sourcesHref && yearOne.total !== null ? (
        <p className="text-base">
          <a href={sourcesHref} className="font-semibold text-accent-strong underline">
            Where each figure comes from, and when we checked it
            {name ? <span className="sr-only"> at {name}</span> : null}
          </a>
        </p>
      ) : null}
      {yearOne.total !== null && yearOne.notKnown.length > 0 ? (
        <p className="text-sm text-muted">
          Not in the total because our data does not hold them: {yearOne.notKnown.join(', ')}. Ask the
          provider.
        </p>
      ) : null}
      {horizon.total !== null && horizon.years > 1 ? (
        <p className="text-base">
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
