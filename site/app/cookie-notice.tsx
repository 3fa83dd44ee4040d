import { Cookie } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import { COOKIE_CONSENT_PATH, readCookieChoice } from './cookie-consent.ts';

/**
 * Shown on every page until the visitor accepts or rejects. Reject sits beside Accept with the
 * same size and weight. Nothing optional runs before a choice: the site sets no analytics or
 * marketing cookies at all, and any that are added must wait for 'accepted'.
 *
 * A plain form (ADR 021): the server records the choice in the `cookie-consent` cookie and sends the
 * visitor back to the page, which it then serves without this notice. Works the same with script
 * on, off or still loading.
 */
export function CookieNotice() {
  const { pathname, search } = useLocation();
  // In the admin app (hydrated whole) the server has already left the notice out after a choice.
  if (typeof document !== 'undefined' && readCookieChoice() !== null) return null;
  return (
    <section
      id="cookie-notice"
      aria-labelledby="cookie-notice-title"
      className="fixed inset-x-0 bottom-0 z-50 border-t-4 border-brand bg-white shadow-[0_-8px_24px_rgb(11_37_69/0.15)]"
    >
      <form
        method="post"
        action={COOKIE_CONSENT_PATH}
        className="dc-container flex flex-col gap-2 py-2 md:flex-row md:items-center md:justify-between md:gap-3 md:py-3"
      >
        <input type="hidden" name="back" value={pathname + search} />
        <div className="flex gap-3">
          <Cookie aria-hidden="true" className="mt-1 hidden size-6 shrink-0 text-brand sm:block" />
          <div>
            <p className="text-base leading-snug md:text-lg md:leading-normal">
              <strong id="cookie-notice-title" className="text-navy">
                Cookies.
              </strong>{' '}
              We only store what the site needs to work: no advertising or tracking.{' '}
              {/* Left out on phones to keep the notice small; the privacy policy says it in full. */}
              <span className="max-md:hidden">Anything optional runs only if you accept. </span>
              <Link to="/privacy-policy">Privacy policy</Link>
            </p>
          </div>
        </div>
        <div className="flex shrink-0 gap-3">
          <button type="submit" name="choice" value="accepted" className="dc-btn-primary flex-1 md:flex-none">
            Accept
          </button>
          <button type="submit" name="choice" value="rejected" className="dc-btn-primary flex-1 md:flex-none">
            Reject
          </button>
        </div>
      </form>
    </section>
  );
}
