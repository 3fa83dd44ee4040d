import { ArrowLeft, ArrowRight, CheckCircle2, RotateCcw } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { possessive } from '../../../widget/core/format.ts';
import { formatGBP, parsePot } from '../../../widget/core/money.ts';
import { PROVIDERS } from '../../../widget/core/providers.ts';
import {
  describeScenario,
  type Scenario,
  scenarioFromQuery,
  scenarioToParams,
} from '../../../widget/core/scenario.ts';
import { TEXT } from '../../../widget/core/texts.ts';
import { CtaBlock } from '../../app/cta-block.tsx';
import { breadcrumbJsonLd, PageHeader } from '../../app/page-layout.tsx';
import { PageMeta } from '../../app/page-meta.tsx';
import {
  GatedName,
  gatedText,
  HiddenLogo,
  UnlockPrompt,
  useNamesUnlocked,
} from '../../shared/names-gate.tsx';
import { ProviderLogoMark } from '../../shared/provider-logo-mark.tsx';
import {
  EMPTY_ANSWERS,
  type FinderAnswers,
  finderSearch,
  finderStateFromSearch,
  type ManagementStyle,
  PRIORITY_OPTIONS,
  type Priority,
  potError,
  RESULTS_STEP,
  FINDER_STEPS as STEPS,
  STYLE_OPTIONS,
  STYLE_REQUIRED,
  shortlist,
  stepParam,
} from './finder-model.ts';

const FINDER_PATH = '/find-provider';
/** The address keys that are the finder's own state (finder-model.ts). */
const FINDER_KEYS = ['pot', 'style', 'priority', 'step'] as const;

