import { type Page } from '@playwright/test';
import { appReady, expect, test } from './fixtures';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { axeViolations } from './axe';
import { readFixture, samplesOf, settled, type Fixture } from './test-flow-helpers';
import { readServedScreening } from './served';

/**
 * Kiswahili as a second language (issue 18), in Chromium against the built server: the switch in the
 * navigation bar, a test taken wholly in Kiswahili to a Kiswahili result, and a test that has no Kiswahili
 * version offered in English with a sentence in Kiswahili saying so. Axe finds nothing on any of these pages.
 */

/** A test's Kiswahili overlay, as fixtures/screenings/sw holds it: its words by question and option id. */
interface Overlay {
  card: { informalTitle: string };
  form: {
    formHeading: string;
    resultHeading: string;
    disclaimer: string;
    questions: Record<string, { question: string; options: Record<string, string> }>;
  };
  scoring: { bands: { grade: string }[] };
}

function readOverlay(slug: string): Overlay {
  return readServedScreening<Overlay>(path.resolve('fixtures/screenings/sw', `${slug}.json`));
}

/** The English bands' grades, in the fixture's order (the overlay's bands are in the same order). */
function englishGrades(slug: string): string[] {
  const fixture = JSON.parse(readFileSync(path.resolve('fixtures/screenings', `${slug}.json`), 'utf8')) as {
    scoring: { grading: { bands: { grade: string }[] } };
  };
  return fixture.scoring.grading.bands.map((band) => band.grade);
}

// The Kiswahili catalogue's words this spec looks for (src/messages/sw).
const sw = {
  home: 'Nyumbani',
  begin: 'Anza Kipimo',
  next: 'Endelea',
  submit: 'Tuma',
  englishOnly: /^Kipimo hiki kinapatikana kwa Kiingereza pekee/,
  progress: /^Swali (\d+) kati ya (\d+)$/,
};

/** The navigation bar's language switch: in the bar at every width, outside the phone's folded menu. */
function languageSwitch(page: Page) {
  return page.getByRole('banner').getByRole('group', { name: /^(Language|Lugha)$/ });
}

async function expectNoViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

