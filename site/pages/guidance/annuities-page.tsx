import { annuitiesGuide } from '../../../content/guidance/guides.ts';
import { GuideView } from '../../shared/guide-view.tsx';

/** /annuities: annuity types, rates, tax, and how they compare with drawdown. */
export default function AnnuitiesPage() {
  return <GuideView guide={annuitiesGuide} cta="banner" />;
}