/** The answers a step does not ask, carried along as hidden fields so a native submission keeps them. */
function CarriedAnswers({ step, answers }: { step: number; answers: FinderAnswers }) {
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

/**
 * /find-provider: a few plain questions, one at a time, then a ranked shortlist with reasons.
 *
 * Its state is its address (`?pot=…&style=…&priority=…&step=…`, finder-model.ts): each step is a
 * GET form, so it works with no script (the server renders the page for the address, ADR 021), a
 * reload shows the same step on first paint, and with script the page moves between steps itself
 * and keeps the address in step.
 */
export default function FinderPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [initial] = useState(() => finderStateFromSearch(searchParams));
  const [step, setStep] = useState(initial.step);
  const [answers, setAnswers] = useState<FinderAnswers>(initial.answers);
  const [error, setError] = useState<string | null>(initial.error);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const potId = useId();

  // Keep the address in step (replace: the steps are one page), so a reload comes back here.
  useEffect(() => {
    // The finder's own keys change; anything else (a plan from the widget) stays as it is.
    const next = new URLSearchParams(window.location.search);
    for (const key of FINDER_KEYS) next.delete(key);
    for (const [key, value] of finderSearch(step, answers)) next.append(key, value);
    if (next.toString() !== window.location.search.replace(/^\?/, ''))
      setSearchParams(next, { replace: true, preventScrollReset: true });
  }, [step, answers, setSearchParams]);
  // Move focus to the new question so screen readers and keyboards follow along.
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [step]);

  const go = (next: number) => {
    moved.current = true;
    setError(null);
    setStep(next);
  };
  /** Next, or Back (the button pressed says which step it goes to, as it does without script). */
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const target = submitter instanceof HTMLButtonElement ? submitter.dataset.step : undefined;
    if (target !== undefined && Number(target) < step) {
      go(Number(target));
      return;
    }
    if (step === 0) {
      const problem = potError(answers.pot);
      if (problem) {
        setError(problem);
        return;
      }
    }
    if (step === 1 && answers.style === null) {
      setError(STYLE_REQUIRED);
      return;
    }
    go(step + 1);
  };
  const togglePriority = (priority: Priority) =>
    setAnswers((current) => ({
      ...current,
      priorities: current.priorities.includes(priority)
        ? current.priorities.filter((p) => p !== priority)
        : [...current.priorities, priority],
    }));

  const crumbs = [{ label: 'Find Provider', to: '/find-provider' }];
  const pot = parsePot(answers.pot) ?? 0;

  return (
    <>
      <PageMeta
        title="Find a pension drawdown provider"
        description={`Compare all UK pension drawdown providers: answer three plain questions about your pot and how you want it managed, and get a ranked shortlist from ${PROVIDERS.length} providers with the reason for each match.`}
        path="/find-provider"
        jsonLd={[breadcrumbJsonLd(crumbs)]}
      />
      <PageHeader
        title="Find your drawdown provider"
        breadcrumbs={crumbs}
        intro={`Compare all UK pension drawdown providers in three plain questions. We rank the ${PROVIDERS.length} providers for your answers and tell you why each one made the list.`}
      />
      <div className="dc-container grid gap-6 py-8 lg:grid-cols-[1fr_20rem] lg:py-12">
        <div className="min-w-0">
          {step < RESULTS_STEP ? (
            <form
              method="get"
              action={FINDER_PATH}
              noValidate
              onSubmit={submit}
              className="dc-card p-5 md:p-8"
              aria-label="Questionnaire"
            >
              {step > 0 ? (
                // Enter on a choice sends the form by its first submit button: this hidden Next, not
                // Back (which comes first on screen).
                <button
                  type="submit"
                  name="step"
                  value={stepParam(step + 1)}
                  data-step={step + 1}
                  tabIndex={-1}
                  aria-hidden="true"
                  className="hidden"
                />
              ) : null}
              <CarriedAnswers step={step} answers={answers} />
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
                  <span
                    key={label}
                    className={`h-2 flex-1 rounded-full ${index <= step ? 'bg-brand' : 'bg-line'}`}
                  />
                ))}
              </div>

              {step === 0 ? (
                <div className="mt-6">
                  <h2 id="finder-question" ref={headingRef} tabIndex={-1} className="text-2xl outline-none">
                    <label htmlFor={potId}>How much is in your pension pot?</label>
                  </h2>
                  <p id={`${potId}-hint`} className="mt-2 text-muted">
                    A rough figure is fine. Add up the pensions you plan to draw from.
                  </p>
                  <div className="mt-3 flex max-w-sm items-stretch overflow-hidden rounded-xl border-2 border-navy/60 bg-white focus-within:border-brand">
                    <span
                      aria-hidden="true"
                      className="flex items-center bg-canvas px-4 text-xl font-bold text-navy"
                    >
                      £
                    </span>
                    <input
                      id={potId}
                      name="pot"
                      type="text"
                      inputMode="numeric"
                      autoComplete="off"
                      placeholder={TEXT.potPlaceholder}
                      value={answers.pot}
                      onChange={(event) => setAnswers({ ...answers, pot: event.target.value })}
                      aria-describedby={error ? `${potId}-hint finder-error` : `${potId}-hint`}
                      aria-invalid={error ? true : undefined}
                      className="min-h-12 w-full px-3 text-xl text-navy outline-none placeholder:text-muted/70"
                    />
                  </div>
                </div>
              ) : null}

              {step === 1 ? (
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
                          checked={answers.style === option.value}
                          onChange={() => setAnswers({ ...answers, style: option.value as ManagementStyle })}
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
              ) : null}

              {step === 2 ? (
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
                          checked={answers.priorities.includes(option.value)}
                          onChange={() => togglePriority(option.value)}
                          className="size-6 shrink-0 accent-brand"
                        />
                        <span className="font-semibold text-navy">{option.label}</span>
                      </label>
                    ))}
                  </div>
                </fieldset>
              ) : null}

              {error ? (
                <p
                  id="finder-error"
                  role="alert"
                  tabIndex={-1}
                  // A step the server sent back with a problem (a form sent without script): the
                  // page opens on the message, which sits below the choices.
                  // biome-ignore lint/a11y/noAutofocus: the message of a form sent back is where focus starts
                  autoFocus={initial.error !== null && error === initial.error}
                  className="mt-4 rounded-xl border-l-4 border-danger bg-[var(--dc-danger-soft)] p-3 font-semibold text-danger"
                >
                  {error}
                </p>
              ) : null}

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
            </form>
          ) : (
            <Results
              answers={answers}
              pot={pot}
              headingRef={headingRef}
              onBack={() => go(STEPS.length - 1)}
              onRestart={() => {
                setAnswers(EMPTY_ANSWERS);
                go(0);
              }}
            />
          )}
        </div>
        <div className="lg:sticky lg:top-24 lg:self-start">
          <CtaBlock variant="sidebar" />
        </div>
      </div>
    </>
  );
}

