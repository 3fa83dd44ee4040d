import { describeScenario, type Scenario, type ScenarioFieldError } from '../../widget/core/scenario.ts';

/** The visitor's plan in words, above a receipt or a table priced for it. */
export function ScenarioSummary({ scenario }: { scenario: Scenario }) {
  return (
    <p className="text-base" data-testid="scenario-summary">
      <strong>Your plan:</strong> {describeScenario(scenario).join('; ')}. Growth {scenario.growth}% a year
      before charges, inflation {scenario.inflation}% a year.
    </p>
  );
}

/** What is wrong with the plan in the address, named parameter by parameter. */
export function ScenarioErrors({ errors }: { errors: readonly ScenarioFieldError[] }) {
  return (
    <div role="alert" className="rounded-xl border-2 border-danger bg-white p-4">
      <p className="font-semibold text-danger">
        The plan in this page’s address could not be read, so the standard comparison is shown:
      </p>
      <ul className="mt-2 list-disc pl-6">
        {errors.map((e) => (
          <li key={`${e.param}-${e.message}`}>{e.message}</li>
        ))}
      </ul>
    </div>
  );
}
