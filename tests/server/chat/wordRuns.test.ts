import { describe, expect, it } from 'vitest';
import { ClassFinder } from '../../../server/chat/wordClassFinder';
import { WordRunFinder, wordTest } from '../../../server/chat/wordRuns';

/** The one finder of word-list entries, for the recall layer's lists and the exemplar layer's classes. */

describe('word-list entries', () => {
  it('read `*` as at least one more letter and `#` as a number of 8 or more', () => {
    expect(wordTest('jiu*')('jiua')).toBe(true);
    expect(wordTest('jiu*')('jiu')).toBe(false);
    expect(wordTest('*jiua')('nitajiua')).toBe(true);
    expect(wordTest('*jiu*')('nitajiua')).toBe(true);
    expect(wordTest('#')('20')).toBe(true);
    expect(wordTest('#')('7')).toBe(false);
    expect(wordTest('#')('20k')).toBe(false);
  });

  it('finds every entry at every place, plain first words before loose ones, in entry order', () => {
    const finder = new WordRunFinder<string>(
      ['end it', '*jiua', 'sleeping pills', '# pills', 'end'].map((entry) => [entry, entry] as const),
    );
    const words = 'nitajiua end it with 20 pills or sleeping pills'.split(' ');
    expect(finder.find(words)).toEqual([
      { value: '*jiua', start: 0, end: 0 },
      { value: 'end it', start: 1, end: 2 },
      { value: 'end', start: 1, end: 1 },
      { value: '# pills', start: 4, end: 5 },
      { value: 'sleeping pills', start: 7, end: 8 },
    ]);
    // The same again: what a typed word fits is remembered, not changed.
    expect(finder.find(words)).toHaveLength(5);
  });

  it('finds what trying every entry at every place finds, in the same order (the index by second word)', () => {
    const entries = [
      'i',
      'i want',
      'i want to die',
      'i *jiua',
      'i # pills',
      'i want*',
      'want to',
      '*jiua',
      '# pills',
      'i die',
    ];
    const finder = new WordRunFinder<string>(entries.map((entry) => [entry, entry] as const));
    const tests = entries.map((entry) => entry.split(' ').map(wordTest));
    const plainFirst = (index: number) => !/[*#]/.test(entries[index]!.split(' ')[0]!);
    const order = entries.map((_, index) => index);
    const byPlace = [...order.filter(plainFirst), ...order.filter((index) => !plainFirst(index))];
    const words = ['i', 'want', 'wanted', 'to', 'die', 'nitajiua', '20', 'pills', 'x'];
    let seed = 3;
    const next = () => (seed = (seed * 48_271) % 2_147_483_647);
    let found = 0;
    for (let text = 0; text < 300; text += 1) {
      const tokens = Array.from({ length: 1 + (next() % 25) }, () => words[next() % words.length]!);
      const expected = tokens.flatMap((_, start) =>
        byPlace
          .filter((index) => tests[index]!.every((test, offset) => test(tokens[start + offset] ?? '')))
          .map((index) => ({ value: entries[index]!, start, end: start + tests[index]!.length - 1 })),
      );
      expect(finder.find(tokens)).toEqual(expected);
      found += expected.length;
    }
    expect(found).toBeGreaterThan(1000);
  });

  it('tells which classes a row of words has', () => {
    const classes = new ClassFinder(
      new Map([
        ['means', ['rope', 'sleeping pills']],
        ['death', ['*jiua']],
        ['lots', ['#']],
      ]),
    );
    const found = new Set<string>();
    classes.find('nimeamua kujiua na sleeping pills 30'.split(' '), found);
    expect([...found].sort()).toEqual(['death', 'lots', 'means']);
  });
});
