import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { t } from '../messages';

/** A centred spinner with a message; announced politely to screen readers. */
export function LoadingScreen({ message = t.loading.generic }: { message?: string }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ display: 'grid', placeItems: 'center', gap: 2, minHeight: '50vh', p: 3 }}
    >
      <CircularProgress aria-hidden="true" />
      <Typography>{message}</Typography>
    </Box>
  );
}
