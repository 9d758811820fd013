import { readdirSync, readFileSync } from 'node:fs';
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { readFixture, repliesOf, samplesOf, walk, type Reply } from './test-flow-helpers';
import { resume } from './resume';

/**
 * The Minor list of issue 31 (the new visitor's walkthrough of 2026-11-28), at phone width where the item is
 * about phones: each test fails on the main it was filed against (45168af).
 */

const phone = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true } as const;

/** Kiswahili for the whole visit, as the switch leaves it (the cookie the server reads, the app's storage). */
async function inKiswahili(page: Page) {
  await page.context().addCookies([{ name: 'kipimo.language', value: 'sw', url: page.url() }]);
  await page.addInitScript(() => window.localStorage.setItem('kipimo.language', 'sw'));
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not laid out');
  return found;
}

const hypertension = readFixture('hypertension-risk');
/** A reading of 190 over 125, no warning sign: a very high reading, care today, no validated total. */
const veryHigh: Record<string, Reply> = {
  ...repliesOf(samplesOf('hypertension-risk').find((sample) => sample.label.startsWith('Reading 180/110'))!),
  systolic: '190',
  diastolic: '125',
};

test.describe('number fields, on a phone', () => {
  test.use(phone);

  for (const lang of ['en', 'sw'] as const) {
    test(`the range stays whole and clear of the unit (${lang})`, async ({ page }) => {
      await page.goto('/categories');
      if (lang === 'sw') {
        await inKiswahili(page);
        await page.reload();
      }
      await page.goto('/tests/hypertension-risk');
      await page.getByRole('dialog').getByRole('button').last().click();
      await page.getByRole('radiogroup').getByRole('radio').nth(2).check();
      await page.getByRole('button', { name: lang === 'en' ? 'Next' : 'Endelea' }).click();
      const field = page.locator('#age-input');
      await expect(field).toBeVisible();
      const label = page.locator('#age-input-label');
      const unit = page.locator('.MuiInputAdornment-root');
      const [labelBox, unitBox] = [await box(label), await box(unit)];
      // The label sits apart from the unit: no overlap, not on one line running into it.
      const overlaps =
        labelBox.x < unitBox.x + unitBox.width &&
        unitBox.x < labelBox.x + labelBox.width &&
        labelBox.y < unitBox.y + unitBox.height &&
        unitBox.y < labelBox.y + labelBox.height;
      expect(overlaps).toBe(false);
      // And it is not cut off: the whole range shows.
      expect(await label.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      await expect(label).toHaveText(lang === 'en' ? 'Enter a number from 18 to 120' : /18 hadi 120$/);
    });
  }
});

test.describe('a very high blood pressure reading, on a phone', () => {
  test.use(phone);

  test('the badge says the level in words, in the colour of the box above it; the paper says what it means and what to do', async ({
    page,
  }) => {
    await resume(page, 'hypertension-risk', veryHigh);
    await walk(page, hypertension, veryHigh);
    const badge = page.getByRole('img', { name: /^(Your score|Level of concern)/ });
    await expect(badge).toHaveAccessibleName('Level of concern: Very high');
    await expect(badge).not.toContainText('/');
    await expect(badge).toContainText('Very high');

    const alert = page.getByTestId('urgency-alert');
    await expect(alert).toHaveAttribute('data-urgency', 'today');
    const ring = await badge.evaluate((element) => getComputedStyle(element).borderTopColor);
    expect(await alert.evaluate((element) => getComputedStyle(element).borderTopColor)).toBe(ring);

    const paper = page.getByTestId('print-summary');
    await expect(paper).toContainText('Level of concern: Very high');
    await expect(paper).not.toContainText('Score: 4 out of 4');
    await expect(paper.getByTestId('print-meaning')).not.toBeEmpty();
    const steps = await page.getByRole('heading', { name: 'Some Next Steps For You' }).locator('..');
    const firstStep = (await steps.getByRole('listitem').first().textContent())!.trim();
    await expect(paper.getByTestId('print-next-steps').locator('li').first()).toHaveText(firstStep);
  });

  test('a validated total still shows as a score', async ({ page }) => {
    const replies = repliesOf(samplesOf('anxiety')[0]!);
    await resume(page, 'anxiety', replies);
    await walk(page, readFixture('anxiety'), replies);
    await expect(page.getByRole('img', { name: /^Your score: \d+ out of 21$/ })).toBeVisible();
  });
});

test.describe('"None of these", on a phone', () => {
  test.use(phone);

  test('is exclusive both ways: it clears a danger sign, and a danger sign clears it', async ({ page }) => {
    await resume(page, 'hypertension-risk', veryHigh, { at: 'emergency' });
    const chestPain = page.getByRole('checkbox', { name: 'Chest pain, pressure or tightness' });
    const headache = page.getByRole('checkbox', { name: 'A sudden, severe headache' });
    const none = page.getByRole('checkbox', { name: 'None of these' });
    await chestPain.check();
    await headache.check();
    await none.click();
    await expect(none).toBeChecked();
    await expect(chestPain).not.toBeChecked();
    await expect(headache).not.toBeChecked();
    await chestPain.click();
    await expect(chestPain).toBeChecked();
    await expect(none).not.toBeChecked();
  });
});

test.describe('touch', () => {
  test.use(phone);

  test('the option under the finger does not look chosen on the next question (no sticky hover)', async ({
    page,
  }) => {
    await page.goto('/tests/anxiety');
    await page.getByRole('button', { name: 'Begin Test' }).click();
    const option = page.locator('label', { has: page.getByRole('radio', { name: 'Several days' }) });
    // The last place a finger touched is where a touch screen leaves :hover.
    await option.hover();
    const unchosen = await page
      .locator('label', { has: page.getByRole('radio', { name: 'Not at all' }) })
      .evaluate((element) => getComputedStyle(element).borderTopColor);
    expect(await option.evaluate((element) => getComputedStyle(element).borderTopColor)).toBe(unchosen);
  });
});

test.describe('test cards', () => {
  const numberWords = [
    'one',
    'two',
    'three',
    'four',
    'five',
    'six',
    'seven',
    'eight',
    'nine',
    'ten',
    'eleven',
    'twelve',
    'thirteen',
    'fourteen',
    'fifteen',
    'sixteen',
    'seventeen',
    'eighteen',
    'nineteen',
    'twenty',
  ];
  const categories = JSON.parse(readFileSync('fixtures/catalogue/categories.json', 'utf8')) as {
    routeSlug: string;
  }[];

  // A row is the cards that start at one height. (Keyed by the buttons' own tops, as this check first was, a taller
  // button starts higher, at the foot of its card, and so fell into a row of its own: the check could not fail.)
  /** The numbers of questions the cards on the page state that their tests do not have. */
  async function wrongQuestionCounts(page: Page): Promise<{ cards: number; wrong: string[] }> {
    const wrong: string[] = [];
    const cards = await page.getByTestId('test-card').all();
    for (const card of cards) {
      const slug = (await card.getByRole('link').last().getAttribute('href'))!.split('/').pop()!;
      // innerText keeps the lines apart ("Test" then "Nine questions"), as a reader sees them.
      const text = await card.innerText();
      const count = readFixture(slug).form.questions.length;
      for (const match of text.matchAll(/\b(\w+)\s+(?:short\s+|quick\s+)?questions\b/gi)) {
        const word = match[1]!.toLowerCase();
        const stated = /^\d+$/.test(word) ? Number(word) : numberWords.indexOf(word) + 1;
        if (stated > 0 && stated !== count) wrong.push(`${slug}: "${match[0]}" but ${count} questions`);
      }
    }
    return { cards: cards.length, wrong };
  }

  for (const lang of ['en', 'sw'] as const)
    test(`the Start buttons of a row have one height (${lang})${
      lang === 'en' ? '; no card states a number of questions other than its test has' : ''
    }`, async ({ page }) => {
      test.setTimeout(120_000);
      if (lang === 'sw') {
        await page.goto('/categories');
        await inKiswahili(page);
      }
      const wrong: string[] = [];
      let cards = 0;
      // One load of each category page, laid out again at each width (the rows are CSS grid alone: no script
      // reads the width), as a window made wider or narrower does. The English cards' words are read on the
      // same load, before any resize.
      for (const category of categories) {
        await page.goto(`/categories/${category.routeSlug}`);
        if (lang === 'en') {
          const found = await wrongQuestionCounts(page);
          cards += found.cards;
          wrong.push(...found.wrong);
        }
        for (const width of [600, 700, 900, 1024, 1366]) {
          await page.setViewportSize({ width, height: 900 });
          // Each card's Start button, measured in one pass: its card's top (the row) and its own height.
          const cards = await page.getByTestId('test-card').count();
          const starts = page
            .getByTestId('test-card')
            .getByRole('link', { name: lang === 'sw' ? /^Anza / : /^Start / });
          await expect(starts).toHaveCount(cards);
          const measured = await starts.evaluateAll((links) =>
            links.map((link) => ({
              row: Math.round(link.closest('[data-testid="test-card"]')!.getBoundingClientRect().y),
              entry: `${Math.round(link.getBoundingClientRect().height)} px "${(link as HTMLElement).innerText}"`,
            })),
          );
          const rows = new Map<number, string[]>();
          for (const { row, entry } of measured) rows.set(row, [...(rows.get(row) ?? []), entry]);
          for (const buttons of rows.values()) {
            const heights = new Set(buttons.map((entry) => entry.split(' ')[0]));
            expect(heights.size, `${category.routeSlug} at ${width}px: ${buttons.join(', ')}`).toBe(1);
          }
        }
      }
      if (lang === 'en') {
        expect(cards).toBe(
          readdirSync('fixtures/screenings').filter((name) => name.endsWith('.json')).length,
        );
        expect(wrong).toEqual([]);
      }
    });
});

test.describe('the language switch on a phone', () => {
  test.use(phone);

  test('is one tap away, not behind the menu', async ({ page }) => {
    await page.goto('/categories');
    const kiswahili = page.getByRole('banner').getByRole('button', { name: 'Kiswahili' });
    await expect(kiswahili).toBeVisible();
    await kiswahili.tap();
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
    // The menu stayed folded: one tap, no menu.
    await expect(page.locator('#site-menu-toggle')).toHaveAttribute('aria-expanded', 'false');
    const english = page.getByRole('banner').getByRole('button', { name: 'English' });
    await expect(english).toBeVisible();
    await expect(english).toBeFocused();
  });
});

test.describe('the assistant panel', () => {
  test('keeps what is typed while it opens, and keeps focus inside', async ({ page }) => {
    // A slow link: the panel's code arrives 800 ms after the tap.
    await page.route(/AssistantPanel-[^/]*\.js/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto('/categories');
    await page.getByRole('button', { name: 'AI Assistant' }).click();
    await page.keyboard.type('high blood');
    const dialog = page.getByRole('dialog');
    const input = dialog.getByRole('textbox');
    await expect(input).toBeFocused();
    await expect(input).toHaveValue('high blood');
    for (let tab = 0; tab < 6; tab += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    for (let tab = 0; tab < 6; tab += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
  });
});

test.describe('unknown addresses', () => {
  for (const path of ['/services/unknown', '/tests/unknown-slug', '/categories/unknown']) {
    test(`${path} answers 404`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
    });
  }

  test('/services/unknown shows the not-found page with its 404', async ({ page }) => {
    const response = await page.goto('/services/unknown');
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { name: "Oops! The page you're looking for doesn't exist." }),
    ).toBeVisible();
  });
});

test.describe('WhatsApp with no number configured (the default build)', () => {
  test('no WhatsApp button, anywhere, rather than a placeholder number', async ({ page }) => {
    for (const path of ['/categories', '/services/talk-to-a-therapist', '/tests/depression']) {
      await page.goto(path);
      await expect(page.getByRole('button', { name: /Book a Session/ }).first()).toBeVisible();
      await expect(page.locator('a[href*="wa.me"]')).toHaveCount(0);
      await expect(page.getByRole('link', { name: /WhatsApp/ })).toHaveCount(0);
    }
  });
});

test.describe('search', () => {
  test('"sleep" finds the Depression Screening Test, "HIV" the Cervical Cancer Screening Test', async ({
    page,
  }) => {
    // One load: each query is typed over the last, as a visitor searches again.
    await page.goto('/search');
    for (const [query, title] of [
      ['sleep', 'Depression Screening Test'],
      ['HIV', 'Cervical Cancer Screening Test'],
    ] as const) {
      await page.getByRole('searchbox', { name: 'Search tests, categories and services' }).fill(query);
      await expect(
        page.getByRole('list', { name: 'Search results' }).getByRole('link', { name: title, exact: true }),
        query,
      ).toBeVisible();
    }
  });
});

test.describe('layout on a phone', () => {
  test.use(phone);

  test('Detailed Analysis puts a sentence under its label, not in a squeezed column beside it', async ({
    page,
  }) => {
    const replies = repliesOf(samplesOf('postnatal-health')[0]!);
    await resume(page, 'postnatal-health', replies);
    await walk(page, readFixture('postnatal-health'), replies);
    const section = page.getByRole('heading', { name: 'Detailed Analysis' }).locator('..');
    const list = section.locator('dl');
    await expect(list).toBeVisible();
    const listWidth = (await box(list)).width;
    for (const term of await list.locator('dt').all()) {
      const value = term.locator('xpath=following-sibling::dd[1]');
      if (/^\d+$/.test(((await value.textContent()) ?? '').trim())) continue;
      // The label and its sentence each have (nearly) the whole width.
      expect((await box(value)).width).toBeGreaterThan(listWidth * 0.9);
      expect((await box(term)).height).toBeLessThan(60);
    }
  });

  test('the floating buttons keep a visible edge over the dark footer', async ({ page }) => {
    await page.goto('/categories');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const footer = page.getByRole('contentinfo');
    const background = await footer.evaluate((element) => getComputedStyle(element).backgroundColor);
    // On a phone the buttons are cells of one opaque bar (issue 31): its own background is their edge.
    const bar = page.getByTestId('floating-actions');
    await expect(page.getByRole('button', { name: 'AI Assistant' })).toBeVisible();
    const edge = await bar.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(contrast(edge, background), `${edge} on ${background}`).toBeGreaterThanOrEqual(3);
  });
});

/** WCAG contrast ratio of two CSS rgb() colours. */
function contrast(first: string, second: string): number {
  const luminance = (colour: string) => {
    const [r, g, b] = (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
      const channel = Number(part) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
