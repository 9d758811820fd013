import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { spacedWords, withoutMarks } from '../../../server/chat/textPasses';
import { propertyRuns } from '../../helpers/propertyRuns';

/** What the passes replace: normalise's regular expressions, as they were. */
const marksByExpression = (text: string) => text.replace(/\p{M}+/gu, '');
const spacedByExpression = (text: string, most: number) =>
  text
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .replace(/(\p{L})\1{2,}/gu, '$1$1')
    .replace(new RegExp(`([\\p{L}\\p{N}]{${most}})[\\p{L}\\p{N}]+`, 'gu'), '$1');

/** Text of the characters the passes tell apart: letters (some astral), digits, marks, spaces, surrogates alone. */
const piece = fc.oneof(
  fc.constantFrom(
    'a',
    'b',
    'A',
    'é',
    'e\u0301',
    '\u0301',
    '\u0670',
    '\u20dd',
    'ß',
    'ص',
    'ل',
    '\ufdfa',
    '\ufb01',
  ),
  fc.constantFrom('1', '٣', '\u2474', '½', ' ', '  ', '.', ',', '\n', '\t', '\u200b', '\ufeff', "'"),
  fc.constantFrom('𝐀', '😀', '\u{20000}', '\u{1d7d8}', '\ud800', '\udc00', 'aaaa', 'ببببب', '𝐀𝐀𝐀', '1111'),
  fc.string({ unit: 'grapheme', maxLength: 3 }),
  fc.string({ unit: 'binary', maxLength: 3 }),
);
const text = fc.array(piece, { maxLength: 80 }).map((pieces) => pieces.join(''));

describe('the text passes', () => {
  it('drop marks as /\\p{M}+/gu does', () => {
    fc.assert(
      fc.property(text, (sample) => {
        expect(withoutMarks(sample)).toBe(marksByExpression(sample));
      }),
      { numRuns: propertyRuns(2000, 10000) },
    );
  });

  it('space words, say a letter at most twice and cut long words as the expressions do', () => {
    fc.assert(
      fc.property(text, fc.integer({ min: 1, max: 6 }), (sample, most) => {
        expect(spacedWords(sample, most)).toBe(spacedByExpression(sample, most));
        expect(spacedWords(sample, 40)).toBe(spacedByExpression(sample, 40));
      }),
      { numRuns: propertyRuns(2000, 10000) },
    );
  });

  it('give the expressions’ answer on the cases that tell them apart', () => {
    const cases = [
      'sooo tired',
      'hellooo!!  world',
      '𝐀𝐀𝐀𝐀 \ud800x',
      'abcdefghij',
      'aaaabbbbcccc',
      ' lead and trail ',
      '1111 aaa11aaa',
      '\u{20000}\u{20000}\u{20000}',
    ];
    for (const sample of cases) {
      expect(spacedWords(sample, 4)).toBe(spacedByExpression(sample, 4));
      expect(withoutMarks(`${sample}\u0301`)).toBe(marksByExpression(`${sample}\u0301`));
    }
  });
});
