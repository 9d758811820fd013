import { appPaths, pathTo } from '../../src/core/sitePaths';
import type { AssistantConcept, Service, TestCard, WordFormsFile } from '../../schemas';
import type { Catalogue } from '../fixtures';
import type { KiswahiliWording } from './kiswahili';
import { englishWords, realWords, type LanguageVocabulary } from './language';
import { PhraseMatcher, phraseVocabulary, type Match, type PhraseSpec, type WordLookup } from './matcher';
import { normalise, tokenise, type TypoIndex } from './normalise';
import { BoundedCache } from './boundedCache';

/**
 * Scores the catalogue's tests and services against what a visitor wrote: the concepts of
 * fixtures/assistant first (how people say things), then each item's own keyWords and titles, then a
 * little from the words of its description. Only paths the catalogue has can come out. A fallback concept
 * (a body part, a symptom, a feeling, a medicine) counts only when nothing more specific matched, so a
 * health message is never left without the closest tests and a professional.
 */

export type Concept = AssistantConcept;

export type CatalogueItem = (
  { kind: 'test'; path: string; card: TestCard } | { kind: 'service'; path: string; service: Service }
) & { kiswahili?: KiswahiliWording };

type CatalogueParts = Pick<Catalogue, 'tests' | 'services'>;

type PhraseValue =
  | { type: 'concept'; concept: Concept }
  | { type: 'keyword'; paths: string[] }
  /** One part of a phrase whose parts may stand anywhere in the message ("blood & long call"). */
  | {
      type: 'part';
      concept: Concept;
      phrase: string;
      index: number;
      count: number;
      /** One object for all parts of one phrase's text: `wholePhrases` groups them by it, not by the text. */
      whole: WholeParts;
    };

/** A piece of text to score and how much it counts: the new message fully, earlier ones less. */
export interface Segment {
  tokens: readonly string[];
  weight: number;
}

export interface Recommendation {
  item: CatalogueItem;
  score: number;
  /** Concepts that raised this item, strongest first. */
  concepts: Concept[];
  /**
   * The visitor's own words that raised this item (a phrase as typed, lower case), strongest first: the reply
   * names them as the reason, and none when no words did (a path the reply adds whatever was said).
   */
  words: string[];
}

export interface Analysis {
  recommendations: Recommendation[];
  /** Concepts found in all segments. */
  concepts: Concept[];
  /** Concepts found in the first segment (the new message, in the assistant's order). */
  firstSegmentConcepts: Concept[];
}

/** Words too common in the catalogue's titles and descriptions to say anything about a visitor. */
const genericWords = new Set(
  `test tests testing screening screen health healthy check checks assessment risk risks level levels score
  scores question questions form your yours about over last weeks week days minutes quick short simple whether
  much many long know find help life feel feeling time good well with from into that this what when they them
  their there those these have been will would could should also other people person things thing ways
  including each based using make take taking sure more most less look looks like just some signs
  programme program service services talk private personal licensed qualified fit injection mpira support`.split(
    /\s+/,
  ),
);

const keywordWeight = 1.5;
const keywordCap = 3;
const descriptionWordWeight = 0.35;
const descriptionCap = 0.7;

export class Recommender {
  readonly items: CatalogueItem[];
  readonly byPath: Map<string, CatalogueItem>;
  readonly matcher: PhraseMatcher<PhraseValue>;
  /** The lexicon's words by language (for telling languages apart). */
  readonly vocabulary: LanguageVocabulary;
  private readonly targets = new Map<Concept, [string, number][]>();
  private readonly descriptionIndex = new Map<string, { path: string; weight: number }[]>();
  /** Every word of a phrase, and the words of the English phrases (what a Sheng verb's English part may be). */
  private readonly phraseWords: ReadonlySet<string>;
  private readonly englishPhraseWords: ReadonlySet<string>;
  /** word-forms.json's starts, longest first, so "nime" is tried before "ni". */
  private readonly shengVerbStarts: readonly string[];
  private readonly pastStarts: ReadonlySet<string>;
  private readonly irregularPasts: ReadonlyMap<string, string>;
  private readonly othersToMine: readonly [string, string][];
  /**
   * The phrases found in each array of words still in use: the assistant asks twice about the new message's
   * words (analyse, hasHealthSignal), and a message of several sentences asks about each sentence in between,
   * so remembering only the last array found a long message's phrases twice.
   */
  private readonly found = new WeakMap<readonly string[], Match<PhraseValue>[]>();
  /**
   * Each word as the phrases are written (withShengVerbs), by word: trying every start of word-forms.json
   * against every word of a long message was a tenth of its analysis.
   */
  private readonly asWritten = new BoundedCache<{ written: string | undefined }>(20_000);

