import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import type { Result, TestConfig } from '../../../schemas';
import { t } from '../../messages';
import { settings } from '../../settings';
import { sectionsFor } from './registry';
import { ScoreBadge } from './ScoreBadge';

/** The interpreted result exactly as the server returned it; the browser never grades. */
export function ResultScreen({ config, result }: { config: TestConfig; result: Result }) {
  const { urgent, rest } = sectionsFor(result);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Box sx={{ maxWidth: 760, mx: 'auto', px: 2, py: { xs: 2, md: 4 } }}>
      <Typography
        ref={headingRef}
        tabIndex={-1}
        component="h1"
        variant="h1"
        sx={{ mb: 3, outline: 'none', textAlign: 'center' }}
      >
        {config.resultHeading}
      </Typography>
      {urgent}
      <Box sx={{ textAlign: 'center', mb: 3 }}>
        <ScoreBadge total={result.totalScore} expected={result.expectedTotalScore} grade={result.grade} />
        <Typography component="p" variant="h2" sx={{ mt: 2 }} data-testid="grade">
          {result.grade}
        </Typography>
        <Button
          href={settings.bookingUrl}
          target="_blank"
          rel="noopener noreferrer"
          variant="contained"
          size="large"
          sx={{ mt: 2 }}
        >
          {t.result.talkToSomeone}
        </Button>
      </Box>
      {rest}
    </Box>
  );
}
