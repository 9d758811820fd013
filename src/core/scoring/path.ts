import type { Answer, Option, Question } from '../../../schemas';
import { numberAnswerPattern } from '../../../schemas/values';
import { AnswerError } from './errors';

/**
 * The question that follows `question` once answered with `chosen` options: the first chosen option (in the
 * question's own order) that names a next question, otherwise the next question in order. The web app and
 * the server both use this, so the path a visitor walks is the path the server expects.
 */
export function nextQuestionIndex(
  questions: readonly Question[],
  index: number,
  chosen: readonly Option[],
): number {
  const question = questions[index];
  const branch = question?.options.find((option) => option.nextQuestion !== null && chosen.includes(option));
  if (branch?.nextQuestion) {
    const target = questions.findIndex((candidate) => candidate.id === branch.nextQuestion);
    if (target > index) return target;
  }
  return index + 1;
}

/** Read access by key: all that scoring asks of a Map, so a by-position lookup can stand in for one. */
export interface Lookup<T> {
  get(key: string): T | undefined;
}

/** Options of one question, by the two ways an answer may name them. */
interface OptionIndex {
  byText: ReadonlyMap<string, Option>;
  byId: ReadonlyMap<string, Option>;
}

/** Lookups over one question list: where each question id stands, its options, and whether it branches. */
interface QuestionIndex {
  positions: ReadonlyMap<string, number>;
  options: OptionIndex[];
  branches: boolean[];
}

// Questions and options never change once loaded: index each list once, not on every request.
const questionIndexes = new WeakMap<readonly Question[], QuestionIndex>();

function indexOf(questions: readonly Question[]): QuestionIndex {
  let index = questionIndexes.get(questions);
  if (!index) {
    index = {
      positions: new Map(questions.map((question, position) => [question.id, position])),
      options: questions.map((question) => ({
        byText: new Map(question.options.map((option) => [option.text, option])),
        byId: new Map(question.options.map((option) => [option.id, option])),
      })),
      branches: questions.map((question) => question.options.some((option) => option.nextQuestion !== null)),
    };
    questionIndexes.set(questions, index);
  }
  return index;
}

/**
 * Values by question id, held in an array by question position. The id-to-position index is built once per
 * question list, so a request fills one array instead of growing a Map (which V8 rehashes as it grows).
 */
export class ByQuestion<T> implements Lookup<T> {
  constructor(
    private readonly positions: ReadonlyMap<string, number>,
    /** The values in question order; undefined where a question has none. */
    readonly byPosition: readonly (T | undefined)[],
  ) {}

  get(id: string): T | undefined {
    const position = this.positions.get(id);
    return position === undefined ? undefined : this.byPosition[position];
  }

  /** The same questions with other values (one per position). */
  map<U>(value: (held: T | undefined, position: number) => U | undefined): ByQuestion<U> {
    const values: (U | undefined)[] = new Array(this.byPosition.length);
    for (let position = 0; position < values.length; position += 1) {
      values[position] = value(this.byPosition[position], position);
    }
    return new ByQuestion(this.positions, values);
  }
}

/** What one answer means for scoring, checked against the server's own question. */
export interface ResolvedAnswer {
  question: Question;
  /** The item value: option score(s) for select questions, the parsed number for number input. */
  value: number | null;
  chosen: Option[];
  text: string;
}

export interface ResolvedPath {
  /** The resolved answer of every question on the path, by question id; undefined off the path. */
  answers: ByQuestion<ResolvedAnswer>;
  /** Ids of the questions on the path, in the order visited. */
  visited: string[];
}

/**
 * Checks answers against the questions and their branching: every question on the path is answered, nothing
 * off the path is, no question twice, every option and number is one the question allows.
 */
