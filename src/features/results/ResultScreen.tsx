import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import type { Answer, Result, TestConfig } from '../../../schemas';
import { useLanguage } from '../../i18n/language';
import { useResultT } from './texts';
import { settings } from '../../settings';
import { ResultLanguage } from './contentLanguage';
import { PrintSummary } from './PrintSummary';
import { sectionsFor } from './registry';
import { choseCrisisOption } from '../../components/crisisAnswers';
import { showAtTop } from '../../components/showAtTop';
import { ScoreBadge } from './ScoreBadge';
import { UrgencyAlert } from './UrgencyAlert';

interface ResultScreenProps {
  config: TestConfig;
  result: Result;
  /** The answers sent, for the printed summary. */
  answers: Answer[];
  /** When the result arrived (ms since the epoch), printed as the date. */
  completedAt: number;
  /** What other features add under the result (keep / share / download, composed in src/app). */
  actions?: ReactNode;
}

/** The interpreted result exactly as the server returned it; the browser never grades. */
export function ResultScreen({ config, result, answers, completedAt, actions }: ResultScreenProps) {
  const t = useResultT();
  const crisis = choseCrisisOption(config.questions, answers);
  // The result's words are in the language of the test taken, whatever the page's language is now.
  const testLang = config.lang ?? 'en';
  const resultLang = result.lang ?? testLang;
  const language = useLanguage();
  const { urgent, rest } = sectionsFor(result, { crisisLinesShown: crisis, t });
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The result starts at the top of the page, its heading focused (issue 31).
  useLayoutEffect(() => showAtTop(headingRef.current), []);
  return (
    <ResultLanguage.Provider value={resultLang}>
      <Box sx={{ maxWidth: 760, mx: 'auto', px: 2, py: { xs: 2, md: 4 } }}>
        <Typography
          ref={headingRef}
          tabIndex={-1}
          component="h1"
          variant="h1"
          lang={testLang}
          sx={{ mb: 3, outline: 'none', textAlign: 'center' }}
        >
          {config.resultHeading}
        </Typography>
        <UrgencyAlert
          urgency={result.urgency}
          level={result.level}
          reasons={result.urgencyReasons ?? []}
          crisis={crisis}
        />
        {urgent}
        {/* The advice below is in English: the page says why, in its own language, as the test did (after
            any crisis help, which comes first). */}
        {language !== 'en' && resultLang === 'en' && (
          <Alert severity="info" role="note" lang={language} data-testid="english-only" sx={{ mb: 3 }}>
            {t.test.englishOnly}
          </Alert>
        )}
        <Box sx={{ textAlign: 'center', mb: 3 }}>
          <ScoreBadge result={result} />
          <Typography component="p" variant="h2" lang={resultLang} sx={{ mt: 2 }} data-testid="grade">
            {result.grade}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center', mt: 2 }}>
            <Button
              href={settings.bookingUrl}
              target="_blank"
              rel="noopener noreferrer"
              variant="contained"
              size="large"
            >
              {t.result.talkToSomeone}
            </Button>
            <Button variant="outlined" size="large" onClick={() => window.print?.()}>
              {t.result.print}
            </Button>
          </Stack>
        </Box>
        {rest}
        {actions}
        <PrintSummary config={config} result={result} answers={answers} completedAt={completedAt} />
      </Box>
    </ResultLanguage.Provider>
  );
}
