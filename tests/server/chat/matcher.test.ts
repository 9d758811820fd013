import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DeadSteps,
  ExactWords,
  parsePhrase,
  PhraseMatcher,
  phraseVocabulary,
  type WordClasses,
  type WordLookup,
  wordMatches,
} from '../../../server/chat/matcher';
import { tokenise, TypoIndex } from '../../../server/chat/normalise';
import { propertyRuns } from '../../helpers/propertyRuns';

function matcher(phrases: { phrase: string; gap?: number }[]) {
  const specs = phrases.map(({ phrase, gap }) => ({ phrase, value: phrase, gap: gap ?? 1 }));
  const typos = new TypoIndex(phraseVocabulary(specs.map((spec) => spec.phrase)), new Set());
  const found = new PhraseMatcher(specs, typos);
  return (text: string) => found.find(tokenise(text)).map((match) => match.value);
}

describe('PhraseMatcher', () => {
  it('finds a phrase with up to `gap` other words between its words', () => {
    const find = matcher([{ phrase: 'blood in stool' }]);
    expect(find('there is blood in my stool')).toEqual(['blood in stool']);
    expect(find('blood in the dark of my stool')).toEqual([]);
  });

  it('keeps strict phrases strict', () => {
    const find = matcher([{ phrase: 'drink a lot', gap: 0 }]);
    expect(find('I drink a lot')).toEqual(['drink a lot']);
    expect(find('I drink water a lot')).toEqual([]);
  });

  it('reads a price written "20k" as a number for `#`', () => {
    const find = matcher([{ phrase: 'under #', gap: 0 }]);
    expect(find('a phone under 20k')).toEqual(['under #']);
    expect(find('under 20000 shillings')).toEqual(['under #']);
    expect(find('under 5')).toEqual([]);
  });

  it('matches word beginnings and endings marked with *', () => {
    const find = matcher([{ phrase: '*jiua' }, { phrase: 'usingiz*' }]);
    expect(find('nitajiua')).toEqual(['*jiua']);
    expect(find('sina usingizi')).toEqual(['usingiz*']);
    expect(find('najiuliza')).toEqual([]);
  });

  it('tolerates typos in whole words', () => {
    const find = matcher([{ phrase: 'high cholesterol' }]);
    expect(find('my high colestrol')).toEqual(['high cholesterol']);
  });

  it('reports where each phrase starts and ends', () => {
    const specs = [{ phrase: 'period pain', value: 'a', gap: 1 }];
    const typos = new TypoIndex(['period', 'pain'], new Set());
    const [match] = new PhraseMatcher(specs, typos).find(tokenise('bad period pain'));
    expect(match).toMatchObject({ start: 1, end: 2 });
  });

  it('reports a phrase at its first place, or at every place when asked', () => {
    const specs = [{ phrase: 'suicide', value: 'a', gap: 0 }];
    const found = new PhraseMatcher(specs, new TypoIndex(['suicide'], new Set()));
    const tokens = tokenise('career suicide and thoughts of suicide');
    expect(found.find(tokens).map((match) => match.start)).toEqual([1]);
    expect(found.find(tokens, { everyPlace: true }).map((match) => match.start)).toEqual([1, 5]);
  });

  it('reads word classes, alternatives, gaps and numbers as crisis rules write them', () => {
    const classes = new Map([
      ['intend', ['want to', 'going to', 'nataka']],
      ['pills', ['pills', 'sleeping tablets', 'vidonge']],
    ]);
    const specs = [
      { phrase: '{intend} take/swallow ... # ... {pills}', value: 'dose', gap: 0 },
      { phrase: 'jump off/from ... bridge', value: 'jump', gap: 0 },
    ];
    const typos = new TypoIndex(
      phraseVocabulary(
        specs.map((spec) => spec.phrase),
        classes,
      ),
      new Set(),
    );
    const found = new PhraseMatcher(specs, typos, classes);
    const values = (text: string) => found.find(tokenise(text)).map((match) => match.value);
    expect(values('I am going to swallow like 30 of my sleeping tablets')).toEqual(['dose']);
    expect(values('I want to take 2 pills')).toEqual([]);
    expect(values('want to take 30 of all the many old pills')).toEqual([]);
    expect(values('jump from the old bridge')).toEqual(['jump']);
    expect(values('jump bridge')).toEqual([]);
  });

  it('reports the positions of the words a phrase matched, not those in its gaps', () => {
    const specs = [{ phrase: 'he ... beats me', value: 'x', gap: 0 }];
    const found = new PhraseMatcher(specs, new ExactWords());
    expect(found.find(tokenise('he never beats me'))[0]?.positions).toEqual([0, 2, 3]);
  });

  it('matches exactly, without typos, when given ExactWords', () => {
    const specs = [{ phrase: 'cooking', value: 'x', gap: 0 }];
    expect(new PhraseMatcher(specs, new ExactWords()).find(tokenise('looking'))).toEqual([]);
    const typos = new TypoIndex(['cooking'], new Set());
    expect(new PhraseMatcher(specs, typos).find(tokenise('cookign'))).toHaveLength(1);
  });

  it('finds a phrase starting with a word start or end, indexed by its letters', () => {
    const specs = [
      { phrase: 'jikat*', value: 'start', gap: 0 },
      { phrase: '*mdhuru ... mtoto', value: 'end', gap: 0 },
    ];
    const found = new PhraseMatcher(specs, new ExactWords());
    expect(found.find(tokenise('jikata tena')).map((match) => match.value)).toEqual(['start']);
    expect(found.find(tokenise('nitamdhuru huyu mtoto')).map((match) => match.value)).toEqual(['end']);
    expect(found.find(tokenise('kujikata'))).toEqual([]);
  });

  it('remembers what it knows of a typed word by the whole word (its spellings, anchors and phrases)', () => {
    // Words that share their first letters, typos among them: each keeps its own spellings and phrases.
    const find = matcher([
      { phrase: 'chest pain' },
      { phrase: 'chess club' },
      { phrase: 'chesty cough' },
      { phrase: 'depression screening' },
    ]);
    for (let round = 0; round < 2; round += 1) {
      expect(find('chest pain')).toEqual(['chest pain']);
      expect(find('chess club')).toEqual(['chess club']);
      expect(find('chesty cough')).toEqual(['chesty cough']);
      expect(find('depresion screening')).toEqual(['depression screening']);
      expect(find('depressed screening')).toEqual([]);
      expect(find('chess pain chest club')).toEqual([]);
    }
  });

  it('remembers the phrases a word may start by the word, not by the letters its phrases are indexed by', () => {
    // Every phrase here is indexed by "ji" or by "ua": a word's list of those that fit must be its own.
    const specs = [
      { phrase: 'jikat*', value: 'cut', gap: 0 },
      { phrase: 'jiu* kesho', value: 'kill', gap: 0 },
      { phrase: '*ua leo', value: 'today', gap: 0 },
      { phrase: 'jinyong*', value: 'hang', gap: 0 },
    ];
    const found = new PhraseMatcher(specs, new ExactWords());
    const find = (text: string) =>
      found.find(tokenise(text), { everyPlace: true }).map((match) => match.value);
    expect(find('jikata jiua kesho')).toEqual(['cut', 'kill']);
    expect(find('jiua leo jinyonga')).toEqual(['today', 'hang']);
    expect(find('jinyonga jikata')).toEqual(['hang', 'cut']);
    expect(find('jiua kesho jiua leo')).toEqual(['kill', 'today']);
    expect(find('jiuzi kesho')).toEqual(['kill']);
    // A phrase by its first letters comes before one by its last, as each word's phrases were always tried.
    expect(find('jiua jiua kesho')).toEqual(['kill']);
  });

  it('finds a phrase starting with a number, the middle of a word or a class mixing both, at any word', () => {
    const classes = new Map([['means', ['pills', '*sumu*']]]);
    const specs = [
      { phrase: '# pills', value: 'number', gap: 0 },
      { phrase: '*kunywa* sumu', value: 'middle', gap: 0 },
      { phrase: '{means} leo', value: 'class', gap: 0 },
    ];
    const found = new PhraseMatcher(specs, new ExactWords(), classes);
    const find = (text: string) => found.find(tokenise(text)).map((match) => match.value);
    expect(find('I took 20 pills')).toEqual(['number']);
    expect(find('20 apples')).toEqual([]);
    expect(find('nilikunywa sumu')).toEqual(['middle']);
    expect(find('pills leo')).toEqual(['class']);
    expect(find('nilikunywa nasumuleo leo and 20 pills')).toEqual(['class', 'number']);
    // The same words again, in other texts: what a word fits is remembered, never what a text had.
    expect(find('20 pills leo')).toEqual(['number', 'class']);
    expect(find('5 pills')).toEqual([]);
  });

  it('answers each text on its own: what it knew of one text never carries to the next', () => {
    const find = matcher([
      { phrase: 'blood in stool' },
      { phrase: 'chest pain' },
      { phrase: '*jiua ... leo', gap: 0 },
    ]);
    const texts = [
      'blood in my stool and chest pain',
      'no pain at all',
      'nitajiua leo',
      'chest pain',
      'stool blood in',
      'blood in my stool and chest pain',
    ];
    const first = texts.map(find);
    expect(first).toEqual([
      ['blood in stool', 'chest pain'],
      [],
      ['*jiua ... leo'],
      ['chest pain'],
      [],
      first[0],
    ]);
    // In reverse order, after every other text: the same answers.
    expect([...texts].reverse().map(find)).toEqual([...first].reverse());
  });

  it('finds in many phrases sharing classes and anchor words what each finds alone', () => {
    // The anchor lists are kept once for all phrases (a class's first words are one list however many phrases
    // name it) and marked once per word of the text: sharing must change no phrase's matches.
    const classes = new Map([
      ['me', ['me', 'myself', 'my self']],
      ['hurt', ['hurt', 'cut', 'harm']],
      ['end', ['end', 'finish', 'end up']],
    ]);
    const phrases = [
      'i want to {hurt} {me}',
      '{hurt} {me}',
      'i will {end} it',
      '{end} ... {me}',
      'i {hurt}',
      'want/need to {end} {me}',
      'my self {hurt}',
      'i',
      '{me} ... {hurt} ... {end}',
    ];
    const specs = phrases.map((phrase, value) => ({ phrase, value, gap: 1 }));
    const all = new PhraseMatcher(specs, new ExactWords(), classes);
    const alone = specs.map((spec) => new PhraseMatcher([spec], new ExactWords(), classes));
    const words = 'i want to need will hurt cut harm me myself my self end finish up it so'.split(' ');
    let seed = 1;
    const next = () => (seed = (seed * 48_271) % 2_147_483_647);
    let found = 0;
    for (let text = 0; text < 300; text += 1) {
      const tokens = Array.from({ length: 1 + (next() % 30) }, () => words[next() % words.length]!);
      for (const everyPlace of [false, true]) {
        const key = (match: { value: number; start: number; end: number }) =>
          `${match.start} ${match.value} ${match.end}`;
        const together = all.find(tokens, { everyPlace }).map(key).sort();
        const separately = alone.flatMap((one) => one.find(tokens, { everyPlace }).map(key)).sort();
        expect(together).toEqual(separately);
        found += together.length;
      }
    }
    expect(found).toBeGreaterThan(1000);
  });

  it('keeps no array as long as its phrases for each text it reads (issue 32: the reply tail at 300/s)', () => {
    // 10,000 phrases (the recommender has 13,280). Arrays of that length made for each text were 60 KB
    // of memory outside the heap a text, three texts a reply: garbage the collector had to come back for.
    const specs = Array.from({ length: 10_000 }, (_, index) => ({
      phrase: `word${index} other${index}`,
      value: index,
      gap: 0,
    }));
    const found = new PhraseMatcher(specs, new ExactWords());
    const tokens = tokenise('word7 other7 and word9999 other9999');
    expect(found.find(tokens).map((match) => match.value)).toEqual([7, 9_999]);
    const before = process.memoryUsage().arrayBuffers;
    for (let text = 0; text < 100; text += 1) found.find(tokens);
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(1_000_000);
  });

  it('finds again for each text the phrases its words start that can match, and the positions of each match', () => {
    // A word keeps its phrases that can match the text at hand from call to call (stamped with the call), and the
    // positions are written to one array kept between phrases: neither may carry anything to the next text.
    const specs = ['i feel sad', 'i feel', 'i cannot sleep', 'sad'].map((phrase) => ({
      phrase,
      value: phrase,
      gap: 1,
    }));
    const found = new PhraseMatcher(specs, new ExactWords());
    const find = (text: string) =>
      found.find(tokenise(text)).map((match) => `${match.value}: ${match.positions.join(' ')}`);
    const texts = ['i feel fine', 'i feel so sad', 'i cannot sleep', 'i feel very sad i cannot really sleep'];
    const first = texts.map(find);
    expect(first).toEqual([
      ['i feel: 0 1'],
      ['i feel sad: 0 1 3', 'i feel: 0 1', 'sad: 3'],
      ['i cannot sleep: 0 1 2'],
      ['i feel sad: 0 1 3', 'i feel: 0 1', 'sad: 3', 'i cannot sleep: 4 5 7'],
    ]);
    expect([...texts].reverse().map(find)).toEqual([...first].reverse());
  });
});

