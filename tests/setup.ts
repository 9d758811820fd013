// Shared test setup: DOM matchers and cleanup for component tests (harmless in node tests).
import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/dom';
import { afterEach, inject } from 'vitest';
import { installCatalogue } from '../src/catalogue';

// The app's catalogue comes with each page from the server; in component tests, from the same fixtures
// (tests/globalSetup.ts), in every language.
if (typeof window !== 'undefined') {
  for (const catalogue of Object.values(inject('siteCatalogues'))) installCatalogue(catalogue);
}

// MUI trees are large; role queries in jsdom can need more than the default second.
configure({ asyncUtilTimeout: 4000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(async () => {
  if (typeof window === 'undefined') return;
  const { cleanup } = await import('@testing-library/react');
  cleanup();
  window.sessionStorage.clear();
});
