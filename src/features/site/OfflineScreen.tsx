import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useT } from '../../i18n/language';
import { WifiOffIcon } from './icons';

/**
 * Whether the site answers now: a reload while it does not would swap the page for the browser's own error
 * page, and the visitor would lose even this screen (issue 31).
 */
async function siteAnswers(): Promise<boolean> {
  if (!navigator.onLine) return false;
  try {
    const response = await fetch('/healthz', { cache: 'no-store' });
    return response.ok;
  } catch {
    return false;
  }
}

/** 'You're Offline' with the spec's text and a Retry that reloads the page, once the site answers again. */
export function OfflineScreen() {
  const t = useT();
  const [stillOffline, setStillOffline] = useState(false);
  const retry = async () => {
    if (await siteAnswers()) window.location.reload();
    else setStillOffline(true);
  };
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', px: 2, textAlign: 'center' }}
    >
      <Box role="alert" sx={{ maxWidth: 520 }}>
        <WifiOffIcon aria-hidden="true" sx={{ fontSize: 64, color: 'primary.main', mb: 2 }} />
        <Typography component="h1" variant="h1" sx={{ mb: 2 }}>
          {t.offline.heading}
        </Typography>
        <Typography sx={{ mb: 3 }}>{t.offline.text}</Typography>
        <Button variant="contained" size="large" onClick={() => void retry()}>
          {t.offline.retry}
        </Button>
        <Typography role="status" sx={{ mt: 2, minHeight: '1.5em' }}>
          {stillOffline ? t.offline.stillOffline : ''}
        </Typography>
      </Box>
    </Box>
  );
}
