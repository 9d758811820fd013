import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OwnSentences } from '../../../server/chat/ownSentences';
import { propertyRuns } from '../../helpers/propertyRuns';

/** What OwnSentences replaces: a search for every sentence, longest first. */
function removeEverySentence(text: string, sentences: readonly string[]): string {
  for (const sentence of [...sentences].sort((a, b) => b.length - a.length)) {
    if (text.includes(sentence)) text = text.split(sentence).join(' ');
  }
  return text;
}

const sentences = [
  'i can only help with health',
  'tell me about a health concern or goal',
  'here is what may help best fit first',
  'ninaweza kusaidia kuhusu afya pekee',
  'call 999 or 112 now',
  'hello',
  'you are welcome',
];

describe('the assistant’s own sentences in a history', () => {
  const own = new OwnSentences(sentences);

  it('takes out each own sentence, the longest first, and keeps the visitor’s words', () => {
    expect(own.removeFrom('hello i can only help with health my knee hurts').trim()).toBe('my knee hurts');
    expect(own.removeFrom('my back hurts')).toBe('my back hurts');
  });

  it('takes out a sentence whose first or last word is part of a longer word, as a search does', () => {
    // "xhere" holds "here" and "firstly" holds "first": only the inner words stand whole.
    const text = 'xhere is what may help best fit firstly';
    expect(own.removeFrom(text)).toBe(removeEverySentence(text, sentences));
    expect(own.removeFrom(text)).toBe('x ly');
  });

  it('gives what a search for every sentence gives, on texts made of their words and parts', () => {
    const words = [...new Set(sentences.flatMap((sentence) => sentence.split(' ')))];
    const part = fc.oneof(
      fc.constantFrom(...sentences),
      fc.constantFrom(...words),
      fc.constantFrom(...words).map((word) => word.slice(1)),
      fc.constantFrom('x', 'my', 'knee', 'ly', ''),
    );
    fc.assert(
      fc.property(
        fc.array(part, { maxLength: 12 }),
        fc.array(fc.boolean(), { maxLength: 12 }),
        (parts, glued) => {
          // Parts joined by a space, or glued to the next one (a sentence inside a longer word).
          const text = parts.reduce(
            (joined, next, at) => joined + (at === 0 ? '' : glued[at] ? '' : ' ') + next,
            '',
          );
          expect(own.removeFrom(text)).toBe(removeEverySentence(text, sentences));
        },
      ),
      { numRuns: propertyRuns(500, 5000) },
    );
  });
});
