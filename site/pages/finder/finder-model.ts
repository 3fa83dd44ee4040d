import { DEFAULT_FILTERS, type FeatureKey, matchesFeature } from '../../../widget/core/filters.ts';
import { formatGBP, MAX_POT, parsePot } from '../../../widget/core/money.ts';
import type { Provider, ProviderCategory } from '../../../widget/core/provider-schema.ts';
import { rankProviders } from '../../../widget/core/rank.ts';
import { baselineScenario, costPeriod, type Scenario } from '../../../widget/core/scenario.ts';
import { ordinal } from '../../shared/provider-facts.ts';

export type ManagementStyle = 'diy' | 'managed' | 'advised' | 'unsure';
export type Priority = 'low-cost' | 'app' | 'research' | 'range' | 'ratings';

export interface FinderAnswers {
  /** The pot as typed (kept raw so the field shows what was typed). */
  pot: string;
  style: ManagementStyle | null;
  priorities: Priority[];
}

export const EMPTY_ANSWERS: FinderAnswers = { pot: '', style: null, priorities: [] };

export const STYLE_OPTIONS: readonly {
  value: ManagementStyle;
  label: string;
  hint: string;
  category: ProviderCategory | null;
}[] = [
  {
    value: 'diy',
    label: 'I’ll choose my own investments',
    hint: 'Do it yourself on an investment platform',
    category: 'direct',
  },
  {
    value: 'managed',
    label: 'I’d like a ready-made portfolio',
    hint: 'A robo-adviser picks and rebalances it for you',
    category: 'robo',
  },
  {
    value: 'advised',
    label: 'I want a financial adviser',
    hint: 'An adviser recommends and manages it with you',
    category: 'adviser',
  },
  {
    value: 'unsure',
    label: 'I’m not sure yet',
    hint: 'Show me the best matches of any kind',
    category: null,
  },
];

export const PRIORITY_OPTIONS: readonly { value: Priority; label: string }[] = [
  { value: 'low-cost', label: 'Low cost' },
  { value: 'app', label: 'A good mobile app' },
  { value: 'research', label: 'Research and guidance tools' },
  { value: 'range', label: 'A wide range of investments' },
  { value: 'ratings', label: 'High customer ratings' },
];

const PRIORITY_FEATURES: Partial<Record<Priority, { features: FeatureKey[]; reason: string }>> = {
  app: { features: ['mobile-app'], reason: 'Has a mobile app' },
  research: { features: ['research-tools'], reason: 'Offers research and guidance tools' },
  range: { features: ['shares-trading', 'etfs'], reason: 'Offers shares and ETFs as well as funds' },
};

/** The questions, one a step; the shortlist is the step after the last. */
export const FINDER_STEPS = ['Your pot', 'How you want it managed', 'What matters to you'] as const;
export const RESULTS_STEP = FINDER_STEPS.length;

export const STYLE_REQUIRED = 'Choose how you would like your pension managed, or “I’m not sure yet”.';

/** What is wrong with the pot as typed, or null. */
export function potError(raw: string): string | null {
  const pot = parsePot(raw);
  if (raw.trim() === '') return 'Enter the size of your pension pot in pounds, for example 250000.';
  if (pot === undefined || pot <= 0) return 'Enter the pot as a number of pounds, for example 250000.';
  if (pot > MAX_POT) return `Enter a pot of up to ${formatGBP(MAX_POT)}.`;
  return null;
}

/** Where the questionnaire is: a step (0-based; RESULTS_STEP = the shortlist), the answers, a problem. */
export interface FinderState {
  step: number;
  answers: FinderAnswers;
  error: string | null;
}

/** A step as the address writes it: "1" to "3", or "shortlist". */
export function stepParam(step: number): string {
  return step >= RESULTS_STEP ? 'shortlist' : String(Math.max(0, step) + 1);
}

