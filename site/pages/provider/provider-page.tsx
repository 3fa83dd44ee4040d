import { ArrowRight, BookOpenCheck, ExternalLink, ShieldCheck } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { quote } from '../../../widget/core/cost-engine.ts';
import { EMPTY_FIGURE_REPORT } from '../../../widget/core/figure-report.ts';
import { formatGBP, MAX_POT, parsePot } from '../../../widget/core/money.ts';
import type { Provider } from '../../../widget/core/provider-schema.ts';
import { providerBySlug } from '../../../widget/core/providers.ts';
import { scenarioFromQuery, scenarioToParams } from '../../../widget/core/scenario.ts';
import { sourcedTariffOf, sourcesOf } from '../../../widget/core/sourced-tariffs.ts';
import { CostReceipt } from '../../../widget/ui/cost-receipt.tsx';
import { CtaBlock } from '../../app/cta-block.tsx';
import { Island } from '../../app/island.tsx';
import { breadcrumbJsonLd, PageHeader, SourceList } from '../../app/page-layout.tsx';
import { PageMeta } from '../../app/page-meta.tsx';
import FigureReportForm from '../../shared/figure-report-form.island.tsx';
import { NotFound } from '../../shared/not-found.tsx';
import { ScenarioErrors, ScenarioSummary } from '../../shared/plan-summary.tsx';
import { ProviderLogoMark } from '../../shared/provider-logo-mark.tsx';
import {
  CategoryBadge,
  CompanyFacts,
  FeeFacts,
  InvestmentFacts,
  ProsAndCons,
  RatingLine,
  SampleCosts,
  Section,
} from '../../shared/provider-sections.tsx';
import { hasReview } from '../../shared/review-slugs.ts';
import CostBreakdown from './cost-breakdown.island.tsx';

function metaDescription(provider: Provider): string {
  const cost = provider.costs.pot250k;
  const costText =
    cost === null ? 'fees not fully published' : `about ${formatGBP(cost)} a year on a £250,000 pot`;
  return `${provider.name} pension drawdown fees (${costText}), how the charge is worked out, investments, pros and cons, and company facts. Checked and sourced.`;
}

/** /provider/{slug}: everything the data holds about one provider (names are public here). */
export default function ProviderPage() {
  const { slug = '' } = useParams();
  const [search] = useSearchParams();
  const provider = providerBySlug(slug);
  if (!provider) return <NotFound />;
  // The visitor's plan, as the widget keeps it in the URL: its receipt is rendered on the server.
  const plan = scenarioFromQuery(search);
  // A pot in the address (the standard plan's, or the plan's) is the one the cost box starts from.
  const potParam = parsePot(search.get('pot') ?? undefined);
  const addressPot = potParam !== undefined && potParam <= MAX_POT ? potParam : null;
  const crumbs = [
    { label: 'Fees & Charges', to: '/fees-and-charges' },
    { label: provider.name, to: `/provider/${provider.slug}` },
  ];
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
        <div className="mt-5 flex flex-wrap items-center gap-4">
          <ProviderLogoMark logo={provider.logo} name={provider.name} />
          <CategoryBadge provider={provider} />
          <RatingLine provider={provider} />
          {provider.whichRating ? <span>Which?: {provider.whichRating}</span> : null}
        </div>
        <div className="mt-6 flex flex-wrap gap-3">
          {review ? (
            <Link to={`/provider/${provider.slug}/review`} className="dc-btn-primary">
              <BookOpenCheck aria-hidden="true" className="size-5" />
              Read our {provider.name} review
            </Link>
          ) : null}
          <Link to="/#calculator" className="dc-btn-secondary">
            Compare with all providers
            <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
        </div>
      </PageHeader>

      <div className="dc-container grid gap-6 py-8 lg:grid-cols-[1fr_20rem] lg:py-12">
        <div className="grid min-w-0 content-start gap-6">
          {plan.kind === 'errors' ? <ScenarioErrors errors={plan.errors} /> : null}
          {plan.kind === 'plan' ? (
            <>
              <CostReceipt
                quote={quote(sourcedTariffOf(provider), plan.scenario)}
                scenario={plan.scenario}
                level={2}
                name={provider.name}
                nameInHeading
                className="dc-card p-5 md:p-6"
              >
                <ScenarioSummary scenario={plan.scenario} />
              </CostReceipt>
              <p className="-mt-2 flex flex-wrap gap-x-6 gap-y-2">
                <Link
                  to={`/?${scenarioToParams(plan.scenario).toString()}#compare`}
                  className="inline-flex min-h-11 items-center font-semibold"
                >
                  Compare this plan at every provider
                </Link>
                <Link
                  to={`/provider/${provider.slug}`}
                  className="inline-flex min-h-11 items-center font-semibold"
                >
                  Show the standard comparison
                </Link>
              </p>
            </>
          ) : null}
          <Island
            of={CostBreakdown}
            props={{
              slug: provider.slug,
              sources: sourcesOf(provider.slug),
              ...(addressPot !== null ? { pot: addressPot } : {}),
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
          {provider.keyMilestones.length > 0 || provider.awards.length > 0 ? (
            <Section id="history" title="Milestones and awards">
              {provider.keyMilestones.length > 0 ? (
                <ol className="space-y-2 border-l-2 border-brand pl-4">
                  {provider.keyMilestones.map((milestone) => (
                    <li key={milestone.year + milestone.event}>
                      <strong className="text-navy">{milestone.year}</strong> {milestone.event}
                    </li>
                  ))}
                </ol>
              ) : null}
              {provider.awards.length > 0 ? (
                <>
                  <h3 className="mt-5 text-xl">Awards</h3>
                  <ul className="mt-2 list-disc space-y-1 pl-6">
                    {provider.awards.map((award) => (
                      <li key={award}>{award}</li>
                    ))}
                  </ul>
                </>
              ) : null}
            </Section>
          ) : null}
          <Section id="regulation" title="Regulation and protection">
            <p className="flex gap-2">
              <ShieldCheck aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand" />
              {provider.regulatoryInfo.fca}.
            </p>
            <p className="mt-2">
              {provider.regulatoryInfo.fscsProtected
                ? 'Covered by the Financial Services Compensation Scheme (FSCS), within its limits, if the firm fails.'
                : 'FSCS protection was not confirmed in our sources: ask the provider.'}
            </p>
            <p className="mt-2">
              <a
                href="https://register.fca.org.uk/"
                rel="noopener noreferrer"
                className="inline-flex min-h-11 items-center gap-1"
              >
                Check the firm on the FCA register
                <ExternalLink aria-hidden="true" className="size-4" />
              </a>
            </p>
          </Section>
          <div className="dc-card p-5 md:p-6">
            <SourceList
              sources={provider.sources}
              checkedOn={provider.checkedOn}
              title="Sources for these figures"
            />
          </div>
          <section aria-label="Report a wrong figure" className="dc-card p-5 md:p-6" id="report-a-figure">
            <Island
              of={FigureReportForm}
              props={{
                initial: {
                  values: EMPTY_FIGURE_REPORT,
                  errors: {},
                  page: `/provider/${provider.slug}`,
                },
                fixedProvider: provider.slug,
              }}
              when="interaction"
            />
          </section>
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