/** A word's patterns as `parsePhrase` gives them (the steps' options). */
type Pattern = ReturnType<typeof parsePhrase>[number]['options'][number][number];

/**
 * The positions of the steps from `index` on, the first at `from` (or, after the first step, within its gap), by
 * the plainest search there is: no index, no memory of failed steps, every option looked at, in the order the
 * matcher promises (a one-word option first, then those starting with each known word in turn, then the rest).
 */
function plainSteps(
  steps: ReturnType<typeof parsePhrase>,
  index: number,
  from: number,
  tokens: readonly string[],
  known: readonly (readonly string[])[],
): number[] | undefined {
  if (index >= steps.length) return [];
  const step = steps[index]!;
  const last = index === 0 ? from : Math.min(tokens.length - 1, from + step.gap);
  for (let at = from; at <= last; at += 1) {
    const here = known[at]!;
    const fits = (option: readonly Pattern[]) =>
      at + option.length <= tokens.length &&
      option.every((word, offset) => wordMatches(word, tokens[at + offset]!, known[at + offset]!));
    const rest = (length: number) => {
      const after = plainSteps(steps, index + 1, at + length, tokens, known);
      return after && [...Array.from({ length }, (_, offset) => at + offset), ...after];
    };
    const oneWord = (option: readonly Pattern[]) => option.length === 1 && option[0]!.kind === 'word';
    if (step.options.some((option) => oneWord(option) && fits(option))) {
      const found = rest(1);
      if (found) return found;
    }
    for (const word of here) {
      for (const option of step.options) {
        const first = option[0]!;
        if (oneWord(option) || first.kind !== 'word' || first.text !== word || !fits(option)) continue;
        const found = rest(option.length);
        if (found) return found;
      }
    }
    for (const option of step.options) {
      if (option[0]!.kind === 'word' || !fits(option)) continue;
      const found = rest(option.length);
      if (found) return found;
    }
  }
  return undefined;
}

