import type { CrisisExemplarsFile } from '../../schemas';
import type { CrisisFinding } from './crisis';
import type { ExemplarReading } from './exemplarModel';
import type { RecallReading } from './crisisRecall';

/**
 * The one crisis decision over the layers' readings of a new message, used by the assistant, the content
 * preview's "Try a message" and scripts/crisis-exemplars-check.ts, so none of them can disagree: the rules
 * (crisis.json) first; when none matched, the recall layer's finding (rule "recall"); then the exemplar
 * layer's (rule "exemplars"); then the two layers agreeing short of their thresholds (rule "agreement"). The
 * last three stand down when the message names a warning sign.
 */

/** Which layer raised a crisis: the rules, the recall layer, the exemplar layer, or the last two agreeing. */
export type CrisisLayer = 'rules' | 'recall' | 'exemplars' | 'agreement';

export type AgreementSettings = CrisisExemplarsFile['settings']['agreement'];

export interface CrisisReadings {
  rules: readonly CrisisFinding[];
  recall: RecallReading;
  /**
   * The exemplar layer's reading, asked for only when neither the rules nor the recall layer raised a crisis:
   * it reads a long message window by window (tens of milliseconds for 2,000 characters) and could change
   * nothing then.
   */
  exemplars: () => ExemplarReading;
  /**
   * Whether the new message names a warning sign (a concept with a `sign`: chest pain, struggling to breathe,
   * bleeding in pregnancy…; or a high blood pressure reading). The learned layers then stand down: see
   * decideCrisis.
   */
  warningSignNamed?: boolean;
}

export interface CrisisDecision {
  /** The findings that call for crisis help (none: no crisis). */
  findings: CrisisFinding[];
  /** The layer they come from. */
  layer: CrisisLayer | undefined;
  /** The exemplar layer's reading, when it was asked for. */
  exemplars: ExemplarReading | undefined;
  /** The layer that would have raised a crisis but stood down for a named warning sign. */
  stoodDown?: CrisisLayer;
}

export function decideCrisis(readings: CrisisReadings, agreement: AgreementSettings): CrisisDecision {
  const { rules, recall } = readings;
  if (rules.length > 0) return { findings: [...rules], layer: 'rules', exemplars: undefined };
  // The learned layers read a whole message for its likeness to crises, and a body in danger reads like one
  // ("naishiwa na pumzi hata nikikaa", "baby amekuwa akisonga kidogo sana leo"): a crisis reply would put a
  // counsellor before the doctor. With a warning sign named they stand down, and the reply is the sign's (the
  // doctor first, 999 for an emergency), with the crisis lines gently when a layer would have raised a crisis
  // (stoodDown; see gentleNetFires). A crisis rule's finding always stands.
  const standDown = readings.warningSignNamed === true;
  if (recall.fires && recall.best) {
    if (standDown) return { findings: [], layer: undefined, exemplars: undefined, stoodDown: 'recall' };
    return {
      findings: [{ kind: recall.best.kind, rule: 'recall', phrase: recall.best.word }],
      layer: 'recall',
      exemplars: undefined,
    };
  }
  const exemplars = readings.exemplars();
  const finding = exemplarLayerFinding(recall, exemplars, agreement);
  if (!finding) return { findings: [], layer: undefined, exemplars };
  const layer = finding.rule === 'agreement' ? 'agreement' : 'exemplars';
  if (standDown) return { findings: [], layer: undefined, exemplars, stoodDown: layer };
  return { findings: [finding], layer, exemplars };
}

/**
 * The exemplar layer's part of the decision: its own finding (rule "exemplars"), or else its agreeing with
 * the recall layer (rule "agreement"). The check script counts this as "the layer", rules or no rules.
 */
export function exemplarLayerFinding(
  recall: RecallReading,
  exemplars: ExemplarReading,
  agreement: AgreementSettings,
): CrisisFinding | undefined {
  if (exemplars.fires) return { kind: exemplars.kind, rule: 'exemplars', phrase: exemplars.words };
  return layersAgree(recall, exemplars, agreement);
}

/**
 * The recall layer and the exemplar layer each call for crisis help on their own only when sure. A message
 * each finds suspicious without being sure ("…two packs of sleeping tablets, i just need it to be enough":
 * a means and a person, and wording near the crisis examples) is more often a crisis than either alone says,
 * since the two read different things (word classes near a core word; the whole message against examples).
 * Cross-validated over the exemplar file, agreement reached a crisis in about one in twelve of the crises
 * both layers missed, for 5 more of 773 look-alikes (docs/assistant.md, round 6).
 */
function layersAgree(
  recall: RecallReading,
  exemplars: ExemplarReading,
  agreement: AgreementSettings,
): CrisisFinding | undefined {
  const best = recall.best;
  if (!best || best.score < agreement.recallScore || exemplars.score < agreement.threshold) return undefined;
  return { kind: best.kind, rule: 'agreement', phrase: best.word };
}

/**
 * Whether the reply carries the crisis lines gently: a layer stood down for a warning sign (it was sure), or the
 * layers suspect a crisis (suspectsCrisis), a warning sign or not. A suspicion beside a warning sign is mostly the
 * sign's own words (a baby, blood, breath), but a missed crisis costs the lines and the net's mistake a sentence.
 */
export function gentleNetFires(
  decision: CrisisDecision,
  recall: RecallReading,
  agreement: AgreementSettings,
): boolean {
  if (decision.findings.length > 0) return false;
  return decision.stoodDown !== undefined || suspectsCrisis(recall, decision.exemplars, agreement);
}

/**
 * The gentle net: a message no layer raised, which the recall or the exemplar layer still finds suspicious,
 * each at least at the score at which the two agreeing would raise a crisis (`agreement`). Its reply carries
 * the crisis lines gently before the ordinary answer. A missed crisis costs the visitor the lines; a message
 * the net catches by mistake (on the development set 65 of 930 hard negatives, 8 of 786 recommendations
 * and 2 of 156 other health messages) costs a sentence (docs/assistant.md, "The gentle net").
 */
export function suspectsCrisis(
  recall: RecallReading,
  exemplars: ExemplarReading | undefined,
  agreement: AgreementSettings,
): boolean {
  return (
    (recall.best?.score ?? 0) >= agreement.recallScore ||
    (exemplars !== undefined && exemplars.score >= agreement.threshold)
  );
}
