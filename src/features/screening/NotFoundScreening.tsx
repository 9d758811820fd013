import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../i18n/language';
import type { ScreeningViews } from './views';

/** Shown for an unknown slug or a configuration that failed to load or is incomplete. */
export function NotFoundScreening({ SearchBox }: Pick<ScreeningViews, 'SearchBox'>) {
  const t = useT();
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', px: 2, py: 6, textAlign: 'center' }}>
      <Typography component="h1" variant="h1" sx={{ mb: 3 }}>
        {t.notFound.heading}
      </Typography>
      <SearchBox />
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap', mt: 3 }}>
        <Button component={RouterLink} to="/categories" variant="contained">
          {t.notFound.explore}
        </Button>
        <Button component={RouterLink} to="/" variant="outlined">
          {t.notFound.home}
        </Button>
      </Box>
    </Box>
  );
}
