import { describe, expect, it } from 'vitest';
import { Assistant } from '../../../server/chat/assistant';
import { conceptsWithSignPhrases, withWordLists } from '../../../server/chat/conceptsAsRead';
import { loadKnowledge } from '../../../server/chat/knowledge';
import { catalogue } from '../../helpers/fixtures';
import { knowledgeDir } from '../../helpers/knowledgeCopy';

/** The concepts as the recommender reads them: sign phrases added, word lists written out. */
const knowledge = loadKnowledge(knowledgeDir);

describe('conceptsWithSignPhrases and withWordLists', () => {
  it("read a concept's notAfter word list as its words", () => {
    const concepts = conceptsWithSignPhrases({
      concepts: [{ id: 'a-burn', en: ['blisters'], sw: [], notAfter: ['{absent}', 'hardly'] } as never],
      signPhrases: { about: 'test', words: { absent: ['no', 'bila'] }, signs: {} },
    });
    expect(concepts[0]!.notAfter).toEqual(['no', 'bila', 'hardly']);
  });

  it("read a sign phrase's {name} as any word of that word list", () => {
    const concepts = conceptsWithSignPhrases({
      concepts: [
        { ...knowledge.concepts.find((concept) => concept.sign === 'child-convulsions')!, en: [], sw: [] },
      ],
      signPhrases: {
        about: 'test',
        words: { child: ['baby', 'mtoto'] },
        signs: { 'child-convulsions': { en: ['{child} & fits'], sw: ['{child} & degedege'] } },
      },
    });
    expect(concepts[0]!.en).toEqual(['baby/mtoto & fits']);
    expect(concepts[0]!.sw).toEqual(['baby/mtoto & degedege']);
  });

  it('read an entry of several words as another way to say that part of a sign phrase', () => {
    const words = { pregnant: ['pregnant', 'mimba', 'weeks along'], fever: ['fever', 'homa'] };
    expect(withWordLists('{pregnant} & {fever}', words)).toBe('pregnant/mimba | weeks along & fever/homa');
    const reply = new Assistant(catalogue).reply({
      conversationHistory: '',
      userInput: 'i am 20 weeks along and have had a fever since last night',
    });
    expect(reply.signs).toContain('pregnancy-fever');
    expect(reply.urgency).toBe('today');
  });
});