export function resolvePath(questions: readonly Question[], answers: readonly Answer[]): ResolvedPath {
  const { positions, options, branches } = indexOf(questions);
  // Answers by their question's position: arrays, not maps, because this runs on every submitted test.
  const answerAt: (Answer | undefined)[] = new Array(questions.length);
  for (const answer of answers) {
    const position = positions.get(answer.questionId);
    if (position === undefined) {
      throw new AnswerError('unknown_question', `This test has no question "${answer.questionId}".`);
    }
    if (answerAt[position]) {
      throw new AnswerError(
        'duplicate_answer',
        `Question "${answer.questionId}" is answered more than once.`,
      );
    }
    answerAt[position] = answer;
  }

  const resolved: (ResolvedAnswer | undefined)[] = new Array(questions.length);
  const visited: string[] = [];
  let index = 0;
  while (index < questions.length) {
    const question = questions[index] as Question;
    const answer = answerAt[index];
    if (!answer) {
      throw new AnswerError(
        'missing_answer',
        `Question "${question.id}" is on the answered path but has no answer.`,
      );
    }
    const result = resolveAnswer(question, answer, options[index] as OptionIndex);
    resolved[index] = result;
    visited.push(question.id);
    index = branches[index] ? nextQuestionIndex(questions, index, result.chosen) : index + 1;
  }

  if (visited.length < answers.length) {
    const offPath = answers.find((answer) => !resolved[positions.get(answer.questionId) as number]) as Answer;
    throw new AnswerError(
      'answer_off_path',
      `Question "${offPath.questionId}" is skipped by the answers given before it, so it cannot be answered.`,
    );
  }
  return { answers: new ByQuestion(positions, resolved), visited };
}

/**
 * The options a multi-select answer chose: by id where the answer gives ids (Contract 2), otherwise by text.
 * Every name must be an option of the question, and none twice; they come back in the question's own order.
 */
function chosenOptions(question: Question, names: readonly string[], byName: ReadonlyMap<string, Option>) {
  if (names.length === 0) {
    throw new AnswerError('missing_answer', `Question "${question.id}" needs at least one option chosen.`);
  }
  if (new Set(names).size !== names.length) {
    throw new AnswerError('duplicate_option', `Question "${question.id}" lists the same option twice.`);
  }
  const chosen = new Set<Option>();
  for (const name of names) {
    const option = byName.get(name);
    if (!option) throw unknownOption(question, name);
    chosen.add(option);
  }
  return question.options.filter((option) => chosen.has(option));
}

function resolveAnswer(question: Question, answer: Answer, options: OptionIndex): ResolvedAnswer {
  switch (question.type) {
    case 'single-select': {
      const byId = answer.optionId !== undefined;
      const name = byId ? (answer.optionId as string) : answer.text;
      const option = (byId ? options.byId : options.byText).get(name);
      if (!option) throw unknownOption(question, name);
      return { question, value: option.score, chosen: [option], text: option.text };
    }
    case 'multi-select': {
      const byId = answer.selectedIds !== undefined;
      const names = (byId ? answer.selectedIds : answer.selected) ?? [];
      const chosen = chosenOptions(question, names, byId ? options.byId : options.byText);
      const value = chosen.reduce((sum, option) => sum + option.score, 0);
      return { question, value, chosen, text: chosen.map((option) => option.text).join(', ') };
    }
    case 'user-input-number': {
      const value = parseNumber(answer.text);
      if (value === null) {
        throw new AnswerError('invalid_number', `The answer to question "${question.id}" is not a number.`);
      }
      if (
        (question.min !== undefined && value < question.min) ||
        (question.max !== undefined && value > question.max)
      ) {
        throw new AnswerError(
          'number_out_of_range',
          `The answer to question "${question.id}" must be between ${question.min ?? '-∞'} and ${question.max ?? '∞'}${
            question.unit ? ` ${question.unit}` : ''
          }.`,
        );
      }
      return { question, value, chosen: [], text: answer.text };
    }
    case 'user-input-text':
      if (question.maxLength !== undefined && answer.text.length > question.maxLength) {
        throw new AnswerError('text_too_long', `The answer to question "${question.id}" is too long.`);
      }
      return { question, value: null, chosen: [], text: answer.text };
  }
}

function unknownOption(question: Question, text: string): AnswerError {
  const shown = text.length > 80 ? `${text.slice(0, 80)}…` : text;
  return new AnswerError('unknown_option', `Question "${question.id}" has no option "${shown}".`);
}

/** A plain decimal number as typed ("42", "1.5", "-3"); anything else is null. */
export function parseNumber(text: string): number | null {
  const trimmed = text.trim();
  if (!numberAnswerPattern.test(trimmed)) return null;
  return Number(trimmed);
}
