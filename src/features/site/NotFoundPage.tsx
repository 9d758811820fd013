import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { t } from '../../messages';

export default function NotFoundPage() {
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', px: 2, py: 8, textAlign: 'center' }}>
      <Typography component="h1" variant="h1" sx={{ mb: 3 }}>
        {t.pageNotFound.heading}
      </Typography>
      <Button component={RouterLink} to="/categories" variant="contained">
        {t.pageNotFound.browse}
      </Button>
    </Box>
  );
}
