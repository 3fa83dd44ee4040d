import { potForCalculation } from '../core/money.ts';
import { groupWhileTyping } from '../core/pot-text.ts';
import { parseScenario } from '../core/scenario.ts';
import type { WidgetStore } from '../ui/widget-store.ts';
import type { WidgetConfig } from './widget-config.ts';

/** A pot from the `pot` attribute, shown as the input shows typed amounts ("250,000"). */
export const potShown = (pot: string) => groupWhileTyping(pot, 0).text;

/**
 * Seeds the refine step from the scenario attributes, or (with `url-state`) from the page's URL
 * query, which wins so a shared link shows the same figures. Bad values are ignored: the
 * standard comparison is shown instead. `pageQuery` is the page's query (the browser's
 * `location.search`, or what the loader sent the server for the first view).
 */
export function applyScenario(store: WidgetStore, config: WidgetConfig, pageQuery: string): void {
  const fromUrl = config.urlState ? new URLSearchParams(pageQuery) : null;
  const source =
    fromUrl && [...fromUrl.keys()].some((k) => k !== 'pot')
      ? fromUrl
      : config.scenario
        ? new URLSearchParams(config.scenario)
        : null;
  // The pot in the address is the visitor's, with or without a plan.
  if (config.urlState && fromUrl?.get('pot') && store.potRaw.value === '')
    store.potRaw.value = potShown((fromUrl.get('pot') as string).slice(0, 20));
  if (!source) return;
  const params = new URLSearchParams(source);
  params.set('pot', String(potForCalculation(store.potRaw.value)));
  const parsed = parseScenario(params);
  if (!parsed.ok) return;
  const { pot: _pot, tradesPerYear, ...refinement } = parsed.scenario;
  // Trades not given follow the pot, as in the refine step.
  store.refinement.value = {
    ...refinement,
    tradesPerYear: parsed.explicit.has('trades') ? tradesPerYear : null,
  };
}

/** Puts the element's pot and scenario into a fresh store, as a mount and the first view both do. */
export function seedStore(store: WidgetStore, config: WidgetConfig, pageQuery: string): void {
  if (config.pot !== null) store.potRaw.value = potShown(config.pot);
  applyScenario(store, config, pageQuery);
}
