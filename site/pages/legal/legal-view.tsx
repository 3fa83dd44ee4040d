import type { GuideSection } from '../../../content/guidance/guide-types.ts';
import { breadcrumbJsonLd } from '../../app/json-ld.ts';
import { formatDate, PageHeader, Prose } from '../../app/page-layout.tsx';
import { PageMeta } from '../../app/page-meta.tsx';
import { GuideBlockView } from '../../shared/guide-view.tsx';

/** A legal page: header with the last-updated date, contents, then the sections. */
export function LegalView({
  title,
  description,
  path,
  intro,
  updated,
  sections,
}: {
  title: string;
  description: string;
  path: string;
  intro: string;
  updated: string;
  sections: readonly GuideSection[];
}) {
  const crumbs = [{ label: title, to: path }];
  return (
    <>
      <PageMeta title={title} description={description} path={path} jsonLd={[breadcrumbJsonLd(crumbs)]} />
      <PageHeader title={title} breadcrumbs={crumbs} intro={intro}>
        <p className="mt-4 text-base">
          Last updated <time dateTime={updated}>{formatDate(updated)}</time>
        </p>
      </PageHeader>
      <div className="dc-container py-10">
        <nav aria-label="Contents" className="dc-card max-w-3xl p-5">
          <h2 className="text-lg">Contents</h2>
          <ol className="mt-2 grid list-decimal gap-0 pl-6 sm:grid-cols-2 sm:gap-x-8">
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="inline-flex min-h-11 items-center">
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <Prose className="mt-10">
          {sections.map((section, index) => (
            <section key={section.id} aria-labelledby={section.id} className={index === 0 ? '' : '!mt-10'}>
              <h2 id={section.id} className="!mt-0">
                {index + 1}. {section.heading}
              </h2>
              <div className="mt-4 space-y-4">
                {section.blocks.map((block, blockIndex) => (
                  <GuideBlockView key={blockIndex} block={block} />
                ))}
              </div>
            </section>
          ))}
        </Prose>
      </div>
    </>
  );
}
