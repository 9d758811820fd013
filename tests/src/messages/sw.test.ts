import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { CrisisLine } from '../../../schemas';
import { withAreas } from '../../../src/i18n/lazyTexts';
import { en as enApp } from '../../../src/messages/en';
import { assistantPanelMessages as enPanel } from '../../../src/messages/en/assistantPanel';
import { resultScreenMessages as enResult } from '../../../src/messages/en/resultScreen';
import { legalMessages as enLegal, type LegalContext } from '../../../src/messages/en/legal';
import { sw as swApp, swReview } from '../../../src/messages/sw';
import { assistantPanelMessages as swPanel } from '../../../src/messages/sw/assistantPanel';
import { resultScreenMessages as swResult } from '../../../src/messages/sw/resultScreen';
import { legalMessages as swLegal } from '../../../src/messages/sw/legal';

/**
 * The Kiswahili catalogue against the English one: every key, the same kind of value (a function keeps its
 * arity), no empty text, nothing left in English, plurals and numbers through Intl, and the legal pages in full
 * with the same structure. The typecheck (`satisfies Messages`) already names a missing key; this also catches
 * a record typed loosely (the image alt texts) and text that is present but still English.
 */

/** Each catalogue whole: the first load's texts with those that download with the result screen and the panel. */
const en = withAreas(withAreas(enApp, enResult), enPanel);
const sw = withAreas(withAreas(swApp, swResult), swPanel);

const messagesDir = join(import.meta.dirname, '../../../src/messages');

/** Sample arguments for every message function, by path: a new function needs an entry here. */
const samples: Record<string, unknown[]> = {
  'assistant.helpStripCall': ['1199', 'Kenya Red Cross'],
  pageTitle: ['Nyumbani', 'Kipimo'],
  'home.start': ['Kipimo cha Sonona'],
  'category.testsHeading': ['Afya ya Akili'],
  'footer.copyright': [2026, 'Kipimo'],
  'offline.reloadingDots': [2],
  'errors.chunkFailed': ['12'],
  'errors.chunkDetails': ['error', 'https://kipimo.example/assets/12.js'],
  'intro.duration': ['dakika 5'],
  'question.progress': [3, 10],
  'question.numberHint': [1, 100],
  'question.numberUnit': ['kilo'],
  'question.numberOutOfRange': [1, 100],
  'test.duration': [5],
  'result.scoreLabel': [12, 27],
  'result.call': ['1199'],
  'result.level': ['Juu'],
  'result.levelWords': [3],
  'result.levelLabel': ['Juu sana'],
  'print.level': ['Juu sana'],
  'print.subtitle': ['Kipimo'],
  'print.date': ['23 Novemba 2026'],
  'print.score': [12, 27],
  'print.grade': ['Mwone daktari leo'],
  'print.urgency': ['Mwone daktari leo'],
  'search.resultCount': [3],
  'search.noMatches': ['xyz'],
  'service.whatsappMessage': ['Ushauri Nasaha'],
  'assistant.title': ['Kipimo'],
  'assistant.greeting': ['Kipimo'],
};

/**
 * The only paths whose Kiswahili may equal the English. Formats without words of their own (a page title and
 * the brand; an error's type and address; a title and a full stop) and the language names, which the switch
 * shows each in its own language. Brand names, numbers and URLs inside a text are fine anywhere.
 */
const sameAsEnglish = new Set([
  'pageTitle',
  'errors.chunkDetails',
  'print.urgency',
  'site.languageSwitch.en',
  'site.languageSwitch.sw',
]);

/** Common English words that Kiswahili text never contains outside brackets (where an English term is kept). */
const englishWords = /\b(the|and|your|you|please|with|this|that|our|are|is|for|not|will|to|of|we|here)\b/i;

interface Leaf {
  path: string;
  value: unknown;
}

function leaves(node: unknown, path = ''): Leaf[] {
  if (node !== null && typeof node === 'object' && !Array.isArray(node)) {
    return Object.entries(node).flatMap(([key, value]) => leaves(value, path ? `${path}.${key}` : key));
  }
  return [{ path, value: node }];
}

/** A leaf's text: a string as it is, a function called with its sample arguments. */
function textOf({ path, value }: Leaf): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'function') {
    const args = samples[path];
    if (!args) throw new Error(`no sample arguments for the message function ${path}`);
    return (value as (...args: unknown[]) => string)(...args);
  }
  throw new Error(`${path} is neither a text nor a function`);
}

/** Every string in a value (legal documents: arrays of paragraphs). */
function strings(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (Array.isArray(node)) return node.flatMap(strings);
  if (node !== null && typeof node === 'object') return Object.values(node).flatMap(strings);
  return [];
}

/** A value's shape with its texts blanked: the same sections, keys and list lengths compare equal. */
function skeleton(node: unknown): unknown {
  if (typeof node === 'string') return 'text';
  if (Array.isArray(node)) return node.map(skeleton);
  if (node !== null && typeof node === 'object') {
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, skeleton(value)]));
  }
  return node;
}

