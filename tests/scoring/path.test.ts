import { describe, expect, it } from 'vitest';
import type { Question } from '../../schemas';
import { AnswerError, resolvePath, scoreAnswers } from '../../src/core/scoring';
import { nextQuestionIndex, parseNumber } from '../../src/core/scoring/path';
import { chooseScores, fixtureByCode } from '../helpers/fixtures';

const branching: Question[] = [
  {
    id: 'a',
    question: 'Do you drink?',
    type: 'single-select',
    options: [
      { id: 'never', text: 'Never', score: 0, nextQuestion: 'd' },
      { id: 'yes', text: 'Yes', score: 1, nextQuestion: null },
    ],
  },
  { id: 'b', question: 'How many?', type: 'user-input-number', options: [], min: 0, max: 50, unit: 'drinks' },
  {
    id: 'c',
    question: 'Which?',
    type: 'multi-select',
    options: [
      { id: 'beer', text: 'Beer', score: 1, nextQuestion: null },
      { id: 'spirits', text: 'Spirits', score: 2, nextQuestion: null },
    ],
  },
  { id: 'd', question: 'Anything else?', type: 'user-input-text', options: [] },
];

function errorCode(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof AnswerError) return error.code;
    throw error;
  }
  return 'no error';
}

describe('the answered path', () => {
  it('follows an option that names a next question, and goes on in order otherwise', () => {
    expect(nextQuestionIndex(branching, 0, [branching[0]!.options[0]!])).toBe(3);
    expect(nextQuestionIndex(branching, 0, [branching[0]!.options[1]!])).toBe(1);
    expect(nextQuestionIndex(branching, 1, [])).toBe(2);
  });

  it('accepts exactly the answers on the branch taken', () => {
    const path = resolvePath(branching, [
      { questionId: 'a', score: 0, text: 'Never' },
      { questionId: 'd', score: 0, text: 'no' },
    ]);
    expect(path.visited).toEqual(['a', 'd']);
    expect(path.answers.get('a')?.value).toBe(0);
    expect(path.answers.get('d')?.text).toBe('no');
    // Skipped by the branch, and not a question at all: neither has an answer.
    expect(path.answers.get('b')).toBeUndefined();
    expect(path.answers.get('nope')).toBeUndefined();
  });

  it('sums the chosen options of a multi-select and parses typed numbers itself', () => {
    const path = resolvePath(branching, [
      { questionId: 'a', score: 1, text: 'Yes' },
      { questionId: 'b', score: 0, text: '12' },
      { questionId: 'c', score: 99, text: 'Spirits', selected: ['Beer', 'Spirits'] },
      { questionId: 'd', score: 0, text: '' },
    ]);
    expect(path.answers.get('b')?.value).toBe(12);
    expect(path.answers.get('c')?.value).toBe(3);
  });

  it.each([
    ['an unknown question', [{ questionId: 'z', score: 0, text: 'x' }], 'unknown_question'],
    [
      'an option the question does not have',
      [{ questionId: 'a', score: 0, text: 'Sometimes' }],
      'unknown_option',
    ],
    [
      'a question answered twice',
      [
        { questionId: 'a', score: 0, text: 'Never' },
        { questionId: 'a', score: 0, text: 'Never' },
      ],
      'duplicate_answer',
    ],
    ['a missing answer on the path', [{ questionId: 'a', score: 1, text: 'Yes' }], 'missing_answer'],
    [
      'an answer off the path',
      [
        { questionId: 'a', score: 0, text: 'Never' },
        { questionId: 'b', score: 3, text: '3' },
        { questionId: 'd', score: 0, text: '' },
      ],
      'answer_off_path',
    ],
    [
      'a number out of range',
      [
        { questionId: 'a', score: 1, text: 'Yes' },
        { questionId: 'b', score: 900, text: '900' },
      ],
      'number_out_of_range',
    ],
    [
      'a number that is not a number',
      [
        { questionId: 'a', score: 1, text: 'Yes' },
        { questionId: 'b', score: 0, text: 'twelve' },
      ],
      'invalid_number',
    ],
    [
      'a multi-select with nothing chosen',
      [
        { questionId: 'a', score: 1, text: 'Yes' },
        { questionId: 'b', score: 1, text: '1' },
        { questionId: 'c', score: 0, text: '', selected: [] },
      ],
      'missing_answer',
    ],
  ])('rejects %s', (_name, answers, code) => {
    expect(errorCode(() => resolvePath(branching, answers))).toBe(code);
  });

  it('parses only plain decimal numbers', () => {
    expect(parseNumber(' 42 ')).toBe(42);
    expect(parseNumber('1.5')).toBe(1.5);
    expect(parseNumber('-3')).toBe(-3);
    for (const text of ['', 'abc', '1e9', '0x10', 'Infinity', '1,5', '12abc'])
      expect(parseNumber(text)).toBeNull();
  });

  it('reports the PHQ-9 answer that is missing', () => {
    const phq9 = fixtureByCode('MH-001');
    const partial = chooseScores(phq9, [1, 1, 1]);
    expect(() => scoreAnswers(phq9, partial)).toThrow(/"q4" is on the answered path/);
  });
});
