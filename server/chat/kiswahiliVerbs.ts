import type { CrisisFile } from '../../schemas';
import { BoundedCache } from './boundedCache';

/**
 * Who does what to whom in a Kiswahili (or Sheng) verb, for the crisis rules. A verb carries its doer and
 * tense in front: ni-me-ji-kata "I have cut myself", si-ta-ji-ua "I will not kill myself", a-li-ji-nyonga
 * "he hanged himself", a-na-ni-piga "he beats me". The reader rewrites the first to "jikata", the second to
 * "not jiua", leaves the third alone and rewrites the fourth to "nipiga", so one rule ("jikat*", "nipiga")
 * covers every tense and the general negation handling applies; Sheng's "nime-cut" is read as "cut". The
 * lists of starts are data (crisis.json, kiswahiliVerbs), but for the past starts below, which word-forms.json's
 * `pastStarts` (the recommender's) does not share yet.
 */

type Who = 'myself' | 'notMyself' | 'others';

/**
 * Starts that put a verb in the past: ni-li- (did), ni-me- (have done), ni-me-sha- and ni-sha- (already), and as
 * texting writes them (nli-, nme-, nsha-).
 */
const pastStarts: ReadonlySet<string> = new Set([
  'nili',
  'nime',
  'nimesha',
  'nisha',
  'nishaa',
  'nli',
  'nme',
  'nsha',
]);

/**
 * What `read` asks of one word whatever its neighbours, found once per distinct word: each question tries
 * every start of the lists (about sixty), and `read` and `mayChange` asked them of every word of every message
 * the rules and the crisis model read, several times a reply (a tenth of a long Kiswahili message's reply).
 */
interface WordParts {
  reflexive: [Who, string] | undefined;
  /** The start of mine after which the word is Sheng's English verb ("nime" of "nimecut"). */
  act: string | undefined;
  /** The start of `toMe` the word begins with, followed by "ni", and long enough. */
  toMe: string | undefined;
  /** The word is one of mine's starts ("nime"). */
  myselfStart: boolean;
  /** The word starts like someone else's verb (`others`). */
  othersVerb: boolean;
  mayChange: boolean;
}

export class KiswahiliVerbReader {
  private readonly parts = new BoundedCache<WordParts>(20_000);
  /** Starts of reflexive verbs, longest first, each with its doer and itself followed by "ji". */
  private readonly reflexive: [string, Who, string][];
  private readonly toMe: string[];
  /** Each of `toMe` followed by "ni", in the same order (made once: `read` asks of every word). */
  private readonly toMeNi: string[];
  private readonly others: string[];
  private readonly myself: string[];
  private readonly englishActs: ReadonlySet<string>;

  constructor(verbs: CrisisFile['kiswahiliVerbs']) {
    this.reflexive = [
      ...verbs.myself.map((start) => [start, 'myself'] as [string, Who]),
      ...verbs.notMyself.map((start) => [start, 'notMyself'] as [string, Who]),
      ...verbs.others.map((start) => [start, 'others'] as [string, Who]),
    ]
      .sort((a, b) => b[0].length - a[0].length)
      .map(([start, who]) => [start, who, `${start}ji`]);
    this.toMe = [...verbs.toMe].sort((a, b) => b.length - a.length);
    this.toMeNi = this.toMe.map((start) => `${start}ni`);
    this.others = verbs.others.filter((start) => start.length >= 3);
    this.myself = [...verbs.myself].sort((a, b) => b.length - a.length);
    this.englishActs = new Set(verbs.englishActs);
  }

