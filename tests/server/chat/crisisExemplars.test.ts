import { describe, expect, it } from 'vitest';
import { crisisExemplarsFileSchema, crisisKindSchema } from '../../../schemas';
import { Assistant } from '../../../server/chat/assistant';
import {
  CrisisExemplars,
  crisisExemplarsFor,
  exemplarPlace,
  exemplarsOf,
} from '../../../server/chat/crisisExemplars';
import { loadKnowledge } from '../../../server/chat/knowledge';
import { tokenise } from '../../../server/chat/normalise';
import { catalogue } from '../../helpers/fixtures';
import { knowledgeDir, problemsOf, useKnowledgeCopies } from '../../helpers/knowledgeCopy';
import { isCrisisReply } from './evaluation';

/**
 * The exemplar layer (fixtures/assistant/crisis-exemplars.json): a logistic regression over the pieces of
 * example crises and look-alikes, trained at start. The sentences here are in no evaluation set and in no
 * example of the file: they check that the layer reaches wording nobody listed (a Sheng spelling, a verb
 * form, a typo) and that figures of speech, negations and other people stay out.
 */
const knowledge = loadKnowledge(knowledgeDir);
const layer = crisisExemplarsFor(knowledge);
const read = (text: string) => layer.read(text);
const assistant = new Assistant(catalogue, knowledge);
const understand = (text: string) => assistant.understand({ conversationHistory: '', userInput: text });

const { brokenCopy: brokenKnowledge } = useKnowledgeCopies();

describe('the exemplar layer', () => {
  it.each([
    // "nitajiua" as Sheng writes it: no example and no rule has "ntajiua".
    'ntajiua kesho',
    // ku-ji-toweka, to make oneself vanish; "nimechoshwa", made tired: forms no example or rule lists.
    'nimechoshwa na maisha, nataka kujitoweka',
    'niko tayari kuwaaga wote leo',
    'nimepanga kunywa dawa za panya kesho',
    'i cant do this anymore, tonight is the night',
  ])('calls for crisis help where no rule and not the recall layer does: "%s"', (text) => {
    const understanding = understand(text);
    expect(understanding.crisisNow).toEqual([expect.objectContaining({ rule: 'exemplars' })]);
    expect(understanding.recall.fires).toBe(false);
    expect(isCrisisReply(assistant.reply({ conversationHistory: '', userInput: text }))).toBe(true);
  });

  it.each([
    'this exam is killing me lol',
    'nimekufa na kicheko juu ya hii video',
    "I'm dying to see the new movie at the weekend",
    'my phone died on the way home',
    'hii kazi itaniua siku moja haha',
    'I killed it at the interview today',
    'my grandfather took his own life long ago',
    'I would never hurt my baby, she is my joy',
  ])('stays quiet on a look-alike: "%s"', (text) => {
    expect(read(text).fires, text).toBe(false);
  });

  it('says why: the pieces that weighed most, and the nearest examples of each side', () => {
    // Ten pieces: Sheng's future start " nt"/" nta" (ntajiua, ntaendesha) now weighs as much as the verb's "jiu".
    const why = layer.explain('ntajiua kesho', 10);
    expect(why.fires).toBe(true);
    expect(why.score).toBeGreaterThanOrEqual(why.threshold);
    expect(why.forCrisis.length).toBeGreaterThan(0);
    expect(why.forCrisis.some((piece) => piece.feature.includes('jiu'))).toBe(true);
    expect(why.nearestCrisis[0]!.label).not.toBe('none');
    expect(why.nearestCrisis[0]!.similarity).toBeGreaterThan(0);
    const quiet = layer.explain('this exam is killing me lol');
    expect(quiet.against.map((piece) => piece.feature)).toContain('c:recall:frame-joke');
    expect(quiet.nearestSafe[0]!.label).toBe('none');
  });

  it('names the kind of the nearest crisis examples', () => {
    expect(read('nimepanga kunywa dawa za panya kesho').kind).toMatch(/suicide|overdose/);
  });

  it('reads a long message by its sentences too, so a crisis at the end of a long story still counts', () => {
    const story = `${'my week has been long with work, the traffic on thika road and my landlord asking for rent again. '.repeat(4)}ntajiua kesho`;
    expect(tokenise(story).length).toBeGreaterThan(knowledge.crisisExemplars.settings.window);
    expect(read(story).fires).toBe(true);
  });

  it('is trained once per file, and the same file always gives the same scores', () => {
    expect(crisisExemplarsFor(knowledge)).toBe(layer);
    const { knowledgeWeight: _weight, ...settings } = knowledge.crisisExemplars.settings;
    const again = new CrisisExemplars(
      exemplarsOf(knowledge.crisisExemplars, knowledge),
      settings,
      new Map(),
      (tokens) => [...tokens],
    );
    const twice = new CrisisExemplars(
      exemplarsOf(knowledge.crisisExemplars, knowledge),
      settings,
      new Map(),
      (tokens) => [...tokens],
    );
    expect(again.read('ntajiua kesho').score).toBe(twice.read('ntajiua kesho').score);
  });

  it('learns from every example of the file and the phrases of the concepts and small talk', () => {
    const examples = exemplarsOf(knowledge.crisisExemplars, knowledge);
    const crises = examples.filter((example) => example.label !== 'none');
    expect(new Set(crises.map((example) => example.label))).toEqual(new Set(crisisKindSchema.options));
    const everyday = examples.filter((example) => example.source === 'everyday');
    expect(everyday.some((example) => example.group.startsWith('concept '))).toBe(true);
    expect(everyday.some((example) => example.group === 'greetings and thanks')).toBe(true);
    expect(everyday.every((example) => example.language === undefined && example.label === 'none')).toBe(
      true,
    );
    const own = examples.filter((example) => example.source !== 'everyday');
    expect(own.every((example) => example.language !== undefined)).toBe(true);
    expect(exemplarPlace(own[0]!)).toBe(`${own[0]!.group}, ${own[0]!.language}`);
    // Nearly every crisis example is read as one once trained (the rules catch the rest).
    const missed = crises.filter((example) => !read(example.text).fires);
    expect(missed.length / crises.length).toBeLessThan(0.05);
  });
});

