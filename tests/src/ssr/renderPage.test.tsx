// vitest: isolated (the renderer's React tree and MUI, in a module graph of their own)
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../schemas';
import type { PageData } from '../../../src/core/pageData';
import { preloadAllScreens } from '../../../src/app/router';
import { en } from '../../../src/messages/en';
import { sw } from '../../../src/messages/sw';
import { loadMessages } from '../../../src/messages';
import { settings } from '../../../src/settings';
import { renderPage } from '../../../src/ssr/renderPage';
import { siteCatalogues } from '../catalogue/siteCatalogues';

const messages = { en, sw };

/** Text as React writes it into HTML. */
const inHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** What the server puts in the page at `path` in `lang`: the catalogue with only the tests the page shows. */
function pageData(lang: Language, path: string): PageData {
  const whole = siteCatalogues[lang];
  return { lang, catalogue: { ...whole, tests: [] }, testsFor: path };
}

describe('the server renderer', () => {
  it('renders pages in different languages side by side, each in its own language', async () => {
    // Every screen and both languages' messages loaded first, so the renders below start together and their
    // awaits interleave (as two visitors' first requests do on a started server).
    await Promise.all([preloadAllScreens(), loadMessages('sw')]);
    const url = new URL('/categories', 'http://localhost');

    const [english, kiswahili, englishAgain] = await Promise.all([
      renderPage(url, pageData('en', '/categories')),
      renderPage(url, pageData('sw', '/categories')),
      renderPage(url, pageData('en', '/categories')),
    ]);

    for (const [lang, page] of [
      ['en', english],
      ['sw', kiswahili],
      ['en', englishAgain],
    ] as const) {
      const words = messages[lang];
      const other = messages[lang === 'en' ? 'sw' : 'en'];
      expect(page.title, lang).toBe(words.pageTitle(words.home.title, settings.providerName));
      expect(page.html, lang).toContain(words.home.heading);
      expect(page.html, lang).not.toContain(other.home.heading);
      // The catalogue's words too: each page's categories in its language.
      for (const category of siteCatalogues[lang].categories)
        expect(page.html, lang).toContain(inHtml(category.title));
    }
    expect(kiswahili.html).not.toContain(inHtml(siteCatalogues.en.categories[0]!.title));
  });
});
