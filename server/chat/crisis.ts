import type { CrisisFile, CrisisKind, CrisisRule } from '../../schemas';
import { KiswahiliVerbReader } from './kiswahiliVerbs';
import {
  ExactWords,
  PhraseMatcher,
  phraseVocabulary,
  type Match,
  type PhraseSpec,
  type WordClasses,
  type WordLookup,
} from './matcher';
import { editDistance, type TypoIndex } from './normalise';
import { BoundedCache } from './boundedCache';

/**
 * Typo tolerance for the rules, but narrower for Kiswahili verb forms (ji-, ni-), whose roots differ by a
 * letter or two: one typo at most ("nilikatwa", I was cut, is not "nilibakwa"), and never between a verb
 * read as done to oneself (ji-) and one done to me (ni-): "jikata" (I cut myself) is not "nikata".
 */
class RuleWords implements WordLookup {
  /** By typed word (each rule matcher looks every word of every text up again, a verb's edit distances too). */
  private readonly found = new BoundedCache<readonly string[]>(20_000);

  constructor(private readonly typos: TypoIndex) {}

  lookup(token: string): readonly string[] {
    return this.found.get(token, this.searchOf);
  }

  /** Made once: a closure made at each look-up was garbage of every word of every text the rules read. */
  private readonly searchOf = (token: string) => this.search(token);

  private search(token: string): readonly string[] {
    // A typo never changes a word's first letter: in Kiswahili that is who does it ("alikunywa", he
    // drank, is not "nilikunywa", I drank).
    const found = this.typos.lookup(token).filter((word) => word[0] === token[0]);
    if (!/^(ji|ni)/.test(token)) return found;
    return found.filter(
      (word) => word.slice(0, 2) === token.slice(0, 2) && editDistance(token, word, 1) <= 1,
    );
  }
}

/**
 * Suicide, self-harm, overdose, harm to a baby or child, and abuse or violence now, from the rules in
 * fixtures/assistant/crisis.json. Any finding puts crisis help before everything else. Rules are written
 * by kind with word classes ("{cut} {my-body}"), so they cover sentences nobody listed; a finding does not
 * count inside a figure of speech ("this job is killing me"), after a negation ("I would never hurt
 * myself"), near a context the rule names in `unless` ("while cooking", unless one it names in `evenWith`
 * is in the message: "on purpose"), with one it names in `unlessAnywhere` anywhere in the message, or
 * without one it `needs`.
 */

export type { CrisisKind };

type Entry =
  | { type: 'rule'; rule: CrisisRule }
  | { type: 'figure' }
  | { type: 'context'; name: string }
  | { type: 'negator' };

export interface CrisisFinding {
  kind: CrisisKind;
  /** The rule's id and the phrase of it that matched (for tests and the content preview). */
  rule: string;
  phrase: string;
}

export interface CrisisReading {
  findings: CrisisFinding[];
  /** Words of death or harm outside any figure of speech and not negated, whether or not a rule matched. */
  harmMentioned: boolean;
}

/** How many words away an `unless` context still cancels a rule ("I cut myself this morning shaving"). */
const contextReach = 6;

function classesOf(crisis: CrisisFile): WordClasses {
  return new Map(Object.entries(crisis.classes));
}

/** The rules' phrases: typos tolerated, so a misspelt crisis still counts. */
function ruleSpecs(crisis: CrisisFile): PhraseSpec<Entry>[] {
  return crisis.rules.flatMap((rule) =>
    [...rule.en, ...rule.sw].map((phrase) => ({ phrase, value: { type: 'rule' as const, rule }, gap: 0 })),
  );
}

/** What cancels or qualifies a rule: matched as written, so a typo never cancels a crisis. */
function qualifierSpecs(crisis: CrisisFile): PhraseSpec<Entry>[] {
  const list: PhraseSpec<Entry>[] = [];
  const add = (phrases: readonly string[], value: Entry) => {
    for (const phrase of phrases) list.push({ phrase, value, gap: 0 });
  };
  add(crisis.figures, { type: 'figure' });
  for (const [name, phrases] of Object.entries(crisis.contexts)) add(phrases, { type: 'context', name });
  add(crisis.negation.words, { type: 'negator' });
  return list;
}

