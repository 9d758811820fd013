import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Result } from '../../../schemas';
import { formatNumber } from '../../i18n/format';
import { t } from '../../messages';
import { gradePalette, severityColour } from './gradeColours';

/** The circular badge: total over expected total, ringed in the colour of the result's severity and urgency. */
export function ScoreBadge({ result }: { result: Result }) {
  const total = result.totalScore;
  const expected = result.expectedTotalScore;
  const colour = severityColour(result.level, result.urgency);
  const palette = gradePalette[colour];
  return (
    <Box
      role="img"
      aria-label={t.result.scoreLabel(total, expected)}
      data-grade-colour={colour}
      sx={{
        width: 140,
        height: 140,
        borderRadius: '50%',
        border: `10px solid ${palette.ring}`,
        bgcolor: palette.fill,
        display: 'grid',
        placeItems: 'center',
        mx: 'auto',
      }}
    >
      <Typography aria-hidden="true" sx={{ fontSize: '1.9rem', fontWeight: 700, color: '#1c2b2a' }}>
        {formatNumber(total)}/{formatNumber(expected)}
      </Typography>
    </Box>
  );
}
