import Alert from '@mui/material/Alert';
import { useLanguage, useT } from '../../i18n/language';

/**
 * One sentence, in the visitor's language, saying that this test has no validated version in it and is
 * therefore in English: shown on the intro and above the questions. Marked with the page's language, since the
 * test around it is marked English.
 */
export function EnglishOnlyNotice() {
  const t = useT();
  const language = useLanguage();
  return (
    <Alert severity="info" role="note" lang={language} data-testid="english-only" sx={{ mb: 2 }}>
      {t.test.englishOnly}
    </Alert>
  );
}