describe('PhraseMatcher against a plain search', () => {
  // Few words, so that phrases, class entries (of several words, sharing first and second words) and texts meet
  // often; some typed words stand for two known words.
  const vocabulary = ['aa', 'bb', 'cc', 'dd', 'ab', 'ba', 'abb'];
  const spellings: Record<string, string[]> = { aa: ['aa', 'bb'], cc: ['dd', 'cc'], abb: ['abb', 'ab'] };
  const lookup: WordLookup = { lookup: (token) => spellings[token] ?? [token] };
  const plainWord = fc.constantFrom(...vocabulary);
  const word = fc.oneof(
    { weight: 6, arbitrary: plainWord },
    { weight: 1, arbitrary: plainWord.map((text) => `${text}*`) },
    { weight: 1, arbitrary: plainWord.map((text) => `*${text}`) },
    { weight: 1, arbitrary: fc.constantFrom('a*', '*b', '*b*', '#') },
  );
  const entry = fc.array(word, { minLength: 1, maxLength: 3 }).map((words) => words.join(' '));
  const classes = fc.tuple(
    fc.array(entry, { minLength: 1, maxLength: 12 }),
    fc.array(entry, { minLength: 1, maxLength: 12 }),
  );
  const step = fc.oneof(
    { weight: 3, arbitrary: fc.array(word, { minLength: 1, maxLength: 3 }).map((words) => words.join('/')) },
    { weight: 2, arbitrary: fc.constantFrom('{one}', '{two}') },
  );
  const phrase = fc
    .array(fc.tuple(step, fc.boolean()), { minLength: 1, maxLength: 4 })
    .map((steps) => steps.map(([text, wide], at) => (at > 0 && wide ? `... ${text}` : text)).join(' '));
  const specs = fc.array(fc.record({ phrase, gap: fc.integer({ min: 0, max: 2 }) }), {
    minLength: 1,
    maxLength: 25,
  });
  const text = fc.array(fc.oneof(plainWord, fc.constantFrom('9', '3', '20k', 'ee')), { maxLength: 30 });

  it('finds what a plain search finds, at the same places, in every text in turn (property)', () => {
    fc.assert(
      fc.property(
        specs,
        classes,
        fc.array(text, { minLength: 1, maxLength: 4 }),
        fc.boolean(),
        (all, [one, two], texts, everyPlace) => {
          const wordClasses: WordClasses = new Map([
            ['one', one],
            ['two', two],
          ]);
          const withValues = all.map((spec, value) => ({ ...spec, value }));
          const found = new PhraseMatcher(withValues, lookup, wordClasses);
          for (const words of texts) {
            const tokens = tokenise(words.join(' '));
            const known = tokens.map((token) => lookup.lookup(token));
            const expected: string[] = [];
            for (const spec of withValues) {
              const steps = parsePhrase(spec.phrase, spec.gap, wordClasses);
              if (steps.length === 0) continue;
              for (let start = 0; start < tokens.length; start += 1) {
                const positions = plainSteps(steps, 0, start, tokens, known);
                if (!positions) continue;
                expected.push(`${spec.value} ${start} ${positions.join(',')}`);
                if (!everyPlace) break;
              }
            }
            const actual = found
              .find(tokens, { everyPlace })
              .map((match) => `${match.value} ${match.start} ${match.positions.join(',')}`);
            expect(actual.sort(), `${JSON.stringify(withValues)} in "${tokens.join(' ')}"`).toEqual(
              expected.sort(),
            );
          }
        },
      ),
      { numRuns: propertyRuns(300, 3000), seed: 30 },
    );
  });
});

