import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { t } from '../../messages';
import { gradeColour, gradePalette } from './gradeColours';

/** The circular badge: total over expected total, ringed in the grade's colour group. */
export function ScoreBadge({ total, expected, grade }: { total: number; expected: number; grade: string }) {
  const colour = gradeColour(grade);
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
        {total}/{expected}
      </Typography>
    </Box>
  );
}
