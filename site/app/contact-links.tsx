import { Fragment } from 'react';

/**
 * An e-mail address that wraps only at sensible points: a break opportunity after the `@` and
 * after each dot, so a long address never splits mid-word on a narrow screen.
 */
export function BreakableEmail({ email }: { email: string }) {
  const parts = email.split(/(?<=[@.])/);
  return (
    <>
      {parts.map((part, index) => (
        // The parts of one address never reorder, so their position is a stable key.
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}

/** A phone number as typed, and the tel: link for it (digits and a leading +; UK 0 becomes +44). */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  if (digits.startsWith('+')) return `tel:${digits}`;
  if (digits.startsWith('00')) return `tel:+${digits.slice(2)}`;
  if (digits.startsWith('0')) return `tel:+44${digits.slice(1)}`;
  return `tel:${digits}`;
}

/** A call link: the number stays on one line. */
export function PhoneLink({ phone, label }: { phone: string; label?: string }) {
  return (
    <a href={telHref(phone)} className="inline-flex min-h-11 items-center whitespace-nowrap">
      {phone}
      {label ? <span className="sr-only"> ({label})</span> : null}
    </a>
  );
}

/** A mail link whose address breaks after `@` and dots. */
export function EmailLink({ email }: { email: string }) {
  return (
    <a
      href={`mailto:${email}`}
      className="inline-flex min-h-11 items-center break-normal [overflow-wrap:anywhere]"
    >
      <span>
        <BreakableEmail email={email} />
      </span>
    </a>
  );
}
