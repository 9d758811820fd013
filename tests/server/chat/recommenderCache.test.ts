import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Assistant } from '../../../server/chat/assistant';
import { loadKnowledge } from '../../../server/chat/knowledge';
import { realWords } from '../../../server/chat/language';
import { tokenise, TypoIndex } from '../../../server/chat/normalise';
import { Recommender } from '../../../server/chat/recommender';
import { catalogue } from '../../helpers/fixtures';
import { propertyRuns } from '../../helpers/propertyRuns';

/**
 * The recommender remembers, per word, how the phrases write it (someone else's Kiswahili verb, Sheng's English
 * verb: withShengVerbs): what it finds in a message must not depend on the messages it read before.
 */
const words = [
  ...[
    'buda',
    'anakojoa',
    'anakohoa',
    'nakojoa',
    'hana',
    'nguvu',
    'sina',
    'naexercise',
    'naexercises',
    'anaplay',
  ],
  ...[
    'anaplays',
    'nimelose',
    'nimeloose',
    'weight',
    'imeniburn',
    'out',
    'kondoo',
    'anapumua',
    'kwa',
    'shida',
  ],
  ...['mtoto', 'wangu', 'usiku', 'games', 'appetite', 'kila', 'mara', 'sana'],
];

describe('the recommender’s words as the phrases write them', () => {
  it('finds in a message what it finds with no message read before, in any order of messages (property)', () => {
    const rows = fc.sample(fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 8 }), {
      numRuns: propertyRuns(200, 2000),
      seed: 30,
    });
    const forwards = new Assistant(catalogue).recommender;
    const backwards = new Assistant(catalogue).recommender;
    const phrases = (found: typeof forwards, row: readonly string[]) =>
      found.findPhrases([...row]).map((match) => `${match.phrase}@${match.positions.join(',')}`);
    const ahead = rows.map((row) => phrases(forwards, row));
    const behind = [...rows].reverse().map((row) => phrases(backwards, row));
    expect(ahead).toEqual(behind.reverse());
  });

  it('reads a Sheng verb as the phrases write it, whatever words came before', () => {
    const phrases = (found: Assistant['recommender'], text: string) =>
      found.findPhrases(tokenise(text)).map((match) => match.phrase);
    const fresh = new Assistant(catalogue).recommender;
    const primed = new Assistant(catalogue).recommender;
    // Words that start as the sentence's Sheng verbs do, read first.
    phrases(primed, 'nimeloose nimelosi anaplays naexercises');
    const sentence = 'sina appetite na nimelose weight sana, anaplay games';
    expect(phrases(primed, sentence)).toEqual(phrases(fresh, sentence));
    expect(phrases(fresh, sentence).length).toBeGreaterThan(0);
  });
});

describe('phrases written in parts', () => {
  const knowledge = loadKnowledge('fixtures/assistant');
  const [model] = knowledge.concepts.filter((concept) => !concept.sign && !concept.fallback);
  const concept = (id: string, en: string[]) => ({ ...model!, id, en, sw: [], notAfter: undefined });
  const concepts = [
    concept('first', ['zebra stripes & purple moon']),
    // The same phrase in another concept: one phrase, as its text always was (the first concept's).
    concept('second', ['zebra stripes & purple moon', 'zebra stripes & green sun']),
  ];
  const typos = new TypoIndex(Recommender.vocabulary(catalogue, concepts), realWords);
  const recommender = new Recommender(catalogue, concepts, typos, knowledge.wordForms);
  const wholes = (text: string) =>
    recommender
      .findPhrases(tokenise(text))
      .filter((match) => match.value.type === 'concept')
      .map((match) => `${match.value.type === 'concept' ? match.value.concept.id : ''}: ${match.phrase}`);

  it('count a phrase once all its parts are found, anywhere, each phrase apart', () => {
    expect(wholes('a purple moon rose over zebra stripes')).toEqual(['first: zebra stripes & purple moon']);
    expect(wholes('zebra stripes and a green sun')).toEqual(['second: zebra stripes & green sun']);
    expect(wholes('a purple moon and a green sun')).toEqual([]);
    expect(wholes('zebra stripes, a green sun, a purple moon')).toEqual([
      'first: zebra stripes & purple moon',
      'second: zebra stripes & green sun',
    ]);
  });

  it('forget what one text found of a phrase’s parts before the next, and place the whole where its parts stand', () => {
    // What was found of each phrase in parts is kept on the object its parts share, stamped with the call.
    expect(wholes('only zebra stripes here')).toEqual([]);
    expect(wholes('only a purple moon here')).toEqual([]);
    const [whole] = recommender
      .findPhrases(tokenise('a purple moon rose over zebra stripes'))
      .filter((match) => match.value.type === 'concept');
    expect(whole).toMatchObject({ start: 1, end: 6, positions: [1, 2, 5, 6] });
    expect(wholes('only a purple moon here')).toEqual([]);
    expect(wholes('only zebra stripes here')).toEqual([]);
  });
});
