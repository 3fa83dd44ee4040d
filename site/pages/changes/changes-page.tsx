import { Link } from 'react-router-dom';
import { PROVIDER_FILES } from '../../../widget/core/provider-files.generated.ts';
import { breadcrumbJsonLd } from '../../app/json-ld.ts';
import { formatDate, PageHeader } from '../../app/page-layout.tsx';
import { PageMeta } from '../../app/page-meta.tsx';
import { allChanges, STATUS_WORDS } from './changes-model.ts';

const PATH = '/changes';
const TITLE = 'Changes to our provider figures';

/** /changes: every dated change to the provider data, from the data files' own history. */
export default function ChangesPage() {
  const changes = allChanges(PROVIDER_FILES);
  const crumbs = [{ label: 'Changes', to: PATH }];
  return (
    <>
      <PageMeta
        title={TITLE}
        description="Every change to the fees and facts we show for pension drawdown providers: what changed, the old and new figure, the date and the source."
        path={PATH}
        jsonLd={[breadcrumbJsonLd(crumbs)]}
      />
      <PageHeader
        title={TITLE}
        breadcrumbs={crumbs}
        intro="Every time a figure we show changes, it is listed here with the date, the old and new value, and where the new one comes from. The same history is in our open data."
      />
      <div className="dc-container py-10">
        {changes.length === 0 ? (
          <p>No figures have changed yet.</p>
        ) : (
          <ol className="grid max-w-3xl gap-4" aria-label="Changes, newest first">
            {changes.map((change) => (
              <li key={`${change.slug}-${change.field}-${change.date}`} className="dc-card p-5">
                <p className="text-base text-muted">
                  <time dateTime={change.date}>{formatDate(change.date)}</time>
                  {change.effective ? (
                    <>
                      {' '}
                      (the provider's change took effect on{' '}
                      <time dateTime={change.effective}>{formatDate(change.effective)}</time>)
                    </>
                  ) : null}
                </p>
                <h2 className="mt-1 text-xl">
                  <Link to={`/provider/${change.slug}`}>{change.name}</Link>: {change.what}
                </h2>
                <dl className="mt-3 grid gap-2 sm:grid-cols-[auto_1fr] sm:gap-x-4">
                  <dt className="font-semibold">Was</dt>
                  <dd>{change.oldValue ?? 'Not shown before'}</dd>
                  <dt className="font-semibold">Now</dt>
                  <dd>{change.newValue}</dd>
                  <dt className="font-semibold">Source</dt>
                  <dd>
                    {change.source?.startsWith('http') ? (
                      <a href={change.source} rel="noopener noreferrer" className="break-all">
                        {STATUS_WORDS[change.status]}
                      </a>
                    ) : (
                      STATUS_WORDS[change.status]
                    )}
                  </dd>
                </dl>
              </li>
            ))}
          </ol>
        )}
        <p className="mt-8 max-w-3xl text-base">
          The full data, with every figure's source and the date we checked it, is free to reuse if you say
          where it came from: <a href="/api/v1/providers">provider data as JSON</a> (a file format for
          computers; licence: ODC-By 1.0).
        </p>
      </div>
    </>
  );
}
