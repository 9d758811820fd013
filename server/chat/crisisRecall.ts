import type { CrisisFile, CrisisKind, CrisisRecallFile } from '../../schemas';
import { WordRunFinder, type WordRunHit } from './wordRuns';

/**
 * The second, recall-minded crisis layer (fixtures/assistant/crisis-recall.json, docs/assistant.md). The
 * rules of crisis.json name kinds of sentence; this layer names kinds of word (first person, means, death,
 * intent, time, finality, hopelessness, harm to a child, a threat now) and lets their co-occurrence speak:
 * around each word of a core class, the weights of every class with a word within `window` words add up,
 * and at `threshold` or more the message calls for crisis help. A negation just before a core word cancels
 * that word, and a word inside a figure of speech counts for no class ("my arms are dying" is no word of
 * death beside "rope"); frames (someone else, the past, the news, a joke, medicine as prescribed) weigh
 * against. Words are matched as written (after normalise), so a typo never
 * cancels anything; `*` at a word's start or end stands for any beginning or ending.
 */

/** The words of an entry found in the message, and where. */
type Hit = WordRunHit<string>;

/** Finds a list's entries, each hit valued by the entry as written. */
const finderOf = (entries: readonly string[]) =>
  new WordRunFinder(entries.map((entry) => [entry, entry] as const));

export interface RecallFinding {
  kind: CrisisKind;
  /** The core word the window is around, its score and the classes that made it. */
  word: string;
  score: number;
  classes: { name: string; weight: number; words: string[] }[];
}

export interface RecallReading {
  /** The best-scoring window, whether or not it reached the threshold (for the content preview). */
  best: RecallFinding | undefined;
  fires: boolean;
}

export class CrisisRecall {
  private readonly classes: {
    name: string;
    weight: number;
    core?: CrisisKind;
    finder: WordRunFinder<string>;
  }[];
  private readonly negation: WordRunFinder<string>;
  private readonly figures: WordRunFinder<string>;
  private readonly firstWords: ReadonlySet<string>;
  private readonly hasLoose: boolean;

  constructor(
    private readonly file: CrisisRecallFile,
    /** The figures of speech of the rules too: "this traffic is killing me" is no crisis for either. */
    rules?: Pick<CrisisFile, 'figures'>,
  ) {
    this.classes = Object.entries(file.classes).map(([name, entry]) => ({
      name,
      weight: entry.weight,
      ...(entry.core ? { core: entry.core } : {}),
      finder: finderOf(entry.words),
    }));
    this.negation = finderOf(file.negation);
    const ruleFigures = (rules?.figures ?? []).filter((figure) => /^[a-z0-9 ]+$/.test(figure));
    this.figures = finderOf([...file.figures, ...ruleFigures]);
    const cores = Object.values(file.classes).filter((entry) => entry.core);
    this.firstWords = new Set(cores.flatMap((entry) => entry.words.map((word) => word.split(' ')[0]!)));
    this.hasLoose = [...this.firstWords].some((word) => word.includes('*'));
  }

  read(tokens: readonly string[]): RecallReading {
    // Most messages have no core word at all: nothing else is looked at.
    if (!this.hasLoose && !tokens.some((token) => this.firstWords.has(token))) {
      return { best: undefined, fires: false };
    }
    const figures = this.figures.find(tokens);
    // A word inside a figure of speech counts for no class: "my arms are dying" is no word of death beside
    // "the rope at the gym".
    const inFigure = (hit: Hit) =>
      figures.some((figure) => figure.start <= hit.end && hit.start <= figure.end);
    const found = this.classes.map((entry) => ({
      entry,
      hits: entry.finder.find(tokens).filter((hit) => !inFigure(hit)),
    }));
    const cores = found.filter(({ entry, hits }) => entry.core && hits.length > 0);
    if (cores.length === 0) return { best: undefined, fires: false };
    const negations = this.negation.find(tokens);
    const { window, negationReach, threshold } = this.file;

    let best: RecallFinding | undefined;
    for (const { entry, hits } of cores) {
      for (const hit of hits) {
        if (negations.some((word) => word.end < hit.start && hit.start - word.end <= negationReach)) continue;
        const classes = found.flatMap(({ entry: other, hits: near }) => {
          const words = near
            .filter((word) => word.start <= hit.end + window && hit.start - window <= word.end)
            .map((word) => word.value);
          return words.length > 0 ? [{ name: other.name, weight: other.weight, words }] : [];
        });
        const score = classes.reduce((sum, entry2) => sum + entry2.weight, 0);
        if (!best || score > best.score) {
          best = { kind: entry.core!, word: hit.value, score, classes };
        }
      }
    }
    return { best, fires: best !== undefined && best.score >= threshold };
  }
}
