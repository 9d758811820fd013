import { describe, expect, it } from 'vitest';
import { toTestConfig, type TestFixture } from '../../../../schemas';
import { fhirBundle, loincSystem, siteSystems } from '../../../../src/features/my-results/fhir';
import { followUpFor } from '../../../../src/features/my-results/followUp';
import { scoreAnswers } from '../../../../src/core/scoring';
import { bundleSchema } from '../../../helpers/fhirR4';
import { catalogue, chooseScores, fixtureByCode } from '../../../helpers/fixtures';

const site = 'https://screening.example';
const when = Date.UTC(2026, 10, 28, 9, 30);

function kept(fixture: TestFixture, answers: ReturnType<typeof chooseScores>) {
  return {
    config: toTestConfig(fixture, 'en'),
    result: scoreAnswers(fixture, answers),
    answers,
    completedAt: when,
  };
}

type Resource = Record<string, unknown> & { resourceType: string };
const resources = (bundle: ReturnType<typeof fhirBundle>) =>
  bundle.entry.map((entry) => entry.resource as Resource);

describe('the FHIR R4 download', () => {
  it('codes a PHQ-9 with LOINC: the panel, every item, every answer and the total, equal to the result', () => {
    const phq9 = fixtureByCode('MH-001');
    const scores = [3, 2, 1, 0, 3, 2, 1, 0, 1, 2];
    const result = kept(phq9, chooseScores(phq9, scores));
    const bundle = fhirBundle(result, site);
    expect(bundleSchema.safeParse(bundle).error?.issues ?? []).toEqual([]);

    const [response, observation] = resources(bundle) as [Resource, Resource];
    expect(response.questionnaire).toBe('http://loinc.org/q/44249-1');
    const items = response.item as {
      linkId: string;
      answer: { valueCoding: { system: string; code: string } }[];
    }[];
    expect(items.map((item) => item.linkId)).toEqual([
      '/44250-9',
      '/44255-8',
      '/44259-0',
      '/44254-1',
      '/44251-7',
      '/44258-2',
      '/44252-5',
      '/44253-3',
      '/44260-8',
      '/69722-7',
    ]);
    const answerCodes = ['LA6568-5', 'LA6569-3', 'LA6570-1', 'LA6571-9'];
    for (const [index, score] of scores.slice(0, 9).entries())
      expect(items[index]!.answer[0]!.valueCoding).toMatchObject({
        system: loincSystem,
        code: answerCodes[score],
      });
    // The difficulty item's answer codes were not checked: it keeps the site's own, by option id.
    expect(items[9]!.answer[0]!.valueCoding).toMatchObject({
      system: siteSystems(site, 'MH-001').answers,
      code: 'q10-2',
    });

    expect(observation.code).toMatchObject({ coding: [{ system: loincSystem, code: '44261-6' }] });
    expect(observation.valueQuantity).toMatchObject({ value: 13 });
    expect(result.result.totalScore).toBe(13);
    expect(observation.interpretation).toEqual([{ text: result.result.grade }]);
    expect(observation.effectiveDateTime).toBe('2026-11-28T09:30:00.000Z');
  });

  it('codes a GAD-7 total as 70274-6 under its panel 69737-5', () => {
    const gad7 = fixtureByCode('MH-002');
    const result = kept(gad7, chooseScores(gad7, [1, 1, 1, 1, 1, 1, 1, 0]));
    const bundle = fhirBundle(result, site);
    expect(bundleSchema.safeParse(bundle).error?.issues ?? []).toEqual([]);
    const [response, observation] = resources(bundle) as [Resource, Resource];
    expect(response.questionnaire).toBe('http://loinc.org/q/69737-5');
    expect(observation.code).toMatchObject({ coding: [{ code: '70274-6' }] });
    expect(observation.valueQuantity).toMatchObject({ value: 7 });
  });

  it('every test validates from each of its samples, with our own codes where LOINC has none', () => {
    for (const fixture of catalogue.tests) {
      for (const sample of fixture.samples) {
        const result = kept(fixture, sample.answers);
        const bundle = fhirBundle(result, site);
        const checked = bundleSchema.safeParse(bundle);
        expect(checked.error?.issues ?? [], `${fixture.card.testCode} ${sample.label}`).toEqual([]);
        const [response, observation] = resources(bundle) as [Resource, Resource];
        expect((response.item as unknown[]).length).toBe(sample.answers.length);
        expect(observation.valueQuantity).toMatchObject({ value: result.result.totalScore });
        if (!followUpFor(fixture.card.testCode)?.loinc)
          expect(observation.code).toMatchObject({
            coding: [{ system: siteSystems(site, fixture.card.testCode).results }],
          });
      }
    }
  });

  it('the validator refuses what R4 does not allow', () => {
    const phq9 = fixtureByCode('MH-001');
    const bundle = fhirBundle(kept(phq9, chooseScores(phq9, [0, 0, 0, 0, 0, 0, 0, 0, 0, 0])), site);
    expect(bundleSchema.safeParse({ ...bundle, type: 'list' }).success).toBe(false);
    const [response] = resources(bundle) as [Resource];
    const broken = { ...bundle, entry: [{ resource: { ...response, status: 'done' } }] };
    expect(bundleSchema.safeParse(broken).success).toBe(false);
    const extra = { ...bundle, entry: [{ resource: { ...response, score: 3 } }] };
    expect(bundleSchema.safeParse(extra).success).toBe(false);
  });
});
