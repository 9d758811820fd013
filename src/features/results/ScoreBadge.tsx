import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Result } from '../../../schemas';
import { formatNumber } from '../../i18n/format';
import { useLanguage } from '../../i18n/language';
import { useResultT } from './texts';
import { gradePalette, severityColour } from './gradeColours';
import { shownLevel } from './shownLevel';

/**
 * The circular badge, ringed in the colour of the result's severity and urgency: the total over the expected
 * total where the grade rests on a validated total, else the grade's level in words ("High"), because a
 * checklist's "4/4" reads like full marks.
 */
export function ScoreBadge({ result }: { result: Result }) {
  const t = useResultT();
  const language = useLanguage();
  const colour = severityColour(result.level, result.urgency);
  const palette = gradePalette[colour];
  const level = shownLevel(result, t);
  return (
    <Box
      role="img"
      aria-label={
        level === null
          ? t.result.scoreLabel(result.totalScore, result.expectedTotalScore)
          : t.result.levelLabel(level)
      }
      data-grade-colour={colour}
      data-shows={level === null ? 'score' : 'level'}
      sx={{
        width: 140,
        height: 140,
        borderRadius: '50%',
        border: `10px solid ${palette.ring}`,
        bgcolor: palette.fill,
        display: 'grid',
        placeItems: 'center',
        alignContent: 'center',
        mx: 'auto',
        px: 1,
        textAlign: 'center',
      }}
    >
      {level === null ? (
        <Typography aria-hidden="true" sx={{ fontSize: '1.9rem', fontWeight: 700, color: '#1c2b2a' }}>
          {formatNumber(result.totalScore, language)}/{formatNumber(result.expectedTotalScore, language)}
        </Typography>
      ) : (
        <Box aria-hidden="true" sx={{ color: '#1c2b2a' }}>
          <Typography sx={{ fontSize: '1.45rem', fontWeight: 700, lineHeight: 1.15 }}>{level}</Typography>
          <Typography sx={{ fontSize: '0.8rem', lineHeight: 1.2 }}>{t.result.levelCaption}</Typography>
        </Box>
      )}
    </Box>
  );
}
