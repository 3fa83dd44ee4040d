import { ChevronDown, Clock, Mail, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BRAND } from '../../widget/core/brand.ts';
import { LogoLink } from './logo-mark.tsx';
import { LEGAL_LINKS, QUICK_LINKS } from './nav-links.ts';

const footerLink =
  'inline-flex min-h-11 items-center text-white no-underline hover:text-white hover:underline';

function About() {
  return (
    <>
      <p>
        {BRAND.productName} compares the yearly cost of UK pension drawdown providers so you can see, in
        pounds, what each would charge for your pot. We rank by calculated cost only: no provider pays for its
        place.
      </p>
      <p className="mt-3 font-semibold">{BRAND.since}</p>
    </>
  );
}

function QuickLinks() {
  return (
    <ul className="grid gap-0 sm:grid-cols-2 md:grid-cols-1">
      {QUICK_LINKS.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className={footerLink}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function GetInTouch() {
  return (
    <ul className="grid gap-2">
      <li>
        <a href={BRAND.phoneHref} className={`${footerLink} gap-2 font-semibold`}>
          <Phone aria-hidden="true" className="size-5" />
          {BRAND.phoneDisplay}
        </a>
      </li>
      <li className="flex items-center gap-2">
        <Clock aria-hidden="true" className="size-5 shrink-0" />
        {BRAND.phoneHours}
      </li>
      <li>
        <a href={`mailto:${BRAND.contactEmail}`} className={`${footerLink} gap-2 break-all`}>
          <Mail aria-hidden="true" className="size-5 shrink-0" />
          {BRAND.contactEmail}
        </a>
      </li>
      <li>
        <Link to="/contact" className="dc-btn-light mt-2">
          Book Free Consultation
        </Link>
      </li>
    </ul>
  );
}

const SECTIONS: { value: string; title: string; body: () => ReactNode }[] = [
  { value: 'about', title: `About ${BRAND.productName}`, body: About },
  { value: 'links', title: 'Quick Links', body: QuickLinks },
  { value: 'contact', title: 'Get In Touch', body: GetInTouch },
];

/**
 * The phone layout of the footer's sections: one open at a time, and the open one closes again
 * (spec §2). Native `<details>` sharing a `name` (exclusive accordion), so it works without script
 * (ADR 021); the summary is the heading's button for assistive technology.
 */
function FooterAccordion() {
  return (
    <div className="md:hidden">
      {SECTIONS.map((section) => (
        <details key={section.value} name="footer-sections" className="group border-b border-white/25">
          <summary className="flex min-h-14 w-full cursor-pointer list-none items-center justify-between text-left text-xl font-bold text-white [&::-webkit-details-marker]:hidden">
            <h2 className="text-xl text-white">{section.title}</h2>
            <ChevronDown aria-hidden="true" className="size-6 transition-transform group-open:rotate-180" />
          </summary>
          <section aria-label={section.title} className="pb-4">
            <section.body />
          </section>
        </details>
      ))}
    </div>
  );
}

/**
 * The footer (spec §2): about, Quick Links, Get In Touch, legal links, the guidance-only and
 * trading-style statements. Phones get an accordion (one section open at a time, collapsible);
 * larger screens show the columns side by side.
 */
export function SiteFooter() {
  return (
    <footer className="mt-16 bg-navy text-white">
      <div className="dc-container py-10">
        <div className="mb-6">
          <LogoLink inverted />
        </div>
        <div className="hidden gap-10 md:grid md:grid-cols-[1.4fr_1fr_1.2fr]">
          {SECTIONS.map((section) => (
            <section key={section.value} aria-labelledby={`footer-${section.value}`}>
              <h2 id={`footer-${section.value}`} className="mb-3 text-xl text-white">
                {section.title}
              </h2>
              <section.body />
            </section>
          ))}
        </div>
        <FooterAccordion />

        <div className="mt-10 border-t border-white/25 pt-6">
          <nav aria-label="Legal">
            <ul className="flex flex-wrap gap-x-6">
              {LEGAL_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={footerLink}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <p className="mt-4 font-semibold">{BRAND.guidanceOnly}</p>
          <p className="mt-2">{BRAND.tradingStyleStatement}</p>
          <p className="mt-2">
            For free, impartial government guidance on your pension options, you can also contact{' '}
            <a
              href="https://www.moneyhelper.org.uk/en/pensions-and-retirement/pension-wise"
              className="text-white"
            >
              Pension Wise from MoneyHelper
            </a>
            .
          </p>
          <p className="mt-4 text-white/85">
            © {new Date().getFullYear()} {BRAND.firmName}
          </p>
        </div>
      </div>
    </footer>
  );
}