  constructor(
    catalogue: CatalogueParts,
    concepts: readonly Concept[],
    typos: TypoIndex,
    /** How a word no phrase knows is read as the phrases are written (word-forms.json). */
    wordForms: WordFormsFile,
    /** The catalogue's Kiswahili words of each path (see kiswahili.ts). */
    kiswahili: ReadonlyMap<string, KiswahiliWording> = new Map(),
  ) {
    this.items = catalogueItems(catalogue, kiswahili);
    this.byPath = new Map(this.items.map((item) => [item.path, item]));
    for (const concept of concepts) {
      this.targets.set(
        concept,
        Object.entries(concept.targets).filter(([path]) => this.byPath.has(path)),
      );
    }
    const keywordSpecs = catalogueKeywords(this.items).map(([phrase, paths]) => ({
      phrase,
      value: { type: 'keyword' as const, paths },
      gap: 0,
    }));
    this.matcher = new PhraseMatcher<PhraseValue>(
      [...conceptSpecs(concepts), ...keywordSpecs],
      new ThingActsAsWritten(typos, wordForms.thingActs),
    );
    const keywordPhrases = keywordSpecs.map((spec) => spec.phrase);
    this.phraseWords = new Set(
      phraseVocabulary([...conceptSpecs(concepts).map((spec) => spec.phrase), ...keywordPhrases]),
    );
    this.englishPhraseWords = new Set(
      phraseVocabulary([...concepts.flatMap((concept) => concept.en), ...keywordPhrases]),
    );
    this.shengVerbStarts = byLengthDown(wordForms.shengVerbStarts);
    this.pastStarts = new Set(wordForms.pastStarts);
    this.irregularPasts = new Map(Object.entries(wordForms.irregularPasts));
    this.othersToMine = Object.entries(wordForms.othersToMine).sort((a, b) => b[0].length - a[0].length);
    this.vocabulary = lexiconVocabulary(concepts);
    this.indexDescriptions();
  }

  /** Whole words of every phrase this recommender matches, for the typo index. */
  static vocabulary(
    catalogue: CatalogueParts,
    concepts: readonly Concept[],
    kiswahili: ReadonlyMap<string, KiswahiliWording> = new Map(),
  ): string[] {
    return phraseVocabulary([
      ...conceptSpecs(concepts).map((spec) => spec.phrase),
      ...catalogueKeywords(catalogueItems(catalogue, kiswahili)).map(([phrase]) => phrase),
    ]);
  }

  /**
   * The concept and keyword phrases in some words (the longest where phrases overlap), and the phrases
   * written in parts ("blood & long call") all of whose parts are somewhere in the words.
   */
  findPhrases(tokens: readonly string[]): Match<PhraseValue>[] {
    let matches = this.found.get(tokens);
    if (!matches) {
      matches = this.phrasesIn(tokens);
      this.found.set(tokens, matches);
    }
    return matches;
  }

