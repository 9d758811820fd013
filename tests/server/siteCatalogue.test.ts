import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CategoryTranslations, ServiceTranslations, SiteCatalogue, TestFixture } from '../../schemas';
import { FixtureError, loadCatalogue } from '../../server/fixtures';
import { buildSiteCatalogues } from '../../server/siteCatalogue';
import { catalogue, fixturesDir, loadLicensedCatalogue } from '../helpers/fixtures';
import { expectApiError, useServer } from '../helpers/server';

/** A fixtures folder holding only the Kiswahili overlays of the catalogue given (null: no such file). */
function overlayDir(
  categories: CategoryTranslations['categories'] | null,
  services: ServiceTranslations['services'] | null,
): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'kipimo-site-catalogue-'));
  const sw = path.join(dir, 'catalogue', 'sw');
  mkdirSync(sw, { recursive: true });
  const review = 'awaiting-native-review';
  if (categories) {
    writeFileSync(path.join(sw, 'categories.json'), JSON.stringify({ lang: 'sw', review, categories }));
  }
  if (services) {
    writeFileSync(path.join(sw, 'services.json'), JSON.stringify({ lang: 'sw', review, services }));
  }
  return dir;
}

/** A fixtures folder holding only the Kiswahili card words of tests.json given. */
function cardWordsDir(tests: Record<string, unknown>): string {
  const dir = overlayDir(null, null);
  writeFileSync(
    path.join(dir, 'catalogue', 'sw', 'tests.json'),
    JSON.stringify({ lang: 'sw', review: 'awaiting-native-review', tests }),
  );
  return dir;
}

/** The catalogue as the server loaded it, with the Kiswahili tests given (by test code) and no other. */
function loaded(localisedTests: TestFixture[] = []) {
  return {
    categories: catalogue.categories,
    tests: catalogue.tests,
    services: catalogue.services,
    localised: new Map([['sw', new Map(localisedTests.map((test) => [test.card.testCode, test]))]] as const),
  };
}

const mentalHealth = catalogue.categories.find((category) => category.routeSlug === 'mental-health')!;
const doctor = catalogue.services.find((service) => service.routeSlug === 'talk-to-a-doctor')!;
const therapist = catalogue.services.find((service) => service.routeSlug === 'talk-to-a-therapist')!;
const categoryWords = {
  name: 'Afya ya Akili',
  title: 'Afya ya Akili',
  description: 'Maelezo.',
  keyWords: ['akili'],
};
const serviceWords = { title: 'Ongea na Daktari', description: 'Maelezo.', keyWords: ['daktari'] };

