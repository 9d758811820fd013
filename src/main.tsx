import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { SnackbarProvider } from 'notistack';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { createRouter } from './app/router';
import { createStore } from './app/store';
import { theme } from './app/theme';
import { ConnectivityGate } from './features/site/ConnectivityGate';
import { startWebVitals } from './features/site/webVitals';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

createRoot(root).render(
  <StrictMode>
    <Provider store={createStore()}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <SnackbarProvider maxSnack={3}>
          <ConnectivityGate>
            <RouterProvider router={createRouter()} />
          </ConnectivityGate>
        </SnackbarProvider>
      </ThemeProvider>
    </Provider>
  </StrictMode>,
);

// Measured only when an endpoint is configured; the measuring code downloads after the page, never before.
void startWebVitals();
