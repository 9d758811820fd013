import type { BearersFile, ScopeExemplarsFile, ScopeModelFile } from '../../schemas';
import { conceptFinderFor, type ConceptFinder, type ConceptFinderKnowledge } from './conceptFinder';
import { CrisisFeatures, inverseFrequency, linearScore, runAt, type Runs } from './exemplarModel';
import { tokenise } from './normalise';
import { PieceRuns } from './pieceRuns';
import { ClassFinder, type WordClassList } from './wordClassFinder';

/**
 * The scope model's reader (schemas/scopeModel.ts, docs/assistant.md): the log-odds that a message is about
 * health rather than another subject, from the weights scripts/train-scope-model.ts wrote (nothing is trained
 * here). A message is read whole and by each of its sentences, and the highest score counts: "my phone is
 * broken. and my head has been pounding" is about health by its second sentence.
 */
export class ScopeModel {
  private readonly ids = new Map<string, number>();
  private readonly idf: Float64Array;
  private readonly unseenIdf: number;
  private readonly weights: Float64Array;
  /** A message's runs (the whole, its sentences) scored from each word's pieces (pieceRuns.ts). */
  private readonly pieceRuns: PieceRuns;

  constructor(
    private readonly file: ScopeModelFile,
    private readonly features: ScopeFeatures,
  ) {
    file.features.forEach((feature, at) => this.ids.set(feature, at));
    const total = file.trainedOn.examples;
    this.idf = Float64Array.from(file.df, (df) => inverseFrequency(df, total));
    this.unseenIdf = inverseFrequency(0, total);
    this.weights = Float64Array.from(file.weights);
    const { ids, idf, unseenIdf, weights } = this;
    this.pieceRuns = new PieceRuns({ ids, idf, unseenIdf, weights, bias: file.bias }, features);
  }

  /**
   * The runs of these words, each scored as `linearScore` of `features.count(its words, named)` scores it, to the
   * last bit (`named`: the bearers and concepts their whole message names, read at the bearers' weight with their
   * pairs).
   */
  private runsOf(tokens: readonly string[], named: readonly string[]): Runs {
    const pieces: number[] = [];
    named.forEach((name, index) => {
      pieces.push(this.ids.get(`c:${name}`) ?? -1);
      for (const other of named.slice(index + 1)) pieces.push(this.ids.get(`p:${name}+${other}`) ?? -1);
    });
    return this.pieceRuns.runsOf(tokens, () => pieces, this.features.bearerWeight);
  }

  /**
   * A message as typed: its highest score, whole or by sentence (the scope model: "my phone is broken. and my
   * head has been pounding" is health by its second sentence).
   */
  read(text: string): number {
    const whole = tokenise(text);
    const named = this.features.namedIn(whole);
    const runs = this.runsOf(whole, named);
    let best = runs.score(0, whole.length);
    const sentences = text.split(/[.!?;\n]+/);
    if (sentences.length > 1) {
      let at = 0;
      for (const sentence of sentences) {
        const tokens = tokenise(sentence);
        // A sentence is read with what its message names: "my goat gave birth. she is weak" is the goat's.
        if (tokens.length > 0 && tokens.length < whole.length) {
          // Its words are a run of the message's (as the crisis model finds them); one that is not is read alone.
          const start = runAt(whole, tokens, at);
          const score =
            start < 0
              ? this.runsOf(tokens, named).score(0, tokens.length)
              : runs.score(start, start + tokens.length);
          if (start >= 0) at = start + tokens.length;
          best = Math.max(best, score);
        }
      }
    }
    return best;
  }

  /**
   * A message as typed, read whole only (the veto model): its other subject is often named in one sentence and
   * its health words said in another ("It keeps coughing when I start it. Spark plug or carburettor?"), and a
   * sentence read alone has lost it. Measured on the scope batches' check halves (issue 32's twelfth change).
   */
  readWhole(text: string): number {
    const whole = tokenise(text);
    return this.runsOf(whole, this.features.namedIn(whole)).score(0, whole.length);
  }

  /** The groups of bearers.json and the concepts these words name, as the model reads them (none: it reads none). */
  named(tokens: readonly string[]): string[] {
    return this.features.namedIn(tokens);
  }

  /** The log-odds of health for these words read alone, by their pieces' names (what `runsOf` gives). */
  scoreOf(tokens: readonly string[], named: readonly string[] = this.features.namedIn(tokens)): number {
    return linearScore(
      this.features.count(tokens, named),
      this.known,
      this.idf,
      this.unseenIdf,
      this.weights,
      this.file.bias,
    );
  }

  private readonly known = (feature: string) => this.ids.get(feature);
}

/**
 * The pieces the scope model reads: character n-grams, words and pairs of words. The veto model reads, at
 * `bearers.weight`, the groups of bearers.json its message names (an animal, a machine, a person, the body…) and
 * each pair of them too, so it learns whose health the words are about from every word the list has, not only
 * those its examples use; and, with `concepts`, the concepts the words name ("concept.lung" for a cough), alone
 * and in pairs with the bearers and with each other: a cough said with a machine's words is the machine's, in any
 * language the phrases know.
 */
