import type { BearersFile } from '../../schemas';
import { ExactWords, PhraseMatcher, type PhraseSpec } from './matcher';

interface Word {
  side: 'person' | 'notPerson' | 'mine' | 'asking';
  /** A word a person or an animal may have (bearers.json `shared.groups`: the body, a meal). */
  shared: boolean;
}

/**
 * Whose health a message is about. "My chickens are coughing", "gari linakohoa" and "the finance bill is a
 * cancer" use health words of an animal, a machine or public affairs; a human-health site has nothing to
 * offer them. The words are read one by one: a person or a pronoun for one ("me", "my son", "nime…") or an
 * injury done to someone keeps the message a person's wherever it stands, since turning a visitor away costs
 * more than an offer they did not need. A word a person and an animal may both have (a leg, milk, eating:
 * `shared`) is the person's when a word of the first person stands beside it ("my leg", "mguu wangu"), else the
 * animal's or the thing's when one is named within `reach` words ("my goat won't eat", "cow … the milk has
 * clots"), else a person's. A person word inside a question the visitor asks ("what can I give it", "how do I
 * report": `asking`) says who asks, not whose health it is. A message is about no person when it names an
 * animal, a crop or a thing, and every word of the people side it has is theirs.
 */
export class HealthBearers {
  private readonly words: PhraseMatcher<Word>;
  private readonly reach: number;

  constructor(file: BearersFile) {
    const sharedGroups = new Set(file.shared?.groups ?? []);
    const specs = (groups: Record<string, string[]>, side: Word['side']): PhraseSpec<Word>[] =>
      Object.entries(groups).flatMap(([group, phrases]) =>
        phrases.map((phrase) => ({ phrase, value: { side, shared: sharedGroups.has(group) }, gap: 0 })),
      );
    this.reach = file.shared?.reach ?? 0;
    // Matched as written: a typo never makes a person's word into a goat's.
    this.words = new PhraseMatcher(
      [
        ...specs(file.notPeople, 'notPerson'),
        ...specs(file.people, 'person'),
        ...specs({ mine: file.shared?.mine ?? [] }, 'mine'),
        ...specs({ asking: file.asking ?? [] }, 'asking'),
      ],
      new ExactWords(),
    );
  }

  /**
   * Whether the words name a person (a person word outside a question the visitor asks: "my child", "mtoto",
   * "nime…") and no animal, crop or thing, or the visitor's own body, a word of their own beside it, whatever else
   * they name ("fell off my bike and scraped my knee"; not "mbuzi wangu, mguu wake": "wangu" is the goat's).
   */
  aboutPeopleOnly(tokens: readonly string[]): boolean {
    const matches = this.words.find(tokens, { everyPlace: true });
    const people = peopleOutsideQuestions(matches);
    const theirs = new Set(
      matches.filter((match) => match.value.side === 'notPerson').flatMap((match) => match.positions),
    );
    if (theirs.size === 0 && people.some((match) => !match.value.shared)) return true;
    // A word of one's own beside an animal or a thing ("my goat", "mbuzi wangu") is theirs.
    const mine = new Set(
      matches
        .filter((match) => match.value.side === 'mine')
        .flatMap((match) => match.positions)
        .filter((position) => ![position - 1, position, position + 1].some((near) => theirs.has(near))),
    );
    return people.some((match) => {
      if (!match.value.shared) return false;
      const first = match.positions[0]!;
      const last = match.positions[match.positions.length - 1]!;
      return mine.has(first - 1) || mine.has(last + 1);
    });
  }

  /** Whether the words name an animal, a crop or a thing, and no person. */
  aboutNoPerson(tokens: readonly string[]): boolean {
    const matches = this.words.find(tokens, { everyPlace: true });
    const theirs = matches.filter((match) => match.value.side === 'notPerson');
    if (theirs.length === 0) return false;
    const insideTheirs = new Set(theirs.flatMap((match) => match.positions));
    const mine = new Set(
      matches
        .filter((match) => match.value.side === 'mine')
        .flatMap((match) => match.positions)
        .filter((position) => !insideTheirs.has(position)),
    );
    const people = peopleOutsideQuestions(matches);
    if (people.length === 0) return true;
    const nearTheirs = distancesTo(insideTheirs, tokens.length);
    return people.every((match) => {
      if (!match.value.shared) return false;
      // A shared word (a leg, milk) is the visitor's beside a word of their own, else an animal's or a thing's
      // named near it.
      const first = match.positions[0]!;
      const last = match.positions[match.positions.length - 1]!;
      if (mine.has(first - 1) || mine.has(last + 1)) return false;
      return Math.min(nearTheirs[first]!, nearTheirs[last]!) <= this.reach;
    });
  }
}

/**
 * The person words of these matches, but those inside a question the visitor asks ("what can I give it", "how
 * do I report"): there they say who asks, not whose health it is.
 */
function peopleOutsideQuestions<M extends { value: Word; positions: readonly number[] }>(
  matches: readonly M[],
): M[] {
  const asking = new Set(
    matches.filter((match) => match.value.side === 'asking').flatMap((match) => match.positions),
  );
  return matches.filter(
    (match) => match.value.side === 'person' && !match.positions.every((position) => asking.has(position)),
  );
}

/** For each of `length` positions, how many words away the nearest of `marked` is (one sweep each way). */
function distancesTo(marked: ReadonlySet<number>, length: number): number[] {
  const distances = new Array<number>(length).fill(Infinity);
  for (let position = 0, last = -Infinity; position < length; position += 1) {
    if (marked.has(position)) last = position;
    distances[position] = position - last;
  }
  for (let position = length - 1, next = Infinity; position >= 0; position -= 1) {
    if (marked.has(position)) next = position;
    distances[position] = Math.min(distances[position]!, next - position);
  }
  return distances;
}
