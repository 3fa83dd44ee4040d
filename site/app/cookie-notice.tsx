import { Cookie } from 'lucide-react';
import { Link } from 'react-router-dom';
import { storeCookieChoice, useCookieChoice } from './cookie-consent.ts';

/**
 * Shown on every page until the visitor accepts or rejects. Reject sits beside Accept with the
 * same size and weight. Nothing optional runs before a choice: the site sets no analytics or
 * marketing cookies at all, and any that are added must wait for 'accepted'.
 */
export function CookieNotice() {
  const choice = useCookieChoice();
  if (choice !== null) return null;
  return (
    <section
      aria-labelledby="cookie-notice-title"
      className="fixed inset-x-0 bottom-0 z-50 border-t-4 border-brand bg-white shadow-[0_-8px_24px_rgb(11_37_69/0.15)]"
    >
      <div className="dc-container flex flex-col gap-3 py-3 md:flex-row md:items-center md:justify-between">
        <div className="flex gap-3">
          <Cookie aria-hidden="true" className="mt-1 hidden size-6 shrink-0 text-brand sm:block" />
          <div>
            <p>
              <strong id="cookie-notice-title" className="text-navy">
                Cookies.
              </strong>{' '}
              We only store what the site needs to work: no advertising or tracking. Anything optional runs
              only if you accept. <Link to="/privacy-policy">Privacy policy</Link>
            </p>
          </div>
        </div>
        <div className="flex shrink-0 gap-3">
          <button
            type="button"
            className="dc-btn-primary flex-1 md:flex-none"
            onClick={() => storeCookieChoice('accepted')}
          >
            Accept
          </button>
          <button
            type="button"
            className="dc-btn-primary flex-1 md:flex-none"
            onClick={() => storeCookieChoice('rejected')}
          >
            Reject
          </button>
        </div>
      </div>
    </section>
  );
}
