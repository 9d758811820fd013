// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '../../../schemas';
import { setupMockApi } from '../../helpers/msw';
import { swCategories } from './kiswahili';
import { siteCatalogues } from './siteCatalogues';

const api = setupMockApi();

/**
 * The catalogue modules as a page in English finds them: the English catalogue came with the page, no other
 * language is here yet. Each call gives fresh modules, apart from those of every other test.
 */
async function pageInEnglish() {
  vi.resetModules();
  const served = await import('../../../src/catalogue/served');
  const catalogue = await import('../../../src/catalogue');
  const services = await import('../../../src/catalogue/services');
  served.installCatalogue(siteCatalogues.en);
  return { ...served, ...catalogue, loadServices: services.loadServices };
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
    const { loadSiteCatalogue, loadCatalogue, loadServices } = await pageInEnglish();
    const asked = serveCatalogues();

    const [first, second] = await Promise.all([loadSiteCatalogue('sw'), loadSiteCatalogue('sw')]);
    expect(first).toEqual(siteCatalogues.sw);
    expect(second).toBe(first);
    const catalogue = await loadCatalogue('sw');
    expect(catalogue.language).toBe('sw');
    expect(catalogue.findCategoryBySlug('mental-health')?.title).toBe(swCategories['mental-health']!.title);
    expect(await loadCatalogue('sw')).toBe(catalogue);
    expect(await loadServices('sw')).toEqual(siteCatalogues.sw.services);
    expect(asked).toEqual(['sw']);
  });

  it('is never asked for the language the page came with', async () => {
    const { loadSiteCatalogue, loadCatalogue } = await pageInEnglish();
    const asked = serveCatalogues();
    expect(await loadSiteCatalogue('en')).toBe(siteCatalogues.en);
    expect((await loadCatalogue('en')).testCards).toHaveLength(siteCatalogues.en.tests.length);
    expect(asked).toEqual([]);
  });

  it('is asked again after a failed download, and kept once it arrives', async () => {
    const { loadSiteCatalogue } = await pageInEnglish();
    const asked = serveCatalogues(1);

    await expect(loadSiteCatalogue('sw')).rejects.toThrow('The catalogue in sw did not load (503).');
    expect(asked).toEqual(['sw']);
    expect(await loadSiteCatalogue('sw')).toEqual(siteCatalogues.sw);
    expect(asked).toEqual(['sw', 'sw']);
    await loadSiteCatalogue('sw');
    expect(asked).toEqual(['sw', 'sw']);
  });

  it('is downloaded once for a component that reads it, which then shows it', async () => {
    const { useCatalogue } = await pageInEnglish();
    const { setLanguage } = await import('../../../src/i18n/language');
    const asked = serveCatalogues();
    setLanguage('sw', { remember: false });
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
        <MemoryRouter initialEntries={['/categories']}>
          <Suspense fallback={<p>Loading</p>}>
            <Categories />
          </Suspense>
        </MemoryRouter>,
      );
    });
    expect(screen.getByText(swCategories['mental-health']!.title)).toBeInTheDocument();
    expect(screen.queryByText('Loading')).toBeNull();
    expect(asked).toEqual(['sw']);
  });

  it('comes before a language switch: a switch whose download fails leaves the language as it was', async () => {
    await pageInEnglish();
    // The language store and the switch of the same fresh modules.
    const { getLanguage } = await import('../../../src/i18n/language');
    const { switchLanguage } = await import('../../../src/i18n/switchLanguage');
    const asked = serveCatalogues(1);

    await expect(switchLanguage('sw')).rejects.toThrow('The catalogue in sw did not load (503).');
    expect(getLanguage()).toBe('en');
    await switchLanguage('sw');
    expect(getLanguage()).toBe('sw');
    expect(asked).toEqual(['sw', 'sw']);
  });
});
