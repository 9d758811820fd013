import { describe, expect, it } from 'vitest';
import { Assistant } from '../../../server/chat/assistant';
import { loadKnowledge, type Knowledge } from '../../../server/chat/knowledge';
import { scopeModelFor } from '../../../server/chat/scopeModel';
import { readScopeTrainingKnowledge, scopeTrainingDataOf } from '../../../scripts/train-scope-model';
import { catalogue } from '../../helpers/fixtures';
import { knowledgeDir } from '../../helpers/knowledgeCopy';

/**
 * The scope model (fixtures/assistant/scope-model.json, trained offline by scripts/train-scope-model.ts from
 * scope-exemplars.json and the concepts' and small talk's phrases): health or another subject. The sentences
 * here are in no evaluation set and in no example of the file.
 */
const knowledge = loadKnowledge(knowledgeDir);
const { settings } = knowledge.scopeExemplars;
const assistant = new Assistant(catalogue, knowledge);
const reply = (text: string, on: Assistant = assistant) =>
  on.reply({ conversationHistory: '', userInput: text });
const understand = (text: string, on: Assistant = assistant) =>
  on.understand({ conversationHistory: '', userInput: text });

/** An assistant whose scope thresholds are these (the model itself unchanged). */
function withThresholds(thresholds: Partial<Knowledge['scopeExemplars']['settings']>): Assistant {
  const scopeExemplars = { ...knowledge.scopeExemplars, settings: { ...settings, ...thresholds } };
  return new Assistant(catalogue, { ...knowledge, scopeExemplars });
}

describe('the committed scope weights', () => {
  it('were trained from the training data as it is now (else: npx tsx scripts/train-scope-model.ts)', () => {
    expect(knowledge.scopeModel.trainedOn.sha256).toBe(
      scopeTrainingDataOf(readScopeTrainingKnowledge()).sha256,
    );
  });

  it('have a hash that moves with a reviewed example and with a concept phrase', () => {
    const training = readScopeTrainingKnowledge();
    const base = scopeTrainingDataOf(training).sha256;
    const exemplars = structuredClone(training.scopeExemplars);
    exemplars.other.en.push('a sentence nobody trained on');
    expect(scopeTrainingDataOf({ ...training, scopeExemplars: exemplars }).sha256).not.toBe(base);
    const concepts = structuredClone(training.concepts);
    concepts[0]!.en.push('a brand new way to say it');
    expect(scopeTrainingDataOf({ ...training, concepts }).sha256).not.toBe(base);
  });

  it('tell the sides apart in cross-validation at the thresholds the assistant uses', () => {
    const rows = knowledge.scopeModel.crossValidated.rows;
    const atHealth = rows.find((row) => row.score === settings.health)!;
    const atOther = rows.find((row) => row.score === settings.other)!;
    // The general offer: few off-topic look-alikes reach it. The veto: no health message falls under it.
    expect(atHealth.other).toBeLessThan(0.05);
    expect(atOther.health).toBeGreaterThan(0.99);
  });

  it('score a health message above one about another subject, in every language kind', () => {
    const model = scopeModelFor(knowledge);
    for (const [health, other] of [
      ['something is not right with me physically', 'which is the best phone under 20k'],
      ['sijui ni nini lakini mwili unanisumbua', 'bei ya mafuta ya taa imepanda sana'],
      ['body yangu iko down sana bro', 'niaje buda, form ni gani leo'],
    ]) {
      expect(model.read(health!)).toBeGreaterThan(model.read(other!));
    }
  });
});

