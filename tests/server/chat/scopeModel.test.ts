import { describe, expect, it } from 'vitest';
import { scopeExemplarsFileSchema } from '../../../schemas';
import { Assistant } from '../../../server/chat/assistant';
import { loadKnowledge, type Knowledge } from '../../../server/chat/knowledge';
import { tokenise } from '../../../server/chat/normalise';
import { scopeFeatures, scopeModelFor, vetoModelFor } from '../../../server/chat/scopeModel';
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

  it('tell the sides apart in cross-validation at the threshold the assistant reads it at', () => {
    const rows = knowledge.scopeModel.crossValidated.rows;
    const atHealth = rows.find((row) => row.score === settings.health)!;
    // The general offer: few off-topic look-alikes reach it. (What sets a message aside is the veto model's,
    // held below.)
    expect(atHealth.other).toBeLessThan(0.05);
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
    expect(reply(text, withThresholds({ health: 20, offerHealth: 20, vetoOffers: 20 })).routeslugs).toEqual(
      [],
    );
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

/**
 * Issue 32's eighth change: the veto model (scope-veto-model.json), trained by the same script on the scope
 * model's examples and its own (`veto` in scope-exemplars.json: other subjects said without naming them, an
 * animal named and then "she", a person's health in the same words, messages of the development scope
 * batches), reading the groups of bearers.json a message names. It alone sets aside what the phrases call
 * health; the general offer still reads the scope model. The sentences here are in no evaluation set and no
 * example of the file.
 */
describe('the veto model (issue 32, eighth change)', () => {
  it('was trained from the training data as it is now, and only the veto learns a veto example', () => {
    const training = readScopeTrainingKnowledge();
    expect(knowledge.scopeVetoModel.trainedOn.sha256).toBe(scopeTrainingDataOf(training, 'veto').sha256);
    const exemplars = structuredClone(training.scopeExemplars);
    exemplars.veto!.other.en.push('a sentence nobody trained on');
    const changed = { ...training, scopeExemplars: exemplars };
    expect(scopeTrainingDataOf(changed, 'veto').sha256).not.toBe(
      scopeTrainingDataOf(training, 'veto').sha256,
    );
    // The general offer's model never learns what the veto learns.
    expect(scopeTrainingDataOf(changed).sha256).toBe(knowledge.scopeModel.trainedOn.sha256);
  });

  it('loses no health message under the veto in cross-validation', () => {
    const atOther = knowledge.scopeVetoModel.crossValidated.rows.find((row) => row.score === settings.other)!;
    expect(atOther.health).toBeGreaterThan(0.99);
    expect(atOther.other).toBeLessThan(0.3);
  });

  it('scores other subjects said in health words under the veto by itself, not by the bearer rule', () => {
    const veto = vetoModelFor(knowledge);
    for (const text of [
      'the milk yield dropped and her udder is swollen',
      'the check light is on and it coughs when I go uphill',
    ]) {
      expect(veto.read(text), text).toBeLessThan(settings.other);
      // The scope model, which the general offer reads, does not learn these.
      expect(scopeModelFor(knowledge).read(text), text).toBeGreaterThan(veto.read(text));
    }
  });

  it('answers a cow said by her udder and a car by its check light as out of scope', () => {
    for (const text of [
      'maziwa yamepungua na kiwele kimevimba upande mmoja',
      'the check light is on and it coughs when I go uphill',
    ]) {
      expect(vetoModelFor(knowledge).read(text), text).toBeLessThan(settings.other);
      expect(understand(text).scopeVerdict, text).toBe('other');
      expect(reply(text).routeslugs, text).toEqual([]);
    }
  });

  it('must be surer to take a person’s health words away (otherForPeople)', () => {
    const text = 'mtoto wangu anaharisha tangu jana usiku, nimpe nini';
    const score = vetoModelFor(knowledge).read(text);
    expect(
      reply(text, withThresholds({ other: score + 1, otherForPeople: score - 1 })).routeslugs,
    ).not.toEqual([]);
    expect(reply(text, withThresholds({ other: score + 1, otherForPeople: score + 1 })).routeslugs).toEqual(
      [],
    );
  });

  it('reads each sentence with the bearers its whole message names', () => {
    const features = scopeFeatures(settings, {
      file: { about: 'test', notPeople: { animals: ['goat'] }, people: { persons: ['she'] } },
      weight: 2,
    });
    const sentence = tokenise('she is weak and will not eat');
    const whole = tokenise('my goat gave birth on sunday. she is weak and will not eat');
    const named = features.namedIn(whole);
    expect(named).toEqual(['notPeople.animals', 'people.persons']);
    expect(features.count(sentence, named).get('c:notPeople.animals')).toBe(2);
    expect(features.count(sentence, named).get('p:notPeople.animals+people.persons')).toBe(2);
    expect(features.count(sentence).has('c:notPeople.animals')).toBe(false);
  });

  it('refuses otherForPeople above other', () => {
    const file = structuredClone(knowledge.scopeExemplars);
    file.settings.otherForPeople = file.settings.other + 1;
    expect(scopeExemplarsFileSchema.safeParse(file).success).toBe(false);
  });

  it('must be surer still to set a warning sign aside as an animal’s or a thing’s (otherForSigns)', () => {
    const text = 'Our rabbit had her babies on Saturday. Now she is not eating and she is breathing fast.';
    // The veto reads a message whole (never a sentence alone).
    const score = vetoModelFor(knowledge).readWhole(text);
    const people = { other: score + 2, otherForPeople: score + 1 };
    expect(reply(text, withThresholds({ ...people, otherForSigns: score + 0.5 })).signs).toEqual([]);
    expect(reply(text, withThresholds({ ...people, otherForSigns: score - 0.5 })).signs).not.toEqual([]);
    // The committed bar sits well below the people's: a sign needs the veto model surer than a person's words do.
    expect(settings.otherForSigns).toBeLessThan(settings.otherForPeople!);
    const file = structuredClone(knowledge.scopeExemplars);
    file.settings.otherForSigns = file.settings.otherForPeople! + 1;
    expect(scopeExemplarsFileSchema.safeParse(file).success).toBe(false);
  });
});

/**
 * Issue 32's ninth change: the veto model reads every message the assistant would answer as health (the general
 * offer too), the groups of bearers.json's `hints` (what an animal, a crop, a machine or a business has), and
 * entries with a `*` as written. The sentences here are in no evaluation set and no example of the file.
 */
describe('the veto model (issue 32, ninth change)', () => {
  it('takes the general offer from a message it reads as another subject', () => {
    const text = 'directions to the stadium from the bus station';
    // The general offer made at the scope model's score of this message: only the veto stands in its way.
    const least = Math.min(0, scopeModelFor(knowledge).read(text));
    const eager = { health: least, offerHealth: least };
    expect(understand(text).analysis.concepts).toEqual([]);
    expect(vetoModelFor(knowledge).read(text)).toBeLessThan(settings.other);
    expect(reply(text, withThresholds(eager)).routeslugs).toEqual([]);
    expect(
      reply(text, withThresholds({ ...eager, other: -20, otherForPeople: -20, offerVeto: -20 })).routeslugs,
    ).toContain('/services/talk-to-a-doctor');
  });

  it('reads the hints of bearers.json as groups, a word it never saw counting as its group', () => {
    const features = scopeFeatures(settings, {
      file: {
        about: 'test',
        notPeople: { animals: ['goat'] },
        people: { persons: ['nime*'] },
        hints: { 'machine-parts': ['gearbox', 'spark plug'] },
      },
      weight: 2,
    });
    expect(features.count(tokenise('the gearbox whines')).get('c:hints.machine-parts')).toBe(2);
    expect(features.count(tokenise('new spark plug and it still coughs')).get('c:hints.machine-parts')).toBe(
      2,
    );
    // A `*` at an entry's edge stands for any ending, as in the bearer rule.
    expect(features.count(tokenise('nimechoka sana')).get('c:people.persons')).toBe(2);
  });

  it('sets aside a crop said by its vines and fruit, and a hive by its comb (settings.other, the hints)', () => {
    for (const text of [
      'the vines look weak and the fruit shrivels before it ripens',
      'the hive is weak and there are tiny mites on the comb, what treatment',
    ]) {
      expect(vetoModelFor(knowledge).read(text), text).toBeLessThan(settings.other);
      expect(understand(text).scopeVerdict, text).toBe('other');
      expect(reply(text).routeslugs, text).toEqual([]);
    }
  });

  it('learns from the hints: a machine part said of no machine is weighed as a machine', () => {
    const training = readScopeTrainingKnowledge();
    expect(Object.keys(training.bearers.hints ?? {})).toEqual(
      expect.arrayContaining(['animal-parts', 'crop-parts', 'machine-parts', 'business']),
    );
    const withoutHints = { ...training, bearers: { ...training.bearers, hints: undefined } };
    expect(scopeTrainingDataOf(withoutHints, 'veto').sha256).not.toBe(
      knowledge.scopeVetoModel.trainedOn.sha256,
    );
  });
});

/**
 * Issue 32's eleventh change: the general offer, which only the scope model speaks for, also needs the veto model
 * at `offerVeto` or more, whoever the message names. The sentences here are in no evaluation set and no example of
 * the file.
 */
describe('the general offer and the veto model (issue 32, eleventh change)', () => {
  it('below health, makes the general offer only when the veto model scores the message at offerVeto or more', () => {
    // A person named ("me"), no phrase matched: otherForPeople alone would never take the offer away here.
    const text = 'something is not right with me physically';
    const score = scopeModelFor(knowledge).read(text);
    const veto = vetoModelFor(knowledge).read(text);
    expect(understand(text).scopeVerdict).toBe('health');
    // The scope model under `health` but at `offerHealth`: the band where both models must agree.
    const loose = { other: -20, otherForPeople: -20, health: score + 0.5, offerHealth: score - 0.5 };
    expect(reply(text, withThresholds({ ...loose, offerVeto: veto - 0.5 })).routeslugs).toContain(
      '/services/talk-to-a-doctor',
    );
    expect(reply(text, withThresholds({ ...loose, offerVeto: veto + 0.5 })).routeslugs).toEqual([]);
    expect(
      understand(text, withThresholds({ ...loose, offerVeto: veto + 0.5 })).scopeVerdict,
    ).toBeUndefined();
  });

  it('below health, makes no general offer to a message with a greeting or thanks in it', () => {
    // "unaweza kunisaidia na nini", "hi, what do you do?": a question to the assistant, not a health concern.
    const text = 'something is not right with me physically';
    const greeted = `hello, ${text}`;
    const bands = (message: string) => {
      const score = scopeModelFor(knowledge).read(message);
      return {
        other: -20,
        otherForPeople: -20,
        offerVeto: -20,
        health: score + 0.5,
        offerHealth: score - 0.5,
      };
    };
    expect(reply(text, withThresholds(bands(text))).routeslugs).toContain('/services/talk-to-a-doctor');
    expect(reply(greeted, withThresholds(bands(greeted))).routeslugs).toEqual([]);
  });

  it('at health or more, lets only other and otherForPeople take the general offer away', () => {
    // Turning a visitor with a health concern away costs more than an offer they did not need: a scope model as
    // sure as `health` keeps the offer unless the veto model reads another subject at its usual thresholds.
    const text = 'something is not right with me physically';
    const score = scopeModelFor(knowledge).read(text);
    const veto = vetoModelFor(knowledge).read(text);
    const sure = { other: -20, otherForPeople: -20, health: score - 0.5 };
    expect(reply(text, withThresholds({ ...sure, offerVeto: veto + 0.5 })).routeslugs).toContain(
      '/services/talk-to-a-doctor',
    );
  });

  it('leaves the replies of messages whose phrases name health to other and otherForPeople', () => {
    const text = 'mtoto wangu anaharisha tangu jana usiku, nimpe nini';
    const veto = vetoModelFor(knowledge).read(text);
    expect(reply(text, withThresholds({ offerVeto: Math.max(veto, settings.other) + 5 })).routeslugs).toEqual(
      reply(text).routeslugs,
    );
    expect(reply(text).routeslugs).not.toEqual([]);
  });

  it('needs the scope model only at offerHealth when the veto model agrees, not at health', () => {
    const text = 'something is not right with me physically';
    const score = scopeModelFor(knowledge).read(text);
    const veto = vetoModelFor(knowledge).read(text);
    const agreeing = { health: score + 0.5, offerVeto: veto - 0.5, vetoOffers: veto + 0.5 };
    expect(reply(text, withThresholds({ ...agreeing, offerHealth: score - 0.5 })).routeslugs).toContain(
      '/services/talk-to-a-doctor',
    );
    // Without offerHealth the offer needs `health`, which this message's score does not reach.
    expect(reply(text, withThresholds({ ...agreeing, offerHealth: undefined })).routeslugs).toEqual([]);
    expect(reply(text, withThresholds({ ...agreeing, offerHealth: score + 0.5 })).routeslugs).toEqual([]);
  });

  it('lets the veto model make the offer by itself when it reads the message as surely health (vetoOffers)', () => {
    const text = 'I have not been right since the wedding';
    const veto = vetoModelFor(knowledge).readWhole(text);
    // The scope model's ways to the offer closed: only the veto model's score decides.
    const closed = { health: 20, offerHealth: 20 };
    expect(reply(text, withThresholds({ ...closed, vetoOffers: veto - 0.5 })).routeslugs).toContain(
      '/services/talk-to-a-doctor',
    );
    expect(reply(text, withThresholds({ ...closed, vetoOffers: veto + 0.5 })).routeslugs).toEqual([]);
    // Never for small talk: a greeting is no health message, however the veto reads it.
    expect(reply('hello there', withThresholds({ ...closed, vetoOffers: -20 })).routeslugs).toEqual([]);
    const file = structuredClone(knowledge.scopeExemplars);
    file.settings.vetoOffers = (file.settings.offerVeto ?? file.settings.other) - 1;
    expect(scopeExemplarsFileSchema.safeParse(file).success).toBe(false);
  });

  it('sets bare symptom words aside at their own bar, and named concerns and people at theirs (otherForFallbacks)', () => {
    // "aching" is a fallback's word (fallbacks.json): what another subject borrows most.
    const bare = 'the printer is aching';
    expect(understand(bare).analysis.firstSegmentConcepts.every((concept) => concept.fallback)).toBe(true);
    const score = vetoModelFor(knowledge).readWhole(bare);
    const lenient = { other: score - 1, otherForPeople: score - 2 };
    expect(reply(bare, withThresholds({ ...lenient, otherForFallbacks: score + 0.5 })).routeslugs).toEqual(
      [],
    );
    expect(reply(bare, withThresholds({ ...lenient, otherForFallbacks: score - 0.5 })).routeslugs).toContain(
      '/services/talk-to-a-doctor',
    );
    // A concept that is no fallback ("fever": see a doctor) keeps `other`, however high the fallbacks' bar.
    const named = 'my laptop has a fever';
    expect(understand(named).analysis.firstSegmentConcepts.some((concept) => !concept.fallback)).toBe(true);
    const namedScore = vetoModelFor(knowledge).readWhole(named);
    expect(
      reply(named, withThresholds({ other: namedScore - 1, otherForFallbacks: 0 })).routeslugs,
    ).toContain('/services/talk-to-a-doctor');
    // A person's bare symptom still needs `otherForPeople`.
    const person = 'my daughter is aching all over';
    expect(understand(person).analysis.firstSegmentConcepts.every((concept) => concept.fallback)).toBe(true);
    const personScore = vetoModelFor(knowledge).readWhole(person);
    expect(
      reply(person, withThresholds({ otherForFallbacks: personScore + 1, otherForPeople: personScore - 1 }))
        .routeslugs,
    ).toContain('/services/talk-to-a-doctor');
    const file = structuredClone(knowledge.scopeExemplars);
    file.settings.otherForFallbacks = file.settings.other - 1;
    expect(scopeExemplarsFileSchema.safeParse(file).success).toBe(false);
  });

  it('keeps the bearer rule at health: offerHealth never lets a health score outvote it', () => {
    const text = 'my goat is coughing and will not eat';
    expect(understand(text).aboutNoPerson).toBe(true);
    const score = scopeModelFor(knowledge).read(text);
    expect(understand(text, withThresholds({ offerHealth: score - 1 })).aboutNoPerson).toBe(true);
    expect(reply(text, withThresholds({ offerHealth: score - 1 })).routeslugs).toEqual([]);
  });

  it('is committed with offerVeto at least other, and refuses it under other', () => {
    expect(settings.offerVeto).toBeGreaterThanOrEqual(settings.other);
    expect(settings.offerHealth).toBeLessThanOrEqual(settings.health);
    const file = structuredClone(knowledge.scopeExemplars);
    file.settings.offerVeto = file.settings.other - 1;
    expect(scopeExemplarsFileSchema.safeParse(file).success).toBe(false);
  });
});

describe('errands (small-talk.json, issue 32, eleventh change)', () => {
  const withoutErrands = new Assistant(catalogue, {
    ...knowledge,
    smallTalk: {
      ...knowledge.smallTalk,
      otherSubjects: knowledge.smallTalk.otherSubjects.filter((subject) => subject.id !== 'errands'),
    },
  });

  it('sets aside the health place in a question about an errand: no concept is left to name health', () => {
    for (const text of [
      'Is the county hospital hiring nurses this year?',
      'Where do I pay the hospital bill for my uncle through M-Pesa?',
      'ni halali mwenye nyumba kufunga mlango nikiwa hospitali?',
    ]) {
      const read = understand(text);
      expect(read.otherSubjects, text).toContain('errands');
      expect(
        read.analysis.concepts.map((concept) => concept.id),
        text,
      ).toEqual([]);
      expect(reply(text).routeslugs, text).toEqual([]);
      // Without the subject the phrases name the hospital (the doctor).
      expect(understand(text, withoutErrands).analysis.concepts.length, text).toBeGreaterThan(0);
    }
  });

  it('keeps a health word the errand leaves, and a warning sign whole', () => {
    expect(
      reply('Does my insurance cover a depression test? I have felt hopeless for weeks').routeslugs,
    ).toContain('/tests/depression');
    expect(
      reply('What are the visiting hours at the hospital? My dad has chest pain since morning').routeslugs[0],
    ).toBe('/services/talk-to-a-doctor');
  });
});

/**
 * Issue 32's twelfth change: the veto model reads the message whole. Read by sentence, a sentence that has lost
 * its subject ("It has a fever every afternoon") spoke for health on its own. The sentences here are in no
 * evaluation set and no example of the data; each got health suggestions before the change.
 */
describe('the veto reads the message whole (issue 32, twelfth change)', () => {
  const veto = vetoModelFor(knowledge);
  const sentenceByItself = (text: string) =>
    Math.max(
      ...text
        .split(/[.!?]+/)
        .filter((sentence) => sentence.trim())
        .map((sentence) => veto.readWhole(sentence)),
    );

  it.each([
    // Since issue 32's seventeenth change the veto reads "the temperature light comes on" as a machine's even in a
    // sentence alone, so this example no longer says "Radiator?" or names the light.
    'Bought a second-hand Probox. It has a fever every afternoon. What should I do?',
    'My WhatsApp has a virus. It sends messages on its own. How do I treat it?',
  ])('sets aside "%s", whose health words name no person in a sentence read alone', (text) => {
    // A sentence alone scores as health; the message whole does not.
    expect(sentenceByItself(text)).toBeGreaterThan(settings.other);
    expect(veto.readWhole(text)).toBeLessThan(settings.other);
    expect(reply(text).routeslugs).toEqual([]);
  });

  it('still reads the scope model by sentence (the general offer): a health sentence after another subject', () => {
    const text = 'my phone is broken. and my head has been pounding since morning';
    const model = scopeModelFor(knowledge);
    expect(model.read(text)).toBeGreaterThan(model.readWhole(text));
    expect(reply(text).routeslugs.length).toBeGreaterThan(0);
  });
});