describe('buildSiteCatalogues', () => {
  it('serves English as the fixtures hold it, every entry marked English', () => {
    const english = buildSiteCatalogues(overlayDir(null, null), loaded()).get('en')!;
    expect(english.lang).toBe('en');
    expect(english.categories).toEqual(catalogue.categories.map((category) => ({ ...category, lang: 'en' })));
    expect(english.tests).toEqual(
      catalogue.tests.map((test) => ({ ...test.card, lang: 'en', testLang: 'en' })),
    );
    expect(english.services).toEqual(catalogue.services.map((service) => ({ ...service, lang: 'en' })));
  });

  it('keeps every entry in English (lang en) in a language with no overlays', () => {
    const kiswahili = buildSiteCatalogues(overlayDir(null, null), loaded()).get('sw')!;
    expect(kiswahili.lang).toBe('sw');
    expect(kiswahili.categories).toEqual(
      catalogue.categories.map((category) => ({ ...category, lang: 'en' })),
    );
    expect(kiswahili.tests).toEqual(
      catalogue.tests.map((test) => ({ ...test.card, lang: 'en', testLang: 'en' })),
    );
    expect(kiswahili.services).toEqual(catalogue.services.map((service) => ({ ...service, lang: 'en' })));
  });

  it('never shows an English tooltip under translated words: the translation’s own, or none', () => {
    expect(mentalHealth.tooltip).toBeTruthy();
    const without = buildSiteCatalogues(overlayDir({ 'mental-health': categoryWords }, null), loaded());
    const category = without.get('sw')!.categories.find((entry) => entry.id === mentalHealth.id)!;
    expect(category).toEqual({ ...mentalHealth, ...categoryWords, tooltip: undefined, lang: 'sw' });
    expect(category).not.toHaveProperty('tooltip');

    const withTooltip = buildSiteCatalogues(
      overlayDir({ 'mental-health': { ...categoryWords, tooltip: 'Vipimo vya siri.' } }, null),
      loaded(),
    );
    expect(withTooltip.get('sw')!.categories.find((entry) => entry.id === mentalHealth.id)).toEqual({
      ...mentalHealth,
      ...categoryWords,
      tooltip: 'Vipimo vya siri.',
      lang: 'sw',
    });
    // A category the overlay leaves out stays English, tooltip and all.
    const other = without.get('sw')!.categories.find((entry) => entry.id !== mentalHealth.id)!;
    expect(other).toEqual({ ...catalogue.categories.find((entry) => entry.id === other.id), lang: 'en' });
  });

  it('drops the English audience and next steps of a service whose translation leaves them out', () => {
    expect(doctor.audience).toBeTruthy();
    expect(doctor.nextSteps?.length).toBeGreaterThan(0);
    const steps = ['Chagua muda.', 'Ongea na daktari.'];
    const built = buildSiteCatalogues(
      overlayDir(null, {
        'talk-to-a-doctor': serviceWords,
        'talk-to-a-therapist': {
          ...serviceWords,
          title: 'Ongea na Mtaalamu',
          audience: 'Mtu yeyote.',
          nextSteps: steps,
        },
      }),
      loaded(),
    ).get('sw')!;
    const services = new Map(built.services.map((service) => [service.routeSlug, service]));
    const translated = services.get('talk-to-a-doctor')!;
    expect(translated).toEqual({
      ...doctor,
      ...serviceWords,
      audience: undefined,
      nextSteps: undefined,
      lang: 'sw',
    });
    expect(translated).not.toHaveProperty('audience');
    expect(translated).not.toHaveProperty('nextSteps');
    // The same routes, ids and related tests: only the words change.
    expect(translated).toMatchObject({
      id: doctor.id,
      routeSlug: doctor.routeSlug,
      relatedTests: doctor.relatedTests,
    });
    expect(services.get('talk-to-a-therapist')).toEqual({
      ...therapist,
      ...serviceWords,
      title: 'Ongea na Mtaalamu',
      audience: 'Mtu yeyote.',
      nextSteps: steps,
      lang: 'sw',
    });
    // A service the overlay leaves out stays English.
    const other = built.services.find((service) => service.id !== doctor.id && service.id !== therapist.id)!;
    expect(other).toEqual({ ...catalogue.services.find((service) => service.id === other.id), lang: 'en' });
  });

  it('shows a test without a version in the language in English, and one with it in its own words', () => {
    const kiswahiliBreastCancer = catalogue.localised.get('sw')!.get('LD-006')!;
    const tests = buildSiteCatalogues(overlayDir(null, null), loaded([kiswahiliBreastCancer])).get(
      'sw',
    )!.tests;
    expect(tests).toHaveLength(catalogue.tests.length);
    for (const [index, card] of tests.entries()) {
      const english = catalogue.tests[index]!.card;
      if (english.testCode === 'LD-006')
        expect(card).toEqual({ ...kiswahiliBreastCancer.card, lang: 'sw', testLang: 'sw' });
      else expect(card).toEqual({ ...english, lang: 'en', testLang: 'en' });
    }
  });

  it('gives a test served in English the card words of tests.json, saying the test itself is English', () => {
    const dir = overlayDir(null, null);
    const words = {
      informalTitle: 'Kipimo cha Sonona',
      description: 'Maswali.',
      tooltip: 'Jiangalie.',
      imageAlt: 'Picha.',
      keyWords: ['sonona'],
    };
    writeFileSync(
      path.join(dir, 'catalogue', 'sw', 'tests.json'),
      JSON.stringify({
        lang: 'sw',
        review: 'awaiting-native-review',
        tests: { depression: words, burnout: words },
      }),
    );
    const depression = catalogue.byTestCode.get('MH-001')!.card;
    const burnout = catalogue.byTestCode.get('MH-003')!.card;
    const tests = buildSiteCatalogues(dir, loaded(), { replacedByLicence: new Set(['MH-003']) }).get(
      'sw',
    )!.tests;
    expect(tests.find((card) => card.testCode === 'MH-001')).toEqual({
      ...depression,
      ...words,
      lang: 'sw',
      testLang: 'en',
    });
    // A licensed fixture's card is not the card these words translate: it stays in its own English.
    expect(tests.find((card) => card.testCode === 'MH-003')).toEqual({
      ...burnout,
      lang: 'en',
      testLang: 'en',
    });
    // Loaded without translations: every card English.
    const untranslated = buildSiteCatalogues(dir, loaded(), { localise: false }).get('sw')!.tests;
    expect(untranslated.find((card) => card.testCode === 'MH-001')).toEqual({
      ...depression,
      lang: 'en',
      testLang: 'en',
    });
  });

  it.each([
    ['categories.json', overlayDir({ 'no-such-category': categoryWords }, null)],
    ['services.json', overlayDir(null, { 'no-such-service': serviceWords })],
    [
      'tests.json',
      cardWordsDir({
        'no-such-test': {
          informalTitle: 'Kipimo',
          description: 'M.',
          tooltip: 'T.',
          imageAlt: 'P.',
          keyWords: ['k'],
        },
      }),
    ],
  ])('refuses an overlay (%s) that translates a route slug the catalogue does not have', (name, dir) => {
    const build = () => buildSiteCatalogues(dir, loaded());
    expect(build).toThrow(FixtureError);
    expect(build).toThrow(path.join(dir, 'catalogue', 'sw', name));
    expect(build).toThrow(/no entry has the route slug no-such-/);
  });
});

