import { AlertTriangle, CalendarCheck, Info, LifeBuoy } from 'lucide-react';
import { Fragment } from 'react';
import type { Guide, GuideBlock } from '../../content/guidance/guide-types.ts';
import { type FactSource, PENSION_WISE_URL, sourcesFor } from '../../content/pension-facts.ts';
import { BRAND } from '../../widget/core/brand.ts';
import type { CtaVariant } from '../../widget/core/texts.ts';
import { CtaBlock } from '../app/cta-block.tsx';
import { absoluteUrl, breadcrumbJsonLd } from '../app/json-ld.ts';
import { formatDate, PageHeader, Prose, SourceList } from '../app/page-layout.tsx';
import { PageMeta } from '../app/page-meta.tsx';
import { InlineText } from './inline-text.tsx';

/** Stacks a CTA block's text above its buttons when it sits in a text-width column. */
export const NARROW_CTA = 'md:[&>div]:flex-col md:[&>div]:items-start';

const NOTE_STYLE = {
  info: { icon: Info, box: 'border-navy/30 bg-white', iconClass: 'text-navy' },
  warning: { icon: AlertTriangle, box: 'border-gold bg-gold-tint', iconClass: 'text-gold' },
  help: { icon: LifeBuoy, box: 'border-brand bg-brand-tint', iconClass: 'text-brand-dark' },
} as const;

/** Source dates are free text ("26 June 2023", "undated"): show them as given, leave out "undated". */
export function toPageSources(sources: readonly FactSource[]) {
  return sources.map((source) => ({
    url: source.url,
    title: source.title,
    dated: source.dated.startsWith('undated') ? null : source.dated,
  }));
}

