import { useParams, useSearchParams } from 'react-router-dom';
import { providerBySlug } from '../../../widget/core/providers.ts';
import { scenarioFromQuery } from '../../../widget/core/scenario.ts';
import { sourcesOf } from '../../../widget/core/sourced-tariffs.ts';
import { CtaBlock } from '../../app/cta-block.tsx';
import { Island } from '../../app/island.tsx';
import { breadcrumbJsonLd, PageHeader, SourceList } from '../../app/page-layout.tsx';
import { PageMeta } from '../../app/page-meta.tsx';
import { NotFound } from '../../shared/not-found.tsx';
import { ScenarioErrors } from '../../shared/plan-summary.tsx';
import {
  CompanyFacts,
  FeeFacts,
  InvestmentFacts,
  ProsAndCons,
  SampleCosts,
  Section,
} from '../../shared/provider-sections.tsx';
import { hasReview } from '../../shared/review-slugs.ts';
import CostBreakdown from './cost-breakdown.island.tsx';
import { addressPot, crumbsFor, metaDescription } from './provider-model.ts';
import {
  HistorySection,
  PlanReceipt,
  ProviderHeaderParts,
  RegulationSection,
  ReportSection,
} from './provider-sections.tsx';

/** /provider/{slug}: everything the data holds about one provider (names are public here). */
export default function ProviderPage() {
  const { slug = '' } = useParams();
  const [search] = useSearchParams();
  const provider = providerBySlug(slug);
  if (!provider) return <NotFound />;
  // The visitor's plan, as the widget keeps it in the URL: its receipt is rendered on the server.
  const plan = scenarioFromQuery(search);
  // A pot in the address (the standard plan's, or the plan's) is the one the cost box starts from.
  const pot = addressPot(search);
  const crumbs = crumbsFor(provider);
  const review = hasReview(provider.slug);

  return (
    <>
      <PageMeta
        title={`${provider.name} pension drawdown: fees, costs and facts`}
        description={metaDescription(provider)}
        path={`/provider/${provider.slug}`}
        jsonLd={[breadcrumbJsonLd(crumbs)]}
      />
      <PageHeader
        title={`${provider.name} pension drawdown`}
        intro={provider.description}
        breadcrumbs={crumbs}
      >
        <ProviderHeaderParts provider={provider} review={review} />
      </PageHeader>

      <div className="dc-container grid gap-6 py-8 lg:grid-cols-[1fr_20rem] lg:py-12">
        <div className="grid min-w-0 content-start gap-6">
          {plan.kind === 'errors' ? <ScenarioErrors errors={plan.errors} /> : null}
          {plan.kind === 'plan' ? <PlanReceipt provider={provider} scenario={plan.scenario} /> : null}
          <Island
            of={CostBreakdown}
            props={{
              slug: provider.slug,
              sources: sourcesOf(provider.slug),
              ...(pot !== null ? { pot } : {}),
            }}
            when="interaction"
          />
          <Section id="sample-costs" title="Yearly cost at three pot sizes">
            <SampleCosts provider={provider} />
          </Section>
          <Section id="fees" title="Fees and charges">
            <FeeFacts provider={provider} />
          </Section>
          <CtaBlock variant="inline" />
          <Section id="investments" title="Investments">
            <InvestmentFacts provider={provider} />
          </Section>
          {provider.features.length > 0 ? (
            <Section id="features" title="Features">
              <ul className="list-disc space-y-1 pl-6">
                {provider.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            </Section>
          ) : null}
          <Section id="pros-cons" title="Pros and cons">
            <ProsAndCons provider={provider} />
          </Section>
          <Section id="company" title={`About ${provider.name}`}>
            <CompanyFacts provider={provider} />
          </Section>
          <HistorySection provider={provider} />
          <RegulationSection provider={provider} />
          <div className="dc-card p-5 md:p-6">
            <SourceList
              sources={provider.sources}
              checkedOn={provider.checkedOn}
              title="Sources for these figures"
            />
          </div>
          <ReportSection provider={provider} />
        </div>
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