function stepFromParam(value: string | null): number {
  if (value === 'shortlist') return RESULTS_STEP;
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 && number <= RESULTS_STEP ? number - 1 : 0;
}

/**
 * The questionnaire's address (`?pot=…&style=…&priority=…&step=…`), leaving out what is empty. The
 * form is a GET form with these names, so the same address comes from a submission without script.
 */
export function finderSearch(step: number, answers: FinderAnswers): URLSearchParams {
  const search = new URLSearchParams();
  if (answers.pot.trim() !== '') search.set('pot', answers.pot.trim());
  if (answers.style) search.set('style', answers.style);
  for (const priority of answers.priorities) search.append('priority', priority);
  if (step > 0) search.set('step', stepParam(step));
  return search;
}

/**
 * The state an address describes, on the server and in the browser alike. A step is reached only
 * if the steps before it are answered: otherwise the first unanswered step, with its problem (a
 * form sent without script with the pot left empty comes back to the pot, saying what to write).
 */
export function finderStateFromSearch(search: URLSearchParams): FinderState {
  const style = search.get('style');
  const answers: FinderAnswers = {
    pot: (search.get('pot') ?? '').slice(0, 40),
    style: STYLE_OPTIONS.some((option) => option.value === style) ? (style as ManagementStyle) : null,
    priorities: PRIORITY_OPTIONS.map((option) => option.value).filter((value) =>
      search.getAll('priority').includes(value),
    ),
  };
  const step = stepFromParam(search.get('step'));
  const badPot = step > 0 ? potError(answers.pot) : null;
  if (badPot) return { step: 0, answers, error: badPot };
  if (step > 1 && answers.style === null) return { step: 1, answers, error: STYLE_REQUIRED };
  return { step, answers, error: null };
}

export interface FinderMatch {
  provider: Provider;
  cost: number | null;
  score: number;
  reasons: string[];
}

export interface FinderResult {
  matches: FinderMatch[];
  /** Plain notes about the shortlist as a whole (e.g. a priority the data cannot judge). */
  notes: string[];
}

const SHORTLIST_SIZE = 3;

/**
 * A ranked shortlist from the answers: the cost ranking of the core for the pot, then points for
 * the kind of provider and each priority met, each point with its reason. Deterministic: ties
 * keep the cost order.
 */