  private phrasesIn(tokens: readonly string[]): Match<PhraseValue>[] {
    const matches = this.matcher.find(tokens).filter((match) => !saidNot(match, tokens));
    // Read again as the phrases are written (someone else's verb, Sheng's English verb), when that changes a word.
    // A warning sign is read only as written: "kondoo anapumua kwa shida" must not name a person's sign.
    const written = this.withShengVerbs(tokens);
    if (written !== tokens) {
      const seen = new Set(matches.map(matchKey));
      for (const match of this.matcher.find(written)) {
        const concept = match.value.type === 'keyword' ? undefined : match.value.concept;
        if (concept?.sign === undefined && !seen.has(matchKey(match))) matches.push(match);
      }
    }
    const concepts = matches.filter((match) => match.value.type === 'concept');
    const kept = longestOnly(concepts);
    // A warning sign is never lost inside a longer phrase of another concept: the doctor comes first
    // whatever else the words also say. (A set: a long message's hundreds of matches each looked through the
    // kept ones were half of its phrases' time.)
    const keptSet = new Set(kept);
    const signs = concepts.filter(
      (match) => match.value.type === 'concept' && match.value.concept.sign && !keptSet.has(match),
    );
    return [
      ...kept,
      ...longestOnly(signs),
      ...longestOnly(matches.filter((match) => match.value.type === 'keyword')),
      ...wholePhrases(matches),
    ];
  }

  /**
   * The words as the phrases are written, for a word no phrase and no dictionary knows: someone else's Kiswahili
   * verb in the first person ("anakojoa" → "nakojoa", "hana" → "sina"), and Sheng's English verb as the English
   * word ("naexercise" → "exercise", "anaplay" → "play") when its end, after a Kiswahili start, is a word of the
   * English phrases. One word for one, so the positions of the matches stay the visitor's.
   */
  private withShengVerbs(tokens: readonly string[]): readonly string[] {
    let read: string[] | undefined;
    for (const [index, token] of tokens.entries()) {
      if (token.length < 4 || realWords.has(token)) continue;
      const { written } = this.asWritten.get(token, () => ({
        written:
          this.firstPersonOf(token) ?? (this.phraseWords.has(token) ? undefined : this.englishVerbIn(token)),
      }));
      if (written === undefined) continue;
      read ??= [...tokens];
      read[index] = written;
    }
    return read ?? tokens;
  }

  private firstPersonOf(token: string): string | undefined {
    for (const [start, mine] of this.othersToMine) {
      if (!token.startsWith(start) || token.length - start.length < 2) continue;
      const written = mine + token.slice(start.length);
      if (this.phraseWords.has(written)) return written;
    }
    return undefined;
  }

  private englishVerbIn(token: string): string | undefined {
    if (token.length < 5) return undefined;
    for (const start of this.shengVerbStarts) {
      const verb = token.slice(start.length);
      if (!token.startsWith(start) || verb.length < 3) continue;
      // "nimelose weight" is "lost weight": a past start reads the English past where a phrase has it.
      const past = this.pastStarts.has(start)
        ? [this.irregularPasts.get(verb), `${verb}ed`, `${verb}d`].find(
            (form) => form !== undefined && this.englishPhraseWords.has(form),
          )
        : undefined;
      if (past !== undefined) return past;
      if (this.englishPhraseWords.has(verb)) return verb;
    }
    return undefined;
  }

  /** Whether the words name a warning sign (a concept with a `sign`). */
  namesSign(tokens: readonly string[]): boolean {
    return this.findPhrases(tokens).some(
      (match) => match.value.type === 'concept' && match.value.concept.sign !== undefined,
    );
  }

  /** Whether the words name any health concern or goal this catalogue knows. */
  hasHealthSignal(tokens: readonly string[]): boolean {
    return this.findPhrases(tokens).some(
      (match) =>
        match.value.type === 'keyword' ||
        (match.value.type === 'concept' &&
          !match.value.concept.context &&
          (this.targets.get(match.value.concept)?.length ?? 0) > 0),
    );
  }

