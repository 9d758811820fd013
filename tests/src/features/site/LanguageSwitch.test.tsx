// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { toTestConfig } from '../../../../schemas';
import { App } from '../../../../src/app/App';
import { appRoutes, preloadAllScreens } from '../../../../src/app/router';
import { createStore } from '../../../../src/lib/store';
import { deviceLanguage } from '../../../../src/i18n/language';
import { startLanguage } from '../../../../src/i18n/LanguageProvider';
import { servedCatalogues } from '../../../src/catalogue/siteCatalogues';
import { en } from '../../../../src/messages/en';
import { sw } from '../../../../src/messages/sw';
import { settings } from '../../../../src/settings';
import { catalogue, fixtureByCode } from '../../../helpers/fixtures';
import { setupMockApi } from '../../../helpers/msw';

const api = setupMockApi();

// The screens' modules load on first use; loaded once here, so that the first test's page does not wait for
// their compilation (slow on a busy machine) within the time a query waits for the page.
beforeAll(() => preloadAllScreens(), 60_000);

/**
 * The whole app (its providers, layout, navigation bar and pages) at a path, as main.tsx renders it, with a
 * store of its own (the app keeps one per page load; StoreProvider and the test page take this one instead).
 */
async function renderApp(path: string) {
  const router = createMemoryRouter(appRoutes(), { initialEntries: [path] });
  const store = createStore();
  // As src/main.tsx starts: the device's language, its texts downloaded first.
  const catalogues = servedCatalogues();
  const language = await startLanguage(deviceLanguage(), catalogues);
  return {
    ...render(
      <Provider store={store}>
        <App language={language} catalogues={catalogues}>
          <RouterProvider router={router} />
        </App>
      </Provider>,
    ),
    router,
  };
}

/** The language switch in the navigation bar. */
function languageSwitch() {
  return within(screen.getByRole('banner')).getByRole('group', {
    name: /Language|Lugha/,
  });
}

function fresh() {
  window.localStorage.clear();
  // The language is also remembered in a cookie, for the server to render the next page in it.
  document.cookie = 'kipimo.language=; Path=/; Max-Age=0';
  document.documentElement.lang = 'en';
}

beforeEach(() => {
  fresh();
  // The layout scrolls to the top on every route change; jsdom has no scrolling.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(fresh);

describe('the language switch', () => {
  it('offers English and Kiswahili, each named in itself, the current one pressed', async () => {
    await renderApp('/categories');
    await screen.findByRole('heading', { level: 1 });
    const group = languageSwitch();
    const english = within(group).getByRole('button', { name: 'English' });
    const kiswahili = within(group).getByRole('button', { name: 'Kiswahili' });
    expect(english).toHaveAttribute('aria-pressed', 'true');
    expect(english).toHaveAttribute('lang', 'en');
    expect(kiswahili).toHaveAttribute('aria-pressed', 'false');
    expect(kiswahili).toHaveAttribute('lang', 'sw');
    expect(within(group).getByText('Language')).toBeVisible();
  });

  it('switches the navigation, <html lang> and the page title to Kiswahili, and remembers the choice', async () => {
    const user = userEvent.setup();
    const { unmount } = await renderApp('/categories');
    await screen.findByRole('heading', { level: 1 });
    expect(document.title).toBe(en.pageTitle(en.home.title, settings.providerName));
    expect(screen.getByRole('link', { name: en.nav.home })).toBeInTheDocument();

    await user.click(within(languageSwitch()).getByRole('button', { name: 'Kiswahili' }));

    expect(await screen.findByRole('link', { name: sw.nav.home })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: en.nav.home })).toBeNull();
    expect(within(languageSwitch()).getByRole('button', { name: 'Kiswahili' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(languageSwitch()).getByText(sw.site.languageSwitch.label)).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('sw');
    // The title follows the language in an effect after the render that shows it.
    await waitFor(() => expect(document.title).toBe(sw.pageTitle(sw.home.title, settings.providerName)));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(sw.home.heading);
    expect(window.localStorage.getItem('kipimo.language')).toBe('sw');
    // The server is told too, so that the next page it renders is in Kiswahili.
    expect(document.cookie).toContain('kipimo.language=sw');

    // A later visit on this device opens in Kiswahili.
    unmount();
    expect(deviceLanguage()).toBe('sw');
    await renderApp('/privacy-policy');
    expect(await screen.findByRole('link', { name: sw.nav.home })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('sw');

    // And back to English.
    await user.click(within(languageSwitch()).getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('link', { name: en.nav.home })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(window.localStorage.getItem('kipimo.language')).toBe('en');
  });

  it('retitles every page it is on: the legal pages show their Kiswahili texts', async () => {
    const user = userEvent.setup();
    await renderApp('/terms-and-conditions');
    const english = await screen.findByRole('heading', { level: 1 });
    expect(document.title).toBe(en.pageTitle(english.textContent ?? '', settings.providerName));

    await user.click(within(languageSwitch()).getByRole('button', { name: 'Kiswahili' }));

    const { legalMessages } = await import('../../../../src/messages/sw/legal');
    const { legalContextIn } = await import('../../../../src/features/site/LegalPage');
    const terms = legalMessages.terms(legalContextIn('sw'));
    expect(await screen.findByRole('heading', { level: 1, name: terms.title })).toBeInTheDocument();
    expect(document.title).toBe(sw.pageTitle(terms.title, settings.providerName));
    expect(screen.getByRole('heading', { level: 2, name: legalMessages.contents })).toBeInTheDocument();
  });

  it('fetches the test configuration again, in the new language, and retitles the test page', async () => {
    const fixture = fixtureByCode('LD-006');
    const kiswahili = catalogue.localised.get('sw')?.get(fixture.card.testCode);
    if (!kiswahili) throw new Error('breast-cancer has no Kiswahili overlay');
    const asked: (string | null)[] = [];
    api.use(
      http.get('*/api/config/', ({ request }) => {
        const lang = new URL(request.url).searchParams.get('lang');
        asked.push(lang);
        return HttpResponse.json(lang === 'sw' ? toTestConfig(kiswahili, 'sw') : toTestConfig(fixture, 'en'));
      }),
    );
    const user = userEvent.setup();
    await renderApp(`/tests/${fixture.card.routeSlug}`);
    const intro = await screen.findByRole('dialog');
    expect(within(intro).getByRole('heading', { level: 2 })).toHaveTextContent(fixture.card.informalTitle);
    expect(asked).toEqual(['en']);
    expect(document.title).toBe(en.pageTitle(fixture.card.informalTitle, settings.providerName));

    // The dialog hides the page from assistive technology: the switch is reached by its role regardless.
    await user.click(screen.getByRole('button', { name: 'Kiswahili', hidden: true }));

    expect(
      await within(await screen.findByRole('dialog')).findByText(kiswahili.form.disclaimer),
    ).toBeInTheDocument();
    expect(asked).toEqual(['en', 'sw']);
    expect(document.title).toBe(sw.pageTitle(kiswahili.card.informalTitle, settings.providerName));
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: sw.intro.begin })).toBeVisible();
    expect(screen.queryByTestId('english-only')).toBeNull();

    // Back to English: the English configuration is still cached, nothing is fetched again.
    await user.click(screen.getByRole('button', { name: 'English', hidden: true }));
    expect(await within(screen.getByRole('dialog')).findByText(fixture.form.disclaimer)).toBeInTheDocument();
    expect(asked).toEqual(['en', 'sw']);
  });
});
