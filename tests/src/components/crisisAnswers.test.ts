import { describe, expect, it } from 'vitest';
import type { Answer, Question } from '../../../schemas';
import { fallbackHelpFor } from '../../../src/components/crisisAnswers';

/** Which bundled help a failed submit shows (issue 31): from `crisis` and the served `urgency`, never from words. */
const question = (id: string, options: Question['options']): Question => ({
  id,
  question: `Question ${id}`,
  type: 'multi-select',
  options,
});
const option = (id: string, extra: Partial<Question['options'][number]> = {}) => ({
  id,
  text: `Option ${id}`,
  score: 0,
  nextQuestion: null,
  ...extra,
});
const questions: Question[] = [
  question('a', [option('a-0'), option('a-1', { crisis: true })]),
  question('b', [
    option('b-0', { urgency: 'emergency' }),
    option('b-1', { urgency: 'today' }),
    // Wording that sounds urgent decides nothing: only the data does.
    { ...option('b-2'), text: 'Emergency: heavy bleeding now' },
  ]),
];
const chose = (questionId: string, ids: string[]): Answer => ({
  questionId,
  score: 0,
  text: '',
  selected: [],
  selectedIds: ids,
});

describe('fallbackHelpFor', () => {
  it('asks for the crisis lines when a crisis option was chosen, whatever else was', () => {
    expect(fallbackHelpFor(questions, [chose('a', ['a-1']), chose('b', ['b-0'])])).toBe('crisis');
  });

  it('asks for the emergency numbers when an option of an emergency sign was chosen', () => {
    expect(fallbackHelpFor(questions, [chose('a', ['a-0']), chose('b', ['b-1', 'b-0'])])).toBe('emergency');
  });

  it('asks for nothing for signs of lesser urgency or for urgent-sounding words', () => {
    expect(fallbackHelpFor(questions, [chose('a', ['a-0']), chose('b', ['b-1', 'b-2'])])).toBeNull();
  });
});
