import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalogue, readCrisisLines } from '../../server/fixtures';
import { checkTestFixture, fillLoadTemplates, placeableLines } from '../../src/core/scoring';
import { numberInWords } from '../../src/core/scoring/numberWords';
import { fixturesDir } from '../helpers/fixtures';

const crisisLines = placeableLines(readCrisisLines(fixturesDir));
const context = { crisisLines };
const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

/** Every fixture file whose texts a visitor may read: tests, overlays, drafts, licensed examples, warning signs. */
function fixtureFiles(): string[] {
  const folders = [
    'fixtures/screenings',
    'fixtures/screenings/sw',
    'fixtures/drafts',
    'fixtures/catalogue/warning-signs',
    'tests/fixtures/licensed/screenings',
    'tests/fixtures/licensed-epds/screenings',
  ];
  return [
    ...folders.flatMap((folder) =>
      existsSync(folder)
        ? readdirSync(folder)
            .filter((name) => name.endsWith('.json'))
            .map((name) => path.join(folder, name))
        : [],
    ),
    'fixtures/catalogue/sw/warning-signs.json',
  ];
}

function strings(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (Array.isArray(node)) return node.flatMap(strings);
  if (node !== null && typeof node === 'object') return Object.values(node).flatMap(strings);
  return [];
}

describe('crisis lines in texts come from their catalogue', () => {
  it('the catalogue has the gender-based violence line and Childline, each with its source', () => {
    const { situationLines } = readCrisisLines(fixturesDir);
    expect(situationLines.map(({ id, number, kind }) => ({ id, number, kind }))).toEqual([
      { id: 'gender-violence', number: '1195', kind: 'gender-violence' },
      { id: 'childline', number: '116', kind: 'child' },
    ]);
    for (const line of situationLines) expect(line.source).toMatch(/Verify before launch/);
  });

  it('no fixture file types a crisis-line number into a text', () => {
    const numbers = crisisLines.map((line) => line.number);
    const typed = fixtureFiles().flatMap((file) =>
      strings(readJson(file)).flatMap((text) =>
        numbers
          .filter((number) => new RegExp(`(?<![\\d.,])${number}(?![\\d]|[.,]\\d)`).test(text))
          .map((number) => `${file}: ${number} in "${text.slice(0, 60)}…"`),
      ),
    );
    expect(typed).toEqual([]);
    // The templates are there instead (the migration replaced every typed number).
    expect(
      fixtureFiles().filter((file) => readFileSync(file, 'utf8').includes('{line:')).length,
    ).toBeGreaterThan(25);
  });

  it('refuses a fixture that types a crisis number, naming the field and the template to use', () => {
    const fixture = readJson(path.join(fixturesDir, 'screenings', 'depression.json')) as {
      form: { instructions: string[] };
    };
    const index = fixture.form.instructions.findIndex((text) => text.includes('{line:red-cross}'));
    expect(index).toBeGreaterThanOrEqual(0);
    fixture.form.instructions[index] = fixture.form.instructions[index]!.replace('{line:red-cross}', '1199');
    const checked = checkTestFixture(fixture, context);
    expect('problems' in checked && checked.problems).toEqual([
      `form.instructions[${index}]: the crisis line 1199 is typed into the text; place it from the catalogue with {line:red-cross}`,
    ]);
  });

  it('refuses a line the catalogue does not have, listing the ids it has', () => {
    const filled = fillLoadTemplates({ text: 'call {line:red-crosss}' }, { lang: 'en', crisisLines });
    expect('problems' in filled && filled.problems).toEqual([
      'text: "{line:red-crosss}": no crisis line has the id "red-crosss" (known: red-cross, emergency, emergency-any-phone, gender-violence, childline)',
    ]);
    const unknownKind = fillLoadTemplates({ text: '{phone:red-cross}' }, { lang: 'en', crisisLines });
    expect('problems' in unknownKind && unknownKind.problems[0]).toMatch(/no template is called "phone"/);
  });

  it('places the number in both languages, and a score template is left for the engine', () => {
    for (const lang of ['en', 'sw'] as const) {
      const filled = fillLoadTemplates(
        ['call {line:gender-violence} or {line:childline}', 'About {riskHigh} in 100'],
        { lang, crisisLines },
      );
      expect(filled).toEqual({ value: ['call 1195 or 116', 'About {riskHigh} in 100'] });
    }
  });
});

