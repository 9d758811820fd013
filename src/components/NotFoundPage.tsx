import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../i18n/language';
import { usePageTitle } from './usePageTitle';

/** Any path the app does not know (the server answers it with status 404). */
export default function NotFoundPage() {
  const t = useT();
  usePageTitle(t.pageNotFound.title);
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', px: 2, py: 8, textAlign: 'center' }}>
      <img
        src="/images/not-found.svg"
        alt=""
        width={160}
        height={120}
        style={{ maxWidth: '100%', height: 'auto' }}
      />
      <Typography component="h1" variant="h1" sx={{ mt: 2, mb: 3 }}>
        {t.pageNotFound.heading}
      </Typography>
      <Button component={RouterLink} to="/categories" variant="contained" size="large">
        {t.pageNotFound.browse}
      </Button>
    </Box>
  );
}
