import { ArrowRight, Star } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { BRAND } from '../../../widget/core/brand.ts';
import { possessive } from '../../../widget/core/format.ts';
import { formatGBP } from '../../../widget/core/money.ts';
import { providerBySlug } from '../../../widget/core/providers.ts';
import { NOT_KNOWN } from '../../../widget/core/texts.ts';
import { CtaBlock } from '../../app/cta-block.tsx';
import { absoluteUrl } from '../../app/json-ld.ts';
import { breadcrumbJsonLd, formatDate, PageHeader, SourceList } from '../../app/page-layout.tsx';
import { PageMeta } from '../../app/page-meta.tsx';
import { NotFound } from '../../shared/not-found.tsx';
import { ProviderLogoMark } from '../../shared/provider-logo-mark.tsx';
import {
  CategoryBadge,
  FeeFacts,
  InvestmentFacts,
  ProsAndCons,
  SampleCosts,
  Section,
} from '../../shared/provider-sections.tsx';
import { hasReview } from '../../shared/review-slugs.ts';
import { overallScore, reviewRatings, suits, verdict } from './review-facts.ts';

function Stars({ score }: { score: number }) {
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

/** /provider/{slug}/review: a full review written from the data, for the 21 slugs of spec §2. */
export default function ReviewPage() {
  const { slug = '' } = useParams();
  const provider = hasReview(slug) ? providerBySlug(slug) : undefined;
  if (!provider) return <NotFound />;

  const ratings = reviewRatings(provider);
  const overall = overallScore(ratings);
  const summary = verdict(provider);
  const path = `/provider/${provider.slug}/review`;
  const crumbs = [
    { label: 'Fees & Charges', to: '/fees-and-charges' },
    { label: provider.name, to: `/provider/${provider.slug}` },
    { label: 'Review', to: path },
  ];
  const reviewJsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Review',
    name: `${provider.name} pension drawdown review`,
    url: absoluteUrl(path),
    datePublished: provider.checkedOn,
    reviewBody: summary,
    author: { '@type': 'Organization', name: BRAND.productName, url: absoluteUrl('/') },
    publisher: { '@type': 'Organization', name: BRAND.productName },
    itemReviewed: { '@type': 'FinancialService', name: provider.name, url: provider.companyInfo.websiteUrl },
    ...(overall === null
      ? {}
      : { reviewRating: { '@type': 'Rating', ratingValue: overall, bestRating: 5, worstRating: 1 } }),
  };

  return (
    <>
      <PageMeta
        title={`${provider.name} drawdown review`}
        description={`Our ${provider.name} pension drawdown review: verdict, who it suits, yearly costs at £100k, £250k and £500k, investments, service and ratings, from sourced figures.`}
        path={path}
        jsonLd={[breadcrumbJsonLd(crumbs), reviewJsonLd]}
      />
      <PageHeader
        title={`${provider.name} drawdown review`}
        breadcrumbs={crumbs}
        intro={`Figures checked on ${formatDate(provider.checkedOn)}.`}
      >
        <div className="mt-5 flex flex-wrap items-center gap-4">
          <ProviderLogoMark logo={provider.logo} name={provider.name} />
          <CategoryBadge provider={provider} />
          {overall !== null ? (
            <p className="inline-flex items-center gap-2 font-semibold text-navy">
              <Stars score={overall} />
              Our rating: {overall} out of 5
            </p>
          ) : null}
        </div>
      </PageHeader>

      <div className="dc-container grid gap-6 py-8 lg:grid-cols-[1fr_20rem] lg:py-12">
        <article className="grid min-w-0 content-start gap-6">
          <Section id="verdict" title="Our verdict">
            <p className="text-lg">{summary}</p>
            <p className="mt-3">{provider.description}</p>
          </Section>
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
          <CtaBlock variant="inline" />
          <Section id="investments" title="Investments">
            <InvestmentFacts provider={provider} />
          </Section>
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
              {formatGBP(100_000)}, {formatGBP(250_000)}, {formatGBP(500_000)}). No provider pays for its
              rating.
            </p>
          </Section>
          <Section id="pros-cons" title="Pros and cons">
            <ProsAndCons provider={provider} />
          </Section>
          <div className="dc-card p-5 md:p-6">
            <SourceList
              sources={provider.sources}
              checkedOn={provider.checkedOn}
              title="Sources for this review"
            />
          </div>
        </article>
        <div className="lg:sticky lg:top-24 lg:self-start">
          <CtaBlock variant="sidebar" />
        </div>
      </div>
      <div className="dc-container">
        <CtaBlock variant="banner" />
      </div>
    </>
  );
}
