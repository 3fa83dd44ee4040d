import { TERMS_SECTIONS, TERMS_UPDATED } from '../../../content/legal/terms-conditions.ts';
import { LegalView } from './legal-view.tsx';

/** /terms-conditions: the terms of use of the site, the comparison, the guide and the consultation. */
export default function TermsConditionsPage() {
  return (
    <LegalView
      title="Terms and conditions"
      description="The terms of use of Drawdown Compare: guidance not advice, how the comparison and calculator work, the free consultation, our guide and e-mails."
      path="/terms-conditions"
      intro="The terms that apply when you use Drawdown Compare, its comparison, calculator, guide and consultation."
      updated={TERMS_UPDATED}
      sections={TERMS_SECTIONS}
    />
  );
}
