import { expect } from 'vitest';
import { urgencies, type Answer, type Option, type Question, type TestFixture } from '../../schemas';
import { scoreAnswers } from '../../src/core/scoring';

/*
 * The "each warning sign alone" table of a checklist's own tests: its sign options, and its calmest sample
 * with one answer changed to one sign.
 */

/** Every option that raises a warning sign, with its question. */
export function signOptions(test: TestFixture): [string, Question, Option][] {
  return test.form.questions.flatMap((question) =>
    question.options
      .filter((option) => option.sign)
      .map((option) => [`${question.id}: ${option.text}`, question, option] as [string, Question, Option]),
  );
}

/** The sample whose result is the least urgent, then the least severe. */
export function calmestSample(test: TestFixture) {
  const rank = (answers: Answer[]) => {
    const result = scoreAnswers(test, answers);
    return urgencies.indexOf(result.urgency) * 10 + result.level;
  };
  return [...test.samples].sort((a, b) => rank(a.answers) - rank(b.answers))[0]!;
}

/** The calmest sample with one answer changed to this option alone. */
export function signAlone(test: TestFixture, question: Question, option: Option): Answer[] {
  const answer: Answer = {
    questionId: question.id,
    score: option.score,
    text: option.text,
    nextQuestion: option.nextQuestion,
    ...(question.type === 'multi-select' ? { selected: [option.text] } : {}),
  };
  const answers = calmestSample(test).answers;
  expect(
    answers.some((given) => given.questionId === question.id),
    question.id,
  ).toBe(true);
  return answers.map((given) => (given.questionId === question.id ? answer : given));
}
