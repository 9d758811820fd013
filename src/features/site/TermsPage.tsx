import { useLanguage } from '../../i18n/language';
import { legalContextIn, LegalPage } from './LegalPage';
import { useLegalMessages } from './legalMessages';

/** /terms-and-conditions */
export default function TermsPage() {
  const legal = useLegalMessages();
  const language = useLanguage();
  return <LegalPage document={legal.terms(legalContextIn(language))} contents={legal.contents} />;
}
