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
