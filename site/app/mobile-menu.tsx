import { Menu, Phone, X } from 'lucide-react';
import { Link } from 'react-router-dom';
import { BRAND } from '../../widget/core/brand.ts';
import { RESOURCES } from './nav-links.ts';
import { NewFlag } from './new-flag.tsx';

const itemClass =
  'flex min-h-12 items-center rounded-xl px-3 font-semibold text-navy no-underline hover:bg-brand-tint hover:text-navy';

export const MOBILE_MENU_ID = 'site-menu';

/** Invoker commands (Chromium 135+, Safari 26.2, Firefox 144): a button opens or closes a dialog. */
const open = { command: 'show-modal', commandfor: MOBILE_MENU_ID } as Record<string, string>;
const close = { command: 'close', commandfor: MOBILE_MENU_ID } as Record<string, string>;

/**
 * Small screens: a toggle opens a right-side panel titled Menu with the same links.
 *
 * A native modal `<dialog>` opened by an invoker command, so it works without script and a tap
 * before the page's script has run is never lost (ADR 021). The page behind is inert, Escape and a
 * click on the backdrop (`closedby="any"`) close it and focus returns to the toggle; the scroll
 * lock is plain CSS (`html:has(dialog[open])` in site.css). A link to a place on the same page
 * leaves the document loaded, so entry-client.tsx closes the menu when the address's hash changes.
 */
export function MobileMenu() {
  return (
    <>
      <button
        type="button"
        {...open}
        aria-haspopup="dialog"
        className="inline-flex min-h-11 items-center gap-1.5 rounded-lg border-2 border-navy px-2.5 font-semibold text-navy hover:bg-navy hover:text-white lg:hidden"
        aria-label="Open menu"
      >
        <Menu aria-hidden="true" className="size-6" />
        <span>Menu</span>
      </button>
      <dialog
        id={MOBILE_MENU_ID}
        aria-labelledby={`${MOBILE_MENU_ID}-title`}
        closedby="any"
        className="dc-panel dc-menu-dialog fixed inset-y-0 right-0 left-auto m-0 h-full max-h-none w-[22rem] max-w-[88vw] overflow-y-auto border-0 bg-white p-0 shadow-2xl"
      >
        <div className="flex min-h-full flex-col">
          <div className="flex items-center justify-between border-b border-line px-4 py-3">
            <h2 id={`${MOBILE_MENU_ID}-title`} className="text-2xl font-bold text-navy">
              Menu
            </h2>
            <button
              type="button"
              {...close}
              aria-label="Close menu"
              className="inline-flex size-11 items-center justify-center rounded-lg text-navy hover:bg-canvas"
            >
              <X aria-hidden="true" className="size-7" />
            </button>
          </div>
          <nav aria-label="Menu" className="flex-1 px-3 py-3">
            <ul className="grid gap-1">
              <li>
                <Link to="/" className={itemClass}>
                  Home
                </Link>
              </li>
              <li>
                <p className="px-3 pt-3 pb-1 font-bold uppercase tracking-wide text-muted text-base">
                  Resources
                </p>
                <ul className="grid gap-1">
                  {RESOURCES.map((item) => (
                    <li key={item.to}>
                      <Link to={item.to} className={`${itemClass} pl-6`}>
                        {item.label}
                        {item.isNew ? <NewFlag /> : null}
                      </Link>
                    </li>
                  ))}
                </ul>
              </li>
              <li>
                <Link to="/blog" className={itemClass}>
                  Blog
                </Link>
              </li>
              <li>
                <Link to="/contact" className={itemClass}>
                  Contact
                </Link>
              </li>
            </ul>
          </nav>
          <div className="grid gap-3 border-t border-line p-4">
            <Link to="/#calculator" className="dc-btn-primary">
              Compare Now
            </Link>
            <a href={BRAND.phoneHref} className="dc-btn-secondary">
              <Phone aria-hidden="true" className="size-5" />
              {BRAND.phoneDisplay}
            </a>
            <p className="text-center text-base text-muted">{BRAND.phoneHours}</p>
          </div>
        </div>
      </dialog>
    </>
  );
}
