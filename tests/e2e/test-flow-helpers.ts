import { type Page } from '@playwright/test';
import { expect } from './fixtures';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readServedScreening } from './served';

/** Browser-test helpers for the test page (issue 5). Fixtures are read from disk, as the server reads them. */

export interface FixtureQuestion {
  id: string;
  question: string;
  questionHeading?: string;
  type: 'single-select' | 'multi-select' | 'user-input-number' | 'user-input-text';
  options: { text: string; score: number; nextQuestion: string | null }[];
  min?: number;
  max?: number;
  unit?: string;
}

export interface Fixture {
  card: { testCode: string; routeSlug: string; informalTitle: string; formalTitle: string; duration: string };
  form: {
    formHeading: string;
    resultHeading: string;
    instructions: string[];
    disclaimer: string;
    expectedTotalScore: number;
    questions: FixtureQuestion[];
  };
}

export function fixturePath(slug: string): string {
  return path.resolve('fixtures/screenings', `${slug}.json`);
}

export function readFixture(slug: string): Fixture {
  return readServedScreening<Fixture>(fixturePath(slug));
}

/** The booking page the result links to: the build's VITE_BOOKING_URL, or the default of src/settings.ts. */
export const bookingUrl = process.env.VITE_BOOKING_URL?.trim() || 'https://kipimo.health/booking';

/** What to answer: option texts for select questions, the typed text for input questions. */
export type Reply = string | string[];

export function headingOf(fixture: Fixture, question: FixtureQuestion): string {
  return question.questionHeading ?? fixture.form.formHeading;
}

/** Waits until no question is sliding: the leaving one is gone and nothing is animating. */
export async function settled(page: Page) {
  await expect(page.locator('[data-slide="out"]')).toHaveCount(0);
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
}

/** Opens a test's page and begins it: its first question shows. */
export async function begin(page: Page, slug: string) {
  await page.goto(`/tests/${slug}`);
  await page.getByRole('button', { name: 'Begin Test' }).click();
  await expect(progressStatus(page)).toHaveText(/^Question 1 of \d+$/);
}

/** Holds the requests that match back until the returned function is called. */
export async function holdBack(page: Page, url: string | RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The live region that announces 'Question 3 of 9'. */
export function progressStatus(page: Page) {
  return page.getByRole('status').filter({ hasText: /^Question \d+ of \d+$/ });
}

/** The radio, checkbox or field of the current question (the one sliding out is hidden from roles). */
export async function answer(page: Page, question: FixtureQuestion, reply: Reply) {
  const replies = Array.isArray(reply) ? reply : [reply];
  switch (question.type) {
    case 'single-select':
      await page.getByRole('radio', { name: replies[0], exact: true }).check();
      return;
    case 'multi-select':
      for (const text of replies) await page.getByRole('checkbox', { name: text, exact: true }).check();
      return;
    case 'user-input-number':
    case 'user-input-text':
      await page.getByRole('textbox', { name: question.question }).fill(replies[0] ?? '');
  }
}

/**
 * Walks a test from its first question, answering each question reached from `replies` (by question id),
 * clicking Next, and Submit on the last (unless `submit` is false), or stopping on reaching `stopAt`
 * unanswered. Returns the ids answered.
 */
export async function walk(
  page: Page,
  fixture: Fixture,
  replies: Record<string, Reply>,
  options: { submit?: boolean; stopAt?: string } = {},
): Promise<string[]> {
  const { questions } = fixture.form;
  const visited: string[] = [];
  for (;;) {
    const progress = (await progressStatus(page).textContent()) ?? '';
    const number = Number(progress.match(/^Question (\d+)/)?.[1]);
    const question = questions[number - 1];
    if (!question) throw new Error(`No question ${number} in ${fixture.card.routeSlug}`);
    // The entering question comes after the leaving one in the page.
    await expect(page.getByText(question.question, { exact: true }).last()).toBeVisible();
    if (question.id === options.stopAt) return visited;
    visited.push(question.id);
    const reply = replies[question.id];
    if (reply === undefined) throw new Error(`No reply given for ${question.id}`);
    await answer(page, question, reply);
    const submit = page.getByRole('button', { name: 'Submit' });
    if (await submit.isVisible()) {
      if (options.submit !== false) await submit.click();
      return visited;
    }
    const chosen = Array.isArray(reply) ? reply : [reply];
    const jumps = question.options.some(
      (option) => chosen.includes(option.text) && option.nextQuestion !== null,
    );
    // A branching option moves on by itself after 500 ms; otherwise Next.
    if (!jumps) await page.getByRole('button', { name: 'Next' }).click();
    await expect(progressStatus(page)).not.toHaveText(progress);
  }
}

export interface Sample {
  label: string;
  answers: { questionId: string; text: string; selected?: string[] }[];
  expect: { totalScore: number; grade: string };
}

/** The fixture's sample answer sets (scored by the engine's own tests), with the expected result. */
export function samplesOf(slug: string): Sample[] {
  return (JSON.parse(readFileSync(fixturePath(slug), 'utf8')) as { samples: Sample[] }).samples;
}

/** A sample's answers as replies for `walk`. */
export function repliesOf(sample: Sample): Record<string, Reply> {
  return Object.fromEntries(sample.answers.map((item) => [item.questionId, item.selected ?? item.text]));
}

/** Counts the pages of a PDF by its page objects. */
export function pdfPageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length ?? 0;
}
