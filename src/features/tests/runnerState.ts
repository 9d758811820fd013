import type { Answer, Option, Question, Result } from '../../../schemas';
import { nextQuestionIndex } from '../../scoring/path';

export type Phase = 'intro' | 'questions' | 'submitting' | 'result';

export interface RunnerState {
  phase: Phase;
  /** Indices of the questions visited, in order; the last is the current question. */
  path: number[];
  /** Answers by question id, kept even off the path so that going back and forth loses nothing. */
  answers: Record<string, Answer>;
  direction: 'forward' | 'back';
  result: Result | null;
}

export type RunnerAction =
  | { type: 'begin' }
  | { type: 'answer'; answer: Answer }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'submit' }
  | { type: 'submitFailed' }
  | { type: 'submitSucceeded'; result: Result };

export function initialRunnerState(saved?: Pick<RunnerState, 'path' | 'answers'> | null): RunnerState {
  if (saved && saved.path.length > 0) {
    return {
      phase: 'questions',
      path: saved.path,
      answers: saved.answers,
      direction: 'forward',
      result: null,
    };
  }
  return { phase: 'intro', path: [0], answers: {}, direction: 'forward', result: null };
}

export function currentIndex(state: RunnerState): number {
  return state.path[state.path.length - 1] ?? 0;
}

/** The options an answer chose, for branching. */
export function chosenOptions(question: Question, answer: Answer | undefined): Option[] {
  if (!answer) return [];
  const texts = question.type === 'multi-select' ? (answer.selected ?? []) : [answer.text];
  return question.options.filter((option) => texts.includes(option.text));
}

/** The index after the current question, given its answer (past the end means: submit). */
export function followingIndex(questions: readonly Question[], state: RunnerState): number {
  const index = currentIndex(state);
  const question = questions[index];
  return question
    ? nextQuestionIndex(questions, index, chosenOptions(question, state.answers[question.id]))
    : index + 1;
}

/** The answers the server expects: those on the path taken, in question order. */
export function answersOnPath(questions: readonly Question[], state: RunnerState): Answer[] {
  return [...state.path]
    .sort((a, b) => a - b)
    .flatMap((index) => {
      const id = questions[index]?.id;
      const answer = id === undefined ? undefined : state.answers[id];
      return answer ? [answer] : [];
    });
}

export function createRunnerReducer(questions: readonly Question[]) {
  return function runnerReducer(state: RunnerState, action: RunnerAction): RunnerState {
    switch (action.type) {
      case 'begin':
        return { ...state, phase: 'questions', direction: 'forward' };
      case 'answer':
        return { ...state, answers: { ...state.answers, [action.answer.questionId]: action.answer } };
      case 'next': {
        const question = questions[currentIndex(state)];
        if (!question || !state.answers[question.id]) return state;
        const next = followingIndex(questions, state);
        if (next >= questions.length) return state;
        return { ...state, path: [...state.path, next], direction: 'forward' };
      }
      case 'previous':
        if (state.path.length <= 1) return state;
        return { ...state, path: state.path.slice(0, -1), direction: 'back' };
      case 'submit':
        return { ...state, phase: 'submitting' };
      case 'submitFailed':
        return { ...state, phase: 'questions', direction: 'forward' };
      case 'submitSucceeded':
        return { ...state, phase: 'result', result: action.result };
    }
  };
}

/** The tab's own copy of an unfinished test, so a reload loses nothing; it never leaves the device. */
export const progressStore = {
  key: (testCode: string) => `kipimo:test:${testCode}`,
  load(testCode: string): Pick<RunnerState, 'path' | 'answers'> | null {
    try {
      const raw = window.sessionStorage.getItem(this.key(testCode));
      if (!raw) return null;
      const parsed = JSON.parse(raw) as Pick<RunnerState, 'path' | 'answers'>;
      return Array.isArray(parsed.path) && typeof parsed.answers === 'object' ? parsed : null;
    } catch {
      return null;
    }
  },
  save(testCode: string, state: RunnerState): void {
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
