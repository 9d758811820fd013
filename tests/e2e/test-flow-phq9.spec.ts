import { type Page } from '@playwright/test';
import { appReady, expect, test } from './fixtures';
import { resume } from './resume';
import {
  answer,
  begin,
  bookingUrl,
  headingOf,
  holdBack,
  pdfPageCount,
  progressStatus,
  readFixture,
  type Reply,
  settled,
  walk,
} from './test-flow-helpers';

/** The test page and result screen of issue 5, for the PHQ-9 (single-select, no branching). */
const phq9 = readFixture('depression');
const { questions } = phq9.form;
const labels = ['Not at all', 'Several days', 'More than half the days', 'Nearly every day'];

/** PHQ-9 replies by item score (items 1–9) and the difficulty question. */
function replies(scores: number[], difficulty = 'Somewhat difficult'): Record<string, Reply> {
  return Object.fromEntries(
    questions.map((question, index) => [question.id, index < 9 ? labels[scores[index] ?? 0]! : difficulty]),
  );
}

/**
 * Opens the depression test from its category page inside the app, so that the app fetches its configuration (a
 * page the server sends already carries it: see prerender.spec.ts).
 */
async function openFromCategory(page: Page) {
  await page.goto('/categories/mental-health');
  await page.getByRole('link', { name: 'Start Depression Screening Test', exact: true }).click();
}

test('states in order: the test from the server, intro dialog, questions, submitting, result', async ({
  page,
}) => {
  // Hold the result back until the submitting state has been seen.
  const result = await holdBack(page, /\/api\/interpret\/(\?.*)?$/);
  await page.goto('/tests/depression', { waitUntil: 'commit' });
  // The server's page names the test before any script has run; the intro opens once the app runs.
  await expect(page.locator('main h1')).toHaveText('Depression Screening Test');
  const intro = page.getByRole('dialog');
  await expect(intro).toBeVisible();
  await intro.getByRole('button', { name: 'Begin Test' }).click();
  await expect(intro).toBeHidden();
  await expect(progressStatus(page)).toHaveText('Question 1 of 10');
  await walk(page, phq9, replies([1, 1, 1, 1, 1, 0, 0, 0, 0]));
  await expect(page.getByText('Analyzing your responses...')).toBeVisible();
  result();
  await expect(page.getByRole('heading', { level: 1, name: phq9.form.resultHeading })).toBeVisible();
  await expect(page.getByText('Analyzing your responses...')).toBeHidden();
});