describe('the assistant with the scope model', () => {
  it('answers a message that uses a health word in another sense as out of scope', () => {
    const text = 'bei ya sukari imepanda sana kwa duka';
    expect(understand(text).scopeVerdict).toBe('other');
    expect(reply(text).routeslugs).toEqual([]);
    // The phrases alone ("sukari") would have offered the diabetes test.
    expect(reply(text, withThresholds({ other: -20 })).routeslugs).toContain('/tests/diabetes-risk');
  });

  it('offers the doctor and the therapist for health in words no phrase knows, with no invented reason', () => {
    const text = 'something is not right with me physically';
    expect(understand(text).scopeVerdict).toBe('health');
    const answer = reply(text);
    expect(answer.routeslugs.slice(0, 2)).toEqual([
      '/services/talk-to-a-doctor',
      '/services/talk-to-a-therapist',
    ]);
    expect(answer.suggestions?.every((suggestion) => suggestion.words.length === 0)).toBe(true);
    expect(reply(text, withThresholds({ health: 20 })).routeslugs).toEqual([]);
  });

  it('never sets a warning sign aside, whatever the model says', () => {
    const strict = withThresholds({ other: 100 } as never);
    const text = 'my laptop broke and i have been passing blood in my urine';
    expect(understand(text, strict).scopeVerdict).toBeUndefined();
    expect(reply(text, strict).routeslugs[0]).toBe('/services/talk-to-a-doctor');
  });

  it('offers it too when a greeting or thanks comes first', () => {
    for (const text of [
      'hi, something is not right with me physically',
      'thanks, but my whole system feels out of order lately',
    ]) {
      expect(understand(text).smallTalk).toBeDefined();
      expect(reply(text).routeslugs[0]).toBe('/services/talk-to-a-doctor');
    }
  });

  it('never turns small talk into the general offer', () => {
    const eager = withThresholds({ health: 0 });
    for (const text of ['hello', 'habari yako', 'asante sana'])
      expect(reply(text, eager).routeslugs).toEqual([]);
  });
});

/**
 * Issue 32, scope15: other subjects that use health words in another sense (football team news, money
 * markets, power cuts), farewells as small talk, and figurative words for a troubled mind or no energy left.
 * Each sentence here failed before that change and is in no evaluation set and no example of the data.
 */
describe('other subjects and figures of speech (scope15)', () => {
  it('answers football team news as out of scope, even when a player is hurt', () => {
    const text = 'their goalkeeper twisted his ankle, who plays in goal on sunday';
    expect(understand(text).otherSubjects).toContain('entertainment');
    expect(understand(text).scopeVerdict).toBe('other');
    expect(reply(text).routeslugs).toEqual([]);
  });

  it('answers a weak or sick currency as money, not tiredness', () => {
    const text = 'the euro is weak and the shilling is sick';
    expect(understand(text).otherSubjects).toContain('business');
    expect(reply(text).routeslugs).toEqual([]);
  });

  it('keeps a power cut from the general offer', () => {
    const text = 'stima imekatika tangu saa tatu asubuhi';
    expect(understand(text).otherSubjects).toContain('utilities');
    expect(understand(text).scopeVerdict).toBeUndefined();
    expect(reply(text).routeslugs).toEqual([]);
  });

  it('reads tyre pressure as a car, while a person’s pressure is still blood pressure', () => {
    expect(understand('what tyre pressure should a probox have').otherSubjects).toContain('vehicles');
    expect(reply('what tyre pressure should a probox have').routeslugs).toEqual([]);
    expect(reply('my pressure is high and I take medicine for it').routeslugs.slice(0, 3)).toContain(
      '/tests/hypertension-risk',
    );
  });

  it('takes a farewell as small talk', () => {
    for (const text of ['kwaheri, tutaonana', 'bye for now']) {
      expect(understand(text).smallTalk).toBeDefined();
      expect(reply(text).routeslugs).toEqual([]);
    }
  });

  it('never empties the hand for a troubled mind or an empty tank said in a figure', () => {
    for (const [text, first] of [
      ['there is inner turmoil I can’t shake', '/services/talk-to-a-therapist'],
      ['si mimi tena tangu mwaka jana', '/services/talk-to-a-therapist'],
      ['nothing left in the tank by noon', '/services/talk-to-a-therapist'],
    ] as const) {
      expect(reply(text).routeslugs[0], text).toBe(first);
    }
  });

  it('still hears a warning sign or a test inside another subject’s words', () => {
    // "farm" is a cue of farming; a child who drank farm chemicals is still an emergency.
    const poisoned = reply('my child drank the chemicals we spray on the farm');
    expect(poisoned.routeslugs[0]).toBe('/services/talk-to-a-doctor');
    expect(poisoned.urgency).toBe('emergency');
    // Sugar is no word of shopping: the price of a sugar test keeps its test.
    expect(reply('bei ya kipimo cha sukari kwa lab ni ngapi').routeslugs).toContain('/tests/diabetes-risk');
  });
});