  analyse(segments: readonly Segment[]): Analysis {
    const scores = new Map<
      string,
      { score: number; concepts: Map<Concept, number>; words: Map<string, number> }
    >();
    const add = (path: string, amount: number, words: readonly string[], concept?: Concept) => {
      let entry = scores.get(path);
      if (!entry) {
        entry = { score: 0, concepts: new Map(), words: new Map() };
        scores.set(path, entry);
      }
      entry.score += amount;
      if (concept) entry.concepts.set(concept, (entry.concepts.get(concept) ?? 0) + amount);
      for (const said of words) entry.words.set(said, (entry.words.get(said) ?? 0) + amount);
    };
    const found = new Set<Concept>();
    let firstSegmentConcepts: Concept[] = [];
    const segmentMatches = segments.map((segment) => this.findPhrases(segment.tokens));
    // A concept's `moves` hold for the whole conversation: "since I gave birth" earlier still makes the mood
    // screen the postnatal one.
    const moved = movesOf(segmentMatches.flat());
    const addMoved = (path: string, amount: number, words: readonly string[], concept?: Concept) => {
      const to = moved.get(path);
      add(to !== undefined && this.byPath.has(to) ? to : path, amount, words, concept);
    };

    for (const [index, segment] of segments.entries()) {
      const matches = segmentMatches[index] ?? [];
      const segmentConcepts = new Set<Concept>();
      // What the visitor wrote for each concept and keyword path: the words the matches cover.
      const conceptWords = new Map<Concept, Set<string>>();
      const keywordTotals = new Map<string, number>();
      const keywordWords = new Map<string, Set<string>>();
      const said = (match: Match<PhraseValue>) => match.positions.map((at) => segment.tokens[at]).join(' ');
      for (const match of matches) {
        if (match.value.type === 'concept') {
          segmentConcepts.add(match.value.concept);
          addTo(conceptWords, match.value.concept, said(match));
        } else if (match.value.type === 'keyword') {
          const share = (keywordWeight * phraseLength(match.phrase)) / match.value.paths.length;
          for (const path of match.value.paths) {
            keywordTotals.set(path, (keywordTotals.get(path) ?? 0) + share);
            addTo(keywordWords, path, said(match));
          }
        }
      }
      // Fallbacks stand in only where nothing more specific was said.
      const specific =
        keywordTotals.size > 0 ||
        [...segmentConcepts].some((concept) => !concept.fallback && !concept.context);
      if (specific)
        for (const concept of segmentConcepts) if (concept.fallback) segmentConcepts.delete(concept);
      if (index === 0) firstSegmentConcepts = [...segmentConcepts];
      for (const concept of segmentConcepts) {
        found.add(concept);
        const words = [...(conceptWords.get(concept) ?? [])];
        for (const [path, weight] of this.targets.get(concept) ?? [])
          addMoved(path, segment.weight * weight, words, concept);
      }
      for (const [path, total] of keywordTotals) {
        addMoved(path, segment.weight * Math.min(keywordCap, total), [...(keywordWords.get(path) ?? [])]);
      }
      for (const [path, { total, words }] of this.describe(segment.tokens)) {
        addMoved(path, segment.weight * Math.min(descriptionCap, total), words);
      }
    }

    const recommendations = [...scores.entries()]
      .map(([path, entry]) => ({
        item: this.byPath.get(path)!,
        score: entry.score,
        concepts: [...entry.concepts.entries()].sort((a, b) => b[1] - a[1]).map(([concept]) => concept),
        words: withoutInner([...entry.words.entries()].sort((a, b) => b[1] - a[1]).map(([words]) => words)),
      }))
      .sort((a, b) => b.score - a.score || kindOrder(a.item) - kindOrder(b.item));
    return { recommendations, concepts: [...found], firstSegmentConcepts };
  }

  /**
   * What one concept alone offers, as `analyse` would give it with no words behind it (no reason is invented):
   * the general offer for a health message no phrase matched.
   */
  offer(concept: Concept): Analysis {
    const recommendations = [...(this.targets.get(concept) ?? [])]
      .flatMap(([path, score]) => {
        const item = this.byPath.get(path);
        return item ? [{ item, score, concepts: [concept], words: [] }] : [];
      })
      .sort((a, b) => b.score - a.score || kindOrder(a.item) - kindOrder(b.item));
    return { recommendations, concepts: [concept], firstSegmentConcepts: [concept] };
  }

  /**
   * Description words of each item that the text uses, weighted by how rare they are in the catalogue, and
   * those words.
   */
  private describe(tokens: readonly string[]): Map<string, { total: number; words: string[] }> {
    const totals = new Map<string, { total: number; words: string[] }>();
    for (const token of new Set(tokens)) {
      for (const { path, weight } of this.descriptionIndex.get(token) ?? []) {
        const entry = totals.get(path) ?? { total: 0, words: [] };
        entry.total += weight;
        entry.words.push(token);
        totals.set(path, entry);
      }
    }
    return totals;
  }

