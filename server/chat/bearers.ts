import type { BearersFile } from '../../schemas';
import { ExactWords, PhraseMatcher, type PhraseSpec } from './matcher';

type Side = 'person' | 'notPerson';

/**
 * Whose health a message is about. "My chickens are coughing", "gari linakohoa" and "the finance bill is a
 * cancer" use health words of an animal, a machine or public affairs; a human-health site has nothing to
 * offer them. A message is about no person when it names one of bearers.json's `notPeople` and nothing of its
 * `people` (a person, the body, a meal, an injury done to someone): one such word keeps the message a
 * person's, since turning a visitor away costs more than an offer they did not need.
 */
export class HealthBearers {
  private readonly words: PhraseMatcher<Side>;

  constructor(file: BearersFile) {
    const specs = (groups: Record<string, string[]>, side: Side): PhraseSpec<Side>[] =>
      Object.values(groups).flatMap((phrases) => phrases.map((phrase) => ({ phrase, value: side, gap: 0 })));
    // Matched as written: a typo never makes a person's word into a goat's.
    this.words = new PhraseMatcher(
      [...specs(file.notPeople, 'notPerson'), ...specs(file.people, 'person')],
      new ExactWords(),
    );
  }

  /** Whether the words name an animal, a crop or a thing, and no person. */
  aboutNoPerson(tokens: readonly string[]): boolean {
    const sides = new Set(this.words.find(tokens).map((match) => match.value));
    return sides.has('notPerson') && !sides.has('person');
  }
}
