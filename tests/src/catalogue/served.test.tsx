// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { Language } from '../../../schemas';
import { CatalogueContext, createSiteCatalogues, loadCatalogue, useCatalogue } from '../../../src/catalogue';
import { loadServices } from '../../../src/catalogue/services';
import { useLanguage, useSwitchLanguage } from '../../../src/i18n/language';
import { LanguageProvider } from '../../../src/i18n/LanguageProvider';
import { loadMessages } from '../../../src/messages';
import { setupMockApi } from '../../helpers/msw';
import { swCategories } from './kiswahili';
import { siteCatalogues } from './siteCatalogues';

const api = setupMockApi();

/** The app's catalogues as a page in English has them: the English catalogue came with the page, no other yet. */
function pageInEnglish() {
  return createSiteCatalogues().install(siteCatalogues.en);
}

/**
 * Serves GET /api/catalogue/ as our server does, after `failures` failed answers, and records the language
 * of every request.
 */
function serveCatalogues(failures = 0) {
  const asked: (string | null)[] = [];
  let failing = failures;
  api.use(
    http.get('*/api/catalogue/', ({ request }) => {
      const lang = new URL(request.url).searchParams.get('lang');
      asked.push(lang);
      if (failing > 0) {
        failing -= 1;
        return HttpResponse.json({ error: { code: 'unavailable', message: 'Try again.' } }, { status: 503 });
      }
      return HttpResponse.json(siteCatalogues[lang as Language]);
    }),
  );
  return asked;
}

afterEach(() => {
  document.cookie = 'kipimo.language=; Path=/; Max-Age=0';
  window.localStorage.clear();
});

describe('the catalogue in a language the page did not come with', () => {
  it('is asked of GET /api/catalogue/?lang= once, however many ask for it', async () => {
    const catalogues = pageInEnglish();
    const asked = serveCatalogues();

    const [first, second] = await Promise.all([catalogues.load('sw'), catalogues.load('sw')]);
    expect(first).toEqual(siteCatalogues.sw);
    expect(second).toBe(first);
    const catalogue = await loadCatalogue(catalogues, 'sw');
    expect(catalogue.language).toBe('sw');
    expect(catalogue.findCategoryBySlug('mental-health')?.title).toBe(swCategories['mental-health']!.title);
    expect(await loadCatalogue(catalogues, 'sw')).toBe(catalogue);
    expect(await loadServices(catalogues, 'sw')).toEqual(siteCatalogues.sw.services);
    expect(asked).toEqual(['sw']);
  });

  it('is never asked for the language the page came with', async () => {
    const catalogues = pageInEnglish();
    const asked = serveCatalogues();
    expect(await catalogues.load('en')).toBe(siteCatalogues.en);
    expect((await loadCatalogue(catalogues, 'en')).testCards).toHaveLength(siteCatalogues.en.tests.length);
    expect(asked).toEqual([]);
  });

  it('is asked again after a failed download, and kept once it arrives', async () => {
    const catalogues = pageInEnglish();
    const asked = serveCatalogues(1);

    await expect(catalogues.load('sw')).rejects.toThrow('The catalogue in sw did not load (503).');
    expect(asked).toEqual(['sw']);
    expect(await catalogues.load('sw')).toEqual(siteCatalogues.sw);
    expect(asked).toEqual(['sw', 'sw']);
    await catalogues.load('sw');
    expect(asked).toEqual(['sw', 'sw']);
  });

  it('is downloaded once for a component that reads it, which then shows it', async () => {
    const catalogues = pageInEnglish();
    const asked = serveCatalogues();
    await loadMessages('sw');
    function Categories() {
      const { categories } = useCatalogue();
      return (
        <ul>
          {categories.map((category) => (
            <li key={category.id}>{category.title}</li>
          ))}
        </ul>
      );
    }
    // The component suspends on the download; an awaited act waits for it (the fallback is never committed
    // inside act, so it cannot be seen here).
    await act(async () => {
      render(
        <CatalogueContext value={catalogues}>
          <LanguageProvider language="sw">
            <MemoryRouter initialEntries={['/categories']}>
              <Suspense fallback={<p>Loading</p>}>
                <Categories />
              </Suspense>
            </MemoryRouter>
          </LanguageProvider>
        </CatalogueContext>,
      );
    });
    expect(screen.getByText(swCategories['mental-health']!.title)).toBeInTheDocument();
    expect(screen.queryByText('Loading')).toBeNull();
    expect(asked).toEqual(['sw']);
  });

  it('comes before a language switch: a switch whose download fails leaves the language as it was', async () => {
    const catalogues = pageInEnglish();
    const asked = serveCatalogues(1);
    let switchLanguage: (language: Language) => Promise<void> = () => Promise.resolve();
    function Shown() {
      switchLanguage = useSwitchLanguage();
      return <p>{useLanguage()}</p>;
    }
    render(
      <CatalogueContext value={catalogues}>
        <LanguageProvider language="en">
          <Shown />
        </LanguageProvider>
      </CatalogueContext>,
    );

    await expect(switchLanguage('sw')).rejects.toThrow('The catalogue in sw did not load (503).');
    expect(screen.getByText('en')).toBeInTheDocument();
    await act(() => switchLanguage('sw'));
    expect(screen.getByText('sw')).toBeInTheDocument();
    expect(asked).toEqual(['sw', 'sw']);
  });
});
