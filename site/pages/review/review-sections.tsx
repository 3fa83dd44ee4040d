import { ArrowRight, Star } from 'lucide-react';
import { Link } from 'react-router-dom';
import { possessive } from '../../../widget/core/format.ts';
import { formatGBP } from '../../../widget/core/money.ts';
import type { Provider } from '../../../widget/core/provider-schema.ts';
import { NOT_KNOWN } from '../../../widget/core/texts.ts';
import { FeeFacts, SampleCosts, Section } from '../../shared/provider-sections.tsx';
import { type Rating, suits } from './review-facts.ts';

/** The overall rating as five stars (half stars shown), beside its figure in words. */
export function Stars({ score }: { score: number }) {
  return (
    <span className="inline-flex items-center gap-0.5" aria-hidden="true">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          className={`size-5 ${score >= n ? 'fill-current text-gold' : score >= n - 0.5 ? 'fill-gold-tint text-gold' : 'text-line'}`}
        />
      ))}
    </span>
  );
}

/** "Who it suits", and who might look elsewhere. */
export function SuitsSection({ provider }: { provider: Provider }) {
  return (
    <Section id="suits" title="Who it suits">
      <ul className="list-disc space-y-1 pl-6">
        {suits(provider).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {provider.cons.length > 0 ? (
        <>
          <h3 className="mt-5 text-xl">Who might look elsewhere</h3>
          <ul className="mt-2 list-disc space-y-1 pl-6">
            {provider.cons.map((con) => (
              <li key={con}>{con}</li>
            ))}
          </ul>
        </>
      ) : null}
    </Section>
  );
}

/** "Costs": the three pot sizes, the fees, and the way to a cost for the visitor's own pot. */
export function CostsSection({ provider }: { provider: Provider }) {
  return (
    <Section id="costs" title="Costs">
      <SampleCosts provider={provider} />
      <div className="mt-6">
        <FeeFacts provider={provider} />
      </div>
      <p className="mt-4">
        <Link
          to={`/provider/${provider.slug}`}
          className="inline-flex min-h-11 items-center gap-2 font-semibold"
        >
          Work out {possessive(provider.name)} cost for your own pot
          <ArrowRight aria-hidden="true" className="size-5" />
        </Link>
      </p>
    </Section>
  );
}

/** "Service": market position, features, trading fees and regulation. */
export function ServiceSection({ provider }: { provider: Provider }) {
  return (
    <Section id="service" title="Service">
      {provider.marketPosition ? <p>{provider.marketPosition}</p> : null}
      {provider.features.length > 0 ? (
        <ul className="mt-3 list-disc space-y-1 pl-6">
          {provider.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      ) : null}
      <p className="mt-3">
        <strong className="text-navy">Trading fees:</strong> {provider.tradingFees || NOT_KNOWN.short}
      </p>
      <p className="mt-3">
        <strong className="text-navy">Regulation:</strong> {provider.regulatoryInfo.fca}.
        {provider.regulatoryInfo.fscsProtected ? ' Covered by the FSCS, within its limits.' : ''}
      </p>
    </Section>
  );
}

/** "Ratings": each rating out of 5 with how it was worked out, and the overall average. */
export function RatingsSection({ ratings, overall }: { ratings: Rating[]; overall: number | null }) {
  return (
    <Section id="ratings" title="Ratings">
      <table className="w-full border-collapse">
        <caption className="sr-only">Our ratings out of 5 and how each was worked out</caption>
        <thead>
          <tr className="border-b-2 border-line text-left">
            <th scope="col" className="py-2 pr-3">
              Rating
            </th>
            <th scope="col" className="py-2 pr-3">
              Out of 5
            </th>
            <th scope="col" className="hidden py-2 sm:table-cell">
              How we worked it out
            </th>
          </tr>
        </thead>
        <tbody>
          {ratings.map((rating) => (
            <tr key={rating.label} className="border-b border-line align-top">
              <th scope="row" className="py-2 pr-3 text-left font-semibold">
                {rating.label}
                <span className="block font-normal text-base sm:hidden">{rating.basis}</span>
              </th>
              <td className="py-2 pr-3 whitespace-nowrap">
                {rating.score === null ? 'Not scored' : rating.score}
              </td>
              <td className="hidden py-2 sm:table-cell">{rating.basis}</td>
            </tr>
          ))}
        </tbody>
        {overall !== null ? (
          <tfoot>
            <tr>
              <th scope="row" className="pt-3 pr-3 text-left">
                Overall
              </th>
              <td className="pt-3 font-bold" colSpan={2}>
                {overall} (the average of the ratings above)
              </td>
            </tr>
          </tfoot>
        ) : null}
      </table>
      <p className="mt-4 text-base text-muted">
        Cost ratings run from 5 for the cheapest provider to 1 for the most expensive at each pot (
        {formatGBP(100_000)}, {formatGBP(250_000)}, {formatGBP(500_000)}). No provider pays for its rating.
      </p>
    </Section>
  );
}
