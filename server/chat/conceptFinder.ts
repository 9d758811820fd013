import { assistantTypos } from './assistantTypos';
import { conceptsWithSignPhrases } from './conceptsAsRead';
import type { Knowledge } from './knowledge';
import { Recommender } from './recommender';

/** The ids of the concepts a row of words names, each once, in the order found. */
export type ConceptFinder = (tokens: readonly string[]) => string[];

/** What the finder reads: the concepts and how the recommender reads words (typos of the knowledge's words). */
export type ConceptFinderKnowledge = Pick<
  Knowledge,
  'concepts' | 'signPhrases' | 'wordForms' | 'crisis' | 'smallTalk'
>;

/** By the knowledge object: a finder reads all of it, so another object (another file changed) gets its own. */
const finders = new WeakMap<ConceptFinderKnowledge, ConceptFinder>();

/**
 * Which concepts words name, as the recommender finds them, from the assistant's knowledge alone: no catalogue,
 * so its keyWords and titles neither count nor correct a typo. The veto model reads these ids as features
 * (scope-exemplars.json `veto.readsConcepts`), in training (scripts/train-scope-model.ts) and in the server
 * alike, whatever catalogue the server serves. One per knowledge object.
 */
export function conceptFinderFor(knowledge: ConceptFinderKnowledge): ConceptFinder {
  let finder = finders.get(knowledge);
  if (!finder) {
    const concepts = conceptsWithSignPhrases(knowledge);
    const noCatalogue = { tests: [], services: [] };
    const typos = assistantTypos(noCatalogue, { ...knowledge, concepts }, new Map());
    const recommender = new Recommender(noCatalogue, concepts, typos, knowledge.wordForms);
    finder = (tokens) => [
      ...new Set(recommender.analyse([{ tokens, weight: 1 }]).firstSegmentConcepts.map(({ id }) => id)),
    ];
    finders.set(knowledge, finder);
  }
  return finder;
}
