import { describe, expect, it } from 'vitest';
import type { TestFixture } from '../../../schemas';
import { Assistant } from '../../../server/chat/assistant';
import { loadKnowledge } from '../../../server/chat/knowledge';
import { tokenise } from '../../../server/chat/normalise';
import { ReadingSigns } from '../../../server/chat/readings';
import { catalogue } from '../../helpers/fixtures';

/** Blood pressure readings typed in a message, judged by the Hypertension Risk test's own sign rules. */

const { readings } = loadKnowledge('fixtures/assistant');
const reader = new ReadingSigns(readings.bloodPressure, catalogue.tests);
const signsIn = (text: string) => reader.signsIn(tokenise(text));

describe('blood pressure readings in a message', () => {
  it('raise the sign the test raises for the same numbers, at each of its cut-offs', () => {
    expect(reader.judged).toBe(true);
    // Not pregnant: 140/90 high (soon), 180/120 very high (today); either number counts.
    expect(signsIn('my bp was 139/89 this morning')).toEqual([]);
    expect(signsIn('my bp was 140/85 this morning')).toEqual(['bp-high']);
    expect(signsIn('presha iko 130 over 90')).toEqual(['bp-high']);
    expect(signsIn('presha yangu ni 179 juu ya 119')).toEqual(['bp-high']);
    expect(signsIn('my blood pressure is 180/100')).toEqual(['bp-very-high']);
    expect(signsIn('BP 150/120mmHg')).toEqual(['bp-very-high']);
    // Pregnant: 140/90 high in pregnancy (today), 160/110 severe (emergency).
    expect(signsIn('nina mimba na presha ni 145/92')).toEqual(['bp-high-pregnancy']);
    expect(signsIn("I'm 30 weeks pregnant and my BP is 159/109")).toEqual(['bp-high-pregnancy']);
    expect(signsIn('pregnant, bp 160 over 100 at antenatal')).toEqual(['bp-severe-pregnancy']);
  });

  it('read a reading said as a machine read it, and a pregnancy said by its weeks (issue 32, paths batch)', () => {
    expect(signsIn('the chemist machine read 150 ovr 95')).toEqual(['bp-high']);
    expect(signsIn('machine imesoma 182/100 leo asubuhi')).toEqual(['bp-very-high']);
    expect(signsIn('niko 32 weeks na reading ni 150/95')).toEqual(['bp-high-pregnancy']);
    expect(signsIn('ako na bump ya miezi saba, presha 165/112')).toEqual(['bp-severe-pregnancy']);
  });

  it('read only a blood pressure: a word for it, two numbers within the test’s limits, top above bottom', () => {
    expect(signsIn('I walked 150 over 95 minutes today')).toEqual([]);
    expect(signsIn('my bp is 118/76, is that ok')).toEqual([]);
    expect(signsIn('my bp is 90/150')).toEqual([]);
    // The test's own limits for the questions (systolic 60-300, diastolic 30-200).
    expect(signsIn('bp 400/100')).toEqual([]);
    expect(signsIn('presha 150 na sukari 95')).toEqual([]);
  });

  it('follow the test’s rules, not numbers of their own', () => {
    const hypertension = catalogue.tests.find((test) => test.card.routeSlug === 'hypertension-risk')!;
    const stricter: TestFixture = structuredClone(hypertension);
    for (const rule of stricter.scoring.signs) {
      if (rule.sign !== 'bp-high') continue;
      // Raise "high" only from 150 up: the reading follows.
      rule.when = { item: 'systolic', op: 'gte', value: 150 };
    }
    const other = new ReadingSigns(readings.bloodPressure, [stricter]);
    expect(other.signsIn(tokenise('my bp was 145/85'))).toEqual([]);
    expect(other.signsIn(tokenise('my bp was 155/85'))).toEqual(['bp-high']);
    expect(new ReadingSigns(readings.bloodPressure, []).signsIn(tokenise('my bp was 185/125'))).toEqual([]);
  });

  it('answer a reading with no other health word: the doctor first, never "only health" (issue 32)', () => {
    const assistant = new Assistant(catalogue);
    const reply = assistant.reply({ conversationHistory: '', userInput: 'readings zangu 184/118 leo' });
    expect(reply.routeslugs[0]).toBe('/services/talk-to-a-doctor');
    expect(reply).toMatchObject({ urgency: 'today', signs: ['bp-very-high'] });
  });

  it('put the doctor first in the reply, with 999 for an emergency, and leave a normal reading to the test', () => {
    const assistant = new Assistant(catalogue);
    const ask = (text: string) => assistant.reply({ conversationHistory: '', userInput: text });
    const high = ask('my BP was 185/120 this morning');
    expect(high.routeslugs[0]).toBe('/services/talk-to-a-doctor');
    // bp-very-high: a doctor today, as the warning-sign catalogue says.
    expect(high.descriptions[0]).toBe(assistant.messages.en.todayFlag);
    expect(high).toMatchObject({ urgency: 'today', signs: ['bp-very-high'], crisis: false });
    expect(high.routeslugs).toContain('/tests/hypertension-risk');
    const severe = ask('nina mimba ya miezi nane na presha ni 170 juu ya 115');
    expect(severe.routeslugs[0]).toBe('/services/talk-to-a-doctor');
    expect(severe.descriptions[0]).toBe(assistant.messages.sw.emergencyFlag);
    expect(severe).toMatchObject({ urgency: 'emergency', signs: ['bp-severe-pregnancy'] });
    const normal = ask('my bp is 118/76, is that ok');
    expect(normal.routeslugs[0]).toBe('/tests/hypertension-risk');
  });
});