test('opened inside the app, the test shows its loading screen while its configuration downloads', async ({
  page,
}) => {
  const config = await holdBack(page, /\/api\/config\/(\?.*)?$/);
  await openFromCategory(page);
  await expect(page.getByText("Hang tight! We're getting the test ready for you...")).toBeVisible();
  config();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('the intro dialog: titles, duration, instructions, disclaimer, Begin Test, and a close that goes back one page', async ({
  page,
}) => {
  await page.goto('/categories/mental-health');
  await page.goto('/tests/depression');
  const intro = page.getByRole('dialog', { name: 'Depression Screening Test (PHQ-9)' });
  await expect(intro).toBeVisible();
  await expect(page).toHaveTitle(/^Depression Screening Test/);
  await expect(intro.getByText('This test will take about 5 minutes to complete.')).toBeVisible();
  await expect(intro.getByRole('listitem')).toHaveText(phq9.form.instructions);
  await expect(intro.getByText('Disclaimer!')).toBeVisible();
  await expect(intro.getByText(phq9.form.disclaimer)).toBeVisible();
  await expect(intro.getByRole('button', { name: 'Begin Test' })).toBeVisible();

  // A tap beside the dialog does not leave the test; the close button does.
  await page.mouse.click(5, 300);
  await expect(intro).toBeVisible();
  await intro.getByRole('button', { name: 'Close and go back' }).click();
  await expect(page).toHaveURL(/\/categories\/mental-health$/);
});

test('closing the intro of a test opened directly, with no page behind it, goes to the tests', async ({
  page,
}) => {
  // A page opened by window.open has no history of its own, like a link opened in a new tab.
  await page.goto('/categories');
  const [opened] = await Promise.all([
    page.context().waitForEvent('page'),
    page.evaluate(() => {
      window.open('/tests/depression');
    }),
  ]);
  await expect(opened.getByRole('dialog')).toBeVisible();
  expect(await opened.evaluate(() => window.history.length)).toBe(1);
  // The intro is in the server's page, so it shows before the app runs; its close button is the app's.
  // (A page opened this way is not the fixture's goto, which would wait for the app itself.)
  await expect(opened.locator(appReady)).toBeAttached();
  await opened.getByRole('button', { name: 'Close and go back' }).click();
  await expect(opened).toHaveURL(/\/categories$/);
});

test('each question: heading, disabled buttons, highlight, progress values, Previous, and Submit on the last', async ({
  page,
}) => {
  await begin(page, 'depression');
  const previous = page.getByRole('button', { name: 'Previous' });
  const next = page.getByRole('button', { name: 'Next' });
  const bar = page.getByRole('progressbar');

  for (const [index, question] of questions.entries()) {
    const number = index + 1;
    const percent = Math.round((number / questions.length) * 100);
    await expect(progressStatus(page)).toHaveText(`Question ${number} of 10`);
    await expect(bar).toHaveAttribute('aria-valuenow', String(percent));
    // The bar's visible width is the same share of the track.
    await expect
      .poll(() =>
        bar.evaluate((track) => {
          const fill = track.querySelector('.MuiLinearProgress-bar')!.getBoundingClientRect();
          const box = track.getBoundingClientRect();
          return Math.round(((fill.right - box.left) / box.width) * 100);
        }),
      )
      .toBe(percent);
    await expect(page.getByRole('heading', { level: 2, name: headingOf(phq9, question) })).toBeVisible();
    await expect(page.getByRole('radiogroup', { name: question.question })).toBeVisible();
    if (index === 0) await expect(previous).toBeDisabled();
    else await expect(previous).toBeEnabled();
    const last = index === questions.length - 1;
    const forward = last ? page.getByRole('button', { name: 'Submit' }) : next;
    if (last) await expect(next).toHaveCount(0);
    await expect(forward).toBeDisabled();

    const choice = question.options[index % question.options.length]!.text;
    await answer(page, question, choice);
    const chosen = page.locator('label', { has: page.getByRole('radio', { name: choice, exact: true }) });
    await expect(chosen).toHaveCSS('border-top-color', 'rgb(11, 110, 105)');
    const other = question.options.find((option) => option.text !== choice)!.text;
    await expect(
      page.locator('label', { has: page.getByRole('radio', { name: other, exact: true }) }),
    ).not.toHaveCSS('border-top-color', 'rgb(11, 110, 105)');
    await expect(forward).toBeEnabled();
    if (!last) await next.click();
  }

  // Previous walks back, showing what was chosen.
  for (let index = questions.length - 1; index > 6; index -= 1) {
    await previous.click();
    await expect(progressStatus(page)).toHaveText(`Question ${index} of 10`);
    const question = questions[index - 1]!;
    await expect(
      page.getByRole('radio', {
        name: question.options[(index - 1) % question.options.length]!.text,
        exact: true,
      }),
    ).toBeChecked();
  }
});

test('the question slides in and out by direction, 0.4 s and 80 px', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' }); // the suite's journeys run without motion
  await begin(page, 'depression');
  await answer(page, questions[0]!, 'Not at all');
  await settled(page);

  /** Clicks a button and reads both sliding steps' animations before the 0.4 s are over. */
  const slideAfter = (name: string) =>
    page.evaluate(async (buttonName) => {
      const button = [...document.querySelectorAll('[data-slide="in"] button')].find(
        (candidate) => candidate.textContent === buttonName,
      ) as HTMLButtonElement;
      button.click();
      // React renders in its own task; wait (frame by frame) for the leaving step to appear.
      for (let frame = 0; frame < 10 && !document.querySelector('[data-slide="out"]'); frame += 1) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      const describe = (selector: string) => {
        const element = document.querySelector(selector);
        const animation = element?.getAnimations()[0];
        if (!element || !animation) return null;
        const effect = animation.effect as KeyframeEffect;
        const frames = effect.getKeyframes();
        return {
          direction: element.getAttribute('data-direction'),
          duration: effect.getTiming().duration,
          from: frames[0]!.transform,
          to: frames[frames.length - 1]!.transform,
        };
      };
      return { in: describe('[data-slide="in"]'), out: describe('[data-slide="out"]') };
    }, name);

  expect(await slideAfter('Next')).toEqual({
    in: { direction: 'forward', duration: 400, from: 'translateX(80px)', to: 'translateX(0px)' },
    out: { direction: 'forward', duration: 400, from: 'translateX(0px)', to: 'translateX(-80px)' },
  });
  await settled(page);
  expect(await slideAfter('Previous')).toEqual({
    in: { direction: 'back', duration: 400, from: 'translateX(-80px)', to: 'translateX(0px)' },
    out: { direction: 'back', duration: 400, from: 'translateX(0px)', to: 'translateX(80px)' },
  });
  await settled(page);
  await expect(page.locator('[data-slide]')).toHaveCount(1);
});

test('with prefers-reduced-motion the question does not move', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await begin(page, 'depression');
  await answer(page, questions[0]!, 'Not at all');
  const seen = await page.evaluate(async () => {
    const next = [...document.querySelectorAll('button')].find((button) => button.textContent === 'Next')!;
    next.click();
    // Watch the steps for ten frames: never a leaving step, never a step that animates.
    const frames: { steps: number; animated: number }[] = [];
    for (let frame = 0; frame < 10; frame += 1) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const steps = [...document.querySelectorAll('[data-slide]')];
      frames.push({
        steps: steps.length,
        animated: steps.filter((step) => step.getAnimations().length > 0).length,
      });
    }
    return frames;
  });
  expect(seen).toEqual(Array.from({ length: 10 }, () => ({ steps: 1, animated: 0 })));
  await expect(progressStatus(page)).toHaveText('Question 2 of 10');
});

