import { useLanguage } from '../../i18n/language';
import { legalContextIn, LegalPage } from './LegalPage';
import { useLegalMessages } from './legalMessages';

/** /privacy-policy */
export default function PrivacyPolicyPage() {
  const legal = useLegalMessages();
  const language = useLanguage();
  return <LegalPage document={legal.privacy(legalContextIn(language))} contents={legal.contents} />;
}
