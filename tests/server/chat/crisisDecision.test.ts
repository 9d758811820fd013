import { describe, expect, it, vi } from 'vitest';
import { Assistant } from '../../../server/chat/assistant';
import { decideCrisis, gentleNetFires, suspectsCrisis } from '../../../server/chat/crisisDecision';
import type { ExemplarReading } from '../../../server/chat/crisisExemplars';
import type { RecallReading } from '../../../server/chat/crisisRecall';
import { catalogue } from '../../helpers/fixtures';

/** The one crisis decision (crisisDecision.ts): which layer raises a crisis, and what it reads to know. */

const agreement = { recallScore: 4, threshold: -0.5 };
const recall = (score: number, fires = score >= 6): RecallReading => ({
  best: { kind: 'suicide', word: 'pills', score, classes: [] },
  fires,
});
const exemplars = (score: number): ExemplarReading => ({
  fires: score >= 0.7,
  score,
  threshold: 0.7,
  kind: 'overdose',
  words: 'the words',
});
const rule = { kind: 'self-harm' as const, rule: 'cutting', phrase: 'cut myself' };

describe('the crisis decision', () => {
  it('takes the rules first, then the recall layer, without asking the exemplar layer', () => {
    const read = vi.fn(() => exemplars(3));
    expect(decideCrisis({ rules: [rule], recall: recall(7), exemplars: read }, agreement)).toEqual({
      findings: [rule],
      layer: 'rules',
      exemplars: undefined,
    });
    expect(decideCrisis({ rules: [], recall: recall(7), exemplars: read }, agreement)).toEqual({
      findings: [{ kind: 'suicide', rule: 'recall', phrase: 'pills' }],
      layer: 'recall',
      exemplars: undefined,
    });
    expect(read).not.toHaveBeenCalled();
  });

  it('then the exemplar layer, then the two layers agreeing short of their thresholds', () => {
    const sure = decideCrisis({ rules: [], recall: recall(2), exemplars: () => exemplars(1) }, agreement);
    expect(sure.layer).toBe('exemplars');
    expect(sure.findings).toEqual([{ kind: 'overdose', rule: 'exemplars', phrase: 'the words' }]);
    const agreed = decideCrisis(
      { rules: [], recall: recall(4), exemplars: () => exemplars(-0.5) },
      agreement,
    );
    expect(agreed.layer).toBe('agreement');
    expect(agreed.findings).toEqual([{ kind: 'suicide', rule: 'agreement', phrase: 'pills' }]);
    expect(agreed.exemplars?.score).toBe(-0.5);
    for (const [recallScore, exemplarScore] of [
      [3, 0.5],
      [5, -0.6],
    ] as const) {
      const quiet = decideCrisis(
        { rules: [], recall: recall(recallScore), exemplars: () => exemplars(exemplarScore) },
        agreement,
      );
      expect(quiet).toEqual({ findings: [], layer: undefined, exemplars: exemplars(exemplarScore) });
    }
  });

  it('spares the assistant the exemplar layer on a long message a rule already raised', () => {
    const assistant = new Assistant(catalogue);
    const story = 'my week has been long with work and the traffic on thika road. '.repeat(30);
    const message = `${story.slice(0, 1970)} i want to end my life`;
    const understanding = assistant.understand({ conversationHistory: '', userInput: message });
    expect(understanding.crisisLayer).toBe('rules');
    expect(understanding.exemplars).toBeUndefined();
    const quiet = assistant.understand({ conversationHistory: '', userInput: story.slice(0, 2000) });
    expect(quiet.crisisLayer).toBeUndefined();
    expect(quiet.exemplars?.fires).toBe(false);
  });
});

