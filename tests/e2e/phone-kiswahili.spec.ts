import { type BrowserContext, type Page } from '@playwright/test';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, useSharedPage, test } from './fixtures';
import { phone } from './phone-helpers';
import { readServedScreening } from './served';

/**
 * Issue 31, minor item "Kiswahili": on the Kiswahili site at 360 px, a test with a Kiswahili version shows no
 * English at all (card, Start button, intro, result), and a validated instrument with no validated Kiswahili
 * version keeps its questions and advice in English, said so in Kiswahili on its card, its intro and its
 * result, while our own words around it (card, Start button, where to call) are Kiswahili.
 */

interface Card {
  testCode: string;
  routeSlug: string;
  categoryId: number;
  informalTitle: string;
  description: string;
  tooltip: string;
}

interface Option {
  id: string;
  text: string;
  nextQuestion: string | null;
  crisis?: boolean;
}
interface Question {
  id: string;
  type: string;
  options: Option[];
}
interface Fixture {
  card: Card;
  form: { instructions: string[]; questions: Question[] };
  samples: { answers: { questionId: string; text: string; selected?: string[] }[] }[];
}

const screenings = path.resolve('fixtures/screenings');
const fixtures: Fixture[] = readdirSync(screenings)
  .filter((name) => name.endsWith('.json'))
  .map((name) => readServedScreening<Fixture>(path.join(screenings, name)));
const hasKiswahiliVersion = (slug: string) => existsSync(path.join(screenings, 'sw', `${slug}.json`));
const overlayOf = (slug: string) =>
  readServedScreening<{
    form: { questions: Record<string, { options: Record<string, string> }> };
  }>(path.join(screenings, 'sw', `${slug}.json`));
const categories = (
  JSON.parse(readFileSync(path.resolve('fixtures/catalogue/categories.json'), 'utf8')) as {
    id: number;
    routeSlug: string;
  }[]
).map((category) => ({
  ...category,
  tests: fixtures.filter((fixture) => fixture.card.categoryId === category.id),
}));
const crisisNumbers = (
  JSON.parse(readFileSync(path.resolve('fixtures/catalogue/crisis-lines.json'), 'utf8')) as {
    lines: { number: string }[];
  }
).lines.map((line) => line.number);

