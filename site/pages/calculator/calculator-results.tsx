import { Check, Copy, Info, Link2, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router-dom';
import { BRAND } from '../../../widget/core/brand.ts';
import { possessive } from '../../../widget/core/format.ts';
import { formatGBP } from '../../../widget/core/money.ts';
import type { Provider } from '../../../widget/core/provider-schema.ts';
import { type Scenario, scenarioToParams } from '../../../widget/core/scenario.ts';
import { type Cheapest, headlineText, type providerQuoteFor, runsOutWithinPlan } from './calculator-model.ts';
import type { Projection, ValidParams } from './drawdown-projection.ts';
import { ProjectionChart } from './projection-chart.tsx';

function Figure({
  label,
  value,
  tone = 'plain',
}: {
  label: string;
  value: string;
  tone?: 'plain' | 'charge';
}) {
  return (
    <div className={`rounded-2xl p-4 ${tone === 'charge' ? 'bg-gold-tint' : 'bg-canvas'}`}>
      <dt className="text-base text-muted">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-navy">{value}</dd>
    </div>
  );
}

function Figures({ projection, provider }: { projection: Projection; provider: Provider | undefined }) {
  const years = projection.rows.length;
  // The year-1 tile is the projection's own first year: one figure, never two (it was the §9 cost
  // on the starting pot beside a table charging the year-end pot: £375 against £371).
  const firstYearCharge = projection.rows[0]?.charge ?? 0;
  return (
    <dl className="mt-5 grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
      <Figure label={`Income taken over ${years} years`} value={formatGBP(projection.totalIncome)} />
      <Figure
        label={`Paid in provider charges over ${years} years`}
        value={formatGBP(projection.totalCharges)}
        tone="charge"
      />
      <Figure label={`Pot left after ${years} years`} value={formatGBP(projection.endPot)} />
      <Figure label="Provider charges in year 1" value={provider ? formatGBP(firstYearCharge) : 'Left out'} />
    </dl>
  );
}

function ProviderCharges({
  provider,
  providerQuote,
  plan,
}: {
  provider: Provider;
  providerQuote: NonNullable<ReturnType<typeof providerQuoteFor>>;
  plan: Scenario;
}) {
  return (
    <div className="mt-4 grid gap-2 text-base" data-testid="calc-provider-charges">
      {providerQuote.reason ? (
        <p className="flex items-start gap-2 font-semibold text-danger">
          <TriangleAlert aria-hidden="true" className="mt-1 size-5 shrink-0" />
          {provider.name} cannot do this plan: {providerQuote.reason}
        </p>
      ) : null}
      {providerQuote.yearOne.notKnown.length > 0 ? (
        <p>
          Not in these charges because our data does not hold them for {provider.name}:{' '}
          {providerQuote.yearOne.notKnown.join(', ')}.
        </p>
      ) : null}
      <p>
        <Link
          to={`/provider/${provider.slug}?${scenarioToParams(plan).toString()}`}
          className="inline-flex min-h-11 items-center font-semibold"
        >
          How we worked out {possessive(provider.name)} year-1 charges, line by line
        </Link>
      </p>
    </div>
  );
}

export interface ResultsCardProps {
  /** The inputs when all are valid, else null (the figures shown are then the last valid ones). */
  values: ValidParams | null;
  shown: ValidParams;
  projection: Projection;
  provider: Provider | undefined;
  providerQuote: ReturnType<typeof providerQuoteFor>;
  plan: Scenario;
  cheapest: Cheapest | null;
}

/** "Your results": the headline, the four figures, the chosen provider's charges and the chart. */
export function ResultsCard({
  values,
  shown,
  projection,
  provider,
  providerQuote,
  plan,
  cheapest,
}: ResultsCardProps) {
  return (
    <div className="dc-card p-5 md:p-6">
      <h2 id="calc-results-heading" className="text-2xl">
        Your results
      </h2>
      <p className="mt-3 text-xl font-semibold text-navy" aria-live="polite" data-testid="calc-headline">
        {headlineText(shown, projection)}
      </p>
      {values && runsOutWithinPlan(values, projection) ? (
        <p className="mt-2 flex items-start gap-2 font-semibold text-danger" data-testid="calc-shortfall">
          <TriangleAlert aria-hidden="true" className="mt-1 size-5 shrink-0" />
          The money runs out in year {projection.runsOutInYear} of your {shown.years}-year plan.
        </p>
      ) : null}
      {!values ? (
        <p className="mt-2 flex items-center gap-2 text-danger">
          <TriangleAlert aria-hidden="true" className="size-5" /> Showing your last valid figures: fix the
          highlighted fields to update.
        </p>
      ) : null}
      <Figures projection={projection} provider={provider} />
      {provider && providerQuote ? (
        <ProviderCharges provider={provider} providerQuote={providerQuote} plan={plan} />
      ) : null}
      {cheapest && provider && cheapest.slug !== provider.slug ? (
        <p className="mt-4">
          For this plan, the lowest total charges among the providers we compare are{' '}
          <strong>{formatGBP(cheapest.total)}</strong>, {formatGBP(projection.totalCharges - cheapest.total)}{' '}
          less than {provider.name}. <Link to="/">Compare all providers for your pot</Link>.
        </p>
      ) : null}
      <div className="mt-6">
        <ProjectionChart
          rows={projection.rows}
          startPot={shown.pot}
          runsOutInYear={projection.runsOutInYear}
        />
      </div>
    </div>
  );
}

/** "Share these results": the link that holds the figures, and a copy button. */
export function ShareCard({
  shareUrl,
  copied,
  onCopy,
}: {
  shareUrl: string;
  copied: boolean;
  onCopy: () => void;
}) {
  return (
    <div className="dc-card p-5 md:p-6">
      <h2 className="text-xl">Share these results</h2>
      <p className="mt-2 text-base">
        The link holds your figures, so you can come back to them or send them to someone you trust.
      </p>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-center">
        <label htmlFor="calc-share" className="sr-only">
          Link to these results
        </label>
        <input
          id="calc-share"
          readOnly
          value={shareUrl}
          onFocus={(event) => event.target.select()}
          className="min-h-12 w-full min-w-0 rounded-xl border-2 border-navy/30 bg-canvas px-3 text-base"
        />
        <button type="button" onClick={onCopy} className="dc-btn-secondary shrink-0">
          {copied ? (
            <Check aria-hidden="true" className="size-5" />
          ) : (
            <Copy aria-hidden="true" className="size-5" />
          )}
          {copied ? 'Link copied' : 'Copy link'}
        </button>
      </div>
      <p className="sr-only" aria-live="polite">
        {copied ? 'The link is copied.' : ''}
      </p>
      <p className="mt-2 flex items-center gap-2 text-base text-muted">
        <Link2 aria-hidden="true" className="size-5" /> Opening the link shows exactly these figures.
      </p>
    </div>
  );
}

/** "What this assumes": the projection's rules in plain words. */
export function AssumptionsCard({ shown, provider }: { shown: ValidParams; provider: Provider | undefined }) {
  return (
    <div className="dc-card p-5 md:p-6">
      <h2 className="text-xl">What this assumes</h2>
      <ul className="mt-3 grid list-disc gap-2 pl-6">
        <li>
          Each year your income is taken at the start of the year: {formatGBP(shown.income)} in the first
          year, rising by {shown.inflationPercent}% a year after that.
        </li>
        <li>
          What is left grows by {shown.growthPercent}% every year before charges, as our comparison assumes;
          the provider’s charges below are then taken off. Fund charges are not counted. Real returns go up
          and down, and a fall in the early years shortens how long the money lasts.
        </li>
        <li>
          {provider
            ? `${possessive(provider.name)} charges are worked out on the pot at the start of each year by the same engine as our comparison and its receipts, from its published tariff: the platform charge with any minimum or cap, fixed fees, the drawdown set-up fee in year 1, the yearly drawdown fee and any fee for paying your income once a year. They are taken from the pot at the end of the year.`
            : 'No provider charges are taken. Choose a provider to include them.'}{' '}
          Fund charges and dealing charges are not included.
        </li>
        <li>
          No income tax is deducted: the income shown is before tax. Your tax-free cash is not included.
        </li>
        <li>Figures are in future pounds, not adjusted for inflation, and rounded to whole pounds.</li>
        <li>This is an illustration, not a forecast or advice. {BRAND.guidanceOnly}</li>
      </ul>
      <p className="mt-4 flex gap-2 rounded-xl bg-brand-tint p-3 text-base">
        <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-dark" />
        <span>
          Research on past returns suggests about 3% to 3.5% of the starting pot a year, rising with
          inflation, has lasted 30 years for UK investors in most periods.{' '}
          <Link to="/blog/how-much-can-i-take-from-my-pension-each-year">How much can I take each year?</Link>
        </span>
      </p>
    </div>
  );
}

const COLUMNS = ['Pot at start', 'Income taken', 'Growth', 'Provider charge', 'Pot at end'];

/** The year-by-year figures as a table, folded away. */
export function YearTable({ projection }: { projection: Projection }) {
  return (
    <details className="dc-card p-5 md:p-6">
      <summary className="flex min-h-11 cursor-pointer items-center text-xl font-bold text-navy">
        Year-by-year figures (table)
      </summary>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <section className="dc-table-scroll mt-4" aria-label="Year-by-year figures" tabIndex={0}>
        <table className="w-full min-w-[36rem] border-collapse text-base" data-testid="calc-table">
          <caption className="sr-only">Your pension pot year by year</caption>
          <thead>
            <tr className="bg-navy text-left text-white">
              <th scope="col" className="px-3 py-2">
                Year
              </th>
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className="px-3 py-2 text-right">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {projection.rows.map((row) => (
              <tr key={row.year} className="border-b border-line even:bg-canvas">
                <th scope="row" className="px-3 py-2 text-left">
                  {row.year}
                </th>
                {[row.startPot, row.income, row.growth, row.charge, row.endPot].map((figure, index) => (
                  <td key={index} className="px-3 py-2 text-right">
                    {formatGBP(figure)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </details>
  );
}
