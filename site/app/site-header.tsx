import { ChevronDown, Phone } from 'lucide-react';
import { Link, NavLink as RouterNavLink } from 'react-router-dom';
import { BRAND } from '../../widget/core/brand.ts';
import { LogoLink } from './logo-mark.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { RESOURCES } from './nav-links.ts';
import { NewFlag } from './new-flag.tsx';

const topLink =
  'inline-flex min-h-11 items-center whitespace-nowrap rounded-lg px-3 font-semibold text-navy no-underline hover:bg-canvas hover:text-navy aria-[current=page]:underline aria-[current=page]:decoration-brand aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8';

/**
 * The sticky header (spec §2). Large screens: Home, the Resources menu, Blog, Contact, the phone
 * number and Compare Now. Small screens: the phone, Compare Now and the Menu panel.
 *
 * No script (ADR 021): Resources is a native popover opened by its button (Escape and a click
 * outside close it; placed under the button with CSS anchor positioning), and the phone menu is a
 * native dialog opened by an invoker command, so both work before and without JavaScript.
 */
export function SiteHeader() {
  return (
    <header className="dc-site-header sticky top-0 z-40 border-b border-line bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-3 focus:top-3 focus:z-50 focus:rounded-lg focus:bg-navy focus:px-4 focus:py-2 focus:text-white"
      >
        Skip to main content
      </a>
      <div className="dc-container flex min-h-16 items-center gap-1 py-2 min-[360px]:gap-2 sm:gap-3 lg:min-h-20">
        <LogoLink />
        <nav aria-label="Main" className="relative ml-4 hidden shrink-0 lg:block">
          <ul className="flex items-center gap-1">
            <li>
              <RouterNavLink to="/" end className={topLink}>
                Home
              </RouterNavLink>
            </li>
            <li>
              <button
                type="button"
                popoverTarget="resources-menu"
                className={`${topLink} dc-resources-toggle gap-1`}
              >
                Resources
                <ChevronDown
                  aria-hidden="true"
                  className="dc-resources-chevron size-5 transition-transform"
                />
              </button>
              <div
                id="resources-menu"
                popover="auto"
                className="dc-resources-menu w-[26rem] rounded-2xl bg-white p-3 shadow-card ring-1 ring-line"
              >
                <ul className="grid gap-1">
                  {RESOURCES.map((item) => (
                    <li key={item.to}>
                      <Link
                        to={item.to}
                        className="block rounded-xl px-3 py-2 text-navy no-underline hover:bg-brand-tint hover:text-navy focus-visible:bg-brand-tint"
                      >
                        <span className="flex items-center font-semibold">
                          {item.label}
                          {item.isNew ? <NewFlag /> : null}
                        </span>
                        <span className="block text-base text-muted">{item.description}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            </li>
            <li>
              <RouterNavLink to="/blog" className={topLink}>
                Blog
              </RouterNavLink>
            </li>
            <li>
              <RouterNavLink to="/contact" className={topLink}>
                Contact
              </RouterNavLink>
            </li>
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-0.5 min-[360px]:gap-1 sm:gap-2">
          <a
            href={BRAND.phoneHref}
            className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-lg px-2 font-semibold text-navy no-underline hover:bg-canvas hover:text-navy"
          >
            <Phone aria-hidden="true" className="size-5 text-brand" />
            <span className="sr-only xl:not-sr-only xl:whitespace-nowrap">{BRAND.phoneDisplay}</span>
            <span className="sr-only"> (call us {BRAND.phoneHours})</span>
          </a>
          <Link to="/#calculator" className="dc-btn-primary hidden whitespace-nowrap px-4 sm:inline-flex">
            Compare Now
          </Link>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
