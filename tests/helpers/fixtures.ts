import path from 'node:path';
import type { Answer, Question, TestFixture } from '../../schemas';
import { loadCatalogue } from '../../server/fixtures';

export const fixturesDir = path.resolve('fixtures');
export const catalogue = loadCatalogue(fixturesDir);

export function fixtureByCode(testCode: string): TestFixture {
  const fixture = catalogue.byTestCode.get(testCode);
  if (!fixture) throw new Error(`No fixture has the code ${testCode}`);
  return fixture;
}

export function questionById(fixture: TestFixture, id: string): Question {
  const question = fixture.form.questions.find((candidate) => candidate.id === id);
  if (!question) throw new Error(`${fixture.card.testCode} has no question ${id}`);
  return question;
}

/** The answer a visitor gives by choosing the option with this score (select questions). */
export function chooseScore(fixture: TestFixture, id: string, score: number): Answer {
  const question = questionById(fixture, id);
  const option = question.options.find((candidate) => candidate.score === score);
  if (!option) throw new Error(`${id} has no option scored ${score}`);
  return { questionId: id, score, text: option.text, nextQuestion: option.nextQuestion };
}

/** The answer a visitor gives by choosing the option with this text. */
export function chooseText(fixture: TestFixture, id: string, text: string): Answer {
  const question = questionById(fixture, id);
  const option = question.options.find((candidate) => candidate.text === text);
  if (!option) throw new Error(`${id} has no option "${text}"`);
  return { questionId: id, score: option.score, text, nextQuestion: option.nextQuestion };
}

/** A typed number answer. */
export function typeNumber(id: string, value: number | string): Answer {
  return {
    questionId: id,
    score: Number.parseInt(String(value), 10) || 0,
    text: String(value),
    nextQuestion: null,
  };
}
