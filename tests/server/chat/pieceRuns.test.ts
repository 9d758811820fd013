import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CrisisFeatures, linearScore } from '../../../server/chat/exemplarModel';
import { loadKnowledge } from '../../../server/chat/knowledge';
import { tokenise } from '../../../server/chat/normalise';
import { PieceRuns } from '../../../server/chat/pieceRuns';
import { scopeModelFor, vetoModelFor } from '../../../server/chat/scopeModel';
import { knowledgeDir } from '../../helpers/knowledgeCopy';
import { propertyRuns } from '../../helpers/propertyRuns';

/**
 * The scope and veto models score a message's runs (the whole, each sentence) from each word's pieces, kept per
 * distinct word (pieceRuns.ts): every score must be the one their words' pieces counted by name give
 * (`scoreOf`), to the last bit, however many other words the models read before.
 */
const knowledge = loadKnowledge(knowledgeDir);
const models = { scope: scopeModelFor(knowledge), veto: vetoModelFor(knowledge) };

/** How `read` scored a message before: the whole and each sentence, each counted by name. */
function readByName(model: (typeof models)['scope'], text: string): number {
  const whole = tokenise(text);
  const named = model.named(whole);
  let best = model.scoreOf(whole, named);
  for (const sentence of text.split(/[.!?;\n]+/)) {
    const tokens = tokenise(sentence);
    if (tokens.length > 0 && tokens.length < whole.length)
      best = Math.max(best, model.scoreOf(tokens, named));
  }
  return best;
}

const words = [
  ...['my', 'goat', 'is', 'coughing', 'the', 'phone', 'battery', 'keeps', 'dying', 'head', 'pounding'],
  ...['mtoto', 'anaharisha', 'tangu', 'jana', 'ng’ombe', 'wangu', 'hali', 'kula', 'sina', 'usingizi'],
  ...['I', 'cannot', 'sleep', 'stressed', 'gari', 'engine', 'fever', 'homa', 'xqzv', 'unheardofword'],
  // Words sharing their first letters: each keeps its own pieces.
  ...['cough', 'cold', 'phones', 'headache', 'goats', 'sleepy', 'feverish', 'gariyangu'],
];
const text = fc
  .array(
    fc.tuple(fc.constantFrom(...words), fc.constantFrom(' ', ' ', ' ', '. ', '! ', '? ', '; ', '\n', ', ')),
    {
      maxLength: 40,
    },
  )
  .map((pieces) => pieces.map(([word, mark]) => word + mark).join(''));

describe('the scope models’ runs', () => {
  it.each(Object.entries(models))('score as the pieces counted by name do: %s (property)', (_name, model) => {
    fc.assert(
      fc.property(text, (sample) => {
        expect(model.read(sample)).toBe(readByName(model, sample));
        expect(model.readWhole(sample)).toBe(model.scoreOf(tokenise(sample)));
      }),
      { numRuns: propertyRuns(300, 3000), seed: 30 },
    );
  });

  it('read a sentence with a word that becomes two ("wanna") as before', () => {
    // "wanna" is two words ("want to"), in the whole and in its sentence.
    const sample = 'my goat is coughing. I wanna sleep! gari wangu';
    for (const model of Object.values(models)) expect(model.read(sample)).toBe(readByName(model, sample));
  });
});

describe('PieceRuns', () => {
  // A small model: some pieces of some words known, with weights; every other piece unknown.
  const features = new CrisisFeatures(
    { charGrams: { min: 2, max: 3 }, wordWeight: 2, classWeight: 0, window: 1000 },
    new Map(),
  );
  const names = [
    ...['ab', 'abc', 'bca'].flatMap((word) => features.gramsOf(word)),
    ...['w:ab', 'w:cab', 'b:ab abc', 'b:cab ab'],
  ];
  const ids = new Map([...new Set(names)].map((name, at) => [name, at]));
  const idf = Float64Array.from(ids.keys(), (_, at) => 1 + ((at * 7) % 5) / 3);
  const weights = Float64Array.from(ids.keys(), (_, at) => ((at * 13) % 11) / 4 - 1.2);
  const model = { ids, idf, unseenIdf: 2.5, weights, bias: -0.3 };
  const byName = (tokens: readonly string[]) =>
    linearScore(features.count(tokens), (name) => ids.get(name), idf, 2.5, weights, -0.3);
  const rows = fc.array(fc.constantFrom('ab', 'abc', 'bca', 'cab', 'ba', 'cc', 'abcabc', 'q', 'zzy'), {
    minLength: 1,
    maxLength: 12,
  });

  it.each([
    ['remembering every piece', 50_000],
    ['forgetting the pieces it numbered at almost every row', 4],
  ])('scores every run as its words counted by name, %s (property)', (_name, mostUnknown) => {
    const runs = new PieceRuns(model, features, mostUnknown);
    fc.assert(
      fc.property(rows, fc.nat(), fc.nat(), (row, a, b) => {
        const start = a % row.length;
        const end = start + 1 + (b % (row.length - start));
        expect(runs.runsOf(row, () => [], 0).score(start, end)).toBe(byName(row.slice(start, end)));
      }),
      { numRuns: propertyRuns(500, 5000), seed: 30 },
    );
  });
});
