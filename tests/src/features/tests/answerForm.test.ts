import { describe, expect, it } from 'vitest';
import {
  answerFormSchema,
  numericOnly,
  toAnswer,
  toFormValues,
} from '../../../../src/features/tests/answerForm';
import { progressPercent } from '../../../../src/features/tests/TestRunner';
import { flowQuestions } from './flowConfig';

const [single, multi, number, text] = flowQuestions as [
  (typeof flowQuestions)[0],
  (typeof flowQuestions)[0],
  (typeof flowQuestions)[0],
  (typeof flowQuestions)[0],
];

describe('answers as the API expects them', () => {
  it('single-select: the option id and text, its score and its next question', () => {
    expect(toAnswer(single, { value: 'No', values: [] })).toEqual({
      questionId: 'q1',
      score: 0,
      text: 'No',
      nextQuestion: 'q4',
      optionId: 'no',
    });
  });

  it('multi-select: the sum of every selected score, every selected text, and the toggled option', () => {
    expect(toAnswer(multi, { value: '', values: ['Spirits', 'Beer'] }, 'Spirits')).toEqual({
      questionId: 'q2',
      score: 5,
      text: 'Spirits',
      nextQuestion: null,
      selected: ['Beer', 'Spirits'],
      selectedIds: ['beer', 'spirits'],
    });
    expect(toAnswer(multi, { value: '', values: ['Wine'] }, 'Beer')).toMatchObject({
      score: 2,
      text: 'Beer',
      selected: ['Wine'],
    });
  });

  it('number: the integer parse as the score, the typed text as the text', () => {
    expect(toAnswer(number, { value: '4.5', values: [] })).toEqual({
      questionId: 'q3',
      score: 4,
      text: '4.5',
      nextQuestion: null,
    });
  });

  it('text: never a score', () => {
    expect(toAnswer(text, { value: 'I drink 12 beers', values: [] })).toMatchObject({ score: 0 });
  });

  it('restores the form from a saved answer', () => {
    expect(toFormValues(multi, toAnswer(multi, { value: '', values: ['Wine'] }))).toEqual({
      value: '',
      values: ['Wine'],
    });
    expect(toFormValues(number, undefined)).toEqual({ value: '', values: [] });
  });
});

describe('when a question counts as answered', () => {
  it.each([
    [single, { value: 'Yes', values: [] }, true],
    [single, { value: 'Maybe', values: [] }, false],
    [multi, { value: '', values: [] }, false],
    [multi, { value: '', values: ['Beer'] }, true],
    [number, { value: '0', values: [] }, true],
    [number, { value: '7', values: [] }, true],
    [number, { value: '8', values: [] }, false],
    [number, { value: '', values: [] }, false],
    [number, { value: '3.', values: [] }, false],
    [text, { value: '   ', values: [] }, false],
    [text, { value: 'ok', values: [] }, true],
  ])('%#: %o', (question, values, answered) => {
    expect(answerFormSchema(question).safeParse(values).success).toBe(answered);
  });
});

describe('numeric entry', () => {
  it.each([
    ['12', '12'],
    ['abc', ''],
    ['1a2b', '12'],
    ['3.5', '3.5'],
    ['1.2.3', '1.23'],
    ['-4', '4'],
    ['٣', ''],
  ])('%s becomes %s', (typed, kept) => {
    expect(numericOnly(typed)).toBe(kept);
  });

  it('keeps a leading minus only where the question allows numbers below zero', () => {
    expect(numericOnly('-4', true)).toBe('-4');
    expect(numericOnly('4-', true)).toBe('4');
  });
});

describe('progress bar width', () => {
  it.each([
    [1, 10, 10],
    [3, 9, 33.33],
    [9, 9, 100],
    [0, 9, 0],
    [-2, 9, 0],
    [1, 0, 0],
  ])('question %i of %i is %f%', (current, total, percent) => {
    expect(progressPercent(current, total)).toBeCloseTo(percent, 1);
  });
});
