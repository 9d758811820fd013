import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { LoadingScreen } from '../../components/LoadingScreen';
import { t } from '../../messages';
import { settings } from '../../settings';

/** Every route change starts at the top of the page. */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => window.scrollTo(0, 0), [pathname]);
  return null;
}

export function Layout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <ScrollToTop />
      <AppBar position="sticky" color="inherit" elevation={1}>
        <Toolbar>
          <Link
            href={settings.mainSiteUrl}
            underline="none"
            sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
          >
            <img src={settings.providerLogo} alt="" width={32} height={32} />
            <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.2rem', color: 'primary.dark' }}>
              {settings.providerName}
            </Typography>
          </Link>
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ flex: 1 }}>
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </Box>
      <Box component="footer" sx={{ py: 3, textAlign: 'center', bgcolor: 'primary.dark', color: '#fff' }}>
        <Typography variant="body2">
          {t.footer.copyright(new Date().getFullYear(), settings.providerName)}
        </Typography>
      </Box>
    </Box>
  );
}