export function shortlist(
  providers: readonly Provider[],
  answers: FinderAnswers,
  pot: number,
  plan: Scenario | null = null,
): FinderResult {
  // The visitor's plan from the URL (as the widget keeps it), for the pot given here; else §9's.
  const scenario = plan ? { ...plan, pot } : baselineScenario(pot);
  const ranked = rankProviders(providers, pot, DEFAULT_FILTERS, scenario);
  const ranking = ranked.shown;
  const period = costPeriod(scenario);
  const known = ranking.filter((entry) => entry.cost !== null);
  const wanted = STYLE_OPTIONS.find((option) => option.value === answers.style)?.category ?? null;
  const lowCost = answers.priorities.includes('low-cost');
  const notes: string[] = [];

  const scored = ranking.map((entry, index): FinderMatch & { order: number } => {
    const { provider, cost } = entry;
    const reasons: string[] = [];
    let score = 0;
    if (wanted && provider.category === wanted) {
      score += 10;
      const kind = STYLE_OPTIONS.find((option) => option.category === wanted);
      reasons.push(`The kind of provider you asked for: ${kind?.hint.toLowerCase()}`);
    }
    if (cost !== null) {
      const place = known.indexOf(entry) + 1;
      // Cheaper means more points: up to 4, or 8 when low cost matters most.
      const costPoints = known.length > 1 ? (4 * (known.length - place)) / (known.length - 1) : 4;
      score += lowCost ? costPoints * 2 : costPoints;
      reasons.push(
        `About ${formatGBP(cost)} ${period} ${plan ? 'for your plan' : 'on your pot'}: the ${ordinal(place)} cheapest of the ${known.length} providers priced for it`,
      );
    } else {
      score -= lowCost ? 6 : 2;
      reasons.push(
        'Does not publish enough of its charges to work out a yearly cost: ask it for an illustration',
      );
    }
    for (const priority of answers.priorities) {
      const rule = PRIORITY_FEATURES[priority];
      if (rule?.features.every((feature) => matchesFeature(provider, feature))) {
        score += 3;
        reasons.push(rule.reason);
      }
    }
    if (answers.priorities.includes('ratings') && provider.trustpilotRating !== undefined) {
      score += provider.trustpilotRating - 3;
      reasons.push(`Trustpilot rating ${provider.trustpilotRating.toFixed(1)} out of 5`);
    }
    return { provider, cost, score, reasons, order: index };
  });

  if (
    answers.priorities.includes('ratings') &&
    providers.every((provider) => provider.trustpilotRating === undefined)
  ) {
    notes.push(
      'We do not yet hold checked customer ratings for these providers, so ratings did not change this shortlist.',
    );
  }
  if (wanted && !providers.some((provider) => provider.category === wanted)) {
    notes.push(
      'No provider of the kind you asked for is in our data, so the shortlist shows the closest matches.',
    );
  }

  for (const { provider, reason } of ranked.ineligible ?? [])
    notes.push(`${provider.name} is left out: it cannot do your plan. ${reason}`);

  if (lowCost) {
    // "Low cost" means the cheapest first: among the kind asked for (if any), by the cost of the
    // plan, features only breaking ties, so the top answer is never a dearer provider that happens
    // to tick more boxes (it was the dearest of 19).
    const kindFirst = (m: FinderMatch) => (wanted && m.provider.category === wanted ? 0 : 1);
    const costOrder = (m: FinderMatch) => (m.cost === null ? Number.POSITIVE_INFINITY : m.cost);
    scored.sort(
      (a, b) =>
        kindFirst(a) - kindFirst(b) || costOrder(a) - costOrder(b) || b.score - a.score || a.order - b.order,
    );
    if (wanted) {
      const kind = scored.filter((m) => m.provider.category === wanted && m.cost !== null);
      const top = scored[0];
      if (top && kind[0] === top && known.length > 1)
        top.reasons.push(
          `The cheapest of the ${kind.length} ${kind.length === 1 ? 'provider' : 'providers'} of that kind priced for ${plan ? 'your plan' : 'your pot'}`,
        );
    }
  } else scored.sort((a, b) => b.score - a.score || a.order - b.order);
  const matches = scored.slice(0, SHORTLIST_SIZE).map(({ order: _order, ...match }) => match);
  return { matches, notes };
}

/** The address keys that are the finder's own state. */
const FINDER_KEYS = ['pot', 'style', 'priority', 'step'] as const;

/**
 * The address for this step and these answers: the finder's own keys change; anything else (a
 * plan from the widget) stays as it is.
 */
export function searchWithFinder(current: string, step: number, answers: FinderAnswers): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of FINDER_KEYS) next.delete(key);
  for (const [key, value] of finderSearch(step, answers)) next.append(key, value);
  return next;
}

/**
 * Where a press of Next or Back leads: Back (a target before this step) always goes; Next goes
 * only when this step is answered, else it stays with the problem.
 */
export function advance(
  step: number,
  answers: FinderAnswers,
  target: number | undefined,
): { step: number } | { error: string } {
  if (target !== undefined && target < step) return { step: target };
  if (step === 0) {
    const problem = potError(answers.pot);
    if (problem) return { error: problem };
  }
  if (step === 1 && answers.style === null) return { error: STYLE_REQUIRED };
  return { step: step + 1 };
}

/** The priorities with this one ticked or unticked. */
export function togglePriority(priorities: readonly Priority[], priority: Priority): Priority[] {
  return priorities.includes(priority) ? priorities.filter((p) => p !== priority) : [...priorities, priority];
}
