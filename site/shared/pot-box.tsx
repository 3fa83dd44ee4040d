import { TEXT } from '../../widget/core/texts.ts';

/**
 * The pot box: a large "£" and the pot typed in pounds, one look for every form that asks for a
 * pot (the fee page, the questionnaire). The label, hint and error sit around it, as each form
 * words them; `describedBy` links them.
 */
export function PotBox({
  id,
  value,
  onChange,
  describedBy,
  invalid,
  spacing = 'mt-2',
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  describedBy: string;
  invalid: boolean;
  /** The space above the box, after its label or hint. */
  spacing?: 'mt-2' | 'mt-3';
}) {
  return (
    <div
      className={`${spacing} flex max-w-sm items-stretch overflow-hidden rounded-xl border-2 border-navy/60 bg-white focus-within:border-brand`}
    >
      <span aria-hidden="true" className="flex items-center bg-canvas px-4 text-xl font-bold text-navy">
        £
      </span>
      <input
        id={id}
        name="pot"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={TEXT.potPlaceholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        className="min-h-12 w-full min-w-0 px-3 text-xl text-navy outline-none placeholder:text-muted/70"
      />
    </div>
  );
}
