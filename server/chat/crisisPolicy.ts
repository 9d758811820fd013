import type { CrisisKind, CrisisPolicyFile, CrisisReplyKind, CrisisSignal } from '../../schemas';
import type { CrisisFinding } from './crisis';
import type { ExemplarReading } from './exemplarModel';

/**
 * The one crisis decision (docs/assistant.md, "How it decides"), used by the assistant and by the content
 * preview's "Try a message", so the two cannot disagree: the decision table of crisis-policy.json read top to
 * bottom over the signals of a message. A pure function: the signals in, what the reply does out.
 */

/** Which part raised a crisis: a crisis rule, or the model. */
export type CrisisLayer = 'rules' | 'model';

export interface CrisisSignals {
  /** The crisis rules' findings in the new message (crisis.json). */
  rules: readonly CrisisFinding[];
  /** The model's reading of the new message, asked for only when a row needs it (a long message costs). */
  model: () => ExemplarReading;
  /**
   * Whether the model reads the new message in one piece (no longer than its window), asked only when a rule
   * matched. Only such a message can have a rule set aside by the model's doubt: a long one keeps crisis help,
   * and its rules are not read twice.
   */
  readWhole: () => boolean;
  /** The kind of crisis the model's words are nearest (asked only for crisis help from the model). */
  kindOf?: (words: string) => CrisisKind;
  /** The crisis rules' findings in the visitor's earlier messages. */
  earlier: readonly CrisisFinding[];
  /** A word of death or harm, not negated and outside a figure of speech (crisis.json harmWords). */
  harmMentioned: boolean;
  /** A concept marked crisisLines in the new message (hopelessness). */
  nearCrisisConcept: boolean;
  /** Whether the new message names a warning sign (a concept with a sign, or a blood pressure reading). */
  warningSignNamed: boolean;
}

export interface CrisisDecision {
  /** What the reply does. */
  reply: CrisisReplyKind;
  /** The signal of the row that decided (none: no row did). */
  signal: CrisisSignal | undefined;
  /** The findings that call for crisis help (none unless `reply` is crisis; the earlier ones for a reminder). */
  findings: CrisisFinding[];
  /** The part they come from, for crisis help. */
  layer: CrisisLayer | undefined;
  /** The model's reading, when a row asked for it. */
  exemplars: ExemplarReading | undefined;
}

export function decideCrisis(signals: CrisisSignals, policy: CrisisPolicyFile): CrisisDecision {
  let reading: ExemplarReading | undefined;
  const model = () => (reading ??= signals.model());
  const present: Record<CrisisSignal, () => boolean> = {
    rule: () => signals.rules.length > 0,
    'rule-model-doubts': () =>
      signals.rules.length > 0 && signals.readWhole() && model().score < policy.model.doubt,
    'model-high': () => model().score >= policy.model.high,
    'model-low': () => model().score >= policy.model.low,
    'harm-word': () => signals.harmMentioned,
    'near-crisis-concept': () => signals.nearCrisisConcept,
    'rule-earlier': () => signals.earlier.length > 0,
  };
  const row = policy.rows.find(
    ({ signal, warningSign }) =>
      (warningSign === 'any' || (warningSign === 'named') === signals.warningSignNamed) && present[signal](),
  );
  if (!row || row.reply === 'none') {
    return { reply: 'none', signal: row?.signal, findings: [], layer: undefined, exemplars: reading };
  }
  if (row.reply === 'reminder') {
    return {
      reply: row.reply,
      signal: row.signal,
      findings: [...signals.earlier],
      layer: undefined,
      exemplars: reading,
    };
  }
  if (row.reply !== 'crisis') {
    return { reply: row.reply, signal: row.signal, findings: [], layer: undefined, exemplars: reading };
  }
  if (row.signal === 'rule') {
    return {
      reply: 'crisis',
      signal: row.signal,
      findings: [...signals.rules],
      layer: 'rules',
      exemplars: reading,
    };
  }
  // Crisis help from another signal: a finding that says so (the model's, or the signal's own name).
  const finding: CrisisFinding = reading
    ? { kind: signals.kindOf?.(reading.words) ?? reading.kind, rule: 'model', phrase: reading.words }
    : { kind: 'suicide', rule: row.signal, phrase: '' };
  return { reply: 'crisis', signal: row.signal, findings: [finding], layer: 'model', exemplars: reading };
}
