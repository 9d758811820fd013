import AppBar from '@mui/material/AppBar';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { settings } from '../../settings';

/** The sticky top bar: the provider's logo and name, linking to its main site. */
export function NavBar() {
  return (
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
  );
}
