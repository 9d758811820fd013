import { formatPath, type Language, type TestFixture } from '../../../schemas';
import { numberInWords, swahiliNounClasses, type SwahiliNounClass } from './numberWords';
import { formatNumber } from './templates';

/*
 * Values a fixture's texts place, filled in when the fixture loads (a score's value, `{score}`, waits for the
 * visitor's answers and is filled by the engine):
 *
 *   {line:red-cross}              the number of the crisis line with that id in catalogue/crisis-lines.json
 *   {count:questions}             how many questions the form has ("22")
 *   {count:items:knowledge}       how many items the score "knowledge" reads
 *   {count:questions:word}        the count in words in the text's language ("twenty-two", "ishirini na mbili")
 *   {count:questions:Word}        the same, capitalised, to start a sentence ("Twenty-two statements ...")
 *   {count:questions:word-ma}     Kiswahili: agreeing with a noun of the MA class ("maswali matano")
 *
 * So a crisis number is written once, in the catalogue, and a count always says what the form has.
 */

/** A crisis line a text may place: its id in the catalogue and its number. */
export interface PlaceableLine {
  id: string;
  number: string;
  /** The line's name, for a reviewer reading what a template places. */
  name?: string;
}

/** Every line of the crisis-line catalogue a text may place: the crisis boxes' lines and the situation lines. */
export function placeableLines(file: {
  lines: readonly PlaceableLine[];
  situationLines?: readonly PlaceableLine[];
}): PlaceableLine[] {
  return [...file.lines, ...(file.situationLines ?? [])];
}

/** What a fixture's texts may place: the crisis lines and the fixture's own counts. */
export interface TextValues {
  lang: Language;
  crisisLines: readonly PlaceableLine[];
  /** The test's counts; a catalogue's texts (the warning signs) belong to no test and place no count. */
  counts?: {
    questions: number;
    /** The number of items each score that reads items reads, by score name. */
    items: ReadonlyMap<string, number>;
    /** The item counts of the scores that count items ("answered 'very often' (of 9)"). */
    tallies: ReadonlySet<number>;
  };
}

/** `{kind:…}`: a value filled at load. `{score}` (no colon) is the engine's, filled per result. */
const loadTemplatePattern = /\{([a-z]+):([^{}]*)\}/g;

/** The values a fixture's texts may place, counted from the fixture. */
export function textValuesOf(
  fixture: Pick<TestFixture, 'form' | 'scoring'>,
  lang: Language,
  crisisLines: readonly PlaceableLine[],
): TextValues {
  const items = new Map<string, number>();
  const tallies = new Set<number>();
  for (const score of fixture.scoring.scores) {
    if (score.kind !== 'rule') items.set(score.name, score.items.length);
    if (score.kind === 'count') tallies.add(score.items.length);
  }
  return { lang, crisisLines, counts: { questions: fixture.form.questions.length, items, tallies } };
}

/**
 * Every text in `value` (any JSON: a fixture, an overlay) with its `{line:…}` and `{count:…}` templates filled,
 * or every problem with its path: a template naming an unknown line, score or style, and a crisis-line number
 * typed into a text (it must come from the catalogue, so that a changed number changes everywhere).
 */
export function fillLoadTemplates<T>(
  value: T,
  values: TextValues,
  basePath: readonly PropertyKey[] = [],
): { value: T } | { problems: string[] } {
  const problems: string[] = [];
  const typed = typedNumberPattern(values.crisisLines);
  const visit = (node: unknown, path: PropertyKey[]): unknown => {
    if (typeof node === 'string') {
      for (const number of typedCrisisNumbers(node, typed)) {
        problems.push(
          `${formatPath(path)}: the crisis line ${number} is typed into the text; place it from the catalogue with {line:${lineId(values, number)}}`,
        );
      }
      // The instrument's record describes the published instrument ("AUDIT, 10 items"), not this form.
      for (const written of path[0] === 'instrument' ? [] : writtenCounts(node, values)) {
        problems.push(
          `${formatPath(path)}: "${written}" writes a count by hand; place it with {count:questions} or {count:items:{score}} (with :word or :Word for words)`,
        );
      }
      return fillText(node, values, (message) => problems.push(`${formatPath(path)}: ${message}`));
    }
    if (Array.isArray(node)) return node.map((entry, index) => visit(entry, [...path, index]));
    if (node !== null && typeof node === 'object') {
      return Object.fromEntries(
        Object.entries(node).map(([key, entry]) => [key, visit(entry, [...path, key])]),
      );
    }
    return node;
  };
  const filled = visit(value, [...basePath]) as T;
  return problems.length > 0 ? { problems } : { value: filled };
}

/** One text with its load templates filled; `report` is told of each template it cannot fill. */
export function fillText(text: string, values: TextValues, report: (message: string) => void): string {
  if (!text.includes('{')) return text;
  return text.replace(loadTemplatePattern, (template, kind: string, argument: string) => {
    const filled =
      kind === 'line' ? lineNumber(argument, values) : kind === 'count' ? count(argument, values) : null;
    if (typeof filled === 'string') return filled;
    report(filled?.problem ?? `"${template}": no template is called "${kind}" (known: line, count)`);
    return template;
  });
}

type Filled = string | { problem: string } | null;

function lineNumber(id: string, values: TextValues): Filled {
  const line = values.crisisLines.find((candidate) => candidate.id === id);
  if (line) return line.number;
  const known = values.crisisLines.map((candidate) => candidate.id).join(', ');
  return { problem: `"{line:${id}}": no crisis line has the id "${id}" (known: ${known})` };
}