test('keyboard only: radio group with arrow keys and space, focus on each heading, progress announced', async ({
  page,
}) => {
  await page.goto('/tests/depression');
  await expect(page.getByRole('dialog')).toBeVisible();
  // Tab to Begin Test inside the dialog.
  for (let tabs = 0; tabs < 5; tabs += 1) {
    if (
      await page
        .getByRole('button', { name: 'Begin Test' })
        .evaluate((button) => button === document.activeElement)
    )
      break;
    await page.keyboard.press('Tab');
  }
  await expect(page.getByRole('button', { name: 'Begin Test' })).toBeFocused();
  await page.keyboard.press('Enter');

  const status = progressStatus(page);
  await expect(status).toHaveAttribute('aria-live', 'polite');
  for (const [index, question] of questions.entries()) {
    await expect(status).toHaveText(`Question ${index + 1} of 10`);
    await expect(page.getByRole('heading', { level: 2, name: headingOf(phq9, question) })).toBeFocused();
    await page.keyboard.press('Tab');
    const first = page.getByRole('radio', { name: question.options[0]!.text, exact: true });
    await expect(first).toBeFocused();
    // Item 1: arrow down twice chooses the third option; the others: space chooses the first.
    if (index === 0) {
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('radio', { name: question.options[2]!.text, exact: true })).toBeChecked();
    } else {
      await page.keyboard.press('Space');
      await expect(first).toBeChecked();
    }
    const forward = page.getByRole('button', { name: index === questions.length - 1 ? 'Submit' : 'Next' });
    for (let tabs = 0; tabs < 4; tabs += 1) {
      await page.keyboard.press('Tab');
      if (await forward.evaluate((button) => button === document.activeElement)) break;
    }
    await expect(forward).toBeFocused();
    await page.keyboard.press('Enter');
  }
  await expect(page.getByRole('heading', { level: 1, name: phq9.form.resultHeading })).toBeFocused();
  await expect(page.getByTestId('grade')).toHaveText('Minimal or no depression');
  await expect(page.getByRole('img', { name: 'Your score: 2 out of 27' })).toBeVisible();
});

