// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { Answer } from '../../../../schemas';
import {
  answersOnPath,
  createRunnerReducer,
  currentIndex,
  followingIndex,
  initialRunnerState,
  isConsistent,
  progressStore,
  type RunnerState,
} from '../../../../src/features/screening/runnerState';
import { flowQuestions } from './flowConfig';

const reduce = createRunnerReducer(flowQuestions);
// Answers as the question step makes them (answerForm's toAnswer): texts and option ids.
const no: Answer = { questionId: 'q1', score: 0, text: 'No', nextQuestion: 'q4', optionId: 'no' };
const yes: Answer = { questionId: 'q1', score: 1, text: 'Yes', nextQuestion: null, optionId: 'yes' };
const beer: Answer = {
  questionId: 'q2',
  score: 1,
  text: 'Beer',
  nextQuestion: null,
  selected: ['Beer'],
  selectedIds: ['beer'],
};

function started(): RunnerState {
  return reduce(initialRunnerState(), { type: 'begin' });
}

function answer(state: RunnerState, value: Answer): RunnerState {
  return reduce(state, { type: 'answer', questionId: value.questionId, answer: value });
}

describe('runner state', () => {
  it('starts at the intro, then the first question', () => {
    expect(initialRunnerState().phase).toBe('intro');
    expect(started()).toMatchObject({ phase: 'questions', path: [0] });
  });

  it('does not move forward from an unanswered question', () => {
    expect(reduce(started(), { type: 'next' }).path).toEqual([0]);
  });

  it('follows a branch, and Previous goes back along the path actually taken', () => {
    let state = reduce(answer(started(), no), { type: 'next' });
    expect(currentIndex(state)).toBe(3);
    state = reduce(state, { type: 'previous' });
    expect(currentIndex(state)).toBe(0);
    expect(state.direction).toBe('back');
    state = reduce(answer(state, yes), { type: 'next' });
    expect(state.path).toEqual([0, 1]);
    expect(state.direction).toBe('forward');
  });

  it('ignores a branch jump once the visitor has already left that question', () => {
    const moved = reduce(answer(started(), no), { type: 'next' });
    expect(reduce(moved, { type: 'branch', from: 0 })).toBe(moved);
    expect(currentIndex(reduce(answer(started(), no), { type: 'branch', from: 0 }))).toBe(3);
  });

  it('forgets an answer that is no longer valid, so it cannot be sent', () => {
    const state = reduce(answer(started(), yes), { type: 'answer', questionId: 'q1', answer: null });
    expect(state.answers).toEqual({});
    expect(reduce(state, { type: 'next' }).path).toEqual([0]);
  });

  it('does not go back from the first question', () => {
    const state = started();
    expect(reduce(state, { type: 'previous' })).toBe(state);
  });

  it('sends only the answers on the path taken, in question order, even those answered off it earlier', () => {
    let state = reduce(answer(started(), yes), { type: 'next' });
    state = answer(state, beer);
    state = reduce(state, { type: 'previous' });
    state = reduce(answer(state, no), { type: 'next' });
    expect(followingIndex(flowQuestions, state)).toBe(4);
    expect(answersOnPath(flowQuestions, state)).toEqual([no]);
    expect(state.answers.q2).toEqual(beer);
  });

  it('returns to the questions with every answer kept when a submit fails', () => {
    const state = answer(started(), yes);
    const failed = reduce(reduce(state, { type: 'submit' }), { type: 'submitFailed' });
    expect(failed).toMatchObject({ phase: 'questions', path: [0], answers: { q1: yes }, result: null });
  });
});

describe('saved progress', () => {
  it('accepts a path that follows the saved answers', () => {
    expect(isConsistent(flowQuestions, { path: [0, 3], answers: { q1: no } })).toBe(true);
    expect(isConsistent(flowQuestions, { path: [0, 1, 2], answers: { q1: yes, q2: beer } })).toBe(true);
  });

  it.each([
    ['a path that does not start at the first question', { path: [1], answers: {} }],
    ['a path past the last question', { path: [0, 9], answers: { q1: yes } }],
    ['a step the answers do not lead to', { path: [0, 1], answers: { q1: no } }],
    ['a step after an unanswered question', { path: [0, 1], answers: {} }],
    ['an answer to an unknown question', { path: [0], answers: { q9: { ...yes, questionId: 'q9' } } }],
    ['an answer of the wrong shape', { path: [0], answers: { q1: { text: 3 } as unknown as Answer } }],
  ])('rejects %s', (_name, saved) => {
    expect(isConsistent(flowQuestions, saved)).toBe(false);
  });

  it('follows the saved answers by option id, whatever language their texts are in', () => {
    const noInKiswahili: Answer = { ...no, text: 'Hapana' };
    expect(isConsistent(flowQuestions, { path: [0, 3], answers: { q1: noInKiswahili } })).toBe(true);
    // The id decides, not a text that happens to name another option.
    const yesById: Answer = { ...yes, text: 'No' };
    expect(isConsistent(flowQuestions, { path: [0, 3], answers: { q1: yesById } })).toBe(false);
    expect(isConsistent(flowQuestions, { path: [0, 1], answers: { q1: yesById } })).toBe(true);
  });

  it('sends the answers in the words of the questions as shown now', () => {
    const kiswahili = flowQuestions.map((question) => ({
      ...question,
      options: question.options.map((option) => ({ ...option, text: `${option.text} (sw)` })),
    }));
    const state = reduce(answer(started(), yes), { type: 'next' });
    expect(answersOnPath(kiswahili, answer(state, beer))).toEqual([
      { ...yes, text: 'Yes (sw)' },
      { ...beer, text: 'Beer (sw)', selected: ['Beer (sw)'] },
    ]);
  });

  it('is kept in sessionStorage only, and dropped when it no longer fits the test', () => {
    const state = reduce(answer(started(), no), { type: 'next' });
    progressStore.save('XX-001', state);
    expect(window.localStorage.length).toBe(0);
    expect(progressStore.load('XX-001', flowQuestions)).toEqual({ path: [0, 3], answers: { q1: no } });
    expect(progressStore.load('XX-001', flowQuestions.slice(0, 2))).toBeNull();
    window.sessionStorage.setItem(progressStore.key('XX-001'), '{not json');
    expect(progressStore.load('XX-001', flowQuestions)).toBeNull();
    progressStore.clear('XX-001');
    expect(window.sessionStorage.getItem(progressStore.key('XX-001'))).toBeNull();
  });
});
