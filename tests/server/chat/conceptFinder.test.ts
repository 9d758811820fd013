import { describe, expect, it } from 'vitest';
import { Assistant } from '../../../server/chat/assistant';
import { conceptFinderFor } from '../../../server/chat/conceptFinder';
import { loadKnowledge } from '../../../server/chat/knowledge';
import { tokenise } from '../../../server/chat/normalise';
import { vetoFeatures, vetoModelFor } from '../../../server/chat/scopeModel';
import { readScopeTrainingKnowledge } from '../../../scripts/train-scope-model';
import { catalogue } from '../../helpers/fixtures';
import { knowledgeDir } from '../../helpers/knowledgeCopy';

/**
 * The concepts the veto model reads (scope-exemplars.json `veto.readsConcepts`): found as the recommender finds
 * them, from the knowledge alone, so training and the server read the same whatever catalogue is served.
 */
const knowledge = loadKnowledge(knowledgeDir);
const find = conceptFinderFor(knowledge);
const assistant = new Assistant(catalogue, knowledge);
const idsOf = (text: string) => find(tokenise(text));

describe('conceptFinderFor', () => {
  it('finds the concepts the recommender finds in the words, each once', () => {
    for (const text of ['I have been coughing for three weeks', 'mtoto ana homa kali tangu jana']) {
      const byAssistant = assistant
        .understand({ conversationHistory: '', userInput: text })
        .analysis.firstSegmentConcepts.map((concept) => concept.id);
      expect(idsOf(text), text).toEqual([...new Set(byAssistant)]);
      expect(idsOf(text).length, text).toBeGreaterThan(0);
    }
  });

  it('finds a health word said of a machine too: whose it is, the veto model decides', () => {
    expect(idsOf('my matatu keeps coughing every morning')).toEqual(idsOf('I keep coughing every morning'));
  });

  it('gives the server’s veto model what training read: the same named things for the same words', () => {
    const training = vetoFeatures(readScopeTrainingKnowledge(knowledgeDir));
    const server = vetoModelFor(knowledge);
    for (const text of [
      'my matatu keeps coughing every morning',
      'mtoto ana homa kali tangu jana',
      'the shop is bleeding money',
      'ng’ombe wangu amevimba tumbo',
    ]) {
      expect(server.named(tokenise(text)), text).toEqual(training.namedIn(tokenise(text)));
    }
  });

  it('is one finder per knowledge, and the veto model reads its ids as named things', () => {
    expect(conceptFinderFor(knowledge)).toBe(find);
    const named = vetoFeatures(knowledge).namedIn(tokenise('our cow is coughing'));
    expect(named).toEqual(
      expect.arrayContaining(['notPeople.animals', ...idsOf('coughing').map((id) => `concept.${id}`)]),
    );
    const withoutConcepts = vetoFeatures({
      ...knowledge,
      scopeExemplars: {
        ...knowledge.scopeExemplars,
        veto: { ...knowledge.scopeExemplars.veto!, readsConcepts: false },
      },
    });
    expect(
      withoutConcepts.namedIn(tokenise('our cow is coughing')).some((name) => name.startsWith('concept.')),
    ).toBe(false);
  });
});