/** English words left in a text, brackets (kept English terms, Act titles) and sample arguments aside. */
function englishIn(text: string): string | undefined {
  let rest = text;
  while (/\([^()]*\)/.test(rest)) rest = rest.replace(/\([^()]*\)/g, ' ');
  return englishWords.exec(rest)?.[0];
}

const enLeaves = leaves(en);
const swLeaves = leaves(sw);
const swByPath = new Map(swLeaves.map((leaf) => [leaf.path, leaf]));
const number = new Intl.NumberFormat('sw-KE');

describe('Kiswahili message catalogue: the same keys as the English', () => {
  it('has every key of the English catalogue, nested keys included, and no other', () => {
    expect(swLeaves.map((leaf) => leaf.path).sort()).toEqual(enLeaves.map((leaf) => leaf.path).sort());
  });

  it('keeps texts texts and functions functions, with the same number of parameters', () => {
    for (const leaf of enLeaves) {
      const kiswahili = swByPath.get(leaf.path)!.value;
      expect(typeof kiswahili, leaf.path).toBe(typeof leaf.value);
      if (typeof leaf.value === 'function') {
        expect((kiswahili as (...args: unknown[]) => string).length, leaf.path).toBe(leaf.value.length);
      }
    }
  });

  it('has sample arguments for every function, and none for a function that is gone', () => {
    const functions = enLeaves.filter((leaf) => typeof leaf.value === 'function').map((leaf) => leaf.path);
    expect(Object.keys(samples).sort()).toEqual(functions.sort());
  });
});

describe('Kiswahili message catalogue: every text translated', () => {
  it('has no empty text', () => {
    for (const leaf of swLeaves) expect(textOf(leaf).trim(), leaf.path).not.toBe('');
  });

  it('leaves no text equal to its English, except the allowed formats and language names', () => {
    const same = enLeaves
      .filter((leaf) => textOf(swByPath.get(leaf.path)!) === textOf(leaf))
      .map((leaf) => leaf.path);
    expect(same.sort()).toEqual([...sameAsEnglish].sort());
  });

  it('leaves no English sentence in a text (outside brackets)', () => {
    for (const leaf of swLeaves)
      expect(englishIn(textOf(leaf)), `${leaf.path}: ${textOf(leaf)}`).toBeUndefined();
  });

  it('keeps phone numbers and the brand as they are', () => {
    expect(sw.urgency.emergency.action).toMatch(/\b999\b.*\b112\b/);
    expect(sw.urgency.crisisAction).toContain('Kenya Red Cross');
    expect(sw.result.call('1199')).toContain('1199');
    expect(sw.assistant.title('Kipimo')).toContain('Kipimo');
  });

  it('uses the names of the test overlays: Tuma, Matokeo, the urgency titles', () => {
    expect(sw.question.submit).toBe('Tuma');
    expect(sw.print.grade('X')).toBe('Matokeo: X');
    expect(sw.urgency.emergency.title).toBe('Pata msaada sasa hivi');
    expect(sw.urgency.today.title).toBe('Mwone daktari leo');
    expect(sw.intro.begin).toBe('Anza Kipimo');
  });
});

describe('Kiswahili message catalogue: plurals and numbers through Intl', () => {
  it('counts search results by the Kiswahili plural rules: tokeo 1, matokeo 3', () => {
    const select = vi.spyOn(Intl.PluralRules.prototype, 'select');
    const one = sw.search.resultCount(1);
    const three = sw.search.resultCount(3);
    expect(select).toHaveBeenCalledWith(1);
    expect(select).toHaveBeenCalledWith(3);
    expect(one).toBe('Tokeo 1 limepatikana.');
    expect(three).toBe('Matokeo 3 yamepatikana.');
    expect(one.replace(/\d/g, '')).not.toBe(three.replace(/\d/g, ''));
  });

  it('writes numbers with the sw-KE format', () => {
    expect(sw.search.resultCount(1234)).toContain(number.format(1234));
    expect(sw.question.progress(3, 1000)).toBe(`Swali 3 kati ya ${number.format(1000)}`);
    expect(sw.result.scoreLabel(12.5, 27)).toBe(`Alama yako: ${number.format(12.5)} kati ya 27`);
    expect(sw.question.numberHint(0, 2500)).toContain(number.format(2500));
    expect(sw.footer.copyright(2026, 'Kipimo')).toContain('© 2026 Kipimo');
  });

  it('gives durations in minutes through the Intl unit format', () => {
    const minutes = new Intl.NumberFormat('sw-KE', { style: 'unit', unit: 'minute', unitDisplay: 'long' });
    expect(sw.test.duration(1)).toBe(minutes.format(1));
    expect(sw.test.duration(5)).toBe(minutes.format(5));
    expect(sw.test.duration(5)).toContain('dakika');
  });

  it('has the English durations, written out, read as the Intl unit format does', () => {
    const minutes = new Intl.NumberFormat('en', { style: 'unit', unit: 'minute', unitDisplay: 'long' });
    for (let count = 0; count <= 180; count += 1) expect(en.test.duration(count)).toBe(minutes.format(count));
  });

  it('words each number hint for its bounds', () => {
    const hints = [
      sw.question.numberHint(1, 9),
      sw.question.numberHint(1),
      sw.question.numberHint(undefined, 9),
      sw.question.numberHint(),
    ];
    expect(new Set(hints).size).toBe(4);
    const errors = [
      sw.question.numberOutOfRange(1, 9),
      sw.question.numberOutOfRange(1),
      sw.question.numberOutOfRange(undefined, 9),
      sw.question.numberOutOfRange(),
    ];
    expect(new Set(errors).size).toBe(4);
    for (const text of [...hints, ...errors]) expect(englishIn(text)).toBeUndefined();
    expect(sw.question.numberUnit()).toBe(en.question.numberUnit());
  });
});

