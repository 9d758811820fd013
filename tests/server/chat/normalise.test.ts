import { describe, expect, it } from 'vitest';
import { realWords } from '../../../server/chat/language';
import { editDistance, normalise, tokenise, TypoIndex } from '../../../server/chat/normalise';

describe('normalise', () => {
  it('lower-cases and drops accents, punctuation and apostrophes', () => {
    expect(normalise('  Siwezi KULALA!!! Café, self-harm? ')).toBe('siwezi kulala cafe self harm');
    expect(normalise("I can't sleep")).toBe('i cant sleep');
  });

  it('spells out contractions so "I\'ll" never reads as "ill" nor "we\'ll" as "well"', () => {
    expect(normalise("I'll recommend")).toBe('i will recommend');
    expect(normalise('We’ll see')).toBe('we will see');
    expect(normalise("I'm tired")).toBe('i am tired');
  });

  it('cuts long runs of a letter to two', () => {
    expect(normalise('sooooo stresssed')).toBe('soo stressed');
  });
});

describe('tokenise', () => {
  it('reads Kiswahili and Sheng spelling variants as one word', () => {
    expect(tokenise('Naskia vibaya mob')).toEqual(['najisikia', 'vibaya', 'sana']);
    expect(tokenise('Ninakunywa pombe')).toEqual(['nakunywa', 'pombe']);
    expect(tokenise('nina')).toEqual(['nina']);
  });

  it('spells "wanna" and "gonna" out, so phrases match either way', () => {
    expect(tokenise('I wanna sleep, gonna try')).toEqual(['i', 'want', 'to', 'sleep', 'going', 'to', 'try']);
  });

  it('gives the words of the text asked, each caller its own copy, when it remembers the last text', () => {
    const first = tokenise('Nimechoka sana. I wanna sleep');
    expect(first).toEqual(['nimechoka', 'sana', 'i', 'want', 'to', 'sleep']);
    first.push('changed');
    expect(tokenise('Nimechoka sana. I wanna sleep')).toEqual([
      'nimechoka',
      'sana',
      'i',
      'want',
      'to',
      'sleep',
    ]);
    expect(tokenise('Nimechoka sana')).toEqual(['nimechoka', 'sana']);
    expect(tokenise('Nimechoka sana.', { limit: 12 })).toEqual(['nimechoka']);
    expect(tokenise('Nimechoka sana.')).toEqual(['nimechoka', 'sana']);
    // Another text of the same length.
    expect(tokenise('I feel sad')).toEqual(['i', 'feel', 'sad']);
    expect(tokenise('I feel bad')).toEqual(['i', 'feel', 'bad']);
  });

  it('gives no words for punctuation only', () => {
    expect(tokenise(' ?!. ')).toEqual([]);
  });
});

describe('editDistance', () => {
  it.each([
    ['anxiety', 'anxiety', 0],
    ['anxeity', 'anxiety', 1],
    ['depresion', 'depression', 1],
    ['colestrol', 'cholesterol', 2],
  ])('%s → %s is %i', (a, b, distance) => {
    expect(editDistance(a, b, 3)).toBe(distance);
  });

  it('stops past the limit', () => {
    expect(editDistance('sleep', 'pregnancy', 1)).toBe(2);
  });
});

describe('TypoIndex', () => {
  const index = new TypoIndex(
    ['depression', 'anxiety', 'snuff', 'tired', 'cholesterol', 'weight'],
    realWords,
  );

  it('finds the word a typo stands for', () => {
    expect(index.lookup('depresion')).toEqual(['depression']);
    expect(index.lookup('anxeity')).toEqual(['anxiety']);
    expect(index.lookup('colestrol')).toEqual(['cholesterol']);
  });

  it('corrects five-letter words only by a swap of neighbouring letters', () => {
    expect(index.lookup('tierd')).toEqual(['tired']);
    expect(index.lookup('stuff')).toEqual([]);
  });

  it('never corrects a real word into a health word', () => {
    expect(index.lookup('height')).toEqual([]);
    expect(index.lookup('tried')).toEqual([]);
  });

  it('leaves short words and numbers alone', () => {
    expect(index.lookup('dep')).toEqual([]);
    expect(index.lookup('weigh7')).toEqual([]);
  });
});