export function GuideBlockView({ block }: { block: GuideBlock }) {
  switch (block.kind) {
    case 'p':
      return (
        <p>
          <InlineText text={block.text} />
        </p>
      );
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List>
          {block.items.map((item) => (
            <li key={item}>
              <InlineText text={item} />
            </li>
          ))}
        </List>
      );
    }
    case 'table':
      return (
        // A phone gets one card per row, each value under its column's name (no sideways scroll);
        // wider screens get the table, in a region that scrolls on its own if it must.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        <section className="dc-table-scroll" aria-label={block.caption} tabIndex={0}>
          <table
            // biome-ignore lint/a11y/noRedundantRoles: Safari drops a table's implicit roles when CSS changes its display (the stacked rows on phones)
            role="table"
            className="dc-stack-table w-full text-base"
          >
            <caption className="px-3 pt-3 text-left font-semibold text-navy">{block.caption}</caption>
            <thead
              // biome-ignore lint/a11y/noRedundantRoles: explicit for Safari, see the table's role
              role="rowgroup"
            >
              <tr
                // biome-ignore lint/a11y/noRedundantRoles: explicit for Safari, see the table's role
                role="row"
                className="bg-navy text-white"
              >
                {block.head.map((cell, index) => (
                  <th
                    key={index}
                    scope="col"
                    // biome-ignore lint/a11y/noRedundantRoles: explicit for Safari, see the table's role
                    role="columnheader"
                    className="!border-navy"
                  >
                    {cell || <span className="sr-only">Row</span>}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody
              // biome-ignore lint/a11y/noRedundantRoles: explicit for Safari, see the table's role
              role="rowgroup"
            >
              {block.rows.map((row, rowIndex) => (
                <tr
                  key={rowIndex}
                  // biome-ignore lint/a11y/noRedundantRoles: explicit for Safari, see the table's role
                  role="row"
                  className="even:bg-canvas"
                >
                  {row.map((cell, index) =>
                    index === 0 ? (
                      <th
                        key={index}
                        scope="row"
                        // biome-ignore lint/a11y/noRedundantRoles: explicit for Safari, see the table's role
                        role="rowheader"
                        className="font-semibold"
                      >
                        {cell}
                      </th>
                    ) : (
                      <td
                        key={index}
                        data-label={block.head[index]}
                        // biome-ignore lint/a11y/noRedundantRoles: explicit for Safari, see the table's role
                        role="cell"
                      >
                        {cell}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      );
    case 'note': {
      const style = NOTE_STYLE[block.tone];
      const Icon = style.icon;
      return (
        <aside aria-label={block.title} className={`flex gap-3 rounded-2xl border-l-4 p-4 ${style.box}`}>
          <Icon aria-hidden="true" className={`mt-1 size-6 shrink-0 ${style.iconClass}`} />
          <div className="min-w-0">
            <p className="font-bold text-navy">{block.title}</p>
            <p className="mt-1">
              <InlineText text={block.text} />
            </p>
          </div>
        </aside>
      );
    }
  }
}

/** The Pension Wise pointer every guidance page carries (DESIGN.md: signpost free guidance). */
export function PensionWisePointer() {
  return (
    <aside aria-label="Free government guidance" className="dc-card flex gap-4 p-5">
      <LifeBuoy aria-hidden="true" className="size-8 shrink-0 text-brand" />
      <div className="min-w-0">
        <h2 className="text-xl">Free government guidance: Pension Wise</h2>
        <p className="mt-2">
          Pension Wise from MoneyHelper is a free and impartial government service that explains your options
          for a defined contribution pension. Book an appointment before you decide.
        </p>
        <p className="mt-3">
          <a
            href={PENSION_WISE_URL}
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center font-semibold"
          >
            Book a free Pension Wise appointment (MoneyHelper)
          </a>
        </p>
      </div>
    </aside>
  );
}

/**
 * A guidance page: header with date and tax year, contents, sections, a CTA part-way and at the
 * end, the Pension Wise pointer, and the sources behind every figure.
 */
export function GuideView({ guide, cta = 'default' }: { guide: Guide; cta?: CtaVariant }) {
  const crumbs = [{ label: guide.shortTitle, to: guide.path }];
  const sources = toPageSources([...sourcesFor(...guide.factKeys), ...(guide.extraSources ?? [])]);
  const middle = Math.ceil(guide.sections.length / 2);
  return (
    <>
      <PageMeta
        title={guide.title}
        description={guide.description}
        path={guide.path}
        jsonLd={[
          {
            '@context': 'https://schema.org',
            '@type': 'Article',
            headline: guide.title,
            description: guide.description,
            dateModified: guide.updated,
            inLanguage: 'en-GB',
            mainEntityOfPage: absoluteUrl(guide.path),
            author: { '@type': 'Organization', name: BRAND.productName },
            publisher: { '@type': 'Organization', name: BRAND.firmName },
          },
          breadcrumbJsonLd(crumbs),
        ]}
      />
      <PageHeader title={guide.title} intro={guide.intro} breadcrumbs={crumbs}>
        <p className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-base">
          <span className="inline-flex items-center gap-2">
            <CalendarCheck aria-hidden="true" className="size-5 text-brand" />
            Checked {formatDate(guide.updated)}
          </span>
          <span>Figures for the {guide.taxYear} tax year</span>
          <span className="font-semibold">Guidance only, not financial advice</span>
        </p>
      </PageHeader>
      <div className="dc-container grid gap-10 py-10 lg:grid-cols-[16rem_1fr] lg:gap-12">
        <nav aria-label="On this page" className="lg:sticky lg:top-28 lg:self-start">
          <h2 className="text-lg">On this page</h2>
          <ol className="mt-2 grid gap-0 border-l-2 border-line text-base">
            {guide.sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="flex min-h-11 items-center py-1 pl-3 no-underline hover:underline"
                >
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="min-w-0">
          <Prose>
            {guide.sections.map((section, index) => (
              <Fragment key={section.id}>
                {index === middle ? <CtaBlock variant="inline" className="!mt-10" /> : null}
                <section aria-labelledby={section.id} className={index === 0 ? '' : '!mt-10'}>
                  <h2 id={section.id} className="!mt-0">
                    {section.heading}
                  </h2>
                  <div className="mt-4 space-y-4">
                    {section.blocks.map((block, blockIndex) => (
                      <GuideBlockView key={blockIndex} block={block} />
                    ))}
                  </div>
                </section>
              </Fragment>
            ))}
          </Prose>
          <div className="mt-12 grid max-w-3xl gap-8">
            <PensionWisePointer />
            {/* In this narrow column the CTA stacks its text above its buttons. */}
            <CtaBlock variant={cta} className={NARROW_CTA} />
            <SourceList sources={sources} checkedOn={guide.updated} />
          </div>
        </div>
      </div>
    </>
  );
}
