import { useSignals } from '@preact/signals-react/runtime';
import { SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import {
  defaultTrades,
  parseScenario,
  SCENARIO_DEFAULTS,
  type ScenarioFieldError,
  scenarioToParams,
} from '../core/scenario.ts';
import { useWidget } from './widget-context.ts';
import type { Refinement } from './widget-store.ts';

type How = 'none' | 'monthly' | 'quarterly' | 'yearly' | 'lumps';

interface Answers {
  funds: string;
  shares: string;
  trusts: string;
  trades: string;
  income: string;
  how: How;
  lumpSums: string;
  taxFreeCash: boolean;
  ocf: string;
  years: string;
}

function answersFrom(r: Refinement | null): Answers {
  const s: Refinement = r ?? {
    ...SCENARIO_DEFAULTS,
    holdings: { ...SCENARIO_DEFAULTS.holdings },
    tradesPerYear: null,
  };
  return {
    funds: String(s.holdings.funds),
    shares: String(s.holdings.shares),
    trusts: String(s.holdings.trusts),
    // Empty: the trades follow the pot until the visitor types a number.
    trades: s.tradesPerYear === null ? '' : String(s.tradesPerYear),
    income: s.income > 0 ? String(s.income) : '',
    how: s.income === 0 ? 'none' : s.lumpSums > 0 ? 'lumps' : s.incomeFrequency,
    lumpSums: s.lumpSums > 0 ? String(s.lumpSums) : '2',
    taxFreeCash: s.taxFreeCash === 'start',
    ocf: String(s.ocf),
    years: String(s.years),
  };
}

/** The answers as the scenario's query parameters (the same ones the API and the URL use). */
function paramsFrom(a: Answers, pot: number): URLSearchParams {
  const p = new URLSearchParams();
  p.set('pot', String(pot));
  p.set('funds', a.funds);
  p.set('shares', a.shares);
  p.set('trusts', a.trusts);
  if (a.trades.trim() !== '') p.set('trades', a.trades);
  if (a.how !== 'none') p.set('income', a.income);
  if (a.how === 'monthly' || a.how === 'quarterly' || a.how === 'yearly') p.set('incomeFrequency', a.how);
  if (a.how === 'lumps') p.set('lumpSums', a.lumpSums);
  p.set('taxFreeCash', a.taxFreeCash ? 'start' : 'none');
  p.set('ocf', a.ocf);
  p.set('years', a.years);
  return p;
}

const FIELD =
  'min-h-12 w-full rounded-xl border-2 border-line bg-surface px-3 text-lg text-ink focus:border-accent focus:outline-none focus:ring-4 focus:ring-accent/25';

function Field({
  id,
  label,
  hint,
  error,
  suffix,
  ...input
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  suffix?: string;
} & React.InputHTMLAttributes<HTMLInputElement>) {
  const describedBy =
    [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold text-ink">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          className={FIELD}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          {...input}
        />
        {suffix ? <span className="text-base text-muted">{suffix}</span> : null}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-semibold text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Plain-English messages for the refine step's fields (the parser's are written for the API). */
const MESSAGES: Record<string, string> = {
  funds: 'The three parts must add up to 100%.',
  shares: 'The three parts must add up to 100%.',
  trusts: 'The three parts must add up to 100%.',
  trades: 'Enter a whole number of trades, for example 6.',
  income: 'Enter the pounds a year you plan to take, for example 12000.',
  lumpSums: 'Enter how many lump sums a year, from 1 to 12.',
  ocf: 'Enter a fund charge from 0 to 3%, for example 0.2.',
  years: 'Enter a number of years from 1 to 40.',
};

/**
 * "How you'll take your money": the optional step after the pot. It refines every cost shown
 * (ranking, best value, receipts) with the visitor's holdings, trades, withdrawals, fund charge
 * and years; "Back to the standard comparison" clears it.
 */
export function RefineStep({
  onScenario,
  compact = false,
}: {
  onScenario?: (params: URLSearchParams | null) => void;
  /** The compact layout: a shorter box and note while closed. */
  compact?: boolean;
}) {
  useSignals();
  const { store } = useWidget();
  const id = useId();
  const pot = store.scenario.value.pot;
  const refined = store.refinement.value !== null;
  const [open, setOpen] = useState(refined);
  const [answers, setAnswers] = useState<Answers>(() => answersFrom(store.refinement.value));
  const [errors, setErrors] = useState<ScenarioFieldError[]>([]);
  const errorFor = (name: string) => (errors.some((e) => e.param === name) ? MESSAGES[name] : undefined);

  const apply = (next: Answers) => {
    setAnswers(next);
    const parsed = parseScenario(paramsFrom(next, pot));
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    setErrors([]);
    const { pot: _pot, tradesPerYear, ...refinement } = parsed.scenario;
    store.refinement.value = {
      ...refinement,
      tradesPerYear: parsed.explicit.has('trades') ? tradesPerYear : null,
    };
    onScenario?.(scenarioToParams(parsed.scenario));
  };
  const set =
    <K extends keyof Answers>(key: K) =>
    (value: Answers[K]) =>
      apply({ ...answers, [key]: value });
  const reset = () => {
    store.refinement.value = null;
    setErrors([]);
    setAnswers(answersFrom(null));
    onScenario?.(null);
  };

  return (
    <section
      part="refine"
      className={`rounded-card border border-line bg-surface shadow-card ${compact ? 'p-3' : 'p-4 @md:p-5'}`}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="m-0">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={() => setOpen(!open)}
          className={`flex min-h-11 w-full items-center gap-3 rounded-xl text-left ${compact ? 'text-lg' : 'text-xl'} font-bold text-brand focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-accent/40`}
        >
          <SlidersHorizontal aria-hidden="true" className="size-6 shrink-0" />
          <span className="flex-1">How you’ll take your money</span>
          {compact ? null : (
            <span className="text-base font-semibold text-muted">{refined ? 'Your plan' : 'Optional'}</span>
          )}
        </button>
      </h2>
      <p className="mt-1 text-base text-muted">
        {refined
          ? 'Costs below include your holdings, trades, withdrawals and fund charge.'
          : compact
            ? 'Standard: a pot in funds, nothing taken, one year.'
            : 'Costs below are the standard comparison: a pot in funds, nothing taken, one year. Tell us more for your own figures.'}
      </p>
      {open ? (
        <div id={`${id}-panel`} className="mt-4 flex flex-col gap-5">
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 text-lg font-bold text-ink">How your pot is held</legend>
            <div className="grid grid-cols-1 gap-3 @md:grid-cols-3">
              <Field
                id={`${id}-funds`}
                label="Funds"
                suffix="%"
                value={answers.funds}
                error={errorFor('funds')}
                onChange={(e) => set('funds')(e.currentTarget.value)}
              />
              <Field
                id={`${id}-shares`}
                label="Shares and ETFs"
                suffix="%"
                value={answers.shares}
                error={errorFor('shares')}
                onChange={(e) => set('shares')(e.currentTarget.value)}
              />
              <Field
                id={`${id}-trusts`}
                label="Investment trusts"
                suffix="%"
                value={answers.trusts}
                error={errorFor('trusts')}
                onChange={(e) => set('trusts')(e.currentTarget.value)}
              />
            </div>
          </fieldset>
          <div className="grid grid-cols-1 gap-3 @md:grid-cols-2">
            <Field
              id={`${id}-trades`}
              label="Trades a year"
              hint={`Buys and sells. Left empty, we use Boring Money’s figure for your pot: ${defaultTrades(pot)} a year.`}
              inputMode="numeric"
              placeholder={String(defaultTrades(pot))}
              value={answers.trades}
              error={errorFor('trades')}
              onChange={(e) => set('trades')(e.currentTarget.value)}
            />
            <Field
              id={`${id}-ocf`}
              label="Fund charge (OCF)"
              hint="What your funds charge each year. 0.2% is a typical index fund."
              suffix="% a year"
              value={answers.ocf}
              error={errorFor('ocf')}
              onChange={(e) => set('ocf')(e.currentTarget.value)}
            />
          </div>
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 text-lg font-bold text-ink">Taking your money</legend>
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-how`} className="font-semibold text-ink">
                How you’ll take it
              </label>
              <select
                id={`${id}-how`}
                className={FIELD}
                value={answers.how}
                onChange={(e) => set('how')(e.currentTarget.value as How)}
              >
                <option value="none">I won’t take any yet</option>
                <option value="monthly">A regular income, paid monthly</option>
                <option value="quarterly">A regular income, paid quarterly</option>
                <option value="yearly">A regular income, paid yearly</option>
                <option value="lumps">Lump sums when I need them</option>
              </select>
            </div>
            {answers.how !== 'none' ? (
              <div className="grid grid-cols-1 gap-3 @md:grid-cols-2">
                <Field
                  id={`${id}-income`}
                  label="Pounds a year"
                  hint="In today’s money; it rises with inflation (2.5% a year)."
                  inputMode="numeric"
                  value={answers.income}
                  error={errorFor('income')}
                  onChange={(e) => set('income')(e.currentTarget.value)}
                />
                {answers.how === 'lumps' ? (
                  <Field
                    id={`${id}-lumps`}
                    label="Lump sums a year"
                    inputMode="numeric"
                    value={answers.lumpSums}
                    error={errorFor('lumpSums')}
                    onChange={(e) => set('lumpSums')(e.currentTarget.value)}
                  />
                ) : null}
              </div>
            ) : null}
            <label className="flex min-h-11 items-center gap-3 text-base">
              <input
                type="checkbox"
                className="size-6 accent-[var(--dc-accent)]"
                checked={answers.taxFreeCash}
                onChange={(e) => set('taxFreeCash')(e.currentTarget.checked)}
              />
              Take the 25% tax-free cash at the start
            </label>
          </fieldset>
          <Field
            id={`${id}-years`}
            label="Years to look ahead"
            hint="Growth is taken as 5% a year before charges."
            inputMode="numeric"
            value={answers.years}
            error={errorFor('years')}
            onChange={(e) => set('years')(e.currentTarget.value)}
          />
          {refined ? (
            <button
              type="button"
              onClick={reset}
              className="inline-flex min-h-11 items-center self-start rounded-xl border-2 border-accent px-4 py-2 font-bold text-accent-strong hover:bg-accent-soft"
            >
              Back to the standard comparison
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
