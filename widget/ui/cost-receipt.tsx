import { ExternalLink } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import type { Quote, ReceiptLine } from '../core/cost-engine.ts';
import { formatLongDate } from '../core/format.ts';
import { formatGBP, formatPence } from '../core/money.ts';
import type { Scenario } from '../core/scenario.ts';
import { NOT_KNOWN } from '../core/texts.ts';

/*
 * The one receipt: the widget (in its shadow root) and the site's pages (provider, fees, the
 * calculator's links) render this component, so a line reads the same wherever it is shown. Its
 * classes are those both stylesheets define alike (`text-muted`, `border-line`, sizes) or the shared
 * --dc-* tokens written out, because `text-brand` means navy in the widget and teal on the site; the
 * site's Tailwind scans this file (site/styles/site.css).
 */

/** A source dated more than a year before it was checked reads "source dated …". */
const YEAR_MS = 365.25 * 24 * 60 * 60 * 1000;
function staleSourceDate(line: ReceiptLine): string | null {
  // `sourceDated` arrives with the data's source dates; until then there is none to show.
  const dated = (line as ReceiptLine & { sourceDated?: string | null }).sourceDated ?? null;
  if (!dated) return null;
  const against = line.checkedOn ? Date.parse(line.checkedOn) : Number.NaN;
  const then = Date.parse(dated);
  if (Number.isNaN(then) || Number.isNaN(against) || against - then <= YEAR_MS) return null;
  return dated;
}

