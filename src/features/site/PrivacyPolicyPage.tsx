import { legalMessages } from '../../messages/en/legal';
import { legalContext, LegalPage } from './LegalPage';

/** /privacy-policy */
export default function PrivacyPolicyPage() {
  return <LegalPage document={legalMessages.privacy(legalContext)} />;
}
