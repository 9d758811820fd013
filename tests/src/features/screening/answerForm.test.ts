import { describe, expect, it } from 'vitest';
import {
  inQuestionLanguage,
  isAnswered,
  numericOnly,
  toAnswer,
  toFormValues,
} from '../../../../src/features/screening/answerForm';
import { progressPercent } from '../../../../src/features/screening/ScreeningRunner';
import { flowQuestions } from './flowConfig';

const [single, multi, number, text] = flowQuestions as [
  (typeof flowQuestions)[0],
  (typeof flowQuestions)[0],
  (typeof flowQuestions)[0],
  (typeof flowQuestions)[0],
];

describe('answers as the API expects them', () => {
  it('single-select: the form holds the option id; the answer carries the id and text, score and next question', () => {
    expect(toAnswer(single, { value: 'no', values: [] })).toEqual({
      questionId: 'q1',
      score: 0,
      text: 'No',
      nextQuestion: 'q4',
      optionId: 'no',
    });
  });

  it('multi-select: the sum of every selected score, every selected text, and the toggled option', () => {
    expect(toAnswer(multi, { value: '', values: ['spirits', 'beer'] }, 'spirits')).toEqual({
      questionId: 'q2',
      score: 5,
      text: 'Spirits',
      nextQuestion: null,
      selected: ['Beer', 'Spirits'],
      selectedIds: ['beer', 'spirits'],
    });
    expect(toAnswer(multi, { value: '', values: ['wine'] }, 'beer')).toMatchObject({
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

  it('restores the form from a saved answer, by option id', () => {
    expect(toFormValues(multi, toAnswer(multi, { value: '', values: ['wine'] }))).toEqual({
      value: '',
      values: ['wine'],
    });
    expect(toFormValues(single, toAnswer(single, { value: 'yes', values: [] }))).toEqual({
      value: 'yes',
      values: [],
    });
    expect(toFormValues(number, toAnswer(number, { value: '4', values: [] }))).toEqual({
      value: '4',
      values: [],
    });
    expect(toFormValues(number, undefined)).toEqual({ value: '', values: [] });
  });

  it('restores by id whatever language the answer was saved in, and by text an answer saved without ids', () => {
    const savedInKiswahili = {
      questionId: 'q1',
      score: 1,
      text: 'Ndiyo',
      nextQuestion: null,
      optionId: 'yes',
    };
    expect(toFormValues(single, savedInKiswahili).value).toBe('yes');
    const multiInKiswahili = {
      questionId: 'q2',
      score: 3,
      text: 'Divai',
      nextQuestion: null,
      selected: ['Bia', 'Divai'],
      selectedIds: ['beer', 'wine'],
    };
    expect(toFormValues(multi, multiInKiswahili).values).toEqual(['beer', 'wine']);
    const v1 = { questionId: 'q2', score: 2, text: 'Wine', nextQuestion: null, selected: ['Wine'] };
    expect(toFormValues(multi, v1).values).toEqual(['wine']);
  });

  it('rewrites an answer in the words of the question as shown now, keeping its ids', () => {
    const swSingle = {
      ...single,
      options: single.options.map((option) => ({
        ...option,
        text: option.id === 'yes' ? 'Ndiyo' : 'Hapana',
      })),
    };
    const english = toAnswer(single, { value: 'yes', values: [] });
    expect(inQuestionLanguage(swSingle, english)).toEqual({ ...english, text: 'Ndiyo' });

    const words: Record<string, string> = { beer: 'Bia', wine: 'Divai', spirits: 'Pombe kali' };
    const swMulti = {
      ...multi,
      options: multi.options.map((option) => ({ ...option, text: words[option.id] ?? option.text })),
    };
    const chosen = toAnswer(multi, { value: '', values: ['beer', 'wine'] }, 'wine');
    expect(inQuestionLanguage(swMulti, chosen)).toEqual({
      ...chosen,
      text: 'Divai',
      selected: ['Bia', 'Divai'],
      selectedIds: ['beer', 'wine'],
    });
  });
});

describe('when a question counts as answered', () => {
  it.each([
    [single, { value: 'yes', values: [] }, true],
    [single, { value: 'Yes', values: [] }, false],
    [single, { value: 'maybe', values: [] }, false],
    [multi, { value: '', values: [] }, false],
    [multi, { value: '', values: ['beer'] }, true],
    [multi, { value: '', values: ['Beer'] }, false],
    [number, { value: '0', values: [] }, true],
    [number, { value: '7', values: [] }, true],
    [number, { value: '8', values: [] }, false],
    [number, { value: '', values: [] }, false],
    [number, { value: '3.', values: [] }, false],
    [text, { value: '   ', values: [] }, false],
    [text, { value: 'ok', values: [] }, true],
    [single, { value: '', values: [] }, false],
    [multi, { value: '', values: ['beer', 'Beer'] }, false],
    [number, { value: '-1', values: [] }, false],
    [number, { value: '6.5', values: [] }, true],
    [number, { value: '1e1', values: [] }, false],
    [text, { value: ` ${'x'.repeat(2000)} `, values: [] }, true],
    [text, { value: 'x'.repeat(2001), values: [] }, false],
  ])('%#: %o', (question, values, answered) => {
    expect(isAnswered(question, values)).toBe(answered);
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