test('a reload mid-test keeps the answers in this tab only; nothing is sent before Submit', async ({
  page,
}) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/')) sent.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  await begin(page, 'depression');
  const plan = replies([3, 2, 1, 0, 0, 0, 0, 0, 1]);
  await walk(page, phq9, plan, { stopAt: 'q5' });
  await expect(progressStatus(page)).toHaveText('Question 5 of 10');

  await page.reload();
  await expect(progressStatus(page)).toHaveText('Question 5 of 10');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const stored = await page.evaluate(() => ({
    session: Object.keys(sessionStorage).filter((key) => key.startsWith('kipimo:')),
    local: Object.keys(localStorage).length,
    cookies: document.cookie,
  }));
  expect(stored).toEqual({ session: ['kipimo:test:MH-001'], local: 0, cookies: '' });
  const earlier = ['Nearly every day', 'More than half the days', 'Several days', 'Not at all'];
  for (let number = 4; number >= 1; number -= 1) {
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(progressStatus(page)).toHaveText(`Question ${number} of 10`);
    await expect(page.getByRole('radio', { name: earlier[number - 1], exact: true })).toBeChecked();
  }
  expect(sent.every((call) => call === 'GET /api/config/')).toBe(true);

  await walk(page, phq9, plan);
  await expect(page.getByTestId('grade')).toHaveText('Mild depression');
  expect(sent.filter((call) => call !== 'GET /api/config/')).toEqual(['POST /api/interpret/']);
  expect(await page.evaluate(() => sessionStorage.getItem('kipimo:test:MH-001'))).toBeNull();
});

test('an unknown slug: toast "Invalid test type" and the not-found screen', async ({ page }) => {
  await page.goto('/tests/no-such-test');
  await expect(
    page.getByRole('heading', { level: 1, name: "Oops! We couldn't find your test." }),
  ).toBeVisible();
  await expect(page.getByText('Invalid test type')).toHaveCount(1);
  await expect(page.getByText('Invalid test type')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Explore Available Tests' })).toHaveAttribute(
    'href',
    '/categories',
  );
  await expect(page.getByRole('link', { name: 'Return to Home Page' })).toHaveAttribute('href', '/');
  await page.getByRole('link', { name: 'Explore Available Tests' }).click();
  await expect(page).toHaveURL(/\/categories$/);
});

