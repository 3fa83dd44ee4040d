import { CalendarCheck, Clock, MessageCircle, Phone, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { BRAND } from '../../widget/core/brand.ts';
import { CTA_VARIANTS, type CtaVariant } from '../../widget/core/texts.ts';

export interface CtaBlockProps {
  variant?: CtaVariant;
  /** Heading level that fits the page outline (default 2). */
  headingLevel?: 2 | 3;
  className?: string;
}

const promise = `A free ${BRAND.consultation.minutes}-minute consultation with a pension specialist. No obligation, and we reply within ${BRAND.consultation.responseWithinHours} hours.`;

/**
 * The consultation call to action in its four variants (spec §2). Every button leads to /contact.
 *
 * @example <CtaBlock variant="sidebar" />
 */
export function CtaBlock({ variant = 'default', headingLevel = 2, className = '' }: CtaBlockProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const title = CTA_VARIANTS[variant];

  if (variant === 'inline') {
    return (
      <aside
        aria-label={title}
        data-cta={variant}
        className={`flex flex-col gap-4 rounded-2xl border-2 border-brand/30 bg-brand-tint p-5 sm:flex-row sm:items-center ${className}`}
      >
        <MessageCircle aria-hidden="true" className="size-8 shrink-0 text-brand-dark" />
        <div className="flex-1">
          <Heading className="text-xl">{title}</Heading>
          <p>Talk it through with a specialist: free, {BRAND.consultation.minutes} minutes, no obligation.</p>
        </div>
        <Link to="/contact" className="dc-btn-primary shrink-0">
          <CalendarCheck aria-hidden="true" className="size-5" />
          Book Free Call
        </Link>
      </aside>
    );
  }

  if (variant === 'sidebar') {
    return (
      <aside aria-label={title} data-cta={variant} className={`dc-card p-5 ${className}`}>
        <Heading className="text-xl">{title}</Heading>
        <p className="mt-2">{promise}</p>
        <ul className="mt-3 space-y-1">
          <li className="flex items-center gap-2">
            <Clock aria-hidden="true" className="size-5 text-brand" /> {BRAND.phoneHours}
          </li>
          <li className="flex items-center gap-2">
            <ShieldCheck aria-hidden="true" className="size-5 text-brand" /> Independent, FCA regulated
          </li>
        </ul>
        <div className="mt-4 flex flex-col gap-2">
          <Link to="/contact" className="dc-btn-primary">
            Speak to Adviser
          </Link>
          <Link to="/contact" className="dc-btn-secondary">
            <Phone aria-hidden="true" className="size-5" />
            Call Us Now
          </Link>
        </div>
      </aside>
    );
  }

  if (variant === 'banner') {
    return (
      <aside
        aria-label={title}
        data-cta={variant}
        className={`rounded-2xl bg-navy text-white shadow-card ${className}`}
      >
        <div className="flex flex-col gap-5 p-6 md:flex-row md:items-center md:p-8">
          <div className="flex-1">
            <Heading className="text-2xl text-white">{title}</Heading>
            <p className="mt-2 text-white/90">
              Tell us about your pot and your plans and a specialist will suggest what fits you. {promise}
            </p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Link to="/contact" className="dc-btn-light">
              <CalendarCheck aria-hidden="true" className="size-5" />
              Book Free Consultation
            </Link>
            <Link to="/contact" className="dc-btn-outline-light">
              <Phone aria-hidden="true" className="size-5" />
              Call Us Now
            </Link>
          </div>
        </div>
      </aside>
    );
  }

  return (
    <aside aria-label={title} data-cta={variant} className={`dc-card p-6 md:p-8 ${className}`}>
      <div className="flex flex-col gap-5 md:flex-row md:items-center">
        <div className="flex-1">
          <Heading className="text-2xl">{title}</Heading>
          <p className="mt-2">{promise}</p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link to="/contact" className="dc-btn-primary">
            <CalendarCheck aria-hidden="true" className="size-5" />
            Book Free Consultation
          </Link>
          <Link to="/contact" className="dc-btn-secondary">
            <Phone aria-hidden="true" className="size-5" />
            Call Us Now
          </Link>
        </div>
      </div>
    </aside>
  );
}
