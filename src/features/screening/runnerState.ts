import type { Answer, Question, Result, TestConfig } from '../../../schemas';
import { isAnswerShape } from '../../api/answerShape';
import { nextQuestionIndex } from '../../core/scoring/path';
import { chosenOptions, inQuestionLanguage } from './answerForm';

import { savedProgressKey } from './savedProgress';

export { chosenOptions } from './answerForm';

export type Phase = 'intro' | 'questions' | 'submitting' | 'result';

export interface RunnerState {
  phase: Phase;
  /** Indices of the questions visited, in order; the last is the current question. */
  path: number[];
  /** Answers by question id, kept even off the path so that going back and forth loses nothing. */
  answers: Record<string, Answer>;
  direction: 'forward' | 'back';
  result: Result | null;
  /** When the result arrived (milliseconds since the epoch), for the printed summary. */
  completedAt: number | null;
  /**
   * The test as the visitor took it (its configuration and the answers sent, in that language): the result
   * screen shows these, so a language switch after the result leaves the result in the test's language.
   */
  taken?: { config: TestConfig; answers: Answer[] } | null;
  /** The last submit failed: the question screen shows crisis help when the answers call for it. */
  submitFailed?: boolean;
}

/** The part of the state that survives a reload of the tab. */
export type SavedProgress = Pick<RunnerState, 'path' | 'answers'>;

export type RunnerAction =
  | { type: 'begin' }
  | { type: 'answer'; questionId: string; answer: Answer | null }
  | { type: 'next' }
  /** The 500 ms jump of a branching option; ignored if the visitor has moved on from `from` meanwhile. */
  | { type: 'branch'; from: number }
  | { type: 'previous' }
  | { type: 'submit' }
  | { type: 'submitFailed' }
  | {
      type: 'submitSucceeded';
      result: Result;
      at: number;
      taken?: { config: TestConfig; answers: Answer[] };
    };

export function initialRunnerState(saved?: SavedProgress | null): RunnerState {
  if (saved && saved.path.length > 0) {
    return {
      phase: 'questions',
      path: saved.path,
      answers: saved.answers,
      direction: 'forward',
      result: null,
      completedAt: null,
    };
  }
  return { phase: 'intro', path: [0], answers: {}, direction: 'forward', result: null, completedAt: null };
}

export function currentIndex(state: Pick<RunnerState, 'path'>): number {
  return state.path[state.path.length - 1] ?? 0;
}

/** The index after the question at `index`, given its answer (past the end means: submit). */
export function indexAfter(
  questions: readonly Question[],
  answers: Record<string, Answer>,
  index: number,
): number {
  const question = questions[index];
  return question
    ? nextQuestionIndex(questions, index, chosenOptions(question, answers[question.id]))
    : index + 1;
}

/** The index after the current question, given its answer (past the end means: submit). */
export function followingIndex(questions: readonly Question[], state: RunnerState): number {
  return indexAfter(questions, state.answers, currentIndex(state));
}

/**
 * The answers the server expects: those on the path taken, in question order, their texts in the language of
 * `questions` (an answer given before a language switch names the same option ids in the new words).
 */
export function answersOnPath(
  questions: readonly Question[],
  state: Pick<RunnerState, 'path' | 'answers'>,
): Answer[] {
  return [...state.path]
    .sort((a, b) => a - b)
    .flatMap((index) => {
      const question = questions[index];
      const answer = question === undefined ? undefined : state.answers[question.id];
      return question && answer ? [inQuestionLanguage(question, answer)] : [];
    });
}

export function createRunnerReducer(questions: readonly Question[]) {
  const forward = (state: RunnerState): RunnerState => {
    const question = questions[currentIndex(state)];
    if (!question || !state.answers[question.id]) return state;
    const next = followingIndex(questions, state);
    if (next >= questions.length) return state;
    return { ...state, path: [...state.path, next], direction: 'forward' };
  };

  return function runnerReducer(state: RunnerState, action: RunnerAction): RunnerState {
    switch (action.type) {
      case 'begin':
        return { ...state, phase: 'questions', direction: 'forward' };
      case 'answer': {
        const { [action.questionId]: _previous, ...others } = state.answers;
        return {
          ...state,
          answers: action.answer ? { ...others, [action.questionId]: action.answer } : others,
        };
      }
      case 'next':
        return state.phase === 'questions' ? forward(state) : state;
      case 'branch':
        return state.phase === 'questions' && currentIndex(state) === action.from ? forward(state) : state;
      case 'previous':
        if (state.phase !== 'questions' || state.path.length <= 1) return state;
        return { ...state, path: state.path.slice(0, -1), direction: 'back' };
      case 'submit':
        return { ...state, phase: 'submitting' };
      case 'submitFailed':
        return { ...state, phase: 'questions', direction: 'forward', submitFailed: true };
      case 'submitSucceeded':
        return {
          ...state,
          phase: 'result',
          result: action.result,
          completedAt: action.at,
          taken: action.taken ?? null,
        };
    }
  };
}

/**
 * Whether saved progress still fits the test's questions: a path that starts at the first question and
 * follows the saved answers, and answers of the right shape. Anything else (an older version of the test,
 * an edited storage entry) is dropped, and the visitor starts again.
 */
export function isConsistent(questions: readonly Question[], saved: SavedProgress): boolean {
  const { path, answers } = saved;
  if (path[0] !== 0 || !path.every((index) => Number.isInteger(index) && index < questions.length)) {
    return false;
  }
  const ids = new Set(questions.map((question) => question.id));
  for (const [id, answer] of Object.entries(answers)) {
    if (!ids.has(id) || !isAnswerShape(answer) || answer.questionId !== id) return false;
  }
  return path.slice(1).every((index, step) => {
    const previous = path[step] ?? 0;
    const previousId = questions[previous]?.id;
    return (
      previousId !== undefined &&
      answers[previousId] !== undefined &&
      index === indexAfter(questions, answers, previous)
    );
  });
}

/** The tab's own copy of an unfinished test, so a reload loses nothing; it never leaves the device. */
export const progressStore = {
  key: savedProgressKey,
  load(testCode: string, questions: readonly Question[]): SavedProgress | null {
    try {
      const raw = window.sessionStorage.getItem(this.key(testCode));
      if (!raw) return null;
      const parsed = JSON.parse(raw) as Partial<SavedProgress> | null;
      if (!parsed || !Array.isArray(parsed.path) || typeof parsed.answers !== 'object' || !parsed.answers) {
        return null;
      }
      const saved = { path: parsed.path, answers: parsed.answers };
      return isConsistent(questions, saved) ? saved : null;
    } catch {
      return null;
    }
  },
  save(testCode: string, state: SavedProgress): void {
    try {
      window.sessionStorage.setItem(
        this.key(testCode),
        JSON.stringify({ path: state.path, answers: state.answers }),
      );
    } catch {
      // Storage full or blocked: the test still works, it just will not survive a reload.
    }
  },
  clear(testCode: string): void {
    try {
      window.sessionStorage.removeItem(this.key(testCode));
    } catch {
      // Nothing to clear.
    }
  },
};
