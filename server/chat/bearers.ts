import type { BearersFile } from '../../schemas';
import { ExactWords, PhraseMatcher, type PhraseSpec } from './matcher';

interface Word {
  side: 'person' | 'notPerson' | 'mine' | 'asking' | 'linked' | 'linkedVerb';
  /** A word a person or an animal may have (bearers.json `shared.groups`: the body, a meal). */
  shared: boolean;
  /** An animal, a crop or a machine a pronoun or a verb after it may speak of (bearers.json `linked.groups`). */
  linkable?: boolean;
  /** A bearer that may have a body word or a meal named near it (bearers.json `shared.owners`: an animal). */
  owner?: boolean;
  /** An injury done to someone (bearers.json `people.harm`): "attacked him" names who was hurt. */
  harm?: boolean;
}

/** Whose health the words are about, as the bearer rule reads them (HealthBearers.read). */
export interface BearerReading {
  /** An animal, a crop or a thing is named, and every word of the people side is theirs. */
  noPerson: boolean;
  /**
   * And it is spoken of after it is named, with no person named before ("our cow … she's coughing", "kuku …
   * wanakohoa"): the words say whose health it is, so the scope model's sureness of health does not outvote them.
   */
  linked: boolean;
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
  /** Words after which a pronoun asks about the message rather than speaks of the animal ("is it serious?"). */
  private readonly notAfter: PhraseMatcher<true>;
  /** Words that make what follows them the owner of what stands before ("battery ya mwili"). */
  private readonly of: ReadonlySet<string>;
  /** Words that make a bearer one or two words after them a figure ("kama ngoma", "like an old engine"). */
  private readonly similes: ReadonlySet<string>;

  constructor(file: BearersFile) {
    const sharedGroups = new Set(file.shared?.groups ?? []);
    const linkable = new Set(file.linked?.groups ?? []);
    const owners = new Set(file.shared?.owners ?? []);
    const endings = file.possessive ?? [];
    // "grandma's" (read "grandmas") is grandma: a one-word bearer with an ending it does not already have. Not
    // a word of one or two letters: "i" + "s" is "is".
    const withEndings = (phrases: readonly string[], side: Word['side']) => {
      if (side !== 'person' && side !== 'notPerson') return phrases;
      const known = new Set(phrases);
      const more = phrases.flatMap((phrase) =>
        /^[a-z]{3,}$/.test(phrase)
          ? endings.filter((ending) => !phrase.endsWith(ending)).map((ending) => phrase + ending)
          : [],
      );
      return [...phrases, ...more.filter((phrase) => !known.has(phrase))];
    };
    const specs = (groups: Record<string, string[]>, side: Word['side']): PhraseSpec<Word>[] =>
      Object.entries(groups).flatMap(([group, phrases]) =>
        withEndings(phrases, side).map((phrase) => ({
          phrase,
          value: {
            side,
            shared: sharedGroups.has(group),
            ...(side === 'notPerson' && linkable.has(group) ? { linkable: true } : {}),
            ...(side === 'notPerson' && owners.has(group) ? { owner: true } : {}),
            ...(side === 'person' && group === 'harm' ? { harm: true } : {}),
          },
          gap: 0,
        })),
      );
    this.reach = file.shared?.reach ?? 0;
    // Matched as written: a typo never makes a person's word into a goat's.
    this.words = new PhraseMatcher(
      [
        ...specs(file.notPeople, 'notPerson'),
        ...specs(file.people, 'person'),
        ...specs({ mine: file.shared?.mine ?? [] }, 'mine'),
        ...specs({ asking: file.asking ?? [] }, 'asking'),
        ...specs({ linked: file.linked?.words ?? [] }, 'linked'),
        ...specs({ verbs: file.linked?.verbs ?? [] }, 'linkedVerb'),
      ],
      new ExactWords(),
    );
    this.of = new Set(file.linked?.of ?? []);
    this.similes = new Set(file.similes ?? []);
    this.notAfter = new PhraseMatcher(
      (file.linked?.notAfter ?? []).map((phrase) => ({ phrase, value: true as const, gap: 0 })),
      new ExactWords(),
    );
  }

