import { Menu, Phone, X } from 'lucide-react';
import { type KeyboardEvent, type MouseEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { BRAND } from '../../widget/core/brand.ts';
import { RESOURCES } from './nav-links.ts';
import { NewFlag } from './new-flag.tsx';

const itemClass =
  'flex min-h-12 items-center rounded-xl px-3 font-semibold text-navy no-underline hover:bg-brand-tint hover:text-navy';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Small screens: a toggle opens a right-side panel titled Menu with the same links.
 *
 * A native modal `<dialog>`: the page behind is inert, Escape closes it and focus returns to the
 * toggle. Radix Dialog did the same but its scroll lock injects a `<style>` element, which the
 * site's Content-Security-Policy (`style-src 'self'`) refuses; here the scroll lock is plain CSS
 * (`html:has(dialog[open])` in site.css). Tab is kept inside the panel explicitly, because a
 * browser may otherwise move focus to its own toolbar after the last link.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const { pathname, hash } = useLocation();

  useEffect(() => setOpen(false), [pathname, hash]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) {
      dialog.close();
      toggleRef.current?.focus();
    }
  }, [open]);

  const close = () => setOpen(false);

  const keepFocusInside = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // A click on the dimmed backdrop lands on the dialog element itself: close.
  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) close();
  };

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-expanded={open}
        className="inline-flex min-h-11 items-center gap-1.5 rounded-lg border-2 border-navy px-2.5 font-semibold text-navy hover:bg-navy hover:text-white lg:hidden"
        aria-label="Open menu"
      >
        <Menu aria-hidden="true" className="size-6" />
        <span>Menu</span>
      </button>
      {/* The backdrop click is a pointer shortcut; Escape and the Close button serve the keyboard. */}
      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        data-state={open ? 'open' : 'closed'}
        onCancel={(event) => {
          event.preventDefault();
          close();
        }}
        onKeyDown={keepFocusInside}
        onClick={closeOnBackdrop}
        className="dc-panel dc-menu-dialog fixed inset-y-0 right-0 left-auto m-0 h-full max-h-none w-[22rem] max-w-[88vw] overflow-y-auto border-0 bg-white p-0 shadow-2xl"
      >
        <div className="flex min-h-full flex-col">
          <div className="flex items-center justify-between border-b border-line px-4 py-3">
            <h2 id={titleId} className="text-2xl font-bold text-navy">
              Menu
            </h2>
            <button
              type="button"
              onClick={close}
              aria-label="Close menu"
              className="inline-flex size-11 items-center justify-center rounded-lg text-navy hover:bg-canvas"
            >
              <X aria-hidden="true" className="size-7" />
            </button>
          </div>
          <nav aria-label="Menu" className="flex-1 px-3 py-3">
            <ul className="grid gap-1">
              <li>
                <Link to="/" onClick={close} className={itemClass}>
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
                      <Link to={item.to} onClick={close} className={`${itemClass} pl-6`}>
                        {item.label}
                        {item.isNew ? <NewFlag /> : null}
                      </Link>
                    </li>
                  ))}
                </ul>
              </li>
              <li>
                <Link to="/blog" onClick={close} className={itemClass}>
                  Blog
                </Link>
              </li>
              <li>
                <Link to="/contact" onClick={close} className={itemClass}>
                  Contact
                </Link>
              </li>
            </ul>
          </nav>
          <div className="grid gap-3 border-t border-line p-4">
            <Link to="/#calculator" onClick={close} className="dc-btn-primary">
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
