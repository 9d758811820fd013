import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import { useT } from '../../i18n/language';
import { CrisisLineButtons } from '../../components/CrisisLineButtons';
import type { FallbackHelp } from '../../components/crisisAnswers';

/**
 * The bundled help lines, shown when the answers call for them (fallbackHelpFor) and the result has not come:
 * the submit failed, or the visitor is offline. No network is needed to see them or to call.
 */
export function CrisisFallback({ help = 'crisis' }: { help?: Exclude<FallbackHelp, null> }) {
  const t = useT();
  return (
    <Alert
      severity="error"
      icon={false}
      data-testid="crisis-fallback"
      sx={{ mb: 2, border: 2, borderColor: '#c62828' }}
    >
      <AlertTitle component="h2" sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
        {t.urgency.fallbackTitle}
      </AlertTitle>
      <Typography sx={{ mb: 1.5 }}>
        {help === 'crisis' ? t.urgency.fallback : t.urgency.emergencyFallback}
      </Typography>
      <CrisisLineButtons kinds={help === 'crisis' ? undefined : ['emergency']} />
    </Alert>
  );
}
