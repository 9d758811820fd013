import Box from '@mui/material/Box';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { LoadingScreen } from '../../components/LoadingScreen';
import { Footer } from './Footer';
import { NavBar } from './NavBar';

// Floating widgets load after the page itself: they are never what the visitor came for first.
const ContactButtons = lazy(() => import('../contact/ContactButtons'));
const AssistantLauncher = lazy(() => import('../assistant/AssistantLauncher'));

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
      <NavBar />
      <Box component="main" sx={{ flex: 1 }}>
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
      <Suspense fallback={null}>
        <ContactButtons />
        <AssistantLauncher />
      </Suspense>
    </Box>
  );
}