describe('a number changed in the catalogue', () => {
  const made: string[] = [];
  afterEach(() => {
    for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('changes every text that places it, in English, in Kiswahili and in the warning signs', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'kipimo-lines-'));
    made.push(dir);
    cpSync(fixturesDir, dir, { recursive: true });
    const file = path.join(dir, 'catalogue', 'crisis-lines.json');
    const catalogue = JSON.parse(readFileSync(file, 'utf8')) as {
      lines: { id: string; number: string }[];
      situationLines: { id: string; number: string }[];
    };
    catalogue.lines.find((line) => line.id === 'red-cross')!.number = '1190';
    catalogue.situationLines.find((line) => line.id === 'gender-violence')!.number = '1196';
    writeFileSync(file, JSON.stringify(catalogue));
    // The Kiswahili words of the lines are keyed by number: give the changed one its words again.
    const swFile = path.join(dir, 'catalogue', 'sw', 'crisis-lines.json');
    const sw = JSON.parse(readFileSync(swFile, 'utf8')) as { lines: Record<string, unknown> };
    sw.lines['1190'] = sw.lines['1199'];
    delete sw.lines['1199'];
    writeFileSync(swFile, JSON.stringify(sw));

    const loaded = loadCatalogue(dir);
    const depression = loaded.byTestCode.get('MH-001')!;
    const instructions = depression.form.instructions.join(' ');
    expect(instructions).toContain('call 1190 (Kenya Red Cross');
    expect(instructions).not.toContain('1199');
    const contraception = [...loaded.localised.get('sw')!.values()].find(
      (test) => test.card.routeSlug === 'contraceptive-knowledge',
    )!;
    expect(strings(contraception.scoring).join(' ')).toContain('piga simu 1196');
    expect(loaded.warningSigns.get('unsafe-at-home')!.action).toContain('call 1196');
    expect(loaded.localisedWarningSigns.get('sw')!.get('unsafe-at-home')!.action).toContain('1196');
  });
});

