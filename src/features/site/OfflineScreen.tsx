import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { t } from '../../messages';
import { WifiOffIcon } from './icons';

/** 'You're Offline' with the spec's text and a Retry that reloads the page. */
export function OfflineScreen() {
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
        <Button variant="contained" size="large" onClick={() => window.location.reload()}>
          {t.offline.retry}
        </Button>
      </Box>
    </Box>
  );
}