export function scopeFeatures(
  settings: ScopeExemplarsFile['settings'],
  bearers?: { file: BearersFile; weight: number; concepts?: ConceptFinder },
): ScopeFeatures {
  const weight = bearers?.weight ?? 0;
  if (weight <= 0) return new ScopeFeatures(settings, 0, new Map());
  return new ScopeFeatures(settings, weight, bearerClasses(bearers!.file), bearers!.concepts);
}

/**
 * The crisis model's pieces without its word classes, and the groups of bearers.json and the concepts found in the
 * whole message (a sentence read alone keeps what the message it is part of names).
 */
export class ScopeFeatures extends CrisisFeatures {
  private readonly bearers: ClassFinder;
  /** The pieces without the bearers, shared by the models of one settings file (one cache of n-grams). */
  private readonly pieces: CrisisFeatures;

  constructor(
    settings: ScopeExemplarsFile['settings'],
    readonly bearerWeight: number,
    bearers: WordClassList,
    /** The concepts words name, read as named things too (none: not read). */
    private readonly concepts?: ConceptFinder,
  ) {
    const { charGrams, wordWeight } = settings;
    const pieceSettings = { charGrams, wordWeight, classWeight: 0, window: 1000 };
    super(pieceSettings, new Map());
    this.bearers = new ClassFinder(bearers);
    let pieces = sharedPieces.get(settings);
    if (!pieces) {
      pieces = new CrisisFeatures(pieceSettings, new Map());
      sharedPieces.set(settings, pieces);
    }
    this.pieces = pieces;
  }

  /**
   * The groups of bearers.json these words name and, when read, the concepts ("concept.<id>"), sorted (none when
   * the model reads no bearers).
   */
  namedIn(tokens: readonly string[]): string[] {
    if (this.bearerWeight <= 0) return [];
    const found = new Set<string>();
    this.bearers.find(tokens, found);
    for (const id of this.concepts?.(tokens) ?? []) found.add(`concept.${id}`);
    return [...found].sort();
  }

  /** The pieces of these words, and what the message they are part of names (`named`; by default, theirs). */
  override count(
    tokens: readonly string[],
    named: readonly string[] = this.namedIn(tokens),
  ): Map<string, number> {
    const counts = this.pieces.count(tokens);
    const add = (feature: string) => counts.set(feature, (counts.get(feature) ?? 0) + this.bearerWeight);
    named.forEach((name, index) => {
      add(`c:${name}`);
      for (const other of named.slice(index + 1)) add(`p:${name}+${other}`);
    });
    return counts;
  }
}

const sharedPieces = new WeakMap<ScopeExemplarsFile['settings'], CrisisFeatures>();

/**
 * bearers.json's groups as word classes, named by side and group ("notPeople.animals", "hints.animalParts"),
 * written as read, a `*` at an entry's edge kept ("nime*": any word that starts so).
 */
export function bearerClasses(file: BearersFile): Map<string, string[]> {
  const classes = new Map<string, string[]>();
  for (const [side, groups] of [
    ['notPeople', file.notPeople],
    ['people', file.people],
    ['hints', file.hints ?? {}],
  ] as const) {
    for (const [group, phrases] of Object.entries(groups)) {
      const entries = phrases.map(classEntry).filter(Boolean);
      classes.set(`${side}.${group}`, [...new Set(entries)]);
    }
  }
  return classes;
}

/** A phrase as a word-class entry: its words as typed words are read, with a `*` at either edge kept. */
function classEntry(phrase: string): string {
  const words = tokenise(phrase);
  if (words.length === 0) return '';
  const text = phrase.trim();
  if (text.startsWith('*')) words[0] = `*${words[0]}`;
  if (text.endsWith('*')) words[words.length - 1] = `${words[words.length - 1]}*`;
  return words.join(' ');
}

const loaded = new WeakMap<ScopeModelFile, ScopeModel>();

interface ScopeKnowledge extends ConceptFinderKnowledge {
  scopeExemplars: ScopeExemplarsFile;
  scopeModel: ScopeModelFile;
  scopeVetoModel: ScopeModelFile;
  bearers: BearersFile;
}

/** The scope model (the general offer) for these weights, once per weights file. */
export function scopeModelFor(knowledge: ScopeKnowledge) {
  return modelFor(knowledge.scopeModel, () => scopeFeatures(knowledge.scopeExemplars.settings));
}

/**
 * The veto model for these weights, once per weights file: the scope model's examples and its own
 * (scope-exemplars.json `veto`), and the bearers (and, with `readsConcepts`, the concepts) a message names.
 */
export function vetoModelFor(knowledge: ScopeKnowledge) {
  return modelFor(knowledge.scopeVetoModel, () => vetoFeatures(knowledge));
}

/** The veto model's pieces, in training and in the server alike. */
export function vetoFeatures(
  knowledge: ConceptFinderKnowledge & Pick<ScopeKnowledge, 'scopeExemplars' | 'bearers'>,
): ScopeFeatures {
  const { settings, veto } = knowledge.scopeExemplars;
  const concepts = veto?.readsConcepts ? conceptFinderFor(knowledge) : undefined;
  return scopeFeatures(settings, { file: knowledge.bearers, weight: veto?.bearerWeight ?? 0, concepts });
}

function modelFor(file: ScopeModelFile, features: () => ScopeFeatures): ScopeModel {
  const earlier = loaded.get(file);
  if (earlier) return earlier;
  const model = new ScopeModel(file, features());
  loaded.set(file, model);
  return model;
}
