import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useRouteError } from 'react-router-dom';
import { t } from '../../messages';

/** The router's fallback for an error no screen handled: a readable message, never a stack trace. */
export function RouteError() {
  const error = useRouteError();
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return (
    <Box role="alert" sx={{ maxWidth: 640, mx: 'auto', px: 2, py: 8 }}>
      <Typography component="h1" variant="h1" sx={{ mb: 2 }}>
        {t.errors.unexpected}
      </Typography>
      {message && <Typography>{message}</Typography>}
    </Box>
  );
}
