import type { ChangeEvent, ReactNode } from 'react';
import { FieldError } from '../app/form-parts.tsx';

// A field's `name` is what a native submission sends. The forms that take personal data post
// natively (method="post"): the wrong-figure form (ADR 018), and the contact and ebook forms without
// script (ADR 022), so nothing typed ever goes into the address.
const inputBase =
  'mt-2 block min-h-12 w-full rounded-xl border-2 bg-white px-3 py-2 text-lg text-ink focus:border-brand focus:outline-none';

interface BaseProps {
  id: string;
  /** Only for a form that posts natively (method="post"): never put personal data in a GET. */
  name?: string;
  label: string;
  hint?: ReactNode;
  error?: string;
}

function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

function Label({ id, label, hint }: Pick<BaseProps, 'id' | 'label' | 'hint'>) {
  return (
    <>
      <label htmlFor={id} className="block font-semibold text-navy">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-base text-muted">
          {hint}
        </p>
      ) : null}
    </>
  );
}

/** A labelled text input with its hint and error linked by aria-describedby (GOV.UK pattern). */
export function TextField({
  id,
  name,
  label,
  hint,
  error,
  value,
  onChange,
  type = 'text',
  autoComplete,
  inputMode,
}: BaseProps & {
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'tel' | 'url';
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'url';
}) {
  return (
    <div>
      <Label id={id} label={label} hint={hint} />
      <FieldError id={`${id}-error`} message={error} />
      <input
        id={id}
        name={name}
        type={type}
        value={value}
        autoComplete={autoComplete}
        inputMode={inputMode}
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        className={`${inputBase} ${error ? 'border-danger' : 'border-navy/40'}`}
      />
    </div>
  );
}

/** A labelled select. */
export function SelectField({
  id,
  name,
  label,
  hint,
  error,
  value,
  onChange,
  options,
  placeholder,
}: BaseProps & {
  value: string;
  onChange: (value: string) => void;
  options: Record<string, string>;
  placeholder: string;
}) {
  return (
    <div>
      <Label id={id} label={label} hint={hint} />
      <FieldError id={`${id}-error`} message={error} />
      <select
        id={id}
        name={name}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(event) => onChange(event.target.value)}
        className={`${inputBase} ${error ? 'border-danger' : 'border-navy/40'}`}
      >
        <option value="">{placeholder}</option>
        {Object.entries(options).map(([key, text]) => (
          <option key={key} value={key}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A labelled multi-line text box with a character count. */
export function TextAreaField({
  id,
  name,
  label,
  hint,
  error,
  value,
  onChange,
  maxLength,
}: BaseProps & { value: string; onChange: (value: string) => void; maxLength: number }) {
  return (
    <div>
      <Label id={id} label={label} hint={hint} />
      <FieldError id={`${id}-error`} message={error} />
      <textarea
        id={id}
        name={name}
        value={value}
        rows={5}
        aria-invalid={error ? true : undefined}
        aria-describedby={[describedBy(id, hint, error), `${id}-count`].filter(Boolean).join(' ')}
        onChange={(event) => onChange(event.target.value)}
        className={`${inputBase} ${error ? 'border-danger' : 'border-navy/40'}`}
      />
      <p id={`${id}-count`} className="mt-1 text-base text-muted">
        {value.length} of {maxLength} characters
      </p>
    </div>
  );
}

/** A large consent checkbox whose label is the exact text the visitor agrees to. */
export function ConsentField({
  id,
  name,
  label,
  error,
  checked,
  onChange,
  children,
}: {
  id: string;
  /** Sent as `<name>=yes` when ticked, by a native (method="post") submission. */
  name?: string;
  label: string;
  error?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  children?: ReactNode;
}) {
  return (
    <div>
      <FieldError id={`${id}-error`} message={error} />
      <div className={`mt-1 flex gap-3 rounded-xl border-2 p-3 ${error ? 'border-danger' : 'border-line'}`}>
        <input
          id={id}
          name={name}
          value={name ? 'yes' : undefined}
          type="checkbox"
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.checked)}
          className="mt-1 size-6 shrink-0 accent-brand"
        />
        <label htmlFor={id} className="text-base">
          {label}
        </label>
      </div>
      {children}
    </div>
  );
}

/** The hidden trap field bots fill in; people never see or reach it. */
export function HoneypotField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor="website">Website (leave empty)</label>
      <input
        id="website"
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
