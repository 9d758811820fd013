// Shared test setup. Component tests (jsdom) get the DOM matchers, Testing Library's settings and cleanup, and
// the catalogue; node tests, most of the suite, skip loading them.
import { afterEach, inject } from 'vitest';

if (typeof window !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { configure } = await import('@testing-library/dom');
  const { cleanup } = await import('@testing-library/react');
  const { installCatalogue } = await import('../src/catalogue');

  // The app's catalogue comes with each page from the server; in component tests, from the same fixtures
  // (tests/globalSetup.ts), in every language.
  for (const catalogue of Object.values(inject('siteCatalogues'))) installCatalogue(catalogue);

  // MUI trees are large; role queries in jsdom can need more than the default second.
  configure({ asyncUtilTimeout: 4000 });

  // Vitest runs without globals, so Testing Library cannot register its own cleanup.
  afterEach(() => {
    cleanup();
    window.sessionStorage.clear();
  });
}
