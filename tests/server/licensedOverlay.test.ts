import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resultSchema, testConfigSchema, testFixtureSchema, type TestFixture } from '../../schemas';
import { FixtureError, loadCatalogue } from '../../server/fixtures';
import { readSettings } from '../../server/settings';
import { chooseScores, fixtureByCode, fixturesDir } from '../helpers/fixtures';
import { instrumentApi, useServer } from '../helpers/server';

/*
 * A provider that holds a published, validated Kiswahili translation (of the PHQ-9, say) puts its overlay in the
 * licensed-fixture folder, `{LICENSED_FIXTURES_DIR}/sw/{routeSlug}.json`, and the server serves it with no code
 * change, checked like every overlay. The words here are placeholders marked [sw]: no validated wording is
 * reachable here, and this folder is a test's own, never served.
 */

const sw = (text: string) => `[sw] ${text}`;

/** A complete overlay of a fixture, every text marked; `change` may break it. */
function overlayOf(fixture: TestFixture) {
  const { card, form, scoring } = fixture;
  return {
    lang: 'sw',
    provenance: {
      kind: 'validated',
      source: 'Placeholder for a published, validated Kiswahili PHQ-9 (test data)',
      licence: 'Test data only',
      validation: 'Test data only',
    },
    card: {
      informalTitle: sw(card.informalTitle),
      formalTitle: sw(card.formalTitle),
      description: sw(card.description),
      tooltip: sw(card.tooltip),
      imageAlt: sw(card.imageAlt),
      keyWords: card.keyWords.map(sw),
    },
    form: {
      formHeading: sw(form.formHeading),
      resultHeading: sw(form.resultHeading),
      instructions: form.instructions.map(sw),
      disclaimer: sw(form.disclaimer),
      questions: Object.fromEntries(
        form.questions.map((question) => [
          question.id,
          {
            question: sw(question.question),
            ...(question.questionHeading ? { questionHeading: sw(question.questionHeading) } : {}),
            options: Object.fromEntries(question.options.map((option) => [option.id, sw(option.text)])),
          },
        ]),
      ),
    },
    scoring: {
      bands: scoring.grading.bands.map((band) => ({
        grade: sw(band.grade),
        description: sw(band.description),
        nextSteps: typeof band.nextSteps === 'string' ? sw(band.nextSteps) : band.nextSteps.map(sw),
      })),
      flags: scoring.flags.map((flag) => sw(flag.text)),
      answerTexts: scoring.answerTexts.map((entry) =>
        Object.fromEntries(Object.entries(entry.byOption).map(([id, text]) => [id, sw(text)])),
      ),
    },
  };
}

/** A licensed-fixture folder of its own with these Kiswahili overlays, by route slug. */
function licensedFolder(overlays: Record<string, unknown>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'kipimo-licensed-'));
  mkdirSync(path.join(dir, 'sw'));
  for (const [slug, overlay] of Object.entries(overlays))
    writeFileSync(path.join(dir, 'sw', `${slug}.json`), JSON.stringify(overlay));
  return dir;
}

const phq9 = fixtureByCode('MH-001');
/** The PHQ-9 as its file writes it: an overlay places crisis lines from the catalogue as the file does. */
const phq9AsWritten = testFixtureSchema.parse(
  JSON.parse(readFileSync(path.join(fixturesDir, 'screenings', 'depression.json'), 'utf8')),
);

describe('a validated Kiswahili overlay in LICENSED_FIXTURES_DIR, over HTTP', () => {
  const dir = licensedFolder({ depression: overlayOf(phq9AsWritten) });
  const settings = readSettings({ LOG_LEVEL: 'silent', LICENSED_FIXTURES_DIR: dir });
  const catalogue = loadCatalogue(fixturesDir, settings.licensedFixturesDir);
  const server = useServer(settings, { catalogue });
  const api = instrumentApi(server, 'MH-001');

  it('serves the PHQ-9 in Kiswahili (lang sw) where it was English only', async () => {
    const config = testConfigSchema.parse(
      await (await fetch(`${server.url}/api/config/?lang=sw`, { headers: api.headers })).json(),
    );
    expect(config.lang).toBe('sw');
    expect(config.questions[0]!.question).toBe(sw(phq9.form.questions[0]!.question));
    expect(config.questions[8]!.options[1]).toMatchObject({ crisis: true });
  });

  it('scores the same answers the same in both languages, its texts in Kiswahili', async () => {
    // By option id, as the web app sends them: the texts differ between the languages.
    const answers = chooseScores(phq9, [2, 2, 1, 1, 1, 1, 1, 1, 0, 1]).map((answer) => ({
      ...answer,
      optionId: phq9.form.questions
        .find((question) => question.id === answer.questionId)!
        .options.find((option) => option.score === answer.score)!.id,
    }));
    const english = resultSchema.parse((await api.interpret(answers)).body);
    const response = await fetch(`${server.url}/api/interpret/?lang=sw`, {
      method: 'POST',
      headers: { ...api.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ scores: answers }),
    });
    const body: unknown = await response.json();
    expect(response.status, JSON.stringify(body)).toBe(200);
    const kiswahili = resultSchema.parse(body);
    expect(kiswahili).toMatchObject({
      totalScore: english.totalScore,
      level: english.level,
      urgency: english.urgency,
      validated: english.validated,
      grade: sw(english.grade),
    });
  });
});

describe('a licensed overlay is checked like every overlay', () => {
  it.each([
    [
      'a missing option',
      (overlay: ReturnType<typeof overlayOf>) => {
        delete (overlay.form.questions.q1!.options as Record<string, string>)['q1-0'];
      },
      /q1-0/,
    ],
    [
      'a band too many',
      (overlay: ReturnType<typeof overlayOf>) => {
        overlay.scoring.bands.push(overlay.scoring.bands[0]!);
      },
      /bands/,
    ],
    [
      'an unknown id',
      (overlay: ReturnType<typeof overlayOf>) => {
        (overlay.form.questions as Record<string, unknown>).q99 = overlay.form.questions.q1;
      },
      /q99/,
    ],
  ])('stops the start on %s, naming the file', (_what, change, problem) => {
    const overlay = overlayOf(phq9AsWritten);
    change(overlay);
    const dir = licensedFolder({ depression: overlay });
    let error: unknown;
    try {
      loadCatalogue(fixturesDir, dir);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(FixtureError);
    expect(String((error as Error).message)).toMatch(/depression\.json/);
    expect(String((error as Error).message)).toMatch(problem);
  });
});
