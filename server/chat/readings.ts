import type { Condition, ReadingsFile, TestFixture } from '../../schemas';
import { conditionHolds } from '../../src/core/scoring/conditions';
import { ExactWords, PhraseMatcher } from './matcher';

/**
 * Blood pressure readings in a visitor's words ("presha iko 150 over 95", "my BP was 185/120"), judged by the
 * Hypertension Risk test's own sign rules (readings.json names the test and its questions): a reading raises the
 * warning sign the test would raise for the same numbers, so one reading has one urgency everywhere.
 */
export class ReadingSigns {
  private readonly words: PhraseMatcher<true>;
  private readonly pregnant: PhraseMatcher<true>;
  private readonly between: ReadonlySet<string>;
  private readonly rules: readonly { sign: string; when: Condition }[];
  private readonly limits: { systolic: [number, number]; diastolic: [number, number] };

  constructor(
    private readonly settings: ReadingsFile['bloodPressure'],
    tests: readonly TestFixture[],
  ) {
    const spec = (phrase: string) => ({ phrase, value: true as const, gap: 0 });
    // As written: a typo never makes a word into "pressure" or "pregnant".
    this.words = new PhraseMatcher(settings.words.map(spec), new ExactWords());
    this.pregnant = new PhraseMatcher(settings.pregnant.map(spec), new ExactWords());
    this.between = new Set(settings.between.flatMap((phrase) => phrase.split(/\s+/)));
    const test = tests.find((fixture) => fixture.card.routeSlug === settings.test);
    this.rules = test?.scoring.signs ?? [];
    const limits = (id: string): [number, number] => {
      const question = test?.form.questions.find((entry) => entry.id === id);
      // Not a number question: no number is within its limits, and no reading is read.
      if (question?.type !== 'user-input-number') return [Number.NaN, Number.NaN];
      return [question.min ?? Number.NaN, question.max ?? Number.NaN];
    };
    this.limits = { systolic: limits(settings.items.systolic), diastolic: limits(settings.items.diastolic) };
  }

  /** Whether the test was found: without it no reading raises a sign (readings.test.ts checks it is). */
  get judged(): boolean {
    return this.rules.length > 0;
  }

  /** The warning signs the readings in these words raise, as the test's sign rules decide them. */
  signsIn(tokens: readonly string[]): string[] {
    if (this.rules.length === 0 || this.words.find(tokens).length === 0) return [];
    const reading = this.readingIn(tokens);
    if (!reading) return [];
    const { systolic, diastolic, pregnant } = this.settings.items;
    const items = new Map([
      [systolic, reading.systolic],
      [diastolic, reading.diastolic],
      [pregnant, this.pregnant.find(tokens).length > 0 ? 1 : 0],
    ]);
    const values = { items, scores: new Map<string, number>(), answers: new Map() };
    return this.rules.filter((rule) => conditionHolds(rule.when, values)).map((rule) => rule.sign);
  }

  /** The first two numbers within the test's limits, side by side or with between-words only, top above bottom. */
  private readingIn(tokens: readonly string[]): { systolic: number; diastolic: number } | undefined {
    for (let first = 0; first < tokens.length; first += 1) {
      const systolic = numberIn(tokens[first]!);
      if (systolic === undefined || !within(systolic, this.limits.systolic)) continue;
      let next = first + 1;
      while (next < tokens.length && next - first <= 3 && this.between.has(tokens[next]!)) next += 1;
      const diastolic = next < tokens.length ? numberIn(tokens[next]!) : undefined;
      if (diastolic !== undefined && within(diastolic, this.limits.diastolic) && systolic > diastolic) {
        return { systolic, diastolic };
      }
    }
    return undefined;
  }
}

/** A whole number, with a unit run on ("94mmhg"). */
function numberIn(token: string): number | undefined {
  const match = /^(\d{2,3})(?:mmhg|mm)?$/.exec(token);
  return match ? Number(match[1]) : undefined;
}

function within(value: number, [least, most]: [number, number]): boolean {
  return value >= least && value <= most;
}
