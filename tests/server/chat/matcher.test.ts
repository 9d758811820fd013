import { describe, expect, it } from 'vitest';
import { PhraseMatcher, phraseVocabulary } from '../../../server/chat/matcher';
import { tokenise, TypoIndex } from '../../../server/chat/normalise';

function matcher(phrases: { phrase: string; gap?: number }[]) {
  const specs = phrases.map(({ phrase, gap }) => ({ phrase, value: phrase, gap: gap ?? 1 }));
  const typos = new TypoIndex(phraseVocabulary(specs.map((spec) => spec.phrase)), new Set());
  const found = new PhraseMatcher(specs, typos);
  return (text: string) => found.find(tokenise(text)).map((match) => match.value);
}

describe('PhraseMatcher', () => {
  it('finds a phrase with up to `gap` other words between its words', () => {
    const find = matcher([{ phrase: 'blood in stool' }]);
    expect(find('there is blood in my stool')).toEqual(['blood in stool']);
    expect(find('blood in the dark of my stool')).toEqual([]);
  });

  it('keeps strict phrases strict', () => {
    const find = matcher([{ phrase: 'drink a lot', gap: 0 }]);
    expect(find('I drink a lot')).toEqual(['drink a lot']);
    expect(find('I drink water a lot')).toEqual([]);
  });

  it('matches word beginnings and endings marked with *', () => {
    const find = matcher([{ phrase: '*jiua' }, { phrase: 'usingiz*' }]);
    expect(find('nitajiua')).toEqual(['*jiua']);
    expect(find('sina usingizi')).toEqual(['usingiz*']);
    expect(find('najiuliza')).toEqual([]);
  });

  it('tolerates typos in whole words', () => {
    const find = matcher([{ phrase: 'high cholesterol' }]);
    expect(find('my high colestrol')).toEqual(['high cholesterol']);
  });

  it('reports where each phrase starts and ends', () => {
    const specs = [{ phrase: 'period pain', value: 'a', gap: 1 }];
    const typos = new TypoIndex(['period', 'pain'], new Set());
    const [match] = new PhraseMatcher(specs, typos).find(tokenise('bad period pain'));
    expect(match).toMatchObject({ start: 1, end: 2 });
  });

  it('reports a phrase at its first place, or at every place when asked', () => {
    const specs = [{ phrase: 'suicide', value: 'a', gap: 0 }];
    const found = new PhraseMatcher(specs, new TypoIndex(['suicide'], new Set()));
    const tokens = tokenise('career suicide and thoughts of suicide');
    expect(found.find(tokens).map((match) => match.start)).toEqual([1]);
    expect(found.find(tokens, { everyPlace: true }).map((match) => match.start)).toEqual([1, 5]);
  });
});
