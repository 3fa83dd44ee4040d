import { useSignals } from '@preact/signals-react/runtime';
import { useId, useLayoutEffect, useRef } from 'react';
import { formatGBP } from '../core/money.ts';
import { groupWhileTyping, readPot } from '../core/pot-text.ts';
import { TEXT } from '../core/texts.ts';
import { useWidget, withPartner } from './widget-context.ts';

/**
 * The pension pot input: £ prefix, placeholder 250000; every keystroke re-ranks. A plain amount
 * gets thousands separators as it is typed (a missing zero is easy to see); "250k" or "1.2m" is
 * left as typed and read back in pounds beside the field; a mistake is explained in words there.
 */
export function PotInput({ compact = false }: { compact?: boolean }) {
  useSignals();
  const { store, emit, config } = useWidget();
  const id = useId();
  const hintId = `${id}-hint`;
  const messageId = `${id}-message`;
  const inputRef = useRef<HTMLInputElement>(null);
  const caretAfterRender = useRef<number | null>(null);
  const raw = store.potRaw.value;
  const reading = readPot(raw);
  const invalid = reading.kind === 'problem';
  // "250k" is read back in pounds so the visitor sees what we understood.
  const readBack =
    reading.kind === 'amount' && !/^[\d,.]*$/.test(raw.trim()) ? formatGBP(reading.pounds) : null;

  useLayoutEffect(() => {
    const caret = caretAfterRender.current;
    const input = inputRef.current;
    if (caret === null || !input) return;
    caretAfterRender.current = null;
    const root = input.getRootNode() as Document | ShadowRoot;
    if (root.activeElement === input) input.setSelectionRange(caret, caret);
  });

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-lg font-semibold text-brand">
        Your pension pot
      </label>
      {/* The mini layout keeps the hint for screen readers only: the label says enough to the eye. */}
      <p id={hintId} className={compact ? 'sr-only' : 'text-sm text-muted'}>
        The value of your pension, in pounds.
      </p>
      <div
        part="pot-input"
        className={`flex items-stretch overflow-hidden rounded-[calc(var(--dc-radius)*0.75)] border-2 bg-surface shadow-sm focus-within:ring-4 ${
          invalid
            ? 'border-danger focus-within:border-danger focus-within:ring-danger/25'
            : 'border-line focus-within:border-accent focus-within:ring-accent/25'
        }`}
      >
        <span
          aria-hidden="true"
          className="flex items-center border-r-2 border-line bg-page px-4 text-2xl font-semibold text-brand"
        >
          £
        </span>
        <input
          ref={inputRef}
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          placeholder={TEXT.potPlaceholder}
          aria-describedby={invalid || readBack ? `${hintId} ${messageId}` : hintId}
          aria-invalid={invalid || undefined}
          className="min-h-14 w-full min-w-0 bg-transparent px-4 text-2xl font-semibold text-ink tabular-nums placeholder:font-normal placeholder:text-muted/70 focus:outline-none"
          value={raw}
          onChange={(event) => {
            const input = event.currentTarget;
            const typed = groupWhileTyping(input.value, input.selectionStart ?? input.value.length);
            caretAfterRender.current = typed.caret;
            store.potRaw.value = typed.text;
            // What kind of answer the field holds, never the amount (partner events carry no pot).
            const kind = readPot(typed.text).kind;
            const pot = kind === 'amount' ? 'amount' : kind === 'empty' ? 'empty' : 'problem';
            emit('dc:pot-change', withPartner({ version: 1, pot }, config.value.partner));
          }}
        />
      </div>
      {/* Polite: read once the visitor pauses, not over every keystroke. */}
      <p id={messageId} aria-live="polite" className="min-h-0 text-base empty:hidden">
        {reading.kind === 'problem' ? (
          <span part="pot-error" className="font-semibold text-danger">
            {reading.message}
          </span>
        ) : readBack ? (
          <span className="text-muted">That is {readBack}.</span>
        ) : null}
      </p>
    </div>
  );
}