describe('DeadSteps', () => {
  it('holds what a Set holds, through resets and growing (property)', () => {
    // Keys as matchSteps makes them (neighbours: one phrase's steps and places), and far apart; rounds of up to
    // 2,000 keys between resets, so the table grows (from 1,024 slots, at half full) within a round.
    const key = fc.oneof(fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 0, max: 2 ** 40 }));
    const round = fc.record({
      adds: fc.array(key, { maxLength: 2000, size: 'large' }),
      asks: fc.array(key, { minLength: 1, maxLength: 50 }),
    });
    fc.assert(
      fc.property(fc.array(round, { minLength: 1, maxLength: 4 }), (rounds) => {
        const dead = new DeadSteps();
        for (const { adds, asks } of rounds) {
          dead.reset();
          const plain = new Set<number>();
          adds.forEach((added, at) => {
            // matchSteps adds only a key it does not hold.
            if (!plain.has(added)) dead.add(added);
            plain.add(added);
            const asked = asks[at % asks.length]!;
            expect(dead.has(asked)).toBe(plain.has(asked));
          });
          for (const held of plain) expect(dead.has(held)).toBe(true);
          for (const asked of asks) expect(dead.has(asked)).toBe(plain.has(asked));
        }
      }),
      // A failure is reported as found: shrinking thousands of keys took minutes.
      { numRuns: propertyRuns(50, 500), seed: 30, endOnFailure: true },
    );
  });
});
