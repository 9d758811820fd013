import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../i18n/language';
import { settings } from '../../settings';

const footerLinkSx = { color: 'inherit', fontWeight: 600 } as const;

/**
 * The provider's brand, the legal pages and the copyright line for the current year. The bottom padding
 * keeps the last line clear of the floating buttons.
 */
export function Footer() {
  const t = useT();
  return (
    <Box
      component="footer"
      sx={{ pt: 4, pb: 19, px: 2, textAlign: 'center', bgcolor: 'primary.dark', color: '#fff' }}
    >
      <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, mb: 2 }}>
        <img src={settings.providerLogo} alt="" width={28} height={28} />
        <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.15rem' }}>
          {settings.providerName}
        </Typography>
      </Box>
      <Box
        component="nav"
        aria-label={t.footer.linksLabel}
        sx={{ display: 'flex', justifyContent: 'center', flexWrap: 'wrap', gap: 3, mb: 2 }}
      >
        <Link component={RouterLink} to="/privacy-policy" sx={footerLinkSx}>
          {t.footer.privacy}
        </Link>
        <Link component={RouterLink} to="/terms-and-conditions" sx={footerLinkSx}>
          {t.footer.terms}
        </Link>
      </Box>
      <Typography variant="body2">
        {t.footer.copyright(new Date().getFullYear(), settings.providerName)}
      </Typography>
    </Box>
  );
}
