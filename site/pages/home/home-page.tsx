import {
  ArrowRight,
  BadgeCheck,
  BookOpen,
  Calculator,
  ClipboardList,
  Lock,
  Scale,
  ShieldCheck,
} from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import { BRAND } from '../../../widget/core/brand.ts';
import { PROVIDERS } from '../../../widget/core/providers.ts';
import { CtaBlock } from '../../app/cta-block.tsx';
import { DrawdownCompare } from '../../app/drawdown-compare-element.tsx';
import { absoluteUrl, organizationJsonLd } from '../../app/json-ld.ts';
import { PageMeta } from '../../app/page-meta.tsx';

const WHY_COMPARE = [
  {
    icon: Calculator,
    title: 'Calculator',
    text: 'See how long your pension could last at the income you want, and what the charges take each year.',
    to: '/pension-drawdown-calculator',
    link: 'Try the drawdown calculator',
  },
  {
    icon: Scale,
    title: 'Compare all providers',
    text: `All ${PROVIDERS.length} providers’ fees side by side, with how each one works out the yearly charge.`,
    to: '/fees-and-charges',
    link: 'See every provider’s fees',
  },
  {
    icon: BookOpen,
    title: 'Trusted information',
    text: 'Plain-English guides on drawdown, tax and annuities, with the sources we used.',
    to: '/blog',
    link: 'Read our guides',
  },
] as const;

const STATS = [
  { figure: `${PROVIDERS.length}`, label: 'providers compared' },
  { figure: '£0', label: 'service fee' },
  { figure: '2 min', label: 'to compare' },
  { figure: '100%', label: 'independent' },
] as const;

/**
 * What the address gives the widgets (read by the server, which renders `/` for its query): a
 * partner widget's "See all providers" link brings the reader's pot (`?pot=250000`) and, from the
 * mini layout, the partner's id (`&partner=…`), so an unlock here is credited to the partner. The
 * browser's entry sets the same attributes on the prerendered `/` (entry-client.tsx).
 */
function useLinkedWidget(): { pot?: string; partner?: string } {
  const query = new URLSearchParams(useLocation().search);
  const pot = query.get('pot') ?? '';
  const partner = query.get('partner') ?? '';
  return {
    ...(/^\d{1,10}$/.test(pot) ? { pot } : {}),
    ...(/^[A-Za-z0-9._-]{1,64}$/.test(partner) ? { partner } : {}),
  };
}

type Linked = ReturnType<typeof useLinkedWidget>;

/** The hero: heading, the widget's calculator (rendered by the server, decision 051), badges. */
function Hero({ pot, partner }: Linked) {
  return (
    <section id="calculator" aria-labelledby="hero-title" className="bg-gradient-to-b from-white to-canvas">
      {/* On a phone the heading, the pot input and its result fill the first screen, with the
        cookie notice showing: the introduction and the badges follow the calculator. */}
      <div className="dc-container pt-4 pb-8 md:pt-14 md:pb-14">
        <h1
          id="hero-title"
          className="max-w-4xl text-[1.5rem] leading-tight min-[400px]:text-[1.75rem] md:text-5xl"
        >
          Compare pension drawdown providers by what they would really cost you
        </h1>
        <div className="mt-3 md:mt-6">
          <DrawdownCompare
            view="calculator"
            group="home"
            className="dc-widget-calculator"
            pot={pot}
            partner={partner}
            url-state
          >
            <p className="dc-card p-5">
              The calculator needs JavaScript. You can still see{' '}
              <Link to="/fees-and-charges">every provider’s fees</Link> with the yearly cost at £100,000,
              £250,000 and £500,000.
            </p>
          </DrawdownCompare>
        </div>
        <p className="mt-5 max-w-3xl text-lg md:text-xl">
          Enter your pension pot and see {PROVIDERS.length} UK providers ranked by their yearly charge in
          pounds, cheapest first. Free, and it takes about 2 minutes.
        </p>
        <ul aria-label="About us" className="mt-4 flex flex-wrap gap-3">
          <li className="inline-flex items-center gap-2 rounded-xl bg-white px-3 py-2 font-semibold text-navy ring-1 ring-line">
            <Lock aria-hidden="true" className="size-5 text-brand" />
            GDPR compliant
          </li>
          <li className="inline-flex items-center gap-2 rounded-xl bg-white px-3 py-2 font-semibold text-navy ring-1 ring-line">
            <ShieldCheck aria-hidden="true" className="size-5 text-brand" />
            FCA regulated
          </li>
          <li className="inline-flex items-center gap-2 rounded-xl bg-brand-tint px-3 py-2 font-semibold text-brand-dark">
            <BadgeCheck aria-hidden="true" className="size-5" />
            Independent comparison · {BRAND.since}
          </li>
        </ul>
      </div>
    </section>
  );
}