describe('Kiswahili legal pages', () => {
  const crisisLines: CrisisLine[] = [
    {
      kind: 'counselling',
      name: 'Laini ya ushauri ya Kenya Red Cross',
      number: '1199',
      hours: 'Bure, saa 24',
      description: 'Ongea na mshauri aliyefunzwa.',
    },
    { kind: 'emergency', name: 'Huduma za dharura', number: '999', hours: 'Saa 24', description: 'Hatari.' },
    { kind: 'emergency', name: 'Huduma za dharura', number: '112', hours: 'Saa 24', description: 'Hatari.' },
  ];
  // Not 'Kipimo': the brand is also the Kiswahili word for a test, and the count below would find both.
  const context: LegalContext = {
    provider: 'Afya Plus',
    website: 'https://kipimo.example',
    email: 'msaada@kipimo.example',
    crisisLines,
  };
  const documents = (['privacy', 'terms'] as const).map((name) => ({
    name,
    english: enLegal[name](context),
    kiswahili: swLegal[name](context),
  }));

  it('exports the same names, with the same number of parameters', () => {
    expect(Object.keys(swLegal).sort()).toEqual(Object.keys(enLegal).sort());
    expect(swLegal.privacy.length).toBe(enLegal.privacy.length);
    expect(swLegal.terms.length).toBe(enLegal.terms.length);
    expect(swLegal.contents).not.toBe(enLegal.contents);
  });

  it.each(documents)(
    '$name: the same sections, paragraphs and lists as the English',
    ({ english, kiswahili }) => {
      expect(skeleton(kiswahili)).toEqual(skeleton(english));
    },
  );

  it.each(documents)(
    '$name: every text present, translated, with no English left',
    ({ english, kiswahili }) => {
      const englishTexts = strings(english);
      const kiswahiliTexts = strings(kiswahili);
      kiswahiliTexts.forEach((text, index) => {
        expect(text.trim()).not.toBe('');
        expect(text).not.toBe(englishTexts[index]);
        expect(englishIn(text), text).toBeUndefined();
      });
    },
  );

  it.each(documents)('$name: the provider details come from the context', ({ english, kiswahili }) => {
    const text = strings(kiswahili).join('\n');
    for (const detail of [context.provider, context.website, context.email]) {
      expect(text.split(detail).length, detail).toBe(strings(english).join('\n').split(detail).length);
    }
  });

  it('names the crisis lines by kind, numbers unchanged, joined with Intl (999 au 112)', () => {
    const terms = documents.find((document) => document.name === 'terms')!.kiswahili;
    const sentence = terms.sections
      .flatMap((section) => section.paragraphs ?? [])
      .find((p) => p.includes('999'));
    expect(sentence).toBe(
      'Ikiwa hujisikii salama au mtu yuko hatarini, usisubiri matokeo: piga simu 999 au 112, au piga simu kwa Laini ya ushauri ya Kenya Red Cross kupitia 1199 (bure, saa 24).',
    );
  });
});

describe('Kiswahili catalogue files', () => {
  const englishFiles = readdirSync(join(messagesDir, 'en')).sort();
  const kiswahiliFiles = readdirSync(join(messagesDir, 'sw')).sort();

  it('has a Kiswahili file for every English one (and its Intl helpers)', () => {
    expect(kiswahiliFiles.filter((file) => file !== 'format.ts')).toEqual(englishFiles);
  });

  it('marks every file as awaiting a native speaker’s review', () => {
    const files = [
      ...kiswahiliFiles.map((file) => join(messagesDir, 'sw', file)),
      join(messagesDir, 'sw.ts'),
    ];
    for (const file of files) {
      expect(readFileSync(file, 'utf8').slice(0, 300), file).toMatch(/^\/\*[^]*awaiting-native-review/);
    }
    expect(swReview).toBe('awaiting-native-review');
  });
});
