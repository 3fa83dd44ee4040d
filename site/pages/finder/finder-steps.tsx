import { ArrowLeft, ArrowRight } from 'lucide-react';
import { type RefObject, useId } from 'react';
import { PotBox } from '../../shared/pot-box.tsx';
import {
  type FinderAnswers,
  type ManagementStyle,
  PRIORITY_OPTIONS,
  type Priority,
  FINDER_STEPS as STEPS,
  STYLE_OPTIONS,
  stepParam,
} from './finder-model.ts';

type HeadingRef = RefObject<HTMLHeadingElement | null>;

/** The answers a step does not ask, carried along as hidden fields so a native submission keeps them. */
export function CarriedAnswers({ step, answers }: { step: number; answers: FinderAnswers }) {
  return (
    <>
      {step !== 0 && answers.pot.trim() !== '' ? (
        <input type="hidden" name="pot" value={answers.pot} />
      ) : null}
      {step !== 1 && answers.style ? <input type="hidden" name="style" value={answers.style} /> : null}
      {step !== 2
        ? answers.priorities.map((priority) => (
            <input key={priority} type="hidden" name="priority" value={priority} />
          ))
        : null}
    </>
  );
}

/** "Step 2 of 3: …" and its bar. */
export function StepProgress({ step }: { step: number }) {
  return (
    <>
      <p className="font-semibold text-brand-dark">
        Step {step + 1} of {STEPS.length}: {STEPS[step]}
      </p>
      <div
        className="mt-2 flex gap-1"
        role="progressbar"
        aria-label="Progress"
        aria-valuemin={1}
        aria-valuemax={STEPS.length}
        aria-valuenow={step + 1}
      >
        {STEPS.map((label, index) => (
          <span key={label} className={`h-2 flex-1 rounded-full ${index <= step ? 'bg-brand' : 'bg-line'}`} />
        ))}
      </div>
    </>
  );
}

/** Step 1: the pot. */
export function PotStep({
  pot,
  error,
  headingRef,
  onChange,
}: {
  pot: string;
  error: string | null;
  headingRef: HeadingRef;
  onChange: (pot: string) => void;
}) {
  const potId = useId();
  return (
    <div className="mt-6">
      <h2 id="finder-question" ref={headingRef} tabIndex={-1} className="text-2xl outline-none">
        <label htmlFor={potId}>How much is in your pension pot?</label>
      </h2>
      <p id={`${potId}-hint`} className="mt-2 text-muted">
        A rough figure is fine. Add up the pensions you plan to draw from.
      </p>
      <PotBox
        id={potId}
        value={pot}
        onChange={onChange}
        describedBy={error ? `${potId}-hint finder-error` : `${potId}-hint`}
        invalid={error !== null}
        spacing="mt-3"
      />
    </div>
  );
}

/** Step 2: how the pension is managed. */
export function StyleStep({
  style,
  error,
  headingRef,
  onChange,
}: {
  style: ManagementStyle | null;
  error: string | null;
  headingRef: HeadingRef;
  onChange: (style: ManagementStyle) => void;
}) {
  return (
    <fieldset className="mt-6" aria-describedby={error ? 'finder-error' : undefined}>
      <legend>
        <h2 id="finder-question" ref={headingRef} tabIndex={-1} className="text-2xl outline-none">
          How would you like your pension managed?
        </h2>
      </legend>
      <div className="mt-4 grid gap-3">
        {STYLE_OPTIONS.map((option) => (
          <label
            key={option.value}
            className="flex min-h-14 cursor-pointer items-start gap-3 rounded-xl border-2 border-line p-4 has-[:checked]:border-brand has-[:checked]:bg-brand-tint"
          >
            <input
              type="radio"
              name="style"
              value={option.value}
              checked={style === option.value}
              onChange={() => onChange(option.value as ManagementStyle)}
              className="mt-1 size-6 shrink-0 accent-brand"
            />
            <span>
              <span className="block font-semibold text-navy">{option.label}</span>
              <span className="block text-muted">{option.hint}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Step 3: what matters. */
export function PriorityStep({
  priorities,
  headingRef,
  onToggle,
}: {
  priorities: readonly Priority[];
  headingRef: HeadingRef;
  onToggle: (priority: Priority) => void;
}) {
  return (
    <fieldset className="mt-6">
      <legend>
        <h2 id="finder-question" ref={headingRef} tabIndex={-1} className="text-2xl outline-none">
          What matters most to you?
        </h2>
      </legend>
      <p className="mt-2 text-muted">Choose any that apply, or none.</p>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        {PRIORITY_OPTIONS.map((option) => (
          <label
            key={option.value}
            className="flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border-2 border-line p-4 has-[:checked]:border-brand has-[:checked]:bg-brand-tint"
          >
            <input
              type="checkbox"
              name="priority"
              value={option.value}
              checked={priorities.includes(option.value)}
              onChange={() => onToggle(option.value)}
              className="size-6 shrink-0 accent-brand"
            />
            <span className="font-semibold text-navy">{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The step's problem, below the choices. */
export function StepError({ error, autoFocus }: { error: string; autoFocus: boolean }) {
  return (
    <p
      id="finder-error"
      role="alert"
      tabIndex={-1}
      // A step the server sent back with a problem (a form sent without script): the
      // page opens on the message, which sits below the choices.
      // biome-ignore lint/a11y/noAutofocus: the message of a form sent back is where focus starts
      autoFocus={autoFocus}
      className="mt-4 rounded-xl border-l-4 border-danger bg-[var(--dc-danger-soft)] p-3 font-semibold text-danger"
    >
      {error}
    </p>
  );
}

/** Back and Next: each says which step it goes to, as it does without script. */
export function StepButtons({ step }: { step: number }) {
  return (
    <div className="mt-8 flex flex-wrap justify-between gap-3">
      {step > 0 ? (
        <button
          type="submit"
          name="step"
          value={stepParam(step - 1)}
          data-step={step - 1}
          formNoValidate
          className="dc-btn-secondary"
        >
          <ArrowLeft aria-hidden="true" className="size-5" />
          Back
        </button>
      ) : (
        <span />
      )}
      <button
        type="submit"
        name="step"
        value={stepParam(step + 1)}
        data-step={step + 1}
        className="dc-btn-primary"
      >
        {step === STEPS.length - 1 ? 'Show my shortlist' : 'Next'}
        <ArrowRight aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}