/** Every English text of a test a visitor could read (keywords aside: some are Kiswahili words). */
function englishTexts(fixture: Fixture): string[] {
  const texts: string[] = [];
  const collect = (value: unknown) => {
    if (typeof value === 'string') texts.push(value);
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  const { keyWords: _keyWords, ...card } = fixture.card as Card & { keyWords?: string[] };
  const raw = fixture as unknown as { form: unknown; scoring: unknown };
  collect([card, raw.form, raw.scoring]);
  // A sentence of four words or more: shorter strings ("PHQ-9", "Yes") may be shared by both languages.
  return [...new Set(texts.filter((text) => text.trim().split(/\s+/).length >= 4))];
}

// The Kiswahili interface's words this spec looks for (src/messages/sw).
const sw = {
  englishOnly: /^Kipimo hiki kinapatikana kwa Kiingereza pekee/,
  crisisHelp: 'Ikiwa una mawazo ya kujidhuru, si lazima usubiri matokeo yako. Piga simu wakati wowote:',
  begin: 'Anza Kipimo',
  next: 'Endelea',
  submit: 'Tuma',
  progress: /^Swali (\d+) kati ya (\d+)$/,
};

test.use({ ...phone(360) });

/** A visitor who chose Kiswahili: the cookie the language switch sets, which the server reads. */
async function chooseKiswahili(context: BrowserContext, baseURL: string) {
  await context.addCookies([{ name: 'kipimo.language', value: 'sw', url: baseURL }]);
}

/** The English texts of `fixture` that the page shows in `scope`. */
async function englishShown(page: Page, scope: string, fixture: Fixture): Promise<string[]> {
  const shown = await page.locator(scope).first().innerText();
  return englishTexts(fixture).filter((text) => shown.includes(text));
}

test.describe('the Kiswahili site at 360 px', () => {
  // Each test loads a page and reads it: one context and page for all of them (the cards, then the intros).
  const shared = useSharedPage(phone(360));
  test.beforeAll(async () => {
    await chooseKiswahili(shared.context, test.info().project.use.baseURL!);
  });

  /** The card of `fixture` on its category's page. */
  const cardOf = (page: Page, slug: string) =>
    page.getByTestId('test-card').filter({ has: page.locator(`a[href="/tests/${slug}"]`) });

  for (const category of categories) {
    test(`${category.routeSlug}: every card's words and Start button are Kiswahili; a test that runs in English says so`, async () => {
      const { page } = shared;
      await page.goto(`/categories/${category.routeSlug}`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
      await expect(page.getByTestId('test-card')).toHaveCount(category.tests.length);
      for (const { card } of category.tests) {
        const cardBox = cardOf(page, card.routeSlug);
        await expect(cardBox, card.routeSlug).toHaveCount(1);
        const text = await cardBox.innerText();
        // Part 1, the card's words: none of the English card's.
        for (const english of [card.informalTitle, card.description, card.tooltip])
          expect(text, `${card.routeSlug} card`).not.toContain(english);
        expect(await cardBox.locator('[lang="en"]').count(), `${card.routeSlug} words marked English`).toBe(
          0,
        );
        // A fact of the test, not of its card's words: a test that runs in English says so on its card.
        await expect(cardBox.getByText(sw.englishOnly), card.routeSlug).toHaveCount(
          hasKiswahiliVersion(card.routeSlug) ? 0 : 1,
        );
        // Part 2, the Start button: "Anza" and the card's own Kiswahili title.
        const title = (await cardBox.getByRole('heading', { level: 2 }).innerText()).trim();
        const start = cardBox.getByRole('link', { name: /^Anza / });
        await expect(start, card.routeSlug).toHaveText(`Anza ${title}`);
        expect(await start.innerText(), card.routeSlug).not.toContain(card.informalTitle);
      }
    });
  }

  for (const fixture of fixtures) {
    const { card } = fixture;
    const kiswahili = hasKiswahiliVersion(card.routeSlug);
    const asksAboutSelfHarm = fixture.form.questions.some((q) => q.options.some((o) => o.crisis));
    const givesCrisisLine = fixture.form.instructions.some((instruction) =>
      crisisNumbers.some((number) => new RegExp(`(^|\\D)${number}(\\D|$)`).test(instruction)),
    );
    const whereToCall = asksAboutSelfHarm || givesCrisisLine;
    test(`${card.routeSlug}: the intro ${kiswahili ? 'is wholly Kiswahili' : 'says in Kiswahili that the test is English'}${whereToCall ? ', where to call in Kiswahili' : ''}`, async () => {
      const { page } = shared;
      await page.goto(`/tests/${card.routeSlug}`);
      const intro = page.getByRole('dialog');
      await expect(intro.getByRole('button', { name: sw.begin })).toBeVisible();
      if (kiswahili) {
        expect(await englishShown(page, 'dialog[open]', fixture)).toEqual([]);
        expect(await intro.locator('[lang="en"]').count()).toBe(0);
      } else {
        await expect(intro.getByTestId('english-only')).toBeVisible();
        await expect(intro.getByTestId('english-only')).toHaveText(sw.englishOnly);
        // Part 3, the crisis sentence: a test whose English intro gives a number to call gives it in Kiswahili.
        const help = intro.getByTestId('intro-crisis-help');
        if (whereToCall) {
          await expect(help).toHaveAttribute('lang', 'sw');
          await expect(help).toContainText(sw.crisisHelp);
          for (const number of crisisNumbers) await expect(help).toContainText(number);
        } else {
          // A test that neither asks about self-harm nor gives a number has no such line.
          await expect(help).toHaveCount(0);
        }
      }
    });
  }
});

/**
 * Takes a test from its intro to its result on the Kiswahili site with the last of its fixture's samples,
 * choosing each option by id (its Kiswahili words where the test has them).
 */
async function takeInKiswahili(page: Page, fixture: Fixture) {
  const slug = fixture.card.routeSlug;
  const overlay = hasKiswahiliVersion(slug) ? overlayOf(slug) : null;
  const sample = fixture.samples[fixture.samples.length - 1]!;
  const answers = new Map(sample.answers.map((answer) => [answer.questionId, answer]));
  await page.goto(`/tests/${slug}`);
  await page.getByRole('dialog').getByRole('button', { name: sw.begin }).click();
  for (;;) {
    const status = page.getByRole('status').filter({ hasText: sw.progress });
    const progress = (await status.textContent()) ?? '';
    const question = fixture.form.questions[Number(sw.progress.exec(progress)?.[1]) - 1]!;
    const answer = answers.get(question.id)!;
    const words = (text: string) => {
      const option = question.options.find((candidate) => candidate.text === text)!;
      return overlay ? overlay.form.questions[question.id]!.options[option.id]! : text;
    };
    if (question.type === 'single-select') {
      await page.getByRole('radio', { name: words(answer.text), exact: true }).check();
    } else if (question.type === 'multi-select') {
      for (const text of answer.selected ?? [])
        await page.getByRole('checkbox', { name: words(text), exact: true }).check();
    } else {
      await page.getByRole('textbox').fill(answer.text);
    }
    const submit = page.getByRole('button', { name: sw.submit });
    if (await submit.isVisible()) {
      await submit.click();
      break;
    }
    const jumps = question.options.some((o) => o.text === answer.text && o.nextQuestion !== null);
    if (!jumps) await page.getByRole('button', { name: sw.next }).click();
    await expect(status).not.toHaveText(progress);
  }
  await expect(page.getByTestId('grade')).toBeVisible();
}

test.describe('a result on the Kiswahili site at 360 px (part 4, the advice)', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await chooseKiswahili(context, baseURL!);
  });

  test('a test with a Kiswahili version: not one English sentence, nothing marked English', async ({
    page,
  }) => {
    const fixture = fixtures.find((candidate) => candidate.card.routeSlug === 'pregnancy-health')!;
    await takeInKiswahili(page, fixture);
    expect(await englishShown(page, 'main', fixture)).toEqual([]);
    expect(await page.locator('main [lang="en"]').count()).toBe(0);
    await expect(page.getByTestId('english-only')).toHaveCount(0);
  });

  test('a validated instrument in English: its advice marked English, and the page says why in Kiswahili', async ({
    page,
  }) => {
    const fixture = fixtures.find((candidate) => candidate.card.routeSlug === 'anxiety')!;
    await takeInKiswahili(page, fixture);
    await expect(page.getByTestId('grade')).toHaveAttribute('lang', 'en');
    const notice = page.getByTestId('english-only');
    await expect(notice).toHaveText(sw.englishOnly);
    await expect(notice).toHaveAttribute('lang', 'sw');
  });
});
