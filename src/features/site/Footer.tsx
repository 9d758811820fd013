import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { t } from '../../messages';
import { settings } from '../../settings';

export function Footer() {
  return (
    <Box component="footer" sx={{ py: 3, textAlign: 'center', bgcolor: 'primary.dark', color: '#fff' }}>
      <Typography variant="body2">
        {t.footer.copyright(new Date().getFullYear(), settings.providerName)}
      </Typography>
    </Box>
  );
}
