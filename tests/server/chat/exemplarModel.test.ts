import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crisisModelFor } from '../../../server/chat/crisisExemplars';
import { loadKnowledge } from '../../../server/chat/knowledge';
import { tokenise } from '../../../server/chat/normalise';
import { knowledgeDir } from '../../helpers/knowledgeCopy';
import { propertyRuns } from '../../helpers/propertyRuns';

/**
 * The crisis model reads a long message's pieces once and scores its runs of words (the whole, each sentence,
 * each window) from them (CrisisModel.runsOf): every run must score as its words read alone (`scoreOf`, which
 * counts the pieces of those words only), to the last bit, and a message must read as it did when each run
 * was read alone.
 */
const knowledge = loadKnowledge(knowledgeDir);
const model = crisisModelFor(knowledge);
const { window } = knowledge.crisisExemplars.settings;
const internals = model as unknown as {
  vector(tokens: readonly string[]): { index: Int32Array; value: Float64Array };
  vectorOfWords(words: string): { index: Int32Array; value: Float64Array };
};
const features = (
  model as unknown as {
    features: {
      classesAt(tokens: readonly string[]): { number: number; start: number; end: number }[];
      ruleClasses(tokens: readonly string[]): number[];
    };
  }
).features;

/** The reading as it was before runsOf: the whole, each sentence, and each window, every one read alone. */
function readAlone(text: string): { score: number; words: string } {
  const bestIn = (tokens: string[]) => {
    let best = { words: tokens, score: model.scoreOf(tokens) };
    if (tokens.length > window) {
      for (let start = 0; start < tokens.length; start += window / 2) {
        const words = tokens.slice(start, start + window);
        const score = model.scoreOf(words);
        if (score > best.score) best = { words, score };
        if (start + window >= tokens.length) break;
      }
    }
    return best;
  };
  const whole = tokenise(text);
  let best = bestIn(whole);
  for (const sentence of text.split(/[.!?;\n]+/)) {
    const tokens = tokenise(sentence);
    if (tokens.length === 0 || tokens.length === whole.length) continue;
    const reading = bestIn(tokens);
    if (reading.score > best.score) best = reading;
  }
  return { score: best.score, words: best.words.join(' ') };
}

/**
 * Words whose classes stand across a window's edge when repeated: entries of two and three words ("want to",
 * "wish i could"), Kiswahili verbs the rules read with their neighbours ("alitaka kujiua" is someone else's,
 * "ku" is dropped before a word, "kuji kill" and "nime cut" are joined), and everyday words between.
 */
const pool = [
  'i wish i could',
  'want to',
  'end it all',
  'sleeping pills',
  'alitaka kujiua',
  'nataka ku jiua',
  'kuji kill',
  'nime cut',
  'ananipiga',
  'sitajiua',
  'nimecut',
  'niliburn',
  'sijidhuru',
  'na',
  'kesho',
  'tonight',
  'my week was long',
  '30 pills',
  'rope',
  'not',
];
const message = (parts: string[]) => parts.join(' ');

describe('scoring runs of a message from its pieces, read once', () => {
  // 7 words a round: class entries fall across the edges of 24-word windows (starting every 12 words).
  const long = message(
    Array.from({ length: 12 }, (_, round) => [
      pool[round % pool.length]!,
      'my week was',
      pool[(round * 5) % pool.length]!,
    ]).flat(),
  );
  const tokens = tokenise(long);

  it('has class entries across run edges, and classes only the rules’ reading finds', () => {
    const multiWord = features.classesAt(tokens).filter((hit) => hit.end > hit.start);
    expect(multiWord.some((hit) => hit.start % (window / 2) > hit.end % (window / 2))).toBe(true);
    // A window whose classes as the rules read its words ("nimecut" is "cut") are more than those as typed.
    const hits = features.classesAt(tokens);
    const gains = (start: number, end: number) => {
      const typed = new Set(
        hits.filter((hit) => hit.start >= start && hit.end < end).map((hit) => hit.number),
      );
      return features.ruleClasses(tokens.slice(start, end)).some((number) => !typed.has(number));
    };
    expect(
      Array.from({ length: tokens.length / (window / 2) }, (_, at) => at * (window / 2)).some((start) =>
        gains(start, start + window),
      ),
    ).toBe(true);
  });

  it('scores every run of up to two windows as its words read alone', () => {
    const runs = model.runsOf(tokens);
    for (let start = 0; start < tokens.length; start += 1) {
      for (let end = start; end <= Math.min(tokens.length, start + 2 * window); end += 1) {
        expect(runs.score(start, end), `${start}-${end}`).toBe(model.scoreOf(tokens.slice(start, end)));
      }
    }
  });

  it('gives each window the vector of its words read alone (the nearest examples and the kind use it)', () => {
    const runs = model.runsOf(tokens);
    for (let start = 0; start < tokens.length; start += window / 2) {
      const end = Math.min(tokens.length, start + window);
      expect(runs.vector(start, end)).toEqual(internals.vector(tokens.slice(start, end)));
    }
    // The words read last: their vector from that reading's pieces, as read alone.
    const story = 'my week was long and the traffic on thika road was bad again '.repeat(3);
    const texts = [
      long,
      `${long}. nimechoka na maisha, nitajiua kesho. ${long}`,
      `${story} ntajiua kesho ${story}`,
    ];
    for (const text of texts) {
      const { words } = model.read(text);
      expect(internals.vectorOfWords(words)).toEqual(internals.vector(words.split(' ')));
    }
    // The last is best read in a window of its one sentence.
    expect(model.read(texts[2]!).words.split(' ').length).toBe(window);
  });

  it('reads any long message as when each run was read alone (property)', () => {
    const part = fc.oneof(fc.constantFrom(...pool), fc.constantFrom('.', '!', ';', '\n', 'ku', 'nime'));
    fc.assert(
      fc.property(fc.array(part, { minLength: 20, maxLength: 120 }), (parts) => {
        const text = message(parts);
        const words = tokenise(text);
        const runs = model.runsOf(words);
        for (let start = 0; start < words.length; start += window / 2) {
          const end = Math.min(words.length, start + window);
          expect(runs.score(start, end)).toBe(model.scoreOf(words.slice(start, end)));
        }
        expect(model.read(text)).toEqual({ ...readAlone(text), kind: 'suicide' });
      }),
      { numRuns: propertyRuns(40, 300), seed: 30 },
    );
  });
});