  /**
   * Whether the words name a person (a person word outside a question the visitor asks: "my child", "mtoto",
   * "nime…") and no animal, crop or thing, or the visitor's own body, a word of their own beside it, whatever else
   * they name ("fell off my bike and scraped my knee"; not "mbuzi wangu, mguu wake": "wangu" is the goat's).
   */
  aboutPeopleOnly(tokens: readonly string[]): boolean {
    const matches = this.matchesIn(tokens);
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

  /**
   * The words of each side found, but a bearer in a figure ("moyo inapiga kama ngoma", "coughing like an old
   * engine": `similes` one or two words before it) and a word inside a longer one of the other side.
   */
  private matchesIn(tokens: readonly string[]) {
    const simile = (position: number) =>
      this.similes.has(tokens[position - 1] ?? '') || this.similes.has(tokens[position - 2] ?? '');
    return longestOfEachSide(
      this.words
        .find(tokens, { everyPlace: true })
        .filter((match) => match.value.side !== 'notPerson' || !simile(match.positions[0]!)),
    );
  }

  /** Whether the words name an animal, a crop or a thing, and no person. */
  aboutNoPerson(tokens: readonly string[]): boolean {
    return this.read(tokens).noPerson;
  }

  /**
   * Whether the words name an animal, a crop or a thing and no person, and whether they speak of it after naming
   * it. A pronoun or a third person's verb (bearers.json `linked.words`) after an animal, a crop or a machine,
   * with no person named before it, is theirs ("our cow … she's coughing", "mbuzi … anakohoa"), and so is a
   * person word right after one ("her babies"); a shared word (the body, a meal) within `reach` of it is theirs
   * too ("now she's not eating, her belly is swollen"). "My mother … she" and "mtoto … ana" stay a person's.
   */
  read(tokens: readonly string[]): BearerReading {
    const matches = this.matchesIn(tokens);
    const theirs = matches.filter((match) => match.value.side === 'notPerson');
    if (theirs.length === 0) return { noPerson: false, linked: false };
    const insideTheirs = new Set(theirs.flatMap((match) => match.positions));
    const mine = new Set(
      matches
        .filter((match) => match.value.side === 'mine')
        .flatMap((match) => match.positions)
        .filter((position) => !insideTheirs.has(position)),
    );
    const spoken = this.spokenOf(tokens, matches);
    for (const position of spoken) insideTheirs.add(position);
    const people = peopleOutsideQuestions(matches).filter(
      (match) => !match.positions.every((position) => spoken.has(position)),
    );
    const linked = spoken.size > 0;
    if (people.length === 0) return { noPerson: true, linked };
    // A body word or a meal is a bearer's only near one that has them (an animal), or near words spoken of one.
    const owners = theirs.filter((match) => match.value.owner).flatMap((match) => match.positions);
    const theirsAt = new Set(theirs.map((match) => match.positions[0]!));
    const nearTheirs = distancesTo(new Set([...owners, ...spoken]), tokens.length);
    const noPerson = people.every((match) => {
      if (!match.value.shared) return false;
      // A shared word (a leg, milk) is the visitor's beside a word of their own, else an animal's named near it.
      const first = match.positions[0]!;
      const last = match.positions[match.positions.length - 1]!;
      if (mine.has(first - 1) || mine.has(last + 1)) return false;
      // "The chest of the car", "mguu wa meza": the thing's, whatever it is.
      if (this.of.has(tokens[last + 1] ?? '') && [last + 2, last + 3].some((at) => theirsAt.has(at)))
        return true;
      return Math.min(nearTheirs[first]!, nearTheirs[last]!) <= this.reach;
    });
    return { noPerson, linked: noPerson && linked };
  }

  /**
   * The places of the words that speak of an animal, a crop or a machine named before them: `linked.words` (not
   * right after a word of `notAfter`) and a person word right after one of those ("her babies"), read from the
   * first such bearer on, until a person is named (a person word of no bearer's, outside a question the visitor
   * asks).
   */
  private spokenOf(
    tokens: readonly string[],
    matches: readonly { value: Word; positions: readonly number[] }[],
  ) {
    const spoken = new Set<number>();
    const at = (side: Word['side'], extra: (match: { value: Word }) => boolean = () => true) =>
      new Set(
        matches
          .filter((match) => match.value.side === side && extra(match))
          .flatMap((match) => match.positions.slice(0, 1)),
      );
    const shared = at('person', (match) => match.value.shared);
    const body = new Set(
      matches
        .filter((match) => match.value.side === 'person' && match.value.shared)
        .map((match) => match.positions.at(-1)!),
    );
    // A bearer the body has is a figure of the person's ("battery ya mwili", "the engine of my body").
    const bearers = new Set(
      [...at('notPerson', (match) => match.value.linkable === true)].filter(
        (position) => !(this.of.has(tokens[position + 1] ?? '') && shared.has(position + 2)),
      ),
    );
    if (bearers.size === 0) return spoken;
    const words = new Set([...at('linked'), ...at('linkedVerb')]);
    if (words.size === 0) return spoken;
    const verbs = at('linkedVerb');
    const pronouns = at('linked');
    const asked = new Set(
      this.notAfter.find(tokens, { everyPlace: true }).map((match) => match.positions.at(-1)!),
    );
    const people = peopleOutsideQuestions(matches).filter((match) => !match.value.shared);
    const personAt = new Map<number, readonly number[]>();
    const harmAt = new Set<number>();
    for (const match of people) {
      personAt.set(match.positions[0]!, match.positions);
      if (match.value.harm) harmAt.add(match.positions[0]!);
    }
    let named = false;
    for (let position = 0; position < tokens.length; position += 1) {
      if (bearers.has(position)) named = true;
      const person = personAt.get(position);
      // "Watoto wake" right after the animal is named: her young, unless its verb came first ("alimuuma mtoto
      // wake": someone it hurt).
      const after = (person?.at(-1) ?? position) + 1;
      // Not an injury: "the dog attacked him" names the person it hurt.
      const young = !harmAt.has(position) && !verbs.has(position - 1) && !asked.has(after - 1);
      if (person && named && pronouns.has(after) && young) {
        for (const place of [...person, after]) spoken.add(place);
        position = after;
        continue;
      }
      if (person) {
        // "Her babies" are the rabbit's; "amemrusha mtoto" (the goat threw the child) names a person.
        if (!(named && spoken.has(position - 1) && !verbs.has(position - 1))) break;
        for (const place of person) spoken.add(place);
        continue;
      }
      if (!words.has(position) || asked.has(position - 1)) continue;
      // "A he-goat": part of the animal's name.
      if (bearers.has(position + 1)) continue;
      // "He is only four. After playing near the cattle dip he started vomiting": someone spoken of before any
      // animal is named is a person.
      if (!named) break;
      // "Vidole zinakufa ganzi", "moyo inapiga": a verb right after the body is the body's.
      if (verbs.has(position) && (body.has(position - 1) || body.has(position - 2))) continue;
      spoken.add(position);
    }
    return spoken;
  }
}

/**
 * These matches but a person's or a bearer's words inside a longer match of the other side: "Red Bull" is a
 * drink, no bull; "kuku wa mayai" are hens, not eggs.
 */
function longestOfEachSide<M extends { value: Word; positions: readonly number[] }>(
  matches: readonly M[],
): M[] {
  const sides = ['person', 'notPerson'] as const;
  const longer = (match: M, side: Word['side']) =>
    matches.some(
      (other) =>
        other.value.side === side &&
        other.positions.length > match.positions.length &&
        match.positions.every((position) => other.positions.includes(position)),
    );
  return matches.filter((match) => {
    const at = sides.indexOf(match.value.side as (typeof sides)[number]);
    return at < 0 || !longer(match, sides[1 - at]!);
  });
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
