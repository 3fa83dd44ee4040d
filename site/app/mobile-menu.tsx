import * as Dialog from '@radix-ui/react-dialog';
import { Menu, Phone, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { BRAND } from '../../widget/core/brand.ts';
import { RESOURCES } from './nav-links.ts';
import { NewFlag } from './new-flag.tsx';

const itemClass =
  'flex min-h-12 items-center rounded-xl px-3 font-semibold text-navy no-underline hover:bg-brand-tint hover:text-navy';

/**
 * Small screens: a toggle opens a right-side panel titled Menu with the same links (Radix Dialog:
 * focus trapped while open, Escape closes, focus returns to the toggle).
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const { pathname, hash } = useLocation();
  useEffect(() => setOpen(false), [pathname, hash]);
  const close = () => setOpen(false);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        className="inline-flex min-h-11 items-center gap-1.5 rounded-lg border-2 border-navy px-2.5 font-semibold text-navy hover:bg-navy hover:text-white lg:hidden"
        aria-label="Open menu"
      >
        <Menu aria-hidden="true" className="size-6" />
        <span>Menu</span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="dc-overlay fixed inset-0 z-50 bg-navy/50" />
        <Dialog.Content
          aria-describedby={undefined}
          className="dc-panel fixed inset-y-0 right-0 z-50 flex w-[22rem] max-w-[88vw] flex-col overflow-y-auto bg-white shadow-2xl"
        >
          <div className="flex items-center justify-between border-b border-line px-4 py-3">
            <Dialog.Title className="text-2xl font-bold text-navy">Menu</Dialog.Title>
            <Dialog.Close
              aria-label="Close menu"
              className="inline-flex size-11 items-center justify-center rounded-lg text-navy hover:bg-canvas"
            >
              <X aria-hidden="true" className="size-7" />
            </Dialog.Close>
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
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