describe('the gentle net (suspectsCrisis)', () => {
  it('suspects a message either layer scores at least at its agreement score, and no other', () => {
    expect(suspectsCrisis(recall(4), exemplars(-3), agreement)).toBe(true);
    expect(suspectsCrisis(recall(3), exemplars(-0.5), agreement)).toBe(true);
    expect(suspectsCrisis(recall(3), exemplars(-0.6), agreement)).toBe(false);
    // The exemplar layer unread (a rule or the recall layer raised a crisis): the recall layer alone.
    expect(suspectsCrisis(recall(3), undefined, agreement)).toBe(false);
    expect(suspectsCrisis({ best: undefined, fires: false }, exemplars(-1), agreement)).toBe(false);
  });

  it('lets the learned layers, never the rules, stand down for a named warning sign, keeping the lines then', () => {
    const read = () => exemplars(3);
    const named = { warningSignNamed: true };
    expect(decideCrisis({ rules: [rule], recall: recall(7), exemplars: read, ...named }, agreement)).toEqual({
      findings: [rule],
      layer: 'rules',
      exemplars: undefined,
    });
    const recallStood = decideCrisis({ rules: [], recall: recall(7), exemplars: read, ...named }, agreement);
    expect(recallStood).toEqual({
      findings: [],
      layer: undefined,
      exemplars: undefined,
      stoodDown: 'recall',
    });
    const exemplarStood = decideCrisis(
      { rules: [], recall: recall(0), exemplars: read, ...named },
      agreement,
    );
    expect(exemplarStood).toMatchObject({ findings: [], layer: undefined, stoodDown: 'exemplars' });
    const agreementStood = decideCrisis(
      { rules: [], recall: recall(4), exemplars: () => exemplars(-0.4), ...named },
      agreement,
    );
    expect(agreementStood).toMatchObject({ findings: [], stoodDown: 'agreement' });
    // A layer that stood down was sure: the lines stay, gently; and so does a mere suspicion, sign or not.
    for (const decision of [recallStood, exemplarStood, agreementStood]) {
      expect(gentleNetFires(decision, recall(7), agreement)).toBe(true);
    }
    const suspicion = decideCrisis(
      { rules: [], recall: recall(4), exemplars: () => exemplars(-2) },
      agreement,
    );
    expect(gentleNetFires(suspicion, recall(4), agreement)).toBe(true);
    const none = decideCrisis({ rules: [], recall: recall(3), exemplars: () => exemplars(-2) }, agreement);
    expect(gentleNetFires(none, recall(3), agreement)).toBe(false);
  });

  it('answers a warning sign the learned layers took for a crisis with the doctor first', () => {
    const assistant = new Assistant(catalogue);
    const understand = (text: string) => assistant.understand({ conversationHistory: '', userInput: text });
    // The exemplar layer reads this as a crisis of a child ("baby", "so little", "wait"), with no rule.
    const words =
      'Baby amekuwa akisonga kidogo sana leo compared to usual, I am 35 weeks. Should I wait hadi kesho?';
    const baby = understand(words);
    expect(baby.exemplars?.fires).toBe(true);
    expect(baby.crisisNow).toEqual([]);
    const reply = assistant.compose(baby);
    expect(reply.routeslugs[0]).toBe('/services/talk-to-a-doctor');
    expect(reply.descriptions.join(' ')).toMatch(/1199/);
    // "Naishiwa na pumzi" (I run out of breath) is a plain word, not read as "natishiwa" (I am threatened).
    const breath = understand('Naishiwa na pumzi hata nikikaa tu, siwezi kumaliza sentensi');
    expect(breath.crisisNow).toEqual([]);
    expect(assistant.compose(breath).routeslugs[0]).toBe('/services/talk-to-a-doctor');
    // A baby kicking in the womb is not a beating; a husband kicking is.
    expect(understand('mtoto anacheza sana usiku, ananipiga mateke tumboni').crisisNow).toEqual([]);
    expect(understand('mume wangu ananipiga mateke kila usiku').crisisNow).not.toEqual([]);
  });

  it('adds the lines gently to a reply no layer raised, and leaves ordinary and crisis replies as they were', () => {
    const assistant = new Assistant(catalogue);
    const understand = (text: string) => assistant.understand({ conversationHistory: '', userInput: text });
    const fear = understand('I am terrified of death, I think about it every night');
    expect(fear.crisisNow).toEqual([]);
    expect(fear.crisisSuspected).toBe(true);
    expect(understand('I have had a headache and a stiff neck since Monday').crisisSuspected).toBe(false);
    // A crisis is a crisis reply, never the net.
    const crisis = understand('I want to kill myself tonight');
    expect(crisis.crisisNow).not.toEqual([]);
    expect(crisis.crisisSuspected).toBe(false);
  });
});
