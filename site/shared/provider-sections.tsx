import { Check, ExternalLink, Info, Star, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatNumber } from '../../widget/core/format.ts';
import { formatGBP } from '../../widget/core/money.ts';
import { limitText, platformFacts } from '../../widget/core/platform-facts.ts';
import type { Provider } from '../../widget/core/provider-schema.ts';
import { tariffOf } from '../../widget/core/rank.ts';
import { NOT_KNOWN, TEXT } from '../../widget/core/texts.ts';
import { FigureProvenance } from './figure-provenance.tsx';
import { CATEGORY_NAME, costRankAt, formatPercent, ordinal, SAMPLE_POTS } from './provider-facts.ts';

/** A titled white card section of a provider page. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="dc-card p-5 md:p-6">
      <h2 id={`${id}-title`} className="text-2xl">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** Label/value rows; a null value reads "Not in our data". */
export function FactList({ rows }: { rows: readonly [string, ReactNode | null][] }) {
  return (
    <dl className="grid gap-x-6 sm:grid-cols-[minmax(10rem,auto)_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="pt-2 font-semibold text-navy sm:border-b sm:border-line sm:pb-2">{label}</dt>
          <dd className="border-b border-line pb-2 sm:pt-2">
            {value ?? <span className="text-muted">{NOT_KNOWN.short}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** "check with the provider" where a provider's figures have no source. */
export function NoSourceNote({ provider }: { provider: Provider }) {
  if (provider.sources.length > 0) return null;
  return <span className="ml-1 text-muted">({TEXT.checkWithProvider})</span>;
}

/** Yearly cost at £100k, £250k and £500k with the provider's place among all providers. */
export function SampleCosts({ provider }: { provider: Provider }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-3">
      {SAMPLE_POTS.map(({ pot, key }) => {
        const cost = provider.costs[key];
        const rank = costRankAt(provider, pot);
        return (
          <li key={key} className="rounded-xl bg-canvas p-4 text-center">
            <p className="font-semibold text-muted">Pot of {formatGBP(pot)}</p>
            <p className="mt-1 text-2xl font-bold text-navy" data-testid={`cost-${key}`}>
              {cost === null ? NOT_KNOWN.short : `${formatGBP(cost)} a year`}
            </p>
            {cost !== null && provider.sources.length === 0 ? (
              <p className="text-base">{TEXT.checkWithProvider}</p>
            ) : null}
            <p className="mt-1 text-base">
              {rank
                ? `${ordinal(rank.position)} cheapest of the ${rank.outOf} priced for the standard plan`
                : 'Check with the provider'}
            </p>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Every fee the data holds: tiers, flat fee, minimum, cap, holdings cap, set-up, drawdown, trading.
 * The drawdown fees are read from the engine's tariff, the figures every receipt prices with, so
 * a fee the receipt calls not known is never £0 here.
 */
export function FeeFacts({ provider }: { provider: Provider }) {
  const tariff = tariffOf(provider);
  const fee = platformFacts(tariff);
  const setupFee = tariff.charges.drawdown.setupFee.value;
  const yearlyFee = tariff.charges.drawdown.yearlyFee.value;
  const unpublished = !fee.priced;
  return (
    <>
      <p className="font-semibold">
        {provider.feeStructure}
        <NoSourceNote provider={provider} />
      </p>
      <FigureProvenance provider={provider} />
      {fee.tiers.length > 0 ? (
        <table className="mt-4 w-full border-collapse">
          <caption className="mb-2 text-left font-semibold text-navy">
            {fee.basis === 'whole-pot'
              ? 'One rate on the whole pot, set by the pot’s size'
              : 'Each slice of the pot is charged at its own rate'}
          </caption>
          <thead>
            <tr className="border-b-2 border-line text-left">
              <th scope="col" className="py-2 pr-3">
                Part of the pot
              </th>
              <th scope="col" className="py-2 text-right">
                Yearly rate
              </th>
            </tr>
          </thead>
          <tbody>
            {fee.tiers.map((tier, index) => {
              const from = index === 0 ? 0 : (fee.tiers[index - 1]?.upTo ?? 0);
              return (
                <tr key={index} className="border-b border-line">
                  <td className="py-2 pr-3">
                    {tier.upTo === null
                      ? index === 0
                        ? 'All of the pot'
                        : `Above ${formatGBP(from)}`
                      : `${formatGBP(from)} to ${formatGBP(tier.upTo)}`}
                  </td>
                  <td className="py-2 text-right tabular-nums">{formatPercent(tier.percentage)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : null}
      <div className="mt-4">
        <FactList
          rows={[
            [
              'Flat yearly fee',
              fee.flatFee === null ? (unpublished ? NOT_KNOWN.long : 'None') : formatGBP(fee.flatFee),
            ],
            [
              'Minimum yearly fee',
              fee.minimum === null
                ? unpublished
                  ? NOT_KNOWN.long
                  : 'None'
                : limitText(fee.minimum, formatGBP),
            ],
            [
              'Yearly cap',
              fee.cap === null ? (unpublished ? NOT_KNOWN.long : 'None') : limitText(fee.cap, formatGBP),
            ],
            ...(fee.holdingsCap
              ? ([
                  [
                    `Cap on some holdings`,
                    `${formatGBP(fee.holdingsCap.amount)} a year on ${fee.holdingsCap.appliesTo}`,
                  ],
                ] as [string, string][])
              : []),
            ['Drawdown set-up fee', setupFee === null ? NOT_KNOWN.long : formatGBP(setupFee)],
            ['Yearly drawdown fee', yearlyFee === null ? NOT_KNOWN.long : formatGBP(yearlyFee)],
            ['Trading fees', provider.tradingFees || null],
          ]}
        />
      </div>
      {provider.feeNotes.length > 0 ? (
        <aside
          aria-label="Notes on these figures"
          className="mt-5 rounded-xl border-l-4 border-brand bg-brand-tint p-4"
        >
          <p className="flex items-center gap-2 font-semibold text-navy">
            <Info aria-hidden="true" className="size-5" /> Notes on these figures
          </p>
          <ul className="mt-2 list-disc space-y-1 pl-6">
            {provider.feeNotes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </aside>
      ) : null}
    </>
  );
}

const count = (value: number | null) => (value === null ? null : formatNumber(value));

export function InvestmentFacts({ provider }: { provider: Provider }) {
  const { investments } = provider;
  return (
    <>
      <p>{investments.details}</p>
      <div className="mt-3">
        <FactList
          rows={[
            ['Investments in total', count(investments.count)],
            ['Funds', count(investments.funds)],
            ['ETFs', count(investments.etfs)],
            ['Shares', count(investments.shares)],
            ['Investment trusts', count(investments.trusts)],
          ]}
        />
      </div>
    </>
  );
}

export function ProsAndCons({ provider }: { provider: Provider }) {
  return (
    <div className="grid gap-5 md:grid-cols-2">
      <div>
        <h3 className="text-xl">Pros</h3>
        <ul className="mt-2 space-y-2">
          {provider.pros.map((pro) => (
            <li key={pro} className="flex gap-2">
              <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand" />
              {pro}
            </li>
          ))}
        </ul>
      </div>
      <div>
        <h3 className="text-xl">Cons</h3>
        <ul className="mt-2 space-y-2">
          {provider.cons.map((con) => (
            <li key={con} className="flex gap-2">
              <X aria-hidden="true" className="mt-1 size-5 shrink-0 text-danger" />
              {con}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

export function RatingLine({ provider }: { provider: Provider }) {
  if (provider.trustpilotRating === undefined) return <span>Trustpilot rating: not in our data</span>;
  return (
    <span className="inline-flex items-center gap-1">
      <Star aria-hidden="true" className="size-5 fill-current text-gold" />
      Trustpilot {provider.trustpilotRating.toFixed(1)} out of 5
      {provider.trustpilotReviews ? ` (${formatNumber(provider.trustpilotReviews)} reviews)` : ''}
    </span>
  );
}

export function CompanyFacts({ provider }: { provider: Provider }) {
  const { companyInfo, statistics } = provider;
  return (
    <>
      {provider.marketPosition ? <p>{provider.marketPosition}</p> : null}
      <div className="mt-3">
        <FactList
          rows={[
            ['Founded', companyInfo.founded],
            ['Headquarters', companyInfo.headquarters],
            ['Ownership', companyInfo.ownership],
            ['Parent company', companyInfo.parentCompany],
            ['Assets under management', statistics.assetsUnderManagement],
            ['Customers', statistics.customerCount],
            ['Employees', statistics.employeeCount],
            [
              'Website',
              <a
                key="site"
                href={companyInfo.websiteUrl}
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 break-all"
              >
                {companyInfo.websiteUrl.replace(/^https?:\/\//, '')}
                <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
              </a>,
            ],
          ]}
        />
      </div>
    </>
  );
}

export function CategoryBadge({ provider }: { provider: Provider }) {
  return (
    <span className="inline-flex items-center rounded-full bg-brand-tint px-3 py-1 font-semibold text-brand-dark">
      {CATEGORY_NAME[provider.category]}
    </span>
  );
}
