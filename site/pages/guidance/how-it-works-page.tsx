import { howItWorksGuide } from '../../../content/guidance/guides.ts';
import { GuideView } from '../../shared/guide-view.tsx';

/** /how-it-works: how the comparison is worked out, what it leaves out, how the site is funded. */
export default function HowItWorksPage() {
  return <GuideView guide={howItWorksGuide} cta="default" />;
}
