import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createRouter } from './app/router';
import { createStore } from './app/store';
import { prepareLanguage } from './i18n/switchLanguage';
import { startWebVitals } from './features/site/webVitals';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

// A visitor who chose Kiswahili gets its texts before the first render, so the page never opens in English and
// then changes; an English visitor waits for nothing (English is part of this download).
void prepareLanguage().then(() => {
  createRoot(root).render(
    <StrictMode>
      <App store={createStore()} router={createRouter()} />
    </StrictMode>,
  );
});

// Measured only when an endpoint is configured; the measuring code downloads after the page, never before.
void startWebVitals();