describe('the catalogue the server builds from the fixtures', () => {
  const site = catalogue.site;

  it('has every language, each with the same entries in the same order as the English one', () => {
    expect([...site.keys()]).toEqual(['en', 'sw']);
    const shape = (served: SiteCatalogue) => ({
      categories: served.categories.map(({ id, routeSlug }) => [id, routeSlug]),
      tests: served.tests.map(({ id, testCode, routeSlug, categoryId, duration }) => [
        id,
        testCode,
        routeSlug,
        categoryId,
        duration,
      ]),
      services: served.services.map(({ id, routeSlug, relatedTests }) => [id, routeSlug, relatedTests]),
    });
    for (const [lang, served] of site) {
      expect(served.lang).toBe(lang);
      expect(shape(served), lang).toEqual(shape(site.get('en')!));
    }
  });

  it('runs a test in Kiswahili exactly when it has a Kiswahili version; every card is in Kiswahili', () => {
    const kiswahili = site.get('sw')!;
    for (const card of kiswahili.tests) {
      const overlay = existsSync(path.join(fixturesDir, 'screenings', 'sw', `${card.routeSlug}.json`));
      expect(card.testLang, card.routeSlug).toBe(overlay ? 'sw' : 'en');
      expect(card.lang, card.routeSlug).toBe('sw');
      if (overlay)
        expect(card, card.routeSlug).toEqual({
          ...catalogue.localised.get('sw')!.get(card.testCode)!.card,
          lang: 'sw',
          testLang: 'sw',
        });
    }
    // The validated questionnaires run only in their validated translations, which the site has not got: their
    // cards are ours, in Kiswahili, and keep the instrument's name.
    for (const testCode of ['MH-001', 'MH-002']) {
      const english = catalogue.byTestCode.get(testCode)!.card;
      const card = kiswahili.tests.find((entry) => entry.testCode === testCode)!;
      expect(card).toMatchObject({ formalTitle: english.formalTitle, lang: 'sw', testLang: 'en' });
      expect(card.description).not.toBe(english.description);
    }
  });

  it('has every category and service in Kiswahili', () => {
    const kiswahili = site.get('sw')!;
    expect(kiswahili.categories.map((category) => category.lang)).toEqual(
      kiswahili.categories.map(() => 'sw'),
    );
    expect(kiswahili.services.map((service) => service.lang)).toEqual(kiswahili.services.map(() => 'sw'));
  });

  it('shows a licensed fixture’s card in place of the built-in one, in every language', () => {
    const licensed = loadLicensedCatalogue();
    const card = licensed.byTestCode.get('MH-003')!.card;
    expect(card.formalTitle).not.toBe(catalogue.byTestCode.get('MH-003')!.card.formalTitle);
    for (const [lang, served] of licensed.site) {
      expect(
        served.tests.find((test) => test.testCode === 'MH-003'),
        lang,
      ).toEqual({ ...card, lang: 'en', testLang: 'en' });
    }
  });

  it('keeps every test in English when the tests are loaded without their translations', () => {
    const english = loadCatalogue(fixturesDir, undefined, { localise: false });
    expect(english.site.get('sw')!.tests).toEqual(
      english.tests.map((test) => ({ ...test.card, lang: 'en', testLang: 'en' })),
    );
  });
});

describe('GET /api/catalogue/', () => {
  const server = useServer();
  const get = (query: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/api/catalogue/${query}`, { headers });
  /** The catalogue as JSON carries it (no undefined fields). */
  const asJson = (served: SiteCatalogue | undefined) => JSON.parse(JSON.stringify(served)) as unknown;

  it.each(['sw', 'en'] as const)(
    'serves the catalogue in %s, saying so in Content-Language',
    async (lang) => {
      const response = await get(`?lang=${lang}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(response.headers.get('content-language')).toBe(lang);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.json()).toEqual(asJson(catalogue.site.get(lang)));
    },
  );

  it('serves English when no language is asked for', async () => {
    const response = await get('');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-language')).toBe('en');
    expect(await response.json()).toEqual(asJson(catalogue.site.get('en')));
  });

  it('answers a copy the browser has with 304, by its ETag', async () => {
    const first = await get('?lang=sw');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await get('?lang=sw', { 'if-none-match': etag! });
    expect(again.status).toBe(304);
    const english = await get('?lang=en');
    expect(english.headers.get('etag')).not.toBe(etag);
  });

  it.each(['?lang=xx', '?lang=', '?lang=SW', '?lang=sw&lang=en'])(
    'refuses %s with 400 invalid_language',
    async (query) => {
      const response = await get(query);
      expectApiError({ status: response.status, body: await response.json() }, 'invalid_language', {
        message: /en, sw/,
      });
      expect(response.headers.get('content-language')).toBeNull();
    },
  );
});
