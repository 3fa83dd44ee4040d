import { useContext } from 'react';
import {
  EMPTY_FIGURE_REPORT,
  FIGURE_REPORT_PATH,
  type FigureReportFormState,
} from '../../../widget/core/figure-report.ts';
import { Island } from '../../app/island.tsx';
import { breadcrumbJsonLd, PageHeader } from '../../app/page-layout.tsx';
import { PageMeta } from '../../app/page-meta.tsx';
import { ServerFormStateContext } from '../../app/server-form-state.tsx';
import FigureReportForm from '../../shared/figure-report-form.island.tsx';

const CRUMBS = [{ label: 'Report a wrong figure', to: FIGURE_REPORT_PATH }];
const EMPTY: FigureReportFormState = { values: EMPTY_FIGURE_REPORT, errors: {}, page: null };

/**
 * /report-a-wrong-figure (ADR 018): the form on its own page. The provider pages and the fees page
 * post their copy of the form here, so with JavaScript off this is where the answer appears: the
 * server renders it with the form as typed and its problems, or with the thank-you.
 */
export default function ReportPage() {
  const state = useContext(ServerFormStateContext).figureReport ?? EMPTY;
  const failed = Object.keys(state.errors).length > 0 || state.problem !== undefined;
  return (
    <>
      <PageMeta
        title="Report a wrong figure"
        description="Tell us about a fee or other figure on Drawdown Compare that you think is wrong or out of date. We check every report against the provider’s own pages."
        path={FIGURE_REPORT_PATH}
        jsonLd={[breadcrumbJsonLd(CRUMBS)]}
      />
      <PageHeader
        title={failed ? 'Report a wrong figure: please check your report' : 'Report a wrong figure'}
        breadcrumbs={CRUMBS}
        intro="Every figure on this site comes from a source with a date. If one is wrong or out of date, tell us: we check every report and list each correction, with its source, on our list of changes."
      />
      <div className="dc-container py-8 md:py-12">
        <section aria-label="Your report" className="dc-card max-w-3xl p-5 md:p-8">
          <Island of={FigureReportForm} props={{ initial: state, layout: 'page' }} when="interaction" />
        </section>
      </div>
    </>
  );
}