  private indexDescriptions(): void {
    const wordsByPath = new Map<string, Set<string>>();
    for (const item of this.items) {
      const text = item.kind === 'test' ? item.card.description : item.service.description;
      const words = tokenise(text).filter(
        (word) => word.length >= 4 && !genericWords.has(word) && !englishWords.has(word),
      );
      wordsByPath.set(item.path, new Set(words));
    }
    const documentCount = new Map<string, number>();
    for (const words of wordsByPath.values()) {
      for (const word of words) documentCount.set(word, (documentCount.get(word) ?? 0) + 1);
    }
    const total = this.items.length;
    for (const [path, words] of wordsByPath) {
      for (const word of words) {
        const rarity = Math.log((total + 1) / documentCount.get(word)!) / Math.log(total + 1);
        const list = this.descriptionIndex.get(word) ?? [];
        list.push({ path, weight: descriptionWordWeight * rarity });
        this.descriptionIndex.set(word, list);
      }
    }
  }
}

/** Longest first (a stable sort keeps the file's order among starts of one length). */
function byLengthDown(starts: readonly string[]): string[] {
  return [...starts].sort((a, b) => b.length - a.length);
}

/** One match's phrase and place: the same phrase found at the same place in two readings is one match. */
function matchKey(match: Match<PhraseValue>): string {
  return `${match.phrase}@${match.positions.join(',')}`;
}

/** The phrases without those that stand inside another ("blood" beside "blood sugar"). */
function withoutInner(phrases: readonly string[]): string[] {
  return phrases.filter(
    (phrase) => !phrases.some((other) => other !== phrase && ` ${other} `.includes(` ${phrase} `)),
  );
}

function addTo<K>(map: Map<K, Set<string>>, key: K, words: string): void {
  const set = map.get(key) ?? new Set<string>();
  set.add(words);
  map.set(key, set);
}

function kindOrder(item: CatalogueItem): number {
  return item.kind === 'test' ? 0 : 1;
}

function phraseLength(phrase: string): number {
  return Math.min(2, 1 + 0.5 * (phrase.split(' ').length - 1));
}

/** The `moves` of every concept the matches name, as one map from a path to the path it goes to. */
function movesOf(matches: readonly Match<PhraseValue>[]): Map<string, string> {
  const moved = new Map<string, string>();
  for (const match of matches) {
    if (match.value.type !== 'concept') continue;
    for (const [from, to] of Object.entries(match.value.concept.moves ?? {})) moved.set(from, to);
  }
  return moved;
}

/**
 * Concept phrases as matcher specs: "=" in front makes a phrase strict (no words in between); " & "
 * splits a phrase into parts that may stand anywhere in the message, in any order ("blood & long call"); " | " inside a part gives it several ways (see `withWordLists`).
 */
function conceptSpecs(concepts: readonly Concept[]): PhraseSpec<PhraseValue>[] {
  const wholes = new Map<string, WholeParts>();
  return concepts.flatMap((concept) =>
    [...concept.en, ...concept.sw].flatMap((written): PhraseSpec<PhraseValue>[] => {
      const gap = written.startsWith('=') ? 0 : 1;
      const phrase = written.replace(/^=/, '');
      const parts = phrase.split(' & ').map((part) => part.trim());
      // A part may be said several ways (" | ", from a sign phrase's word lists): any of them is that part.
      const ways = (part: string) => part.split(' | ');
      if (parts.length === 1)
        return ways(phrase).map((way) => ({ phrase: way, value: { type: 'concept', concept }, gap }));
      // Shared by every phrase of this text, in any concept, as their text was.
      let whole = wholes.get(phrase);
      if (!whole) {
        // Its parts' array of their number from the start, never resized (see `WholeParts`).
        const slots = Array.from({ length: parts.length }, (): Match<PhraseValue> | undefined => undefined);
        wholes.set(phrase, (whole = { seenIn: 0, first: undefined, parts: slots, have: 0 }));
      }
      return parts.flatMap((part, index) =>
        ways(part).map((way) => ({
          phrase: way,
          value: { type: 'part' as const, concept, phrase, index, count: parts.length, whole },
          gap,
        })),
      );
    }),
  );
}