/** The ranked list: every provider by annual cost, as the widget's results view. */
function Compare({ pot, partner }: Linked) {
  return (
    <section id="compare" aria-labelledby="compare-title" className="dc-container py-12 md:py-16">
      <h2 id="compare-title" className="text-3xl">
        Every provider, ranked by annual cost
      </h2>
      <p className="mt-3 max-w-3xl">
        The ranking is by calculated cost only. We show each provider’s own yearly charges for your pot,
        including any drawdown fee; fund charges and dealing costs are extra. Figures were checked against
        each provider’s published charges: see <Link to="/fees-and-charges">fees and charges</Link> for the
        sources.
      </p>
      <div className="mt-6">
        <DrawdownCompare
          view="results"
          group="home"
          className="dc-widget-results"
          pot={pot}
          partner={partner}
        >
          <p className="dc-card p-5">
            The ranked list needs JavaScript. <Link to="/fees-and-charges">See every provider’s fees</Link>{' '}
            instead.
          </p>
        </DrawdownCompare>
      </div>
    </section>
  );
}

/** The questionnaire's promotion. */
function Finder() {
  return (
    <section aria-labelledby="finder-title" className="dc-container pb-12 md:pb-16">
      <div className="dc-card flex flex-col gap-6 p-6 md:flex-row md:items-center md:p-10">
        <span className="inline-flex size-16 shrink-0 items-center justify-center rounded-2xl bg-brand-tint">
          <ClipboardList aria-hidden="true" className="size-9 text-brand-dark" />
        </span>
        <div className="flex-1">
          <h2 id="finder-title" className="text-2xl">
            Not sure which kind of provider suits you?
          </h2>
          <p className="mt-2">
            Answer a few plain questions about your pot and how hands-on you want to be, and we will suggest a
            shortlist with the reason for each match.
          </p>
        </div>
        <Link to="/find-provider" className="dc-btn-primary shrink-0">
          Find my provider
          <ArrowRight aria-hidden="true" className="size-5" />
        </Link>
      </div>
    </section>
  );
}

/** The comparison home page (spec §2): hero calculator, marketing sections, the ranked list. */
export default function HomePage() {
  const linked = useLinkedWidget();
  return (
    <>
      <PageMeta
        title={BRAND.productName}
        description={`Compare ${PROVIDERS.length} UK pension drawdown providers by what they would charge you each year. Enter your pot, see the cheapest first, and book a free 15-minute consultation.`}
        path="/"
        jsonLd={[
          organizationJsonLd(),
          {
            '@context': 'https://schema.org',
            '@type': 'WebSite',
            name: BRAND.productName,
            url: absoluteUrl('/'),
            inLanguage: 'en-GB',
          },
        ]}
      />

      <Hero {...linked} />

      <section aria-label="Drawdown Compare in numbers" className="bg-navy text-white">
        <div className="dc-container py-6">
          <ul className="grid grid-cols-2 gap-4 text-center md:grid-cols-4">
            {STATS.map((stat) => (
              <li key={stat.label} data-stat={stat.label}>
                <strong className="block text-3xl md:text-4xl">{stat.figure}</strong> {stat.label}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="why-title" className="dc-container py-12 md:py-16">
        <h2 id="why-title" className="text-3xl">
          Why compare drawdown providers?
        </h2>
        <p className="mt-3 max-w-3xl">
          Drawdown charges are taken from your pot every year. On the same pot the yearly charge can differ by
          hundreds of pounds between providers, and that difference comes out of your retirement income.
        </p>
        <ul className="mt-8 grid gap-5 md:grid-cols-3">
          {WHY_COMPARE.map(({ icon: Icon, title, text, to, link }) => (
            <li key={title} className="dc-card flex flex-col p-6">
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-tint">
                <Icon aria-hidden="true" className="size-7 text-brand-dark" />
              </span>
              <h3 className="mt-4 text-xl">{title}</h3>
              <p className="mt-2 flex-1">{text}</p>
              <Link to={to} className="mt-4 inline-flex min-h-11 items-center gap-2 font-semibold">
                {link}
                <ArrowRight aria-hidden="true" className="size-5" />
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <div className="dc-container">
        <CtaBlock variant="default" />
      </div>

      <Compare {...linked} />

      <Finder />

      <div className="dc-container">
        <CtaBlock variant="banner" />
      </div>
    </>
  );
}