function SourceLink({ source, title, newTab }: { source: string | null; title?: string; newTab: boolean }) {
  if (!source) return null;
  if (!/^https?:\/\//.test(source)) return <span>{source === 'your scenario' ? 'Your choice' : source}</span>;
  return (
    <a
      href={source}
      rel="noopener noreferrer"
      {...(newTab ? { target: '_blank' } : {})}
      className="inline-flex items-center gap-1 font-semibold text-[var(--dc-accent-strong)] underline"
    >
      {title ?? 'Source'}
      <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
      {newTab ? <span className="sr-only"> (opens in a new tab)</span> : null}
    </a>
  );
}

export interface CostReceiptProps {
  quote: Quote;
  scenario: Scenario;
  /** 2 on a page of its own (the provider page), 3 inside a list or a card (default). */
  level?: 2 | 3;
  /**
   * The provider's name: in the heading on the site, for screen readers only in the widget while
   * names may be locked (`nameInHeading` false).
   */
  name?: string;
  nameInHeading?: boolean;
  /** While names are locked, sources would give them away: they show once unlocked. */
  locked?: boolean;
  /**
   * The same receipt on the provider's page, with every line's source and checked-on date. The
   * widget carries the figures, not their sources (decision 020: they would add 3.4 KB gzip).
   */
  sourcesHref?: string;
  /** Open sources in a new tab (the widget, on a partner's page). */
  newTab?: boolean;
  /** Outer classes: the site's card, or none inside the widget. */
  className?: string;
  /** Shown under the heading: the plan in words, on a page of its own. */
  children?: ReactNode;
  /**
   * The heading's words before " at {name}", where a page shows two receipts (the visitor's plan
   * and the pot box's standard plan) and each needs a name of its own.
   */
  title?: string;
}

/**
 * One provider's year-one cost as an itemised receipt: each charge with its working, amount,
 * source and the date it was checked; the lines add up exactly to the total. Charges the plan
 * meets but our data does not hold say so ("Not in our data") and are named under the total,
 * never counted as £0. Every figure is the drawdown cost engine's (`quote`).
 */
export function CostReceipt({
  quote,
  scenario,
  level = 3,
  name,
  nameInHeading = false,
  locked = false,
  sourcesHref,
  newTab = false,
  className = '',
  children,
  title = 'How we worked out your cost',
}: CostReceiptProps) {
  const { yearOne, horizon, moneyLastsYears, eligible, reason } = quote;
  const titleId = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section
      part="receipt"
      aria-labelledby={titleId}
      className={`flex flex-col gap-3 ${className}`}
      data-receipt={quote.slug}
    >
      <Heading
        id={titleId}
        className={`font-bold text-[var(--dc-brand)] ${level === 2 ? 'text-2xl' : 'text-xl'}`}
      >
        {title}
        {name ? nameInHeading ? ` at ${name}` : <span className="sr-only"> at {name}</span> : null}
      </Heading>
      {children}
      {!eligible ? (
        <p
          className="rounded-xl border-2 border-[var(--dc-danger)] bg-[var(--dc-surface)] p-3 font-semibold text-[var(--dc-danger)]"
          data-reason
        >
          {name && !locked ? `${name} cannot do this plan: ${reason}` : reason}
        </p>
      ) : null}
      {yearOne.total === null ? (
        <p className="rounded-xl bg-[var(--dc-background)] p-3 font-semibold">
          {yearOne.notKnown[0] ?? NOT_KNOWN.cost}
        </p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-left text-base">
            <caption className="pb-2 text-left text-base text-muted">
              Year one, on a pot of {formatGBP(Math.max(0, scenario.pot))}
              {scenario.taxFreeCash === 'start' ? ' (charged on what stays after the tax-free cash)' : ''}.
            </caption>
            <thead>
              <tr className="border-b-2 border-line">
                <th scope="col" className="py-2 pr-3 font-semibold">
                  Charge
                </th>
                <th scope="col" className="py-2 text-right font-semibold">
                  Amount
                </th>
              </tr>
            </thead>
            <tbody>
              {yearOne.lines.map((line, i) => {
                const dated = locked ? null : staleSourceDate(line);
                return (
                  <tr
                    key={`${line.key}-${i}`}
                    className="border-b border-line align-top"
                    data-line={line.key}
                  >
                    <th scope="row" className="py-2 pr-3 font-normal">
                      <span className="block font-semibold" data-label>
                        {line.label}
                      </span>
                      <span className="block text-base text-muted [overflow-wrap:anywhere]">
                        {line.formula}
                      </span>
                      <span className="flex flex-wrap gap-x-3 text-base">
                        {locked ? null : (
                          <SourceLink source={line.source} title={line.sourceTitle} newTab={newTab} />
                        )}
                        {line.checkedOn ? (
                          <span className="text-muted">Checked {formatLongDate(line.checkedOn)}</span>
                        ) : null}
                        {dated ? (
                          <span className="text-muted">source dated {formatLongDate(dated)}</span>
                        ) : null}
                      </span>
                      {line.note && !locked ? (
                        <span className="block text-base text-muted">{line.note}</span>
                      ) : null}
                    </th>
                    {/* A figure never breaks; the words for a missing one may, so the charge keeps its room. */}
                    <td
                      className={`py-2 text-right font-semibold tabular-nums ${line.amount === null ? 'min-w-[5.5rem]' : 'whitespace-nowrap'}`}
                      data-amount
                    >
                      {line.amount === null ? NOT_KNOWN.short : formatPence(line.amount)}
                    </td>
                  </tr>
                );
              })}
            </tbody>
            <tfoot>
              <tr className="border-t-2 border-[var(--dc-text)]">
                <th scope="row" className="py-2 pr-3 text-lg font-bold">
                  Year one total
                  {yearOne.notKnown.length > 0 ? ' of the charges we know' : ''}
                </th>
                <td className="whitespace-nowrap py-2 text-right text-xl font-bold tabular-nums" data-total>
                  {formatPence(yearOne.total)}
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
      {locked ? (
        <p className="text-base text-muted">Each figure’s source shows once you unlock the names.</p>
      ) : sourcesHref && yearOne.total !== null ? (
        <p className="text-base">
          <a href={sourcesHref} className="font-semibold text-[var(--dc-accent-strong)] underline">
            Where each figure comes from, and when we checked it
            {name ? <span className="sr-only"> at {name}</span> : null}
          </a>
        </p>
      ) : null}
      {yearOne.total !== null && yearOne.notKnown.length > 0 ? (
        <p className="text-base text-muted" data-not-known>
          Not in the total because they are not in our data: {yearOne.notKnown.join(', ')}. Ask the provider.
        </p>
      ) : null}
      {horizon.total !== null && horizon.years > 1 ? (
        <p className="text-lg">
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
