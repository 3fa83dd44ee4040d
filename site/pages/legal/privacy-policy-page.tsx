import { PRIVACY_SECTIONS, PRIVACY_UPDATED } from '../../../content/legal/privacy-policy.ts';
import { LegalView } from './legal-view.tsx';

/** /privacy-policy: what we collect, why, for how long, the e-mail series, cookies, your rights. */
export default function PrivacyPolicyPage() {
  return (
    <LegalView
      title="Privacy policy"
      description="What Drawdown Compare collects, why, how long we keep it, the e-mail series and how to stop it, cookies, and your rights under UK GDPR and PECR."
      path="/privacy-policy"
      intro="What we collect when you use Drawdown Compare, why, how long we keep it, and how to use your rights. In plain English."
      updated={PRIVACY_UPDATED}
      sections={PRIVACY_SECTIONS}
    />
  );
}
