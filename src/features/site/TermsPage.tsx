import { legalMessages } from '../../messages/en/legal';
import { legalContext, LegalPage } from './LegalPage';

/** /terms-and-conditions */
export default function TermsPage() {
  return <LegalPage document={legalMessages.terms(legalContext)} />;
}