/**
 * The typo index, except that a thing's verb of what only the living do ("inazimia", the machine faints) is read
 * only as written: a typo of a person's verb ("nazimia", I faint) would name a person's warning sign.
 */
class ThingActsAsWritten implements WordLookup {
  /** Every start with every act ("ina" + "zimia"): a few hundred words, looked up whole. */
  private readonly words: ReadonlySet<string>;

  constructor(
    private readonly typos: TypoIndex,
    { starts, acts }: WordFormsFile['thingActs'],
  ) {
    this.words = new Set(starts.flatMap((start) => acts.map((act) => start + act)));
  }

  lookup(token: string): readonly string[] {
    const found = this.typos.lookup(token);
    return this.words.has(token) ? found.filter((word) => word === token) : found;
  }
}

/**
 * Whether a concept's words come right after one of its `notAfter` words ("no blisters", "bila malengelenge"):
 * then the visitor says the thing is not there, and the phrase (or its part) does not count.
 */
function saidNot(match: Match<PhraseValue>, tokens: readonly string[]): boolean {
  if (match.value.type === 'keyword') return false;
  const before = tokens[match.start - 1];
  return before !== undefined && (match.value.concept.notAfter?.includes(before) ?? false);
}

/**
 * What `wholePhrases` found of one phrase written in parts, in the call it holds the number of: the first match
 * of any of its parts, and each part's first match by its place. Kept on the object the parts share, from call to
 * call (`wholePhrases` never runs inside itself): a map of fresh entries a call was a sixth of what a hostile
 * message's reply allocated (its history gives about 400 matches of parts).
 */
interface WholeParts {
  seenIn: number;
  first: (Match<PhraseValue> & { value: { type: 'part' } }) | undefined;
  /** By part: its first match; as many slots as the phrase has parts, from the start. */
  parts: (Match<PhraseValue> | undefined)[];
  have: number;
}

/** The number of `wholePhrases`' calls so far, and the phrases in parts the current one has seen, in order. */
let wholesCall = 0;
const wholesSeen: WholeParts[] = [];

/**
 * The phrases written in parts all of whose parts were found, each as one match of its concept (each part by its
 * first match). Grouped by an object each phrase's parts share, and the parts in an array by their place: a
 * phrase's text (up to a kilobyte) as a map's key and a map per phrase were a tenth of a long message's analysis.
 */
function wholePhrases(matches: readonly Match<PhraseValue>[]): Match<PhraseValue>[] {
  wholesCall += 1;
  const call = wholesCall;
  const seen = wholesSeen;
  seen.length = 0;
  for (let index = 0; index < matches.length; index += 1) {
    const match = matches[index]!;
    const { value } = match;
    if (value.type !== 'part') continue;
    const entry = value.whole;
    if (entry.seenIn !== call) {
      entry.seenIn = call;
      entry.first = match as Match<PhraseValue> & { value: { type: 'part' } };
      entry.have = 0;
      entry.parts.fill(undefined);
      seen.push(entry);
    }
    if (entry.parts[value.index] === undefined) {
      entry.parts[value.index] = match;
      entry.have += 1;
    }
  }
  const whole: Match<PhraseValue>[] = [];
  for (let index = 0; index < seen.length; index += 1) {
    const entry = seen[index]!;
    const { phrase, concept, count } = entry.first!.value;
    const { parts } = entry;
    if (entry.have >= count) {
      let start = Infinity;
      let end = -Infinity;
      const positions: number[] = [];
      for (let part = 0; part < parts.length; part += 1) {
        const match = parts[part];
        if (match === undefined) continue;
        if (match.start < start) start = match.start;
        if (match.end > end) end = match.end;
        for (let at = 0; at < match.positions.length; at += 1) positions.push(match.positions[at]!);
      }
      whole.push({
        value: { type: 'concept', concept },
        phrase,
        start,
        end,
        positions: positions.sort((a, b) => a - b),
      });
    }
    // Nothing of this text kept for the next (the array stays its size: pushing into an emptied one made a
    // backing store of 17 slots for each phrase each call).
    entry.first = undefined;
    parts.fill(undefined);
  }
  seen.length = 0;
  return whole;
}

