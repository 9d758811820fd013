import { expect, test } from './fixtures';
import { headingOf, progressStatus, readFixture, repliesOf, samplesOf, walk } from './test-flow-helpers';

/** Multi-select in the browser, on the family health history: a checkbox group, the sum and `selected`. */
const slug = 'family-health-risk';
const fixture = readFixture(slug);

test('a checkbox group: space toggles, Next only with something ticked, a branching tick jumps, the sum and every selected text are sent', async ({
  page,
}) => {
  const bodies: { scores: Record<string, unknown>[] }[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/interpret/') bodies.push(request.postDataJSON());
  });
  const sample = samplesOf(slug).find((candidate) => candidate.label.startsWith('Diabetes in a parent'))!;
  const questions = fixture.form.questions;
  const total = questions.length;
  const [, diabetes, heart] = questions as [unknown, (typeof questions)[0], (typeof questions)[0]];

  await page.goto(`/tests/${slug}`);
  await page.getByRole('button', { name: 'Begin Test' }).click();
  await page.getByRole('radio', { name: 'Woman', exact: true }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(progressStatus(page)).toHaveText(`Question 2 of ${total}`);

  // Keyboard only on the checkbox group.
  await expect(page.getByRole('heading', { level: 2, name: headingOf(fixture, diabetes) })).toBeFocused();
  const group = page.getByRole('group', { name: diabetes.question });
  await expect(group).toHaveAccessibleDescription(/Choose all that apply\./);
  const next = page.getByRole('button', { name: 'Next' });
  const parent = group.getByRole('checkbox', { name: 'My mother or father', exact: true });
  const sibling = group.getByRole('checkbox', { name: 'My brother or sister', exact: true });
  await expect(next).toBeDisabled();
  await page.keyboard.press('Tab');
  await expect(parent).toBeFocused();
  await page.keyboard.press('Space');
  await expect(parent).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(sibling).toBeFocused();
  await page.keyboard.press('Space');
  await expect(sibling).toBeChecked();
  await expect(next).toBeEnabled();
  await expect(
    group.locator('label', {
      has: page.getByRole('checkbox', { name: 'My brother or sister', exact: true }),
    }),
  ).toHaveCSS('border-top-color', 'rgb(11, 110, 105)');
  await page.keyboard.press('Space');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Space');
  await expect(parent).not.toBeChecked();
  await expect(sibling).not.toBeChecked();
  await expect(next).toBeDisabled();
  await page.keyboard.press('Space');
  await expect(next).toBeEnabled();
  for (
    let tabs = 0;
    tabs < 8 && !(await next.evaluate((button) => button === document.activeElement));
    tabs += 1
  ) {
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Enter');

  // Ticking "None of them" names a next question: it moves on by itself.
  await expect(progressStatus(page)).toHaveText(`Question 3 of ${total}`);
  await page
    .getByRole('group', { name: heart.question })
    .getByRole('checkbox', { name: "None of them, or I don't know" })
    .check();
  await expect(progressStatus(page)).toHaveText(`Question 5 of ${total}`);
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(progressStatus(page)).toHaveText(`Question 3 of ${total}`);
  await expect(page.getByRole('checkbox', { name: "None of them, or I don't know" })).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(progressStatus(page)).toHaveText(`Question 5 of ${total}`);

  await walk(page, fixture, repliesOf(sample));
  await expect(page.getByTestId('grade')).toHaveText(sample.expect.grade);
  expect(bodies).toHaveLength(1);
  expect(bodies[0]!.scores.map((answer) => answer.questionId)).toEqual(
    sample.answers.map((answer) => answer.questionId),
  );
  expect(bodies[0]!.scores[1]).toEqual({
    questionId: 'q2',
    score: 10,
    text: 'My mother or father',
    nextQuestion: null,
    selected: ['My mother or father'],
    // Contract 2: the options by id too, which is what the server scores.
    selectedIds: ['q2-0'],
  });
  expect(bodies[0]!.scores[2]).toMatchObject({
    questionId: 'q3',
    nextQuestion: 'q5',
    selected: ["None of them, or I don't know"],
    selectedIds: ['q3-4'],
  });
});
