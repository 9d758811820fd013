import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import { t } from '../../messages';
import { CrisisLineButtons } from '../../components/CrisisLineButtons';

/** Crisis lines shown when a submit that chose a crisis option failed: no network is needed to see them. */
export function CrisisFallback() {
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
      <Typography sx={{ mb: 1.5 }}>{t.urgency.fallback}</Typography>
      <CrisisLineButtons />
    </Alert>
  );
}
