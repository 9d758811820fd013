import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../i18n/language';
import { settings } from '../../settings';
import { CloseIcon } from '../../components/icons';
import { NewTabNote } from '../../components/NewTabNote';
import { appReadyAttribute } from '../../lib/appReady';
import { MenuIcon } from './icons';
import { LanguageSwitch } from './LanguageSwitch';
import { navBarId, scrollToSectionSoon, searchTargetId } from '../../components/navScroll';
import { useHasKeptResults } from '../../components/keptResultsFlag';
import { appPaths } from '../../core/sitePaths';

const menuId = 'site-menu';
const toggleId = 'site-menu-toggle';
/**
 * Before the app has taken the server's page over the toggle cannot open the menu, so a tap (which focuses it)
 * shows the menu by CSS for as long as the toggle or the menu has focus; the app then keeps it open.
 */
const openBeforeApp = `html:not([${appReadyAttribute}]) #${toggleId}:focus ~ &, html:not([${appReadyAttribute}]) &:focus-within`;
const linkSx = {
  color: 'primary.dark',
  fontWeight: 600,
  display: 'inline-block',
  py: { xs: 1, md: 0.5 },
} as const;

/**
 * The sticky top bar: the provider's logo and name (to its main site), then Home, Our Services, About Us,
 * Search, Premium, then the language switch. Below the md breakpoint the links fold behind a menu toggle; the
 * language switch stays in the bar.
 */
export function NavBar() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const hasKeptResults = useHasKeptResults();
  const toggle = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLElement>(null);

  // A menu opened before the app took the page over stays open.
  useEffect(() => {
    const focused = document.activeElement;
    if (focused && (focused === toggle.current || menu.current?.contains(focused))) setOpen(true);
  }, []);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    toggle.current?.focus();
  };

  return (
    <AppBar id={navBarId} position="sticky" color="inherit" elevation={1} onKeyDown={closeOnEscape}>
      <Toolbar sx={{ gap: { xs: 1, sm: 2 }, width: '100%', maxWidth: 1200, mx: 'auto' }}>
        <Link
          href={settings.mainSiteUrl}
          underline="none"
          sx={{ display: 'flex', alignItems: 'center', gap: 1, mr: 'auto' }}
        >
          <img src={settings.providerLogo} alt="" width={32} height={32} />
          <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.25rem', color: 'primary.dark' }}>
            {settings.providerName}
          </Typography>
        </Link>
        <IconButton
          id={toggleId}
          // Its tap shows the menu by CSS before the app runs: not held for the app (index.html).
          data-works-before-app
          ref={toggle}
          aria-label={t.nav.menu}
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((isOpen) => !isOpen)}
          sx={{ display: { md: 'none' }, color: 'primary.dark' }}
        >
          {open ? <CloseIcon /> : <MenuIcon />}
        </IconButton>
        <Box
          component="nav"
          id={menuId}
          ref={menu}
          aria-label={t.nav.label}
          // Any link followed from the folded menu closes it.
          onClick={(event) => (event.target as HTMLElement).closest('a') && setOpen(false)}
          sx={{
            display: { xs: open ? 'block' : 'none', md: 'block' },
            position: { xs: 'absolute', md: 'static' },
            top: '100%',
            left: 0,
            right: 0,
            bgcolor: 'background.paper',
            boxShadow: { xs: 3, md: 'none' },
            [openBeforeApp]: { display: 'block' },
          }}
        >
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              m: 0,
              px: { xs: 3, md: 0 },
              py: { xs: 2, md: 0 },
              display: 'flex',
              flexDirection: { xs: 'column', md: 'row' },
              alignItems: { xs: 'stretch', md: 'center' },
              gap: { xs: 0.5, md: 3 },
            }}
          >
            <li>
              <Link href={settings.mainSiteUrl} underline="hover" sx={linkSx}>
                {t.nav.home}
              </Link>
            </li>
            <li>
              <Link href={settings.solutionsUrl} underline="hover" sx={linkSx}>
                {t.nav.services}
              </Link>
            </li>
            <li>
              <Link
                href={settings.aboutUrl}
                target="_blank"
                rel="noopener noreferrer"
                underline="hover"
                sx={linkSx}
              >
                {t.nav.about}
                <NewTabNote />
              </Link>
            </li>
            <li>
              <Link
                component={RouterLink}
                to="/search"
                replace
                onClick={() => scrollToSectionSoon(searchTargetId)}
                underline="hover"
                sx={linkSx}
              >
                {t.nav.search}
              </Link>
            </li>
            {hasKeptResults && (
              <li>
                <Link component={RouterLink} to={appPaths.myResults} underline="hover" sx={linkSx}>
                  {t.nav.myResults}
                </Link>
              </li>
            )}
            <li>
              <Button href={settings.solutionsUrl} variant="contained" sx={{ mt: { xs: 1, md: 0 } }}>
                {t.nav.premium}
              </Button>
            </li>
          </Box>
        </Box>
        {/* Outside the folded menu: on a phone too the language is one tap away. */}
        <Box sx={{ flexShrink: 0 }}>
          <LanguageSwitch />
        </Box>
      </Toolbar>
    </AppBar>
  );
}
