import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useT } from '../../i18n/language';
import { asChunkLoadError, ChunkLoadError } from '../../lib/chunkLoad';
import { usePageTitle } from '../../components/usePageTitle';

/**
 * The router's fallback for an error no screen handled (src/app/router.tsx): a readable message, never a stack
 * trace. A script chunk that failed to download gets its own message and a reload, which fetches it again.
 */
export function RouteError({ error: thrown }: { error: unknown }) {
  const t = useT();
  usePageTitle(t.errors.title);
  const error = asChunkLoadError(thrown);
  if (error instanceof ChunkLoadError) return <ChunkError error={error} />;
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return (
    <Box component="main" sx={{ maxWidth: 640, mx: 'auto', px: 2, py: 8 }}>
      <Box role="alert">
        <Typography component="h1" variant="h1" sx={{ mb: 2 }}>
          {t.errors.unexpected}
        </Typography>
        {message && <Typography sx={{ mb: 3, overflowWrap: 'anywhere' }}>{message}</Typography>}
      </Box>
      {/* A full page load: the router that failed is not trusted to navigate. */}
      <Button href="/categories" variant="outlined">
        {t.errors.home}
      </Button>
    </Box>
  );
}

function ChunkError({ error }: { error: ChunkLoadError }) {
  const t = useT();
  return (
    <Box component="main" sx={{ maxWidth: 640, mx: 'auto', px: 2, py: 8 }}>
      <Box role="alert">
        <Typography component="h1" variant="h1" sx={{ mb: 2 }}>
          {t.errors.chunkFailed(error.chunk)}
        </Typography>
        <Typography
          data-testid="chunk-details"
          sx={{ mb: 1, overflowWrap: 'anywhere', fontFamily: 'monospace' }}
        >
          {t.errors.chunkDetails(error.type, error.request)}
        </Typography>
        <Typography sx={{ mb: 3 }}>{t.errors.chunkHelp}</Typography>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <Button variant="contained" onClick={() => window.location.reload()}>
          {t.errors.reload}
        </Button>
        <Button href="/categories" variant="outlined">
          {t.errors.home}
        </Button>
      </Box>
    </Box>
  );
}
