import type { Page } from '@playwright/test';
import type { Answer, Question, TestConfig } from '../../schemas';
import { toAnswer } from '../../src/features/screening/answerForm';
import { indexAfter, progressStore } from '../../src/features/screening/runnerState';
import { expect } from './fixtures';
import { progressStatus, readFixture, type Reply } from './test-flow-helpers';

/**
 * Opens a test where a reload in the middle of it would (issue 34): the tab's saved progress, made by the
 * runner's own functions (`toAnswer`, `indexAfter`) from the questions the server serves (GET /api/config/),
 * holds `replies` for every question on the path before `at` (by default the last question the replies reach),
 * so the page opens on that question with the ones before it answered. For tests whose subject is the result or one question; walking
 * every question from the intro is the subject of test-flow-instruments, test-flow-phq9 and the branching specs.
 * Returns the ids answered on the way, in order. `origin`: a server of the test's own (ownServer.ts).
 */
export async function resume(
  page: Page,
  slug: string,
  replies: Record<string, Reply>,
  options: { at?: string; origin?: string } = {},
): Promise<string[]> {
  const { testCode } = readFixture(slug).card;
  const served = await page.request.get(`${options.origin ?? ''}/api/config/`, {
    headers: { 'x-test-code': testCode },
  });
  expect(served.status(), `GET /api/config/ for ${testCode}`).toBe(200);
  const { questions } = (await served.json()) as TestConfig;
  const path = [0];
  const answers: Record<string, Answer> = {};
  for (;;) {
    const index = path[path.length - 1]!;
    const question = questions[index]!;
    if (question.id === options.at) break;
    const reply = replies[question.id];
    if (reply === undefined) throw new Error(`No reply given for ${question.id}`);
    const values = formValues(question, reply);
    // A multi-select's text and branch are those of the option ticked last, as `walk` ticks them: in reply order.
    const answer = toAnswer(question, values, values.values[values.values.length - 1]);
    const next = indexAfter(questions, { ...answers, [question.id]: answer }, index);
    if (next >= questions.length) {
      if (options.at) throw new Error(`${slug}: the replies end before ${options.at}`);
      break; // the last question of the path: left for the test to answer and submit
    }
    answers[question.id] = answer;
    path.push(next);
  }
  const saved = JSON.stringify({ path, answers });
  // Once per call, on the next load: a reload later finds what the page saved since, as after a real reload.
  const once = `e2e:resumed:${(planted += 1)}`;
  await page.addInitScript(
    ([flag, key, value]) => {
      if (window.sessionStorage.getItem(flag)) return;
      window.sessionStorage.setItem(flag, 'true');
      window.sessionStorage.setItem(key, value);
    },
    [once, progressStore.key(testCode), saved] as const,
  );
  await page.goto(`${options.origin ?? ''}/tests/${slug}`);
  await expect(progressStatus(page)).toHaveText(
    `Question ${path[path.length - 1]! + 1} of ${questions.length}`,
  );
  return path.slice(0, -1).map((index) => questions[index]!.id);
}

let planted = 0;

/** The form's values for a reply given by option texts (select questions) or typed text. */
function formValues(question: Question, reply: Reply) {
  const texts = Array.isArray(reply) ? reply : [reply];
  const idOf = (text: string) => {
    const option = question.options.find((candidate) => candidate.text === text);
    if (!option) throw new Error(`${question.id} has no option "${text}"`);
    return option.id;
  };
  switch (question.type) {
    case 'single-select':
      return { value: idOf(texts[0]!), values: [] };
    case 'multi-select':
      return { value: '', values: texts.map(idOf) };
    default:
      return { value: texts[0] ?? '', values: [] };
  }
}
