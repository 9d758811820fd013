import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testTranslationSchema, type TestTranslation } from '../../schemas';
import { localiseFixture, placeableLines, scoreAnswers } from '../../src/core/scoring';
import { readCrisisLines } from '../../server/fixtures';
import { byOptionIds, catalogue, fixtureByCode, fixturesDir } from '../helpers/fixtures';

const overlaysDir = path.join(fixturesDir, 'screenings', 'sw');
const context = { crisisLines: placeableLines(readCrisisLines(fixturesDir)) };
const overlayFiles = readdirSync(overlaysDir).filter((name) => name.endsWith('.json'));
const read = (name: string) =>
  JSON.parse(readFileSync(path.join(overlaysDir, name), 'utf8')) as TestTranslation;

describe.each(overlayFiles)('the Kiswahili overlay %s', (name) => {
  const slug = name.replace(/\.json$/, '');
  const fixture = catalogue.tests.find((test) => test.card.routeSlug === slug)!;

  it('fits its English fixture and is served', () => {
    expect(fixture, `no English test ${slug}`).toBeDefined();
    const merged = localiseFixture(fixture, testTranslationSchema.parse(read(name)), context);
    expect('problems' in merged ? merged.problems : []).toEqual([]);
    expect(catalogue.localised.get('sw')?.get(fixture.card.testCode)).toBeDefined();
  });

  it('scores every sample the same as the English, in Kiswahili words', () => {
    const localised = catalogue.localised.get('sw')!.get(fixture.card.testCode)!;
    for (const sample of fixture.samples) {
      const english = scoreAnswers(fixture, sample.answers);
      // The same answers by option id: the Kiswahili option texts differ, the ids do not.
      const byId = byOptionIds(fixture, sample.answers);
      const kiswahili = scoreAnswers(localised, byId);
      const sameMeaning = ({ totalScore, urgency, level, validated }: typeof english) => ({
        totalScore,
        urgency,
        level,
        validated,
      });
      expect(sameMeaning(kiswahili), sample.label).toEqual(sameMeaning(english));
      const band = fixture.scoring.grading.bands.findIndex((candidate) => candidate.grade === english.grade);
      expect(kiswahili.grade).toBe(localised.scoring.grading.bands[band]!.grade);
    }
  });
});

describe('an overlay that does not fit', () => {
  const breast = fixtureByCode('LD-006');
  const overlay = () => testTranslationSchema.parse(read('breast-cancer.json'));

  it('names a missing option, an extra question and a missing band', () => {
    const broken = overlay();
    const [firstId] = Object.keys(broken.form.questions);
    const first = broken.form.questions[firstId!]!;
    delete first.options[Object.keys(first.options)[0]!];
    broken.form.questions.q99 = { question: 'Swali la ziada', options: {} };
    broken.scoring.bands.pop();
    const merged = localiseFixture(breast, broken, context);
    expect('problems' in merged && merged.problems).toEqual([
      expect.stringMatching(/^form\.questions: not in the English fixture: q99/),
      expect.stringMatching(new RegExp(`^form\\.questions\\.${firstId}\\.options: missing `)),
      expect.stringMatching(/^scoring\.bands: \d+ entries, the English has \d+/),
    ]);
  });

  it('refuses an empty string or a stray key in the schema', () => {
    const empty = { ...overlay(), card: { ...overlay().card, description: '' } };
    expect(testTranslationSchema.safeParse(empty).success).toBe(false);
    expect(testTranslationSchema.safeParse({ ...overlay(), score: 3 }).success).toBe(false);
  });
});