function count(argument: string, { counts, lang }: TextValues): Filled {
  if (!counts) return { problem: `"{count:${argument}}": only a test's texts can place its counts` };
  const [subject, ...rest] = argument.split(':');
  let value: number | undefined;
  let style: string | undefined;
  if (subject === 'questions') {
    value = counts.questions;
    [style] = rest;
  } else if (subject === 'items') {
    const [score] = rest;
    style = rest[1];
    value = score === undefined ? undefined : counts.items.get(score);
    if (value === undefined)
      return {
        problem: `"{count:${argument}}": no score named "${score ?? ''}" reads items (known: ${[...counts.items.keys()].join(', ')})`,
      };
  } else {
    return { problem: `"{count:${argument}}": a count is of "questions" or of "items:{score}"` };
  }
  return styled(value, style, lang, argument);
}

/** A count in the style the template asks for: digits (the default), or words, capitalised with "Word". */
function styled(value: number, style: string | undefined, lang: Language, argument: string): Filled {
  if (style === undefined || style === 'digits') return formatNumber(value, lang);
  const match = /^(word|Word)(?:-([a-z]+))?$/.exec(style);
  const nounClass = match?.[2] ?? 'n';
  if (!match || !swahiliNounClasses.includes(nounClass as SwahiliNounClass) || (lang !== 'sw' && match[2]))
    return {
      problem: `"{count:${argument}}": the style "${style}" is not one of digits, word, Word${lang === 'sw' ? ', word-ma, Word-ma' : ''}`,
    };
  const words = numberInWords(value, lang, nounClass as SwahiliNounClass) ?? formatNumber(value, lang);
  return match[1] === 'Word' ? words.charAt(0).toUpperCase() + words.slice(1) : words;
}

/** A pattern that finds a crisis line's number typed as a number of its own (not inside 24.999 or 2112). */
function typedNumberPattern(lines: readonly PlaceableLine[]): RegExp | null {
  const numbers = lines.map((line) => line.number.replace(/[^\d+]/g, '')).filter((number) => number !== '');
  if (numbers.length === 0) return null;
  const alternatives = numbers.map((number) => number.replace(/\+/g, '\\+')).join('|');
  return new RegExp(`(?<![\\d.,])(?:${alternatives})(?![\\d]|[.,]\\d)`, 'g');
}

/** The crisis-line numbers typed into a text, outside any template. */
export function typedCrisisNumbers(text: string, pattern: RegExp | null): string[] {
  if (pattern === null || !/\d/.test(text)) return [];
  return [...text.matchAll(pattern)].map((match) => match[0]);
}

function lineId(values: TextValues, number: string): string {
  return values.crisisLines.find((line) => line.number.replace(/[^\d+]/g, '') === number)?.id ?? '…';
}

const tallyPattern = /\((?:of|kati ya) (\d+)\)/g;

/** Every number from 0 to 99 by its words, in both languages and both Kiswahili classes. */
const wordNumbers: ReadonlyMap<string, number> = (() => {
  const byWords = new Map<string, number>();
  for (let value = 0; value < 100; value++) {
    byWords.set(numberInWords(value, 'en') as string, value);
    for (const nounClass of swahiliNounClasses)
      byWords.set(numberInWords(value, 'sw', nounClass) as string, value);
  }
  return byWords;
})();

const numberWords = [...wordNumbers.keys()].sort((a, b) => b.length - a.length).join('|');
/** "Ten true-or-false statements", "the six questions"; "maswali kumi", "kauli ishirini na mbili". */
const countNouns = [
  new RegExp(
    `\\b(${numberWords}|\\d+)\\s+(?:[a-z]+(?:-[a-z]+)*\\s+)?(?:questions|statements|items)\\b`,
    'gi',
  ),
  new RegExp(`\\b(?:maswali|kauli|vipengele)\\s+(${numberWords}|\\d+)\\b`, 'gi'),
];

function valueOf(written: string): number | undefined {
  return /^\d+$/.test(written) ? Number(written) : wordNumbers.get(written.toLowerCase());
}

/**
 * Counts written by hand: a number next to "questions", "statements" or "items" (maswali, kauli, vipengele)
 * that is the form's question count or a score's item count, and "(of 9)" beside a score that counts 9 items.
 * A number that is neither ("the last two questions" of ten) is a text's own business.
 */
export function writtenCounts(text: string, { counts }: TextValues): string[] {
  if (!counts) return [];
  const derivable = new Set([counts.questions, ...counts.items.values()]);
  const found: string[] = [];
  for (const pattern of countNouns) {
    for (const match of text.matchAll(pattern)) {
      const value = valueOf(match[1] as string);
      if (value !== undefined && derivable.has(value)) found.push(match[0]);
    }
  }
  for (const match of text.matchAll(tallyPattern)) {
    if (counts.tallies.has(Number(match[1]))) found.push(match[0]);
  }
  return found;
}

/** Every `{line:…}` and `{count:…}` template in the texts of `value`, with how many texts place it. */
export function loadTemplatesIn(value: unknown): Map<string, number> {
  const found = new Map<string, number>();
  const visit = (node: unknown): void => {
    if (typeof node === 'string') {
      for (const template of new Set([...node.matchAll(loadTemplatePattern)].map((match) => match[0])))
        found.set(template, (found.get(template) ?? 0) + 1);
    } else if (Array.isArray(node)) node.forEach(visit);
    else if (node !== null && typeof node === 'object') Object.values(node).forEach(visit);
  };
  visit(value);
  return found;
}
