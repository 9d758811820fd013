import { describe, expect, it } from 'vitest';
import { crisisRecallFileSchema } from '../../../schemas';
import { Assistant } from '../../../server/chat/assistant';
import { CrisisRecall } from '../../../server/chat/crisisRecall';
import { loadKnowledge } from '../../../server/chat/knowledge';
import { tokenise } from '../../../server/chat/normalise';
import { catalogue } from '../../helpers/fixtures';
import { isCrisisReply } from './evaluation';

/**
 * The recall-minded crisis layer (fixtures/assistant/crisis-recall.json). The sentences here are in no
 * evaluation set: they check that word classes and their co-occurrence cover a kind of message, and that
 * negations, figures of speech and frames keep innocent look-alikes out.
 */
const knowledge = loadKnowledge('fixtures/assistant');
const recall = new CrisisRecall(knowledge.crisisRecall, knowledge.crisis);
const fires = (text: string) => recall.read(tokenise(text)).fires;
const assistant = new Assistant(catalogue, knowledge);

describe('the recall layer', () => {
  it('keeps the examples its file gives reviewers', () => {
    for (const text of knowledge.crisisRecall.examples.fires) expect(fires(text), text).toBe(true);
    for (const text of knowledge.crisisRecall.examples.quiet) expect(fires(text), text).toBe(false);
  });

  it.each([
    'the pills are lined up on my desk and tonight is the night',
    'i have saved up my sleeping pills for weeks, i am ready',
    'nimekusanya vidonge vya mama, leo usiku nitavimeza vyote',
    'mi naeza jitupa kwa reli, sioni point',
    'I have written a letter for my mum, goodbye everyone',
    'kesho sitakuwepo, nimeamua kuenda for good',
    'nikiondoka duniani hakuna atakayejali',
    'the baby cries and i feel like i could smother him tonight',
    'he is at the door with a panga and says he will finish me now',
  ])('calls for crisis help: "%s"', (text) => {
    expect(isCrisisReply(assistant.reply({ conversationHistory: '', userInput: text }))).toBe(true);
  });

  it.each([
    'i bought sleeping pills at the chemist, how many should i take a day',
    'tunavuka daraja la reli kila siku kwenda shule',
    'my phone is dying and i want to call my mum tonight',
    'I am scared of dying in my sleep, is that normal?',
    'the news said a man jumped off a building in town last year',
    'i would never take all my tablets at once',
    'nimekufa na njaa leo, nataka chips',
    'I am going to cross the bridge tonight on my way home',
    'goodbye party ya boss wangu ni kesho usiku',
    'nataka kumpiga picha mtoto wangu leo',
  ])('stays quiet: "%s"', (text) => {
    expect(fires(text), text).toBe(false);
  });

  it('answers with crisis help when it fires and no rule matched, and says so', () => {
    const understanding = assistant.understand({
      conversationHistory: '',
      userInput: 'thinking about the footbridge near my place, it is high enough',
    });
    expect(understanding.crisisNow).toEqual([expect.objectContaining({ rule: 'recall', kind: 'suicide' })]);
    expect(understanding.recall.best?.classes.map((entry) => entry.name)).toEqual(
      expect.arrayContaining(['means', 'toward-self']),
    );
  });

  it('is cancelled by a negation just before its core word, and by a figure of speech', () => {
    expect(fires('i am ready, the rope is for me')).toBe(true);
    expect(recall.read(tokenise('i am ready, never the rope for me')).fires).toBe(false);
    expect(fires('i am going to end it early tonight, i am ready for me')).toBe(false);
  });
});

describe('the recall file is checked when the server starts', () => {
  const valid = knowledge.crisisRecall;
  it('accepts the file as it is', () => {
    expect(crisisRecallFileSchema.safeParse(valid).success).toBe(true);
  });

  it('rejects a word in two classes, a core class of no weight, no core class and a badly written word', () => {
    const issues = (file: unknown) => {
      const parsed = crisisRecallFileSchema.safeParse(file);
      return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
    };
    const twice = structuredClone(valid);
    twice.classes.means!.words.push('tonight');
    expect(issues(twice)).toContain('"tonight" is also in the class "means"');
    const weightless = structuredClone(valid);
    weightless.classes.death!.weight = 0;
    expect(issues(weightless)).toContain('a core class weighs more than 0');
    const noCore = structuredClone(valid);
    for (const entry of Object.values(noCore.classes)) delete entry.core;
    expect(issues(noCore)).toContain('at least one class must be core');
    const badWord = structuredClone(valid);
    badWord.classes.time!.words.push('Tonight!');
    expect(issues(badWord).join(' ')).toMatch(/lower-case words/);
  });
});