/** A copy of the knowledge with the exemplar file changed. */
const brokenCopy = (change: (json: Record<string, unknown>) => void) =>
  brokenKnowledge('crisis-exemplars.json', change);

type Groups = Record<string, Record<string, string[]>>;

describe('the exemplar file is checked when the server starts', () => {
  it('accepts the file as it is', () => {
    expect(crisisExemplarsFileSchema.safeParse(knowledge.crisisExemplars).success).toBe(true);
  });

  it('stops the start with the file and the place when an example is written twice or on both sides', () => {
    const twice = brokenCopy((json) => {
      const suicide = (json.crisis as Groups).suicide!;
      suicide.en!.push(`${suicide.en![0]!.toUpperCase()}!`);
    });
    const [file, ...problems] = problemsOf(twice);
    expect(file).toMatch(/crisis-exemplars\.json$/);
    expect(problems.join('\n')).toMatch(/crisis\.suicide\.en\[\d+\]: ".*" is also in crisis\.suicide\.en/);

    const bothSides = brokenCopy((json) => {
      const text = (json.crisis as Groups).overdose!.sw![0]!;
      (json.lookalikes as Groups).medicine!.sw!.push(text);
    });
    expect(problemsOf(bothSides).join('\n')).toMatch(
      /lookalikes\.medicine\.sw\[\d+\]: ".*" is also in crisis\.overdose\.sw/,
    );
  });

  it('refuses a missing kind, a missing language, bad settings and an empty example', () => {
    const noKind = brokenCopy((json) => {
      delete (json.crisis as Groups).child;
    });
    expect(problemsOf(noKind).join('\n')).toMatch(/crisis\.child/);
    const { suicide, ...others } = knowledge.crisisExemplars.crisis;
    const misspelt = { ...knowledge.crisisExemplars, crisis: { ...others, suicde: suicide } };
    expect(crisisExemplarsFileSchema.safeParse(misspelt).success).toBe(false);
    const noLanguage = brokenCopy((json) => {
      delete (json.lookalikes as Groups).figure!.sheng;
    });
    expect(problemsOf(noLanguage).join('\n')).toMatch(/lookalikes\.figure\.sheng/);
    const grams = brokenCopy((json) => {
      (json.settings as { charGrams: { min: number; max: number } }).charGrams = { min: 5, max: 3 };
    });
    expect(problemsOf(grams).join('\n')).toMatch(
      /settings\.charGrams: charGrams\.min is more than charGrams\.max/,
    );
    const threshold = brokenCopy((json) => {
      (json.settings as { threshold: number }).threshold = 50;
    });
    expect(problemsOf(threshold).join('\n')).toMatch(/settings\.threshold/);
    const empty = brokenCopy((json) => {
      (json.crisis as Groups).danger!.en!.push(' ');
    });
    expect(problemsOf(empty).join('\n')).toMatch(/crisis\.danger\.en\[\d+\]/);
  });

  it('refuses a word or class weight that would silence the layer (a weight below 1 makes ln(count) 0 or less)', () => {
    const withSettings = (change: Partial<typeof knowledge.crisisExemplars.settings>) =>
      crisisExemplarsFileSchema.safeParse({
        ...knowledge.crisisExemplars,
        settings: { ...knowledge.crisisExemplars.settings, ...change },
      });
    expect(withSettings({ wordWeight: 0 }).success).toBe(false);
    expect(withSettings({ wordWeight: 0.3 }).success).toBe(false);
    expect(withSettings({ wordWeight: 1 }).success).toBe(true);
    expect(withSettings({ classWeight: 0.2 }).error?.issues[0]?.message).toBe(
      'classWeight is 0 (no classes) or at least 1',
    );
    expect(withSettings({ classWeight: 0 }).success).toBe(true);
  });

  it('reads a further crisis group by the kind it names, and refuses one that names none', () => {
    const further = {
      about: 'sw: a further group',
      sw: ['nitajiua usiku huu bila shaka'],
      en: [],
      sheng: [],
      mixed: [],
    };
    const examples = exemplarsOf(
      crisisExemplarsFileSchema.parse({
        ...knowledge.crisisExemplars,
        crisis: { ...knowledge.crisisExemplars.crisis, 'sw-further': { ...further, kind: 'suicide' } },
      }),
    );
    expect(examples.find((example) => example.text === further.sw[0])).toMatchObject({
      label: 'suicide',
      group: 'suicide (sw-further)',
      language: 'sw',
    });
    const noKind = brokenCopy((json) => {
      (json.crisis as Record<string, unknown>)['sw-further'] = further;
    });
    expect(problemsOf(noKind).join('\n')).toMatch(/crisis\.sw-further\.kind/);
  });
});
