import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadKnowledge } from '../../../server/chat/knowledge';
import { tokenise } from '../../../server/chat/normalise';
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
  const named = model.bearers(whole);
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
