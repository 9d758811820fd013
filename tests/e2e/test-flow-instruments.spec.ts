import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { axeViolations } from './axe';
import {
  answer,
  fixturePath,
  progressStatus,
  readFixture,
  repliesOf,
  samplesOf,
  walk,
  type Sample,
} from './test-flow-helpers';
import { resume } from './resume';

/**
 * The generic runner against real instruments: PHQ-9 (single-select), AUDIT (branching), IPAQ (number input
 * and branching), the family health history (multi-select with branching) and the ECQ (22 statements, grade
 * from the items). Each walks the fixture's own
 * sample answers in the browser, on the path the branching takes, and must show the result the engine's
 * tests expect for that sample; on the last sample's walk, axe checks the intro, the first question unanswered
 * and answered, and the result (for PHQ-9 one with the crisis lines).
 */
const slugs = ['depression', 'audit', 'physical-activity', 'family-health-risk', 'existential_anxiety'];

for (const slug of slugs) {
  test.describe(slug, () => {
    const fixture = readFixture(slug);
    const samples = samplesOf(slug);
    // The first and the last sample: usually the two ends of the scale, often on different paths.
    const chosen = samples.length > 1 ? [samples[0]!, samples[samples.length - 1]!] : samples;

    // Without branching every sample takes the same path, every question in order: the last sample walks it
    // from the intro, and the first starts at its last question from the tab's saved progress (resume.ts).
    const branches = fixture.form.questions.some((question) =>
      question.options.some((option) => option.nextQuestion !== null),
    );

    for (const sample of chosen) {
      // The last sample's walk is also where axe looks: at the intro, the first question and the result.
      const withAxe = sample === samples[samples.length - 1];
      const resumed = !withAxe && !branches;
      test(`sample "${sample.label}" ${resumed ? 'from its last question' : 'walks its path and'} shows its result${
        withAxe ? '; axe finds no violations on the way' : ''
      }`, async ({ page }) => {
        const { card, form } = fixture;
        const replies = repliesOf(sample);
        const answeredBefore: string[] = [];
        if (resumed) {
          answeredBefore.push(...(await resume(page, slug, replies)));
        } else {
          await page.goto(`/tests/${slug}`);
          await expect(
            page.getByRole('dialog', { name: `${card.informalTitle} (${card.formalTitle})` }),
          ).toBeVisible();
          if (withAxe) expect(await axeViolations(page)).toEqual([]);
          await page.getByRole('button', { name: 'Begin Test' }).click();
          await expect(progressStatus(page)).toHaveText(`Question 1 of ${form.questions.length}`);
        }
        if (withAxe) {
          expect(await axeViolations(page)).toEqual([]);
          // And once answered: the chosen option highlighted, Next enabled (the walk answers it again, the same).
          const first = form.questions[0]!;
          await answer(page, first, replies[first.id]!);
          expect(await axeViolations(page)).toEqual([]);
        }
        const visited = [...answeredBefore, ...(await walk(page, fixture, replies))];
        expect(visited).toEqual(sample.answers.map((answer) => answer.questionId));
        await expect(page.getByRole('heading', { level: 1, name: form.resultHeading })).toBeVisible();
        // A grade with no validated total shows its level in words (issue 31), else the score.
        const band = bandsOf(slug).find((each) => each.grade === sample.expect.grade);
        await expect(
          page.getByRole('img', {
            name:
              band && !band.validated
                ? `Level of concern: ${levelWords[band.level]}`
                : `Your score: ${sample.expect.totalScore} out of ${form.expectedTotalScore}`,
          }),
        ).toBeVisible();
        await expect(page.getByTestId('grade')).toHaveText(sample.expect.grade);
        // An answer about self-harm shows the crisis lines (PHQ-9's last sample: item 9 above 0).
        if (asksAboutSelfHarm(slug, sample))
          await expect(page.getByRole('region', { name: 'Risk of Harm' })).toBeVisible();
        if (withAxe) expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
}

const levelWords = ['Low', 'Mild', 'Moderate', 'High', 'Very high'];

/** Whether the sample gives an answer marked `crisis` (self-harm), which brings the crisis lines. */
function asksAboutSelfHarm(slug: string, sample: Sample): boolean {
  const raw = JSON.parse(readFileSync(fixturePath(slug), 'utf8')) as {
    form: { questions: { id: string; options: { text: string; crisis?: boolean }[] }[] };
  };
  return sample.answers.some((given) =>
    raw.form.questions
      .find((question) => question.id === given.questionId)
      ?.options.some(
        (option) => option.crisis && [given.text, ...(given.selected ?? [])].includes(option.text),
      ),
  );
}

/** The grading bands of a fixture, as the server reads them. */
function bandsOf(slug: string): { grade: string; level: number; validated: boolean }[] {
  const raw = JSON.parse(readFileSync(fixturePath(slug), 'utf8')) as {
    scoring: { grading: { bands: { grade: string; level: number; validated: boolean }[] } };
  };
  return raw.scoring.grading.bands;
}
