import { ArrowLeft, ArrowRight, CheckCircle2, RotateCcw } from 'lucide-react';
import type { RefObject } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { possessive } from '../../../widget/core/format.ts';
import { formatGBP } from '../../../widget/core/money.ts';
import { PROVIDERS } from '../../../widget/core/providers.ts';
import {
  describeScenario,
  type Scenario,
  scenarioFromQuery,
  scenarioToParams,
} from '../../../widget/core/scenario.ts';
import { CtaBlock } from '../../app/cta-block.tsx';
import {
  GatedName,
  gatedText,
  HiddenLogo,
  UnlockPrompt,
  useNamesUnlocked,
} from '../../shared/names-gate.tsx';
import { ProviderLogoMark } from '../../shared/provider-logo-mark.tsx';
import { type FinderAnswers, type FinderMatch, RESULTS_STEP, shortlist, stepParam } from './finder-model.ts';
import { CarriedAnswers } from './finder-steps.tsx';

export const FINDER_PATH = '/find-provider';

function ShortlistItem({
  match,
  rank,
  plan,
  period,
  unlocked,
}: {
  match: FinderMatch;
  rank: number;
  plan: Scenario | null;
  period: string;
  unlocked: boolean;
}) {
  return (
    <li className="dc-card p-5 md:p-6">
      <div className="flex flex-wrap items-center gap-4">
        <span className="inline-flex size-10 items-center justify-center rounded-full bg-navy text-lg font-bold text-white">
          {rank}
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
  );
}

/** Change the answers, start again, or compare all: small GET forms, so they work without script too. */
function ResultActions({
  answers,
  onBack,
  onRestart,
}: {
  answers: FinderAnswers;
  onBack: () => void;
  onRestart: () => void;
}) {
  return (
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
  );
}

/** The shortlist: ranked for the answers (and the widget's plan, when the address holds one). */
export function Results({
  answers,
  pot,
  headingRef,
  onBack,
  onRestart,
}: {
  answers: FinderAnswers;
  pot: number;
  headingRef: RefObject<HTMLHeadingElement | null>;
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
          <ShortlistItem
            key={match.provider.slug}
            match={match}
            rank={index + 1}
            plan={plan}
            period={period}
            unlocked={unlocked}
          />
        ))}
      </ol>
      <CtaBlock variant="banner" headingLevel={2} />
      <ResultActions answers={answers} onBack={onBack} onRestart={onRestart} />
    </section>
  );
}
