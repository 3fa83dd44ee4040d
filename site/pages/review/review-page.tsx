import { useParams } from 'react-router-dom';
import { providerBySlug } from '../../../widget/core/providers.ts';
import { CtaBlock } from '../../app/cta-block.tsx';
import { breadcrumbJsonLd, formatDate, PageHeader, SourceList } from '../../app/page-layout.tsx';
import { PageMeta } from '../../app/page-meta.tsx';
import { NotFound } from '../../shared/not-found.tsx';
import { ProviderLogoMark } from '../../shared/provider-logo-mark.tsx';
import { CategoryBadge, InvestmentFacts, ProsAndCons, Section } from '../../shared/provider-sections.tsx';
import { hasReview } from '../../shared/review-slugs.ts';
import {
  overallScore,
  reviewCrumbs,
  reviewJsonLdOf,
  reviewPath,
  reviewRatings,
  verdict,
} from './review-facts.ts';
import { CostsSection, RatingsSection, ServiceSection, Stars, SuitsSection } from './review-sections.tsx';

/** /provider/{slug}/review: a full review written from the data, for the 21 slugs of spec §2. */
export default function ReviewPage() {
  const { slug = '' } = useParams();
  const provider = hasReview(slug) ? providerBySlug(slug) : undefined;
  if (!provider) return <NotFound />;

  const ratings = reviewRatings(provider);
  const overall = overallScore(ratings);
  const summary = verdict(provider);
  const path = reviewPath(provider);
  const crumbs = reviewCrumbs(provider);
  const reviewJsonLd = reviewJsonLdOf(provider, path, summary, overall);

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
          <SuitsSection provider={provider} />
          <CostsSection provider={provider} />
          <CtaBlock variant="inline" />
          <Section id="investments" title="Investments">
            <InvestmentFacts provider={provider} />
          </Section>
          <ServiceSection provider={provider} />
          <RatingsSection ratings={ratings} overall={overall} />
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