  read(tokens: readonly string[]): string[] {
    const out: string[] = [];
    for (let index = 0; index < tokens.length; index += 1) {
      const token = tokens[index]!;
      const next = tokens[index + 1];
      // "ku-jump", "ku-end": the infinitive written apart says nothing the next word does not.
      if (token === 'ku' && next !== undefined) continue;
      const parts = this.partsOf(token);
      const previous = tokens[index - 1];
      const { reflexive } = parts;
      if (reflexive) {
        const [who, written] = reflexive;
        // "kuji-kill": the verb written apart from its start.
        const merged = written === '' && next !== undefined;
        const rest = merged ? next : written;
        if (rest.length >= 2) {
          if (merged) index += 1;
          // "alitaka kujiua": an infinitive after someone else's verb is theirs.
          const theirs =
            token.startsWith('ku') && previous !== undefined && this.partsOf(previous).othersVerb;
          if (who === 'myself' && !theirs) out.push(`ji${rest}`);
          else if (who === 'notMyself') out.push('not', `ji${rest}`);
          else out.push(merged ? `${token}${rest}` : token);
          continue;
        }
      }
      // "nime-cut": the start written apart from Sheng's English verb.
      if (next !== undefined && parts.myselfStart && token.length >= 3 && this.englishActs.has(next)) {
        out.push(this.inTense(token, next));
        index += 1;
        continue;
      }
      // "nimecut", "nikiscratch": Sheng's English verb after a Kiswahili start.
      const { act } = parts;
      if (act !== undefined) {
        out.push(this.inTense(act, token.slice(act.length)));
        continue;
      }
      const { toMe } = parts;
      // "anataka kuniua": an infinitive's doer is the verb before it, a person's here; after a thing's
      // verb ("dawa hii inaweza kuniua", this medicine can kill me) nobody is doing anything to me.
      const personBefore = toMe !== 'ku' || (previous !== undefined && this.partsOf(previous).othersVerb);
      out.push(toMe && personBefore ? token.slice(toMe.length) : token);
    }
    return out;
  }

  private partsOf(token: string): WordParts {
    return this.parts.get(token, this.findParts);
  }

  /**
   * A word's parts, found the first time it is asked of (made once: a closure made at each `partsOf` was a
   * tenth of what a message of crisis words allocated).
   */
  private readonly findParts = (token: string): WordParts => {
    const reflexive = this.reflexiveParts(token);
    const act = this.myself.find(
      (start) => token.startsWith(start) && this.englishActs.has(token.slice(start.length)),
    );
    const toMe = this.toMe.find(
      (start, at) => token.startsWith(this.toMeNi[at]!) && token.length >= start.length + 4,
    );
    const myselfStart = this.myself.includes(token);
    return {
      reflexive,
      act,
      toMe,
      myselfStart,
      othersVerb: this.others.some((start) => token.startsWith(start)),
      mayChange:
        token === 'ku' ||
        reflexive !== undefined ||
        myselfStart ||
        act !== undefined ||
        this.toMeNi.some((startNi) => token.startsWith(startNi)),
    };
  };

  /**
   * Whether `read` may rewrite, drop or join this word, whatever its neighbours (every branch of `read` that
   * changes a word asks one of these of the word itself): a row of words without one reads as itself, which
   * lets the crisis model skip reading such a row (exemplarModel.ts, runsOf).
   */
  mayChange(token: string): boolean {
    return this.partsOf(token).mayChange;
  }

  /**
   * Sheng's English verb in the tense its Kiswahili start gives: "niliswallow", "nimeswallow" (past) read
   * "swallowed" when that form is listed, so "I swallowed ten pills" rules cover them.
   */
  private inTense(start: string, verb: string): string {
    if (!pastStarts.has(start)) return verb;
    const past = [`${verb}ed`, `${verb}${verb.slice(-1)}ed`, `${verb}d`].find((form) =>
      this.englishActs.has(form),
    );
    return past ?? verb;
  }

  /** Who a reflexive verb's start names and what follows "ji" (empty when the verb is written apart). */
  private reflexiveParts(token: string): [Who, string] | undefined {
    for (const [start, who, startJi] of this.reflexive) {
      if (token.startsWith(startJi)) return [who, token.slice(start.length + 2)];
    }
    return undefined;
  }
}
