import type { Catalogue } from '../fixtures';
import { CrisisDetector } from './crisis';
import type { KiswahiliWording } from './kiswahili';
import type { Knowledge } from './knowledge';
import { realWords } from './language';
import { phraseVocabulary } from './matcher';
import { TypoIndex } from './normalise';
import { Recommender } from './recommender';

/**
 * Which known words a typed word may stand for: every word of the catalogue, the concepts, the crisis rules
 * and small talk, never correcting a real English or Kiswahili word (the content preview reads with it too).
 */
export function assistantTypos(
  catalogue: Pick<Catalogue, 'tests' | 'services'>,
  knowledge: Pick<Knowledge, 'concepts' | 'crisis' | 'smallTalk'>,
  kiswahili: ReadonlyMap<string, KiswahiliWording>,
): TypoIndex {
  return new TypoIndex(
    [
      ...Recommender.vocabulary(catalogue, knowledge.concepts, kiswahili),
      ...CrisisDetector.vocabulary(knowledge.crisis),
      ...phraseVocabulary([
        ...knowledge.smallTalk.greetings,
        ...knowledge.smallTalk.farewells,
        ...knowledge.smallTalk.thanks,
      ]),
    ],
    new Set([...realWords, ...knowledge.smallTalk.plainWords]),
  );
}