describe('counts come from the form', () => {
  const values = (lang: 'en' | 'sw') => ({
    lang,
    crisisLines,
    counts: { questions: 22, items: new Map([['correct', 10]]), tallies: new Set<number>() },
  });
  const fill = (text: string, lang: 'en' | 'sw' = 'en') => fillLoadTemplates({ text }, values(lang));

  it('writes a count in digits or in words of the text’s language', () => {
    expect(numberInWords(22, 'en')).toBe('twenty-two');
    expect(numberInWords(40, 'en')).toBe('forty');
    expect(numberInWords(22, 'sw')).toBe('ishirini na mbili');
    expect(numberInWords(5, 'sw', 'ma')).toBe('matano');
    expect(numberInWords(8, 'sw', 'ma')).toBe('manane');
    expect(numberInWords(18, 'sw', 'ma')).toBe('kumi na manane');
    expect(numberInWords(100, 'en')).toBeNull();
    expect(fill('{count:questions:Word} statements')).toEqual({ value: { text: 'Twenty-two statements' } });
    expect(fill('of {count:questions}')).toEqual({ value: { text: 'of 22' } });
    expect(fill('Kauli {count:items:correct:word}', 'sw')).toEqual({ value: { text: 'Kauli kumi' } });
    expect(fill('maswali {count:questions:word-ma}', 'sw')).toEqual({
      value: { text: 'maswali ishirini na mawili' },
    });
  });

  it('refuses a count of a score that reads no items, a style it does not know, and a count outside a test', () => {
    const problem = (result: ReturnType<typeof fill>) => ('problems' in result ? result.problems : []);
    expect(problem(fill('{count:items:total}'))).toEqual([
      'text: "{count:items:total}": no score named "total" reads items (known: correct)',
    ]);
    expect(problem(fill('{count:questions:words}'))[0]).toMatch(
      /the style "words" is not one of digits, word, Word$/,
    );
    expect(problem(fill('{count:questions:word-ma}'))[0]).toMatch(/the style "word-ma"/);
    const noTest = fillLoadTemplates({ text: '{count:questions}' }, { lang: 'en', crisisLines });
    expect('problems' in noTest && noTest.problems).toEqual([
      `text: "{count:questions}": only a test's texts can place its counts`,
    ]);
  });

  const socialSupport = () =>
    readJson(path.join(fixturesDir, 'screenings', 'social_support.json')) as {
      card: { description: string };
      form: { questions: { id: string }[] };
      scoring: { scores: { name: string; report?: { label: string } }[] };
    };

  it('refuses a count written by hand in a text, and "(of 9)" beside a score that counts 9 items', () => {
    const fixture = socialSupport();
    expect(fixture.card.description).toMatch(/^\{count:questions:Word\} statements/);
    fixture.card.description = fixture.card.description.replace('{count:questions:Word}', 'Twelve');
    const checked = checkTestFixture(fixture, context);
    expect('problems' in checked && checked.problems).toEqual([
      'card.description: "Twelve statements" writes a count by hand; place it with {count:questions} or {count:items:{score}} (with :word or :Word for words)',
    ]);
    const gaming = readJson(path.join(fixturesDir, 'screenings', 'gaming-dependency.json')) as {
      scoring: { scores: { report?: { label: string } }[] };
    };
    const report = gaming.scoring.scores.find((score) =>
      score.report?.label.includes('{count:items:'),
    )!.report!;
    report.label = report.label.replace(/\{count:items:\w+\}/, '9');
    const refused = checkTestFixture(gaming, context);
    expect('problems' in refused && refused.problems).toEqual([
      expect.stringMatching(/^scoring\.scores\[\d+\]\.report\.label: "\(of 9\)" writes a count by hand/),
    ]);
  });

  it('says the new count when a question is added', () => {
    const fixture = socialSupport();
    const loaded = checkTestFixture(fixture, context);
    expect('fixture' in loaded && loaded.fixture.card.description).toMatch(/^Twelve statements about/);
    fixture.form.questions.push({ ...structuredClone(fixture.form.questions[11]!), id: 'q13' });
    const grown = checkTestFixture(fixture, context);
    expect('fixture' in grown && grown.fixture.card.description).toMatch(/^Thirteen statements about/);
  });

  it('gives the licensed MBI example its real count: 22 questions, where it said nineteen', () => {
    const burnout = checkTestFixture(readJson('tests/fixtures/licensed/screenings/burnout.json'), context);
    expect('fixture' in burnout && burnout.fixture.form.questions).toHaveLength(22);
    expect('fixture' in burnout && burnout.fixture.card.description).toMatch(/^Twenty-two questions about/);
  });

  it('keeps the Kiswahili count in Kiswahili', () => {
    const loaded = loadCatalogue(fixturesDir);
    const contraception = [...loaded.localised.get('sw')!.values()].find(
      (test) => test.card.routeSlug === 'contraceptive-knowledge',
    )!;
    expect(contraception.card.description).toMatch(/^Kauli kumi za kweli/);
    expect(
      loaded.tests.find((test) => test.card.routeSlug === 'contraceptive-knowledge')!.card.description,
    ).toMatch(/^Ten true-or-false statements/);
  });
});

describe('a band that states its own range', () => {
  // "Your total (21 to 30)" on a band of 21 to 32 told a visitor on 31 or 32 the wrong range.
  const ownRange = /\b(?:your total|a total of|a score of)\s*\(?(\d+) to (\d+)\)?/gi;

  it('states the range its min and max give', () => {
    const wrong: string[] = [];
    for (const file of fixtureFiles()) {
      const bands = (readJson(file) as { scoring?: { grading?: { bands?: unknown } } }).scoring?.grading
        ?.bands;
      if (!Array.isArray(bands)) continue;
      for (const band of bands as { id: string; min?: number; max?: number; description?: string }[]) {
        if (band.min === undefined || band.max === undefined || !band.description) continue;
        for (const [text, low, high] of band.description.matchAll(ownRange)) {
          if (Number(low) !== band.min || Number(high) !== band.max)
            wrong.push(`${file} ${band.id}: ${text}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
