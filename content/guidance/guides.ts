import { annuitiesGuide } from './annuities-guide.ts';
import type { Guide } from './guide-types.ts';
import { howItWorksGuide } from './how-it-works-guide.ts';
import { incomeDrawdownGuide } from './income-drawdown-guide.ts';

export { annuitiesGuide, howItWorksGuide, incomeDrawdownGuide };

/** The three guidance pages, in the order the ebook uses them. */
export const GUIDES: readonly Guide[] = [incomeDrawdownGuide, annuitiesGuide, howItWorksGuide];
