import { incomeDrawdownGuide } from '../../../content/guidance/guides.ts';
import { GuideView } from '../../shared/guide-view.tsx';

/** /income-drawdown: how drawdown works, tax-free cash, tax, the MPAA, costs and risks. */
export default function IncomeDrawdownPage() {
  return <GuideView guide={incomeDrawdownGuide} cta="default" />;
}
