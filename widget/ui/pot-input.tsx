import { useSignals } from '@preact/signals-react/runtime';
import { useId } from 'react';
import { parsePot } from '../core/money.ts';
import { TEXT } from '../core/texts.ts';
import { useWidget } from './widget-context.ts';

/** The pension pot input: £ prefix, placeholder 250000; every keystroke re-ranks. */
export function PotInput() {
  useSignals();
  const { store, emit } = useWidget();
  const id = useId();
  const hintId = `${id}-hint`;
  const raw = store.potRaw.value;
  const invalid = raw.trim() !== '' && parsePot(raw) === undefined;

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-lg font-semibold text-brand">
        Your pension pot
      </label>
      <p id={hintId} className="text-sm text-muted">
        The total value of the pension you want to draw from, in pounds.
      </p>
      <div
        part="pot-input"
        className="flex items-stretch overflow-hidden rounded-[calc(var(--dc-radius)*0.75)] border-2 border-line bg-surface shadow-sm focus-within:border-accent focus-within:ring-4 focus-within:ring-accent/25"
      >
        <span
          aria-hidden="true"
          className="flex items-center border-r-2 border-line bg-page px-4 text-2xl font-semibold text-brand"
        >
          £
        </span>
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={TEXT.potPlaceholder}
          aria-describedby={hintId}
          aria-invalid={invalid || undefined}
          className="min-h-14 w-full min-w-0 bg-transparent px-4 text-2xl font-semibold text-ink placeholder:font-normal placeholder:text-muted/70 focus:outline-none"
          value={raw}
          onChange={(event) => {
            const value = event.currentTarget.value;
            store.potRaw.value = value;
            emit('dc:pot-change', { pot: parsePot(value) ?? null, raw: value });
          }}
        />
      </div>
      {invalid ? (
        <p className="text-sm font-semibold text-danger">Enter the amount in numbers, for example 250000.</p>
      ) : null}
    </div>
  );
}
