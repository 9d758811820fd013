import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Level, Urgency } from '../../../schemas';
import { useResultT } from './texts';
import { settings } from '../../settings';
import { useResultLanguage } from './contentLanguage';
import { gradePalette, severityColour } from './gradeColours';
import { CrisisLineButtons } from '../../components/CrisisLineButtons';

interface UrgencyAlertProps {
  urgency: Urgency | undefined;
  /** The grade's level: with the urgency, it gives the box the badge's colour. */
  level: Level | undefined;
  reasons: readonly string[];
  /** The visitor chose a crisis option: the counselling line comes with the emergency numbers. */
  crisis: boolean;
}

/**
 * The first thing under a result's heading when care is needed today or now: why, and what to do (tap to call
 * for an emergency, the booking link for today). An alert role, so a screen reader announces it at once.
 */
export function UrgencyAlert({ urgency, level, reasons, crisis }: UrgencyAlertProps) {
  const t = useResultT();
  // The reasons are the result's words, in the language of the test taken.
  const lang = useResultLanguage();
  if (urgency !== 'emergency' && urgency !== 'today' && !crisis) return null;
  const emergency = urgency === 'emergency' || crisis;
  const text = emergency ? t.urgency.emergency : t.urgency.today;
  // The badge's colour, from the same level and urgency (gradeColours.ts): an orange box above a red badge
  // told two stories. An emergency or a crisis answer is red whatever the grade.
  const colour = emergency ? 'red-orange' : severityColour(level, 'today');
  const palette = gradePalette[colour];
  return (
    <Alert
      severity={emergency ? 'error' : 'warning'}
      icon={false}
      data-testid="urgency-alert"
      data-urgency={emergency ? 'emergency' : 'today'}
      data-grade-colour={colour}
      sx={{
        mb: 3,
        border: 2,
        borderColor: palette.ring,
        bgcolor: palette.fill,
        color: '#1c2b2a',
        '& .MuiAlert-message': { width: '100%' },
      }}
    >
      <AlertTitle component="h2" sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
        {text.title}
      </AlertTitle>
      {reasons.length > 0 && (
        <>
          <Typography sx={{ fontWeight: 600 }}>{t.urgency.because}</Typography>
          <Box component="ul" sx={{ mt: 0.5, mb: 1.5, pl: 3 }}>
            {reasons.map((reason) => (
              <li key={reason} lang={lang}>
                {reason}
              </li>
            ))}
          </Box>
        </>
      )}
      <Typography sx={{ mb: 1.5 }}>{crisis ? t.urgency.crisisAction : text.action}</Typography>
      {emergency ? (
        <CrisisLineButtons kinds={crisis ? undefined : ['emergency']} />
      ) : (
        <Button
          href={settings.bookingUrl}
          target="_blank"
          rel="noopener noreferrer"
          variant="contained"
          sx={{ bgcolor: palette.strong, color: '#fff', '&:hover': { bgcolor: palette.strong } }}
        >
          {t.urgency.bookToday}
        </Button>
      )}
    </Alert>
  );
}
