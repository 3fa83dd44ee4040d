import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parsePot } from '../../../widget/core/money.ts';
import { PROVIDERS } from '../../../widget/core/providers.ts';
import { CtaBlock } from '../../app/cta-block.tsx';
import { breadcrumbJsonLd, PageHeader } from '../../app/page-layout.tsx';
import { PageMeta } from '../../app/page-meta.tsx';
import {
  advance,
  EMPTY_ANSWERS,
  type FinderAnswers,
  finderStateFromSearch,
  RESULTS_STEP,
  FINDER_STEPS as STEPS,
  searchWithFinder,
  stepParam,
  togglePriority,
} from './finder-model.ts';
import { FINDER_PATH, Results } from './finder-results.tsx';
import {
  CarriedAnswers,
  PotStep,
  PriorityStep,
  StepButtons,
  StepError,
  StepProgress,
  StyleStep,
} from './finder-steps.tsx';

const CRUMBS = [{ label: 'Find Provider', to: FINDER_PATH }];

function FinderMeta() {
  return (
    <>
      <PageMeta
        title="Find a pension drawdown provider"
        description={`Compare all UK pension drawdown providers: answer three plain questions about your pot and how you want it managed, and get a ranked shortlist from ${PROVIDERS.length} providers with the reason for each match.`}
        path={FINDER_PATH}
        jsonLd={[breadcrumbJsonLd(CRUMBS)]}
      />
      <PageHeader
        title="Find your drawdown provider"
        breadcrumbs={CRUMBS}
        intro={`Compare all UK pension drawdown providers in three plain questions. We rank the ${PROVIDERS.length} providers for your answers and tell you why each one made the list.`}
      />
    </>
  );
}

/**
 * The questionnaire's state, from its address on the first render and kept in step with it
 * (replace: the steps are one page), so a reload comes back here.
 */
function useFinder() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [initial] = useState(() => finderStateFromSearch(searchParams));
  const [step, setStep] = useState(initial.step);
  const [answers, setAnswers] = useState<FinderAnswers>(initial.answers);
  const [error, setError] = useState<string | null>(initial.error);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    const next = searchWithFinder(window.location.search, step, answers);
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
    const result = advance(step, answers, target === undefined ? undefined : Number(target));
    if ('error' in result) setError(result.error);
    else go(result.step);
  };
  return { initial, step, answers, setAnswers, error, headingRef, go, submit };
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
  const { initial, step, answers, setAnswers, error, headingRef, go, submit } = useFinder();
  const pot = parsePot(answers.pot) ?? 0;

  return (
    <>
      <FinderMeta />
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
              <StepProgress step={step} />
              {step === 0 ? (
                <PotStep
                  pot={answers.pot}
                  error={error}
                  headingRef={headingRef}
                  onChange={(value) => setAnswers({ ...answers, pot: value })}
                />
              ) : null}
              {step === 1 ? (
                <StyleStep
                  style={answers.style}
                  error={error}
                  headingRef={headingRef}
                  onChange={(style) => setAnswers({ ...answers, style })}
                />
              ) : null}
              {step === 2 ? (
                <PriorityStep
                  priorities={answers.priorities}
                  headingRef={headingRef}
                  onToggle={(priority) =>
                    setAnswers((current) => ({
                      ...current,
                      priorities: togglePriority(current.priorities, priority),
                    }))
                  }
                />
              ) : null}
              {error ? (
                <StepError error={error} autoFocus={initial.error !== null && error === initial.error} />
              ) : null}
              <StepButtons step={step} />
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