function Results({
  answers,
  pot,
  headingRef,
  onBack,
  onRestart,
}: {
  answers: FinderAnswers;
  pot: number;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  onBack: () => void;
  onRestart: () => void;
}) {
  // The visitor's plan, as the widget keeps it in the URL: the shortlist prices it.
  const [search] = useSearchParams();
  const fromUrl = scenarioFromQuery(search);
  const plan: Scenario | null = fromUrl.kind === 'plan' ? { ...fromUrl.scenario, pot } : null;
  const { matches, notes } = shortlist(PROVIDERS, answers, pot, plan);
  // A shortlist ranked for the visitor's pot: names follow the home ranking's gate (decision 043).
  const unlocked = useNamesUnlocked();
  const period = plan && plan.years > 1 ? `over ${plan.years} years` : 'a year';
  return (
    <section aria-labelledby="finder-results" className="grid gap-5">
      <div>
        <h2 id="finder-results" ref={headingRef} tabIndex={-1} className="text-3xl outline-none">
          Your shortlist for a {formatGBP(pot)} pot
        </h2>
        <p className="mt-2">
          {plan
            ? `Ranked for your answers and your plan (${describeScenario(plan).slice(1).join('; ')}). Costs are every charge of your plan ${period}, fund charges included.`
            : 'Ranked for your answers. Costs are platform and drawdown charges a year; fund charges are extra.'}
        </p>
      </div>
      {unlocked ? null : <UnlockPrompt pot={pot} />}
      {notes.map((note) => (
        <p key={note} className="rounded-xl bg-brand-tint p-4">
          {gatedText(note, unlocked)}
        </p>
      ))}
      <ol className="grid gap-4" data-testid="finder-shortlist">
        {matches.map((match, index) => (
          <li key={match.provider.slug} className="dc-card p-5 md:p-6">
            <div className="flex flex-wrap items-center gap-4">
              <span className="inline-flex size-10 items-center justify-center rounded-full bg-navy text-lg font-bold text-white">
                {index + 1}
              </span>
              {unlocked ? (
                <ProviderLogoMark logo={match.provider.logo} name={match.provider.name} className="size-12" />
              ) : (
                <HiddenLogo />
              )}
              <h3 className="text-2xl">
                <GatedName name={match.provider.name} unlocked={unlocked} />
              </h3>
              <p className="ml-auto text-xl font-bold text-brand-dark">
                {match.cost === null ? 'Cost not in our data' : `${formatGBP(match.cost)} ${period}`}
              </p>
            </div>
            <h4 className="mt-4 font-semibold text-navy">Why it matches</h4>
            <ul className="mt-2 space-y-1">
              {match.reasons.map((reason) => (
                <li key={reason} className="flex gap-2">
                  <CheckCircle2 aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand" />
                  {gatedText(reason, unlocked)}
                </li>
              ))}
            </ul>
            {/* Links to a provider's page would give its name away: they come with the names. */}
            {unlocked ? (
              <p className="mt-4">
                <Link
                  to={`/provider/${match.provider.slug}${plan ? `?${scenarioToParams(plan)}` : ''}`}
                  className="inline-flex min-h-11 items-center gap-2 font-semibold"
                >
                  {plan
                    ? `How we worked out ${possessive(match.provider.name)} cost for your plan`
                    : `See ${possessive(match.provider.name)} fees and facts`}
                  <ArrowRight aria-hidden="true" className="size-5" />
                </Link>
              </p>
            ) : null}
          </li>
        ))}
      </ol>
      <CtaBlock variant="banner" headingLevel={2} />
      <div className="flex flex-wrap gap-3">
        {/* Small GET forms, so both work without script too (the address is the state). */}
        <form
          method="get"
          action={FINDER_PATH}
          onSubmit={(event) => {
            event.preventDefault();
            onBack();
          }}
        >
          <CarriedAnswers step={RESULTS_STEP} answers={answers} />
          <button type="submit" name="step" value={stepParam(RESULTS_STEP - 1)} className="dc-btn-secondary">
            <ArrowLeft aria-hidden="true" className="size-5" />
            Change my answers
          </button>
        </form>
        <form
          method="get"
          action={FINDER_PATH}
          onSubmit={(event) => {
            event.preventDefault();
            onRestart();
          }}
        >
          <button type="submit" className="dc-btn-secondary">
            <RotateCcw aria-hidden="true" className="size-5" />
            Start again
          </button>
        </form>
        <Link to="/#calculator" className="dc-btn-primary">
          Compare all providers
        </Link>
      </div>
    </section>
  );
}