/** The catalogue's tests and services with their in-app paths, and their Kiswahili words where given. */
export function catalogueItems(
  catalogue: CatalogueParts,
  kiswahili: ReadonlyMap<string, KiswahiliWording> = new Map(),
): CatalogueItem[] {
  const items: CatalogueItem[] = [
    ...catalogue.tests.map((test) => ({
      kind: 'test' as const,
      path: pathTo(appPaths.test, test.card.routeSlug),
      card: test.card,
    })),
    ...catalogue.services.map((service) => ({
      kind: 'service' as const,
      path: pathTo(appPaths.service, service.routeSlug),
      service,
    })),
  ];
  return items.map((item) => {
    const words = kiswahili.get(item.path);
    return words ? { ...item, kiswahili: words } : item;
  });
}

/** Each catalogue keyword phrase (keyWords, titles) with the paths that carry it. */
function catalogueKeywords(items: readonly CatalogueItem[]): [string, string[]][] {
  const byPhrase = new Map<string, Set<string>>();
  const add = (item: CatalogueItem, phrases: readonly string[], unless?: ReadonlySet<string>) => {
    for (const phrase of phrases) {
      const normal = normalise(phrase);
      if (normal === '' || normal === 'not given' || unless?.has(normal)) continue;
      const words = normal.split(' ');
      if (words.every((word) => word.length < 2 || genericWords.has(word) || englishWords.has(word)))
        continue;
      const paths = byPhrase.get(normal) ?? new Set<string>();
      paths.add(item.path);
      byPhrase.set(normal, paths);
    }
  };
  for (const item of items) {
    add(
      item,
      item.kind === 'test'
        ? [
            ...item.card.keyWords,
            item.card.informalTitle.replace(/ Screening Test$/, ''),
            item.card.formalTitle,
          ]
        : [...item.service.keyWords, item.service.title],
    );
  }
  // The Kiswahili overlay's keywords and name, where the catalogue has them; a phrase the English cards
  // already use ("stress", "diabetes") keeps the items the English cards give it.
  const english = new Set(byPhrase.keys());
  for (const item of items) {
    if (item.kiswahili && item.kiswahili.keyWords.length > 0) {
      add(item, [...item.kiswahili.keyWords, item.kiswahili.name], english);
    }
  }
  return [...byPhrase.entries()].map(([phrase, paths]) => [phrase, [...paths]]);
}

/** Drops matches that lie inside a longer match ("period pain" leaves no separate "pain"). */
function longestOnly<T>(matches: Match<T>[]): Match<T>[] {
  // By start, longest first: a match is inside a longer one exactly when an earlier match (not of the
  // very same span) reaches as far as it does.
  const sorted = [...matches].sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: Match<T>[] = [];
  let furthest = -1;
  let index = 0;
  while (index < sorted.length) {
    const first = sorted[index]!;
    let next = index;
    while (next < sorted.length && sorted[next]!.start === first.start && sorted[next]!.end === first.end) {
      next += 1;
    }
    if (first.end > furthest) kept.push(...sorted.slice(index, next));
    furthest = Math.max(furthest, first.end);
    index = next;
  }
  return kept;
}

/** Words of the concepts by the language list they appear in; a word in both lists marks neither. */
function lexiconVocabulary(concepts: readonly Concept[]): LanguageVocabulary {
  const en = new Set<string>();
  const sw = new Set<string>();
  for (const concept of concepts) {
    for (const word of phraseVocabulary(concept.en)) en.add(word);
    for (const word of phraseVocabulary(concept.sw)) sw.add(word);
  }
  for (const word of en) {
    if (sw.has(word)) {
      sw.delete(word);
      en.delete(word);
    }
  }
  return { en, sw };
}
