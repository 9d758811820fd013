import type { CrisisExemplarsFile } from '../../schemas';
import type { CrisisFinding } from './crisis';
import type { ExemplarReading } from './exemplarModel';
import type { RecallReading } from './crisisRecall';

/**
 * The recall layer and the exemplar layer each call for crisis help on their own only when sure. A message
 * each finds suspicious without being sure ("…two packs of sleeping tablets, i just need it to be enough":
 * a means and a person, and wording near the crisis examples) is more often a crisis than either alone says,
 * since the two read different things (word classes near a core word; the whole message against examples).
 * Cross-validated over the exemplar file, agreement reached a crisis in about one in twelve of the crises
 * both layers missed, for 5 more of 773 look-alikes (docs/assistant.md, round 6).
 */
export function layersAgree(
  recall: RecallReading,
  exemplars: ExemplarReading,
  agreement: CrisisExemplarsFile['settings']['agreement'],
): CrisisFinding | undefined {
  const best = recall.best;
  if (!best || best.score < agreement.recallScore || exemplars.score < agreement.threshold) return undefined;
  return { kind: best.kind, rule: 'agreement', phrase: best.word };
}
