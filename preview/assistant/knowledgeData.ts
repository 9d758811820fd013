import type { z } from 'zod';
import servicesJson from '../../fixtures/catalogue/services.json';
import servicesSwJson from '../../fixtures/catalogue/sw/services.json';
import testCardsSwJson from '../../fixtures/catalogue/sw/tests.json';
import {
  assistantConceptFileSchema,
  bearersFileSchema,
  crisisEverydayFileSchema,
  crisisExemplarsFileSchema,
  crisisFileSchema,
  crisisModelFileSchema,
  crisisPolicyFileSchema,
  parseFixture,
  readingsFileSchema,
  serviceTranslationsSchema,
  testCardTranslationsSchema,
  servicesFileSchema,
  scopeExemplarsFileSchema,
  scopeModelFileSchema,
  signPhrasesFileSchema,
  wordFormsFileSchema,
  smallTalkFileSchema,
  type AssistantConcept,
  type Service,
  type TestFixture,
  type TestTranslation,
} from '../../schemas';
import { kiswahiliWording, type KiswahiliCatalogue } from '../../server/chat/kiswahili';
import type { Knowledge } from '../../server/chat/knowledge';
import { validateFixture } from '../lint/contentLint';
import { rawFixtures } from '../previewFixtures';

// The assistant's knowledge (fixtures/assistant) read and checked with the schemas the server uses at start;
// this module exists only in the preview chunk.
const conceptFiles = import.meta.glob<unknown>('../../fixtures/assistant/concepts/*.json', {
  eager: true,
  import: 'default',
});
const otherFiles = import.meta.glob<unknown>('../../fixtures/assistant/*.json', {
  eager: true,
  import: 'default',
});

export interface ConceptArea {
  file: string;
  area: string;
  concepts: AssistantConcept[];
}

export type KnowledgeData =
  { ok: true; knowledge: Knowledge; areas: ConceptArea[] } | { ok: false; problems: string[] };

const fileName = (file: string) => file.replace(/^(\.\.\/)+/, '');

function read<S extends z.ZodType>(file: string, schema: S, problems: string[]): z.infer<S> | undefined {
  const parsed = parseFixture(schema, otherFiles[file]);
  if ('problems' in parsed) {
    problems.push(...parsed.problems.map((problem) => `${fileName(file)}: ${problem}`));
    return undefined;
  }
  return parsed.data;
}

export const knowledgeData: KnowledgeData = (() => {
  const problems: string[] = [];
  const areas: ConceptArea[] = [];
  for (const [file, json] of Object.entries(conceptFiles).sort(([a], [b]) => a.localeCompare(b))) {
    const parsed = parseFixture(assistantConceptFileSchema, json);
    if ('problems' in parsed)
      problems.push(...parsed.problems.map((problem) => `${fileName(file)}: ${problem}`));
    else areas.push({ file: fileName(file), ...parsed.data });
  }
  const base = '../../fixtures/assistant/';
  const crisis = read(`${base}crisis.json`, crisisFileSchema, problems);
  const crisisExemplars = read(`${base}crisis-exemplars.json`, crisisExemplarsFileSchema, problems);
  const crisisEveryday = read(`${base}crisis-everyday.json`, crisisEverydayFileSchema, problems);
  const crisisModel = read(`${base}crisis-model.json`, crisisModelFileSchema, problems);
  const crisisPolicy = read(`${base}crisis-policy.json`, crisisPolicyFileSchema, problems);
  const smallTalk = read(`${base}small-talk.json`, smallTalkFileSchema, problems);
  const bearers = read(`${base}bearers.json`, bearersFileSchema, problems);
  const scopeExemplars = read(`${base}scope-exemplars.json`, scopeExemplarsFileSchema, problems);
  const scopeModel = read(`${base}scope-model.json`, scopeModelFileSchema, problems);
  const scopeVetoModel = read(`${base}scope-veto-model.json`, scopeModelFileSchema, problems);
  const readings = read(`${base}readings.json`, readingsFileSchema, problems);
  const signPhrases = read(`${base}sign-phrases.json`, signPhrasesFileSchema, problems);
  const wordForms = read(`${base}word-forms.json`, wordFormsFileSchema, problems);
  if (
    problems.length > 0 ||
    !crisis ||
    !crisisExemplars ||
    !crisisEveryday ||
    !crisisModel ||
    !crisisPolicy ||
    !smallTalk ||
    !bearers ||
    !scopeExemplars ||
    !scopeModel ||
    !scopeVetoModel ||
    !readings ||
    !signPhrases ||
    !wordForms
  ) {
    return { ok: false, problems };
  }
  return {
    ok: true,
    areas,
    knowledge: {
      concepts: areas.flatMap((area) => area.concepts),
      crisis,
      crisisExemplars,
      crisisEveryday,
      crisisModel,
      crisisPolicy,
      smallTalk,
      bearers,
      scopeExemplars,
      scopeModel,
      scopeVetoModel,
      readings,
      signPhrases,
      wordForms,
    },
  };
})();

/** The live catalogue the server serves: valid live test fixtures and the services. */
export const previewCatalogue: { tests: TestFixture[]; services: Service[] } = {
  tests: rawFixtures.flatMap((raw) => {
    if (raw.stage !== 'live') return [];
    const validated = validateFixture(raw.json);
    return 'fixture' in validated ? [validated.fixture] : [];
  }),
  services: servicesFileSchema.parse(servicesJson),
};

// The Kiswahili words the site shows for each card and service, as server/siteCatalogue.ts merges them: the
// card of a test's Kiswahili overlay (fixtures/screenings/sw), the services' overlay, and for a validated
// instrument that has no Kiswahili version our own card words (fixtures/catalogue/sw/tests.json), the test
// itself in English.
const kiswahiliCards = import.meta.glob<TestTranslation['card']>('../../fixtures/screenings/sw/*.json', {
  eager: true,
  import: 'card',
});
const kiswahiliServices = serviceTranslationsSchema.parse(servicesSwJson).services;
const kiswahiliCardWords = testCardTranslationsSchema.parse(testCardsSwJson).tests;

const previewKiswahiliCatalogue: KiswahiliCatalogue = {
  tests: previewCatalogue.tests.map(({ card }) => {
    const words = kiswahiliCards[`../../fixtures/screenings/sw/${card.routeSlug}.json`];
    if (words) return { ...card, ...words, lang: 'sw', testLang: 'sw' };
    const cardWords = kiswahiliCardWords[card.routeSlug];
    return cardWords
      ? { ...card, ...cardWords, lang: 'sw', testLang: 'en' }
      : { ...card, lang: 'en', testLang: 'en' };
  }),
  services: previewCatalogue.services.map((service) => {
    const words = kiswahiliServices[service.routeSlug];
    return words ? { ...service, ...words, lang: 'sw' } : { ...service, lang: 'en' };
  }),
};

/** Each path's Kiswahili name and description, from the catalogue's Kiswahili overlays (see kiswahili.ts). */
export const previewKiswahili = kiswahiliWording(previewKiswahiliCatalogue);
