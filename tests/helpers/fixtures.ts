import path from 'node:path';
import type { Answer, Question, TestFixture } from '../../schemas';
import { loadCatalogue } from '../../server/fixtures';
import { nextQuestionIndex } from '../../src/core/scoring';

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

/** The answers to q1, q2, … in order, each the option with the score given for it. */
export function chooseScores(fixture: TestFixture, scores: readonly number[]): Answer[] {
  return scores.map((score, index) => chooseScore(fixture, `q${index + 1}`, score));
}

/** The answers with the one to question `id` changed; an id with no answer is an error, never a no-op. */
export function withAnswer(answers: readonly Answer[], id: string, change: Partial<Answer>): Answer[] {
  if (!answers.some((answer) => answer.questionId === id)) throw new Error(`No answer to ${id} to change`);
  return answers.map((answer) => (answer.questionId === id ? { ...answer, ...change } : answer));
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

/** The answer a visitor gives by ticking these options of a multi-select question. */
export function chooseMany(fixture: TestFixture, id: string, texts: readonly string[]): Answer {
  const question = questionById(fixture, id);
  const chosen = texts.map((text) => {
    const option = question.options.find((candidate) => candidate.text === text);
    if (!option) throw new Error(`${id} has no option "${text}"`);
    return option;
  });
  const last = chosen.at(-1);
  return {
    questionId: id,
    score: chosen.reduce((total, option) => total + option.score, 0),
    text: last?.text ?? '',
    nextQuestion: last?.nextQuestion ?? null,
    selected: [...texts],
  };
}

/** What a visitor picks for one question: an option text, the texts ticked, or a typed number. */
export type Pick = string | readonly string[] | number;

/**
 * The answers of a visitor who walks the test from the first question, following its branching, with the
 * picks given; a select question left out gets its first option scored 0 (the "no" or "none" answer).
 * Picks for questions the path skips are an error, so a test cannot silently answer the wrong path.
 */
export function walkPath(fixture: TestFixture, picks: Readonly<Record<string, Pick>>): Answer[] {
  const questions = fixture.form.questions;
  const answers: Answer[] = [];
  const used = new Set<string>();
  let index = 0;
  while (index < questions.length) {
    const question = questions[index] as Question;
    const pick = picks[question.id];
    if (pick !== undefined) used.add(question.id);
    const answer = answerFor(fixture, question, pick);
    answers.push(answer);
    const chosen = question.options.filter((option) =>
      answer.selected ? answer.selected.includes(option.text) : option.text === answer.text,
    );
    index = nextQuestionIndex(questions, index, chosen);
  }
  const unused = Object.keys(picks).filter((id) => !used.has(id));
  if (unused.length > 0) throw new Error(`Picks for questions off the path: ${unused.join(', ')}`);
  return answers;
}

function answerFor(fixture: TestFixture, question: Question, pick: Pick | undefined): Answer {
  if (question.type === 'user-input-number' || question.type === 'user-input-text') {
    if (pick === undefined) throw new Error(`${question.id} needs a typed answer`);
    return question.type === 'user-input-number'
      ? typeNumber(question.id, pick as number)
      : { questionId: question.id, score: 0, text: String(pick), nextQuestion: null };
  }
  if (pick === undefined) {
    const none = question.options.find((option) => option.score === 0);
    if (!none) throw new Error(`${question.id} has no option scored 0 to default to`);
    return question.type === 'multi-select'
      ? chooseMany(fixture, question.id, [none.text])
      : chooseText(fixture, question.id, none.text);
  }
  if (question.type === 'multi-select') {
    return chooseMany(fixture, question.id, typeof pick === 'string' ? [pick] : (pick as string[]));
  }
  return chooseText(fixture, question.id, String(pick));
}

/** The placeholder-item MBI fixture: what a licensed provider keeps in a folder outside the repository. */
export const licensedFixturesDir = path.resolve('tests/fixtures/licensed/screenings');

/** The catalogue as the server loads it when LICENSED_FIXTURES_DIR names `licensedDir`. */
export function loadLicensedCatalogue(licensedDir: string = licensedFixturesDir) {
  return loadCatalogue(fixturesDir, licensedDir);
}

/** The same answers naming their options by id (Contract 2), as the web app sends them in any language. */
export function byOptionIds(fixture: TestFixture, answers: readonly Answer[]): Answer[] {
  return answers.map((answer) => {
    const question = questionById(fixture, answer.questionId);
    const idOf = (text: string) => {
      const option = question.options.find((candidate) => candidate.text === text);
      if (!option) throw new Error(`${question.id} has no option "${text}"`);
      return option.id;
    };
    if (question.type === 'single-select') return { ...answer, optionId: idOf(answer.text) };
    if (question.type === 'multi-select')
      return { ...answer, selectedIds: (answer.selected ?? []).map(idOf) };
    return answer;
  });
}
