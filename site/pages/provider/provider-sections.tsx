import { ArrowRight, BookOpenCheck, ExternalLink, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { quote } from '../../../widget/core/cost-engine.ts';
import { EMPTY_FIGURE_REPORT } from '../../../widget/core/figure-report.ts';
import type { Provider } from '../../../widget/core/provider-schema.ts';
import { type Scenario, scenarioToParams } from '../../../widget/core/scenario.ts';
import { sourcedTariffOf } from '../../../widget/core/sourced-tariffs.ts';
import { CostReceipt } from '../../../widget/ui/cost-receipt.tsx';
import { Island } from '../../app/island.tsx';
import FigureReportForm from '../../shared/figure-report-form.island.tsx';
import { ScenarioSummary } from '../../shared/plan-summary.tsx';
import { ProviderLogoMark } from '../../shared/provider-logo-mark.tsx';
import { CategoryBadge, RatingLine, Section } from '../../shared/provider-sections.tsx';
import { providerPath } from './provider-model.ts';

/** Under the page's heading: logo, kind, ratings, and the links to the review and the comparison. */
export function ProviderHeaderParts({ provider, review }: { provider: Provider; review: boolean }) {
  return (
    <>
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
    </>
  );
}

/** The visitor's plan (from the address) priced line by line, rendered on the server. */
export function PlanReceipt({ provider, scenario }: { provider: Provider; scenario: Scenario }) {
  return (
    <>
      <CostReceipt
        quote={quote(sourcedTariffOf(provider), scenario)}
        scenario={scenario}
        level={2}
        name={provider.name}
        nameInHeading
        className="dc-card p-5 md:p-6"
      >
        <ScenarioSummary scenario={scenario} />
      </CostReceipt>
      <p className="-mt-2 flex flex-wrap gap-x-6 gap-y-2">
        <Link
          to={`/?${scenarioToParams(scenario).toString()}#compare`}
          className="inline-flex min-h-11 items-center font-semibold"
        >
          Compare this plan at every provider
        </Link>
        <Link to={providerPath(provider)} className="inline-flex min-h-11 items-center font-semibold">
          Show the standard comparison
        </Link>
      </p>
    </>
  );
}

/** "Milestones and awards", when the data has any. */
export function HistorySection({ provider }: { provider: Provider }) {
  if (provider.keyMilestones.length === 0 && provider.awards.length === 0) return null;
  return (
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
  );
}

/** "Regulation and protection": the FCA line, FSCS, and the register. */
export function RegulationSection({ provider }: { provider: Provider }) {
  return (
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
  );
}

/** The wrong-figure form, fixed to this provider. */
export function ReportSection({ provider }: { provider: Provider }) {
  return (
    <section aria-label="Report a wrong figure" className="dc-card p-5 md:p-6" id="report-a-figure">
      <Island
        of={FigureReportForm}
        props={{
          initial: { values: EMPTY_FIGURE_REPORT, errors: {}, page: providerPath(provider) },
          fixedProvider: provider.slug,
        }}
        when="interaction"
      />
    </section>
  );
}