async function switchToKiswahili(page: Page) {
  // The switch works once the app has taken the server's page over.
  await expect(page.locator(appReady)).toBeAttached();
  await languageSwitch(page).getByRole('button', { name: 'Kiswahili' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
}

test.describe('the language switch before the app has taken the page over', () => {
  test.use({ waitForApp: false });

  test('Kiswahili is remembered by the server and the page comes back in it; the app then keeps it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    // Scripts held back: the server's page alone, as on a slow phone before the app has downloaded.
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/categories/mental-health');
    await languageSwitch(page).getByRole('button', { name: 'Kiswahili' }).click();
    await expect(page).toHaveURL(/\/categories\/mental-health$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
    const nav = page.getByRole('navigation', { name: 'Menyu kuu' });
    await expect(nav.getByRole('link', { name: sw.home, exact: true })).toBeVisible();

    // The device remembered English from an earlier visit: the newer choice, the server's cookie, wins.
    await page.evaluate(() => window.localStorage.setItem('kipimo.language', 'en'));
    await page.unrouteAll();
    await page.reload();
    await expect(page.locator(appReady)).toBeAttached();
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
    await expect(nav.getByRole('link', { name: sw.home, exact: true })).toBeVisible();
    await expect(languageSwitch(page).getByRole('button', { name: 'Kiswahili' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});

test.describe('the language switch', () => {
  test('on /categories: the navigation turns to Kiswahili, <html lang="sw">, and a reload keeps it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/categories');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
    const english = languageSwitch(page).getByRole('button', { name: 'English' });
    await expect(english).toHaveAttribute('aria-pressed', 'true');
    await expect(english).toHaveAttribute('lang', 'en');

    // By keyboard: the switch is a pair of buttons in the tab order (working once the app has taken the page over).
    await expect(page.locator(appReady)).toBeAttached();
    const kiswahili = languageSwitch(page).getByRole('button', { name: 'Kiswahili' });
    await kiswahili.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
    await expect(kiswahili).toHaveAttribute('aria-pressed', 'true');
    await expect(kiswahili).toHaveAttribute('lang', 'sw');
    await expect(kiswahili).toBeFocused();
    await expect(
      page.getByRole('navigation', { name: 'Menyu kuu' }).getByRole('link', { name: sw.home }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Home', exact: true })).toHaveCount(0);
    await expect(page).toHaveTitle(/^Vipimo vya uchunguzi wa afya \| /);
    // MUI's keyboard focus ripple pulses for as long as the button has focus; axe waits for stillness.
    await kiswahili.blur();
    await expectNoViolations(page);

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
    await expect(page.getByRole('link', { name: sw.home })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/^Vipimo vya uchunguzi wa afya \| /);
    expect(await page.evaluate(() => window.localStorage.getItem('kipimo.language'))).toBe('sw');
  });

  test('on a phone the switch sits in the bar, outside the menu, showing the other language', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/categories');
    await expect(languageSwitch(page)).toBeVisible();
    await expect(languageSwitch(page).getByRole('button', { name: 'English' })).toBeHidden();
    await switchToKiswahili(page);
    await expect(languageSwitch(page).getByRole('button', { name: 'English' })).toBeVisible();
    await expect(languageSwitch(page).getByRole('button', { name: 'Kiswahili' })).toBeHidden();
    await expectNoViolations(page);
  });
});

test.describe('a test in Kiswahili', () => {
  test('breast cancer, taken wholly in Kiswahili, gives a Kiswahili result', async ({ page }) => {
    const slug = 'breast-cancer';
    const fixture: Fixture = readFixture(slug);
    const overlay = readOverlay(slug);
    const sample = samplesOf(slug)[0]!;
    const swGrade = overlay.scoring.bands[englishGrades(slug).indexOf(sample.expect.grade)]!.grade;

    await page.goto('/categories');
    await switchToKiswahili(page);
    await page.goto(`/tests/${slug}`);

    const intro = page.getByRole('dialog');
    await expect(intro.getByRole('heading', { level: 2 })).toContainText(overlay.card.informalTitle);
    await expect(intro.getByText(overlay.form.disclaimer)).toHaveAttribute('lang', 'sw');
    await expect(intro.getByTestId('english-only')).toHaveCount(0);
    await expect(page).toHaveTitle(new RegExp(`^${overlay.card.informalTitle} \\| `));
    await expectNoViolations(page);
    await intro.getByRole('button', { name: sw.begin }).click();

    // Each question in Kiswahili, answered with the Kiswahili words of the sample's options.
    const answers = new Map(sample.answers.map((answer) => [answer.questionId, answer]));
    let checkedAxe = false;
    for (;;) {
      const status = page.getByRole('status').filter({ hasText: sw.progress });
      const progress = (await status.textContent()) ?? '';
      const number = Number(sw.progress.exec(progress)?.[1]);
      const question = fixture.form.questions[number - 1]!;
      const words = overlay.form.questions[question.id]!;
      await expect(page.getByText(words.question, { exact: true }).last()).toBeVisible();
      await expect(page.getByText(words.question, { exact: true }).last()).toHaveAttribute('lang', 'sw');
      const answer = answers.get(question.id)!;
      // The fixture's options carry their ids (Contract 2); the sample names them by English text.
      const optionId = (text: string) =>
        (question.options.find((option) => option.text === text) as { id?: string } | undefined)?.id ?? '';
      if (question.type === 'single-select') {
        await page.getByRole('radio', { name: words.options[optionId(answer.text)], exact: true }).check();
      } else if (question.type === 'multi-select') {
        for (const text of answer.selected ?? []) {
          await page.getByRole('checkbox', { name: words.options[optionId(text)], exact: true }).check();
        }
      } else {
        await page.getByRole('textbox').fill(answer.text);
      }
      if (!checkedAxe) {
        await expectNoViolations(page);
        checkedAxe = true;
      }
      const submit = page.getByRole('button', { name: sw.submit });
      if (await submit.isVisible()) {
        const interpreted = page.waitForResponse((response) => response.url().includes('/api/interpret/'));
        await submit.click();
        const response = await interpreted;
        expect(new URL(response.url()).searchParams.get('lang')).toBe('sw');
        expect(response.headers()['content-language']).toBe('sw');
        break;
      }
      await page.getByRole('button', { name: sw.next }).click();
      await expect(status).not.toHaveText(progress);
    }

    await expect(page.getByRole('heading', { level: 1, name: overlay.form.resultHeading })).toBeVisible();
    await expect(page.getByTestId('grade')).toHaveText(swGrade);
    await expect(page.getByTestId('grade')).toHaveAttribute('lang', 'sw');
    // A checklist with no validated total: its level in words (issue 31), in Kiswahili.
    await expect(page.getByRole('img', { name: /^Kiwango cha wasiwasi: / })).toBeVisible();
    await settled(page);
    await expectNoViolations(page);
  });

  test('depression has no Kiswahili version: a Kiswahili sentence says so, the questions stay English', async ({
    page,
  }) => {
    const fixture: Fixture = readFixture('depression');
    await page.goto('/categories');
    await switchToKiswahili(page);
    await page.goto('/tests/depression');

    const intro = page.getByRole('dialog');
    const notice = intro.getByTestId('english-only');
    await expect(notice).toHaveText(sw.englishOnly);
    await expect(notice).toHaveAttribute('lang', 'sw');
    await expect(intro.getByRole('heading', { level: 2 })).toHaveAttribute('lang', 'en');
    await expect(intro.getByRole('heading', { level: 2 })).toContainText(fixture.card.informalTitle);
    await expectNoViolations(page);
    await intro.getByRole('button', { name: sw.begin }).click();

    const first = fixture.form.questions[0]!;
    await expect(page.getByText(first.question, { exact: true })).toHaveAttribute('lang', 'en');
    await expect(page.getByTestId('english-only')).toHaveText(sw.englishOnly);
    await expect(page.getByRole('status').filter({ hasText: sw.progress })).toHaveText('Swali 1 kati ya 10');
    await page.getByRole('radio', { name: first.options[0]!.text, exact: true }).check();
    await expect(page.getByRole('button', { name: sw.next })).toBeEnabled();
    await expectNoViolations(page);
  });
});