for (const [name, reply] of [
  ['fails to load', { status: 503, body: '{"error":{"code":"down","message":"Down."}}' }],
  [
    'is incomplete (no resultHeading)',
    { status: 200, body: JSON.stringify({ ...phq9.card, ...phq9.form, resultHeading: undefined }) },
  ],
  ['is not JSON', { status: 200, body: '<html>oops</html>' }],
] as const) {
  test(`a configuration that ${name}: toast 'Failed to load test data ...' once, then the not-found screen`, async ({
    page,
  }) => {
    await page.route(/\/api\/config\/(\?.*)?$/, (route) =>
      route.fulfill({ status: reply.status, contentType: 'application/json', body: reply.body }),
    );
    await page.clock.install();
    await openFromCategory(page);
    await expect(
      page.getByRole('heading', { level: 1, name: "Oops! We couldn't find your test." }),
    ).toBeVisible();
    await expect(page.getByText('Failed to load test data ...')).toBeVisible();
    // Half a second on, by the page's clock, there is still one toast.
    await page.clock.runFor(500);
    await expect(page.getByText('Failed to load test data ...')).toHaveCount(1);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
}

test('the result: crisis help first, score badge, grade, booking link and every section it carries', async ({
  page,
}) => {
  const given = replies([3, 3, 3, 3, 2, 0, 0, 0, 1]);
  await resume(page, 'depression', given);
  await walk(page, phq9, given);
  await expect(page.getByRole('heading', { level: 1, name: phq9.form.resultHeading })).toBeVisible();
  // The urgency alert leads with the crisis lines; the 'Risk of Harm' section keeps the instrument's words.
  const alert = page.getByTestId('urgency-alert');
  await expect(alert.getByRole('link', { name: 'Call 1199' })).toHaveAttribute('href', 'tel:1199');
  await expect(alert.getByRole('link', { name: 'Call 999' })).toHaveAttribute('href', 'tel:999');
  await expect(alert.getByRole('link', { name: 'Call 112' })).toHaveAttribute('href', 'tel:112');
  const crisis = page.getByRole('region', { name: 'Risk of Harm' });
  await expect(crisis).toBeVisible();
  expect((await alert.boundingBox())!.y).toBeLessThan((await crisis.boundingBox())!.y);
  const badge = page.getByRole('img', { name: 'Your score: 15 out of 27' });
  await expect(badge).toHaveText('15/27');
  expect((await crisis.boundingBox())!.y).toBeLessThan((await badge.boundingBox())!.y);
  await expect(page.getByTestId('grade')).toHaveText('Moderately severe depression');
  await expect(page.getByRole('region').first()).toHaveAccessibleName('Risk of Harm');
  await expect(page.getByRole('region', { name: 'Here is What Your Score Means' })).toBeVisible();
  const talk = page.getByRole('link', { name: 'Talk to a Therapist or Doctor' });
  await expect(talk).toHaveAttribute('href', bookingUrl);
  await expect(talk).toHaveAttribute('target', '_blank');
});

test('a total of 14: the result screen, then the print view (test, date, answers, score, grade and disclaimer on one page, no navigation)', async ({
  page,
}) => {
  const given = replies([3, 3, 3, 3, 2, 0, 0, 0, 0]);
  await resume(page, 'depression', given);
  await walk(page, phq9, given);
  // The screen first (a total of 14 with no self-harm answer): score, grade, what it means, no crisis section.
  await expect(page.getByRole('heading', { level: 1, name: phq9.form.resultHeading })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Your score: 14 out of 27' })).toBeVisible();
  await expect(page.getByText('14/27')).toBeVisible();
  await expect(page.getByTestId('grade')).toHaveText('Moderate depression');
  await expect(page.getByRole('region', { name: 'Here is What Your Score Means' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Risk of Harm' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Talk to a Therapist or Doctor' })).toHaveAttribute(
    'href',
    /^https?:\/\//,
  );
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await page.getByRole('button', { name: 'Print or save your result' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

  await page.emulateMedia({ media: 'print' });
  const paper = page.getByTestId('print-summary');
  await expect(paper).toBeVisible();
  // The whole app is hidden on paper: navigation, footer, floating buttons, toasts.
  await expect(page.locator('#root')).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print or save your result' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Talk to a Therapist or Doctor' })).toBeHidden();
  await expect(paper.getByRole('heading', { level: 1 })).toHaveText('Depression Screening Test (PHQ-9)');
  const today = new Intl.DateTimeFormat('en-KE', { day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(),
  );
  await expect(paper).toContainText(`Date: ${today}`);
  await expect(paper).toContainText('Score: 14 out of 27');
  await expect(paper).toContainText('Result: Moderate depression');
  await expect(paper).toContainText(phq9.form.disclaimer);
  const rows = paper.getByRole('row');
  await expect(rows).toHaveCount(11);
  await expect(rows.nth(1)).toContainText(questions[0]!.question);
  await expect(rows.nth(1)).toContainText('Nearly every day');
  await expect(rows.nth(10)).toContainText('Somewhat difficult');

  const pdf = await page.pdf({ format: 'A4' });
  expect(pdfPageCount(pdf)).toBe(1);
});