export class CrisisDetector {
  private readonly rules: PhraseMatcher<Entry>;
  private readonly qualifiers: PhraseMatcher<Entry>;
  private readonly verbs: KiswahiliVerbReader;
  private readonly fillers: ReadonlySet<string>;
  private readonly harmWords: ReadonlySet<string>;

  constructor(crisis: CrisisFile, typos: TypoIndex) {
    this.rules = new PhraseMatcher(ruleSpecs(crisis), new RuleWords(typos), classesOf(crisis));
    this.qualifiers = new PhraseMatcher(qualifierSpecs(crisis), new ExactWords(), classesOf(crisis));
    this.verbs = new KiswahiliVerbReader(crisis.kiswahiliVerbs);
    this.fillers = new Set(crisis.negation.fillers);
    this.harmWords = new Set(crisis.harmWords);
  }

  /** Whole words of every crisis phrase and class, for the typo index ("sucidal" still counts). */
  static vocabulary(crisis: CrisisFile): string[] {
    return phraseVocabulary(
      ruleSpecs(crisis).map((spec) => spec.phrase),
      classesOf(crisis),
    );
  }

  /** The words as the rules read them (Kiswahili verbs rewritten; see KiswahiliVerbReader). */
  words(tokens: readonly string[]): string[] {
    return this.verbs.read(tokens);
  }

  read(tokens: readonly string[]): CrisisReading {
    const words = this.words(tokens);
    const ruleMatches = this.rules.find(words, { everyPlace: true });
    // What qualifies a rule matters only where a rule or a harm word is: most messages have neither.
    if (ruleMatches.length === 0 && !words.some((word) => this.harmWords.has(word))) {
      return { findings: [], harmMentioned: false };
    }
    const matches = [...ruleMatches, ...this.qualifiers.find(words, { everyPlace: true })];
    const figures: Match<Entry>[] = [];
    const contexts = new Map<string, Match<Entry>[]>();
    const negatorEnds = new Set<number>();
    const negatorWords = new Set<number>();
    for (const match of matches) {
      if (match.value.type === 'figure') figures.push(match);
      if (match.value.type === 'context') {
        const list = contexts.get(match.value.name) ?? [];
        list.push(match);
        contexts.set(match.value.name, list);
      }
      if (match.value.type === 'negator') {
        negatorEnds.add(match.end);
        for (const position of match.positions) negatorWords.add(position);
      }
    }
    const inFigure = (start: number, end: number) =>
      figures.some((figure) => figure.start <= end && start <= figure.end);
    const negated = (start: number, end: number, own: readonly number[]) => {
      for (let index = start; index <= end; index += 1) {
        if (negatorWords.has(index) && !own.includes(index)) return true;
      }
      for (let index = start - 1; index >= 0; index -= 1) {
        if (negatorEnds.has(index)) return true;
        if (!this.fillers.has(words[index]!)) return false;
      }
      return false;
    };
    // A context made only of the rule's own words is not another word beside it: "slicing" is a kitchen
    // word beside "I cut my finger", but not in "I have been slicing my forearm".
    const near = (name: string, match: Match<Entry>) =>
      (contexts.get(name) ?? []).some(
        (context) =>
          context.start <= match.end + contextReach &&
          match.start - contextReach <= context.end &&
          !context.positions.every((position) => match.positions.includes(position)),
      );

    const findings: CrisisFinding[] = [];
    const found = new Set<string>();
    for (const match of matches) {
      if (match.value.type !== 'rule') continue;
      const { rule } = match.value;
      if (found.has(rule.id) || inFigure(match.start, match.end)) continue;
      if (negated(match.start, match.end, match.positions)) continue;
      const kept = (rule.evenWith ?? []).some((name) => contexts.has(name));
      if (!kept && (rule.unless ?? []).some((name) => near(name, match))) continue;
      if (rule.needs && !rule.needs.some((name) => contexts.has(name))) continue;
      if ((rule.unlessAnywhere ?? []).some((name) => contexts.has(name))) continue;
      found.add(rule.id);
      findings.push({ kind: rule.kind, rule: rule.id, phrase: match.phrase });
    }
    const harmMentioned = words.some(
      (word, index) => this.harmWords.has(word) && !inFigure(index, index) && !negated(index, index, [index]),
    );
    return { findings, harmMentioned };
  }

  /** The crisis findings in the words. */
  find(tokens: readonly string[]): CrisisFinding[] {
    return this.read(tokens).findings;
  }
}
