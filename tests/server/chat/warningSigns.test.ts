import { describe, expect, it } from 'vitest';
import { urgencies, type Urgency } from '../../../schemas';
import { Assistant } from '../../../server/chat/assistant';
import { defaultKnowledge } from '../../../server/chat/knowledge';
import {
  emergencyPasses,
  loadEmergencyCases,
  signsDevelopment2File,
  signsDevelopment3File,
  signsDevelopment4File,
  signsDevelopment5File,
  signsDevelopment6File,
  signsDevelopment7File,
  signsDevelopmentFile,
  signsHeldOut2File,
  signsHeldOut3File,
  signsHeldOut4File,
  signsHeldOut5File,
  signsHeldOutFile,
} from '../../../scripts/emergencyEvaluation';
import { catalogue } from '../../helpers/fixtures';
import { inCheckHalf } from '../../../scripts/chatEvaluation';

/**
 * Emergencies from the catalogue (issue 32): every warning sign reaches the assistant with the catalogue's
 * urgency and action, and a sign said in the catalogue's own words (its `reason`, in English and in the
 * Kiswahili overlay) gets at least its urgency, with the doctor (or, for crisis help, the therapist) first.
 */

const assistant = new Assistant(catalogue);
const knowledge = defaultKnowledge();
const kiswahili = catalogue.localisedWarningSigns.get('sw')!;
const ask = (userInput: string) => assistant.reply({ conversationHistory: '', userInput });
const rank = (urgency: Urgency) => urgencies.indexOf(urgency);
const helpFirst = ['/services/talk-to-a-doctor', '/services/talk-to-a-therapist'];
const signs = [...catalogue.warningSigns.values()];

/** The signs the assistant can recognise: by a concept, a reading, or a crisis rule. */
const recognisable = new Set([
  ...knowledge.concepts.flatMap((concept) => (concept.sign ? [concept.sign] : [])),
  ...(catalogue.tests
    .find((test) => test.card.routeSlug === knowledge.readings.bloodPressure.test)
    ?.scoring.signs?.map((rule) => rule.sign) ?? []),
  knowledge.crisis.sign,
  ...knowledge.crisis.rules.flatMap((rule) => (rule.sign ? [rule.sign] : [])),
]);

describe('every warning sign of the catalogue reaches the assistant', () => {
  it.each(signs.map((sign) => [sign.id, sign] as const))('%s: with its urgency and action', (id, sign) => {
    expect(assistant.signs.get(id)).toEqual({
      urgency: sign.urgency,
      action: { en: sign.action, sw: kiswahili.get(id)?.action ?? sign.action },
      crisis: sign.crisis === true,
      selfHarmMeans: sign.selfHarmMeans === true,
      givesWayTo: sign.givesWayTo ?? [],
    });
    // A crisis sign (suicide, self-harm, harm to a baby) is the crisis pipeline's: its words get crisis help.
    if (sign.crisis) expect(ask(sign.reason).crisis, sign.reason).toBe(true);
    else expect(recognisable, `no concept, reading or crisis rule names ${id}`).toContain(id);
  });

  it('and the assistant knows no sign the catalogue lacks', () => {
    for (const id of recognisable) expect(catalogue.warningSigns.has(id), id).toBe(true);
  });
});

describe('a sign said in the catalogue’s own words gets at least its urgency, help first', () => {
  const urgent = signs.filter((sign) => sign.urgency === 'emergency' || sign.urgency === 'today');
  const cases = urgent.flatMap((sign) => [
    [sign.id, 'en', sign.reason, sign.urgency] as const,
    [sign.id, 'sw', kiswahili.get(sign.id)?.reason ?? sign.reason, sign.urgency] as const,
  ]);

  it('asks every urgent sign in Kiswahili too, from the overlay, the IMCI child danger signs included', () => {
    const missing = urgent.filter((sign) => !kiswahili.get(sign.id)?.reason).map((sign) => sign.id);
    expect(missing).toEqual([]);
    const asked = new Set(cases.map(([id]) => id));
    for (const id of [
      'child-convulsions',
      'child-lethargic-unconscious',
      'child-unable-to-drink',
      'child-vomits-everything',
      'child-fast-breathing-indrawing',
      'child-swallowed-poison',
    ])
      expect(asked, id).toContain(id);
  });

  it.each(cases)('%s (%s): "%s"', (id, _language, words, urgency) => {
    const reply = ask(words);
    expect(
      rank(reply.urgency),
      `urgency ${reply.urgency}, signs ${reply.signs.join(', ')}`,
    ).toBeGreaterThanOrEqual(rank(urgency));
    expect(helpFirst, reply.routeslugs.join(', ')).toContain(reply.routeslugs[0]);
    if (urgency === 'emergency') expect(reply.descriptions.join(' ')).toMatch(/\b(999|112)\b/);
    // The reply's urgency is the catalogue's for the signs it names, never its own.
    const highest = reply.signs.reduce<Urgency>(
      (best, sign) =>
        rank(catalogue.warningSigns.get(sign)!.urgency) > rank(best)
          ? catalogue.warningSigns.get(sign)!.urgency
          : best,
      'none',
    );
    expect(reply.urgency).toBe(highest);
    expect(reply.signs.length, id).toBeGreaterThan(0);
    if (!catalogue.warningSigns.get(id)!.crisis) expect(reply.signs, reply.signs.join(', ')).toContain(id);
  });
});

describe('every urgent sign said in everyday words, four ways (eval-signs-dev.json, development)', () => {
  // Written blind for issue 32's seventh change: every `emergency` and `today` sign in English, Kiswahili,
  // Sheng and a mix, as a frightened visitor types it. Before that change 60 of 140 emergencies and 47 of 76
  // same-day signs passed; the phrases beside each sign id (concepts/warning-signs*.json) now carry them all.
  const everyday = loadEmergencyCases(signsDevelopmentFile);
  // The injury signs and poison came later, with batches of their own (eval-signs-dev-4.json, -5.json), and so did
  // someone unconscious and an adult's fit (the seventh batch's odd half: its even half is the check).
  const injuries = [
    ...loadEmergencyCases(signsDevelopment4File),
    ...loadEmergencyCases(signsDevelopment5File),
    ...loadEmergencyCases(signsDevelopment7File).filter((entry) => !inCheckHalf(entry)),
  ];

  it('covers every emergency and same-day sign of the catalogue in each language kind', () => {
    const urgent = signs.filter((sign) => sign.urgency === 'emergency' || sign.urgency === 'today');
    for (const sign of urgent.filter((entry) => !entry.crisis)) {
      const languages = [...everyday, ...injuries]
        .filter((entry) => entry.sign === sign.id && entry.kind !== 'figure')
        .map((entry) => entry.language);
      expect(new Set(languages), sign.id).toEqual(new Set(['en', 'sw', 'sheng', 'mixed']));
    }
  });

  it.each(everyday.map((entry) => [entry.id, entry.kind, entry.language, entry.input, entry] as const))(
    '%s (%s, %s): "%s"',
    (_id, kind, _language, _input, entry) => {
      const reply = ask(entry.input);
      const got = `urgency ${reply.urgency}, signs ${reply.signs.join(', ')}, first ${reply.routeslugs[0]}`;
      expect(emergencyPasses(kind, reply), got).toBe(true);
    },
  );
});

describe('a sign is not read into a word it shares with everyday complaints', () => {
  // "upande mmoja" (one side) alone raised stroke-weakness: a one-sided headache got 999.
  it.each(['mgongo upande mmoja unauma', 'nina maumivu upande mmoja wa kichwa'])(
    '"%s" is no stroke',
    (text) => {
      const reply = ask(text);
      expect(reply.signs).not.toContain('stroke-weakness');
      expect(reply.urgency).not.toBe('emergency');
      expect(reply.routeslugs.length).toBeGreaterThan(0);
    },
  );

  it('a side of the body gone weak at once still is', () => {
    const reply = ask('ghafla upande mmoja wa mwili hauna nguvu');
    expect(reply.signs).toContain('stroke-weakness');
    expect(reply.urgency).toBe('emergency');
  });
});

describe('injuries: the catalogue’s injury signs (issue 32)', () => {
  it.each([
    ["ng'ombe alimpiga teke, hawezi kutembea", 'possible-fracture'],
    ['my son fell off the donkey and now he will not put weight on his leg', 'possible-fracture'],
    ['I cut my hand with a panga and it wont stop bleeding', 'severe-bleeding'],
    ['my daughter fell and hit her head, now she is vomiting and very sleepy', 'head-injury-danger'],
    ['mtoto ameungua mkono na uji, ana malengelenge', 'serious-burn'],
    ['my uncle drank cattle dip and now he is foaming at the mouth', 'swallowed-poison'],
    ['kaka amekunywa sumu ya panya, anatapika', 'swallowed-poison'],
  ])('"%s" names %s, with its urgency and the doctor or crisis help first', (text, sign) => {
    const reply = ask(text);
    expect(reply.signs).toContain(sign);
    expect(reply.urgency).toBe(catalogue.warningSigns.get(sign)!.urgency);
    expect(helpFirst).toContain(reply.routeslugs[0]);
  });

  // A sign that is how self-harm shows (`selfHarmMeans`: bleeding that will not stop, poison swallowed) explains
  // no crisis words away: where only the crisis model is sure (the shaving context cancels the cutting rule), the
  // reply is crisis help, and it carries the sign's first aid and the doctor.
  it('a self-harm wound that will not stop bleeding gets crisis help with the bleeding’s first aid', () => {
    const words =
      'nimekuwa najikata na blade ya kunyoa kwa mapaja kila usiku, leo imeenda deep na haiachi kutoa damu';
    const reply = ask(words);
    expect(reply.crisis).toBe(true);
    expect(reply.signs).toContain('severe-bleeding');
    const firstAid = kiswahili.get('severe-bleeding')!.action!.split('.')[0]!;
    expect(reply.descriptions.some((text) => text.includes(firstAid))).toBe(true);
    expect(reply.routeslugs).toContain('/services/talk-to-a-doctor');
  });

  // The same words denied are the look-alikes of these signs: a concept's `notAfter` words.
  it.each([
    'my son hit his head, no vomiting and he is playing normally',
    'nimejigonga kichwa jana, sina kizunguzungu wala kutapika',
    'I burnt my finger on the jiko, no blisters, just red',
    'nimeungua kidogo na sufuria, hakuna malengelenge',
  ])('"%s" names no sign and still gets the doctor', (text) => {
    const reply = ask(text);
    expect(reply.signs).toEqual([]);
    expect(reply.routeslugs).toContain('/services/talk-to-a-doctor');
  });
});

describe('urgent signs in the words of the sixth batch’s writer, said my own way', () => {
  // Each was missed before the thirteenth change's phrases (word lists and & parts, not copies of sentences).
  it.each([
    ['Since she gave birth she is seeing things and talks alone', 'postpartum-psychosis-signs', 'emergency'],
    ['Mimba ya miezi sita, homa na mwili umelegea', 'pregnancy-fever-very-weak', 'emergency'],
    ['Uso imeenda upande mmoja na mkono hauna nguvu', 'stroke-weakness', 'emergency'],
    ['Niko preg, kichwa inaniuma mbaya na macho inaona giza', 'maternal-severe-headache-vision', 'emergency'],
    ['Nableed sana na nahisi nitazimia', 'dizzy-faint-with-bleeding', 'emergency'],
    [
      'Sijaona periods miezi mbili na tumbo upande wa kulia inauma sana',
      'possible-ectopic-pregnancy',
      'emergency',
    ],
    ['Mtoi alikuwa anakakamaa na kurusha mikono', 'child-convulsions', 'emergency'],
    [
      'My toddler got into the cupboard and drank some dishwashing liquid',
      'child-swallowed-poison',
      'emergency',
    ],
    ['I have been coughing for a month and there was blood in what I coughed up', 'coughing-blood', 'today'],
    ['Nina mimba na nikienda haja ndogo kunaungua', 'pregnancy-urine-burning', 'today'],
    ['Since delivery my leg is swollen and painful on one side', 'maternal-calf-swelling', 'today'],
    ['Tulido bila rubber last night, niko scared nitashika mimba', 'unprotected-sex-72h', 'today'],
  ] as const)('"%s": %s, the doctor first (%s; 999 for an emergency)', (text, sign, urgency) => {
    const reply = ask(text);
    expect(reply.signs).toContain(sign);
    expect(emergencyPasses(urgency, reply)).toBe(true);
  });

  // A possessive is one word once punctuation goes ("my baby's" reads "babys"): the child list carries it.
  it('a child named with a possessive is still a child', () => {
    expect(ask('My baby’s chest pulls in when he breathes').signs).toContain(
      'child-fast-breathing-indrawing',
    );
  });

  // "a b/c d" reads a, then b or c, then d: "sio wake/si wake" never matched "sio wake" as meant.
  it('a part written as two-word alternatives matches as meant', () => {
    const reply = ask('Mke wangu tangu azae amekuwa na wasiwasi mwingi, halali, anasema mtoto sio wake');
    expect(reply.signs).toContain('postpartum-psychosis-signs');
    expect(reply.urgency).toBe('emergency');
  });

  // A phrase word listed whole ("coughs") is no longer read as a typo of another ("cough"): write "cough*".
  it('a new sign phrase does not cost an everyday word its typo reading', () => {
    const reply = ask('My grandmother coughs every morning and says her chest is heavy.');
    expect(reply.signs).toEqual([]);
    expect(reply.routeslugs).toContain('/tests/lung-cancer');
  });
});

describe('urgent signs said by other writers', () => {
  /** How many cases of each kind pass, as the floors below read them. */
  function passed(file: string) {
    const counts = { emergency: 0, today: 0, figure: 0 };
    for (const entry of loadEmergencyCases(file))
      if (emergencyPasses(entry.kind, ask(entry.input))) counts[entry.kind] += 1;
    return counts;
  }

  // The second batch (development) taught the word lists of sign-phrases.json: 84 of 140 emergencies and 45 of
  // 76 same-day signs passed before them.
  it('the second development batch: at least 134 of 140 emergencies and 73 of 76 same-day signs', () => {
    const counts = passed(signsDevelopment2File);
    expect(counts.emergency).toBeGreaterThanOrEqual(134);
    expect(counts.today).toBeGreaterThanOrEqual(73);
  });

  // The third batch (development, terse: what is seen or felt) taught more words: 89 of 140 and 57 of 76 before.
  it('the third development batch: at least 136 of 140 emergencies and 72 of 76 same-day signs', () => {
    const counts = passed(signsDevelopment3File);
    expect(counts.emergency).toBeGreaterThanOrEqual(136);
    expect(counts.today).toBeGreaterThanOrEqual(72);
  });

  // The injury batch (development) taught the injury signs' phrases: 9 of 32 emergencies and 0 of 32 same-day
  // signs passed before them (no concept knew an injury), 31 and 31 after; the two misses are typos in a short
  // word ("hed", "rist").
  it('the injury batch: at least 31 of 32 emergencies and 31 of 32 same-day signs; no look-alike raised', () => {
    const counts = passed(signsDevelopment4File);
    expect(counts.emergency).toBeGreaterThanOrEqual(31);
    expect(counts.today).toBeGreaterThanOrEqual(31);
    const lookAlikes = loadEmergencyCases(signsDevelopment4File).filter((entry) => entry.kind === 'figure');
    const raised = lookAlikes.filter((entry) => ask(entry.input).signs.includes(entry.sign!));
    expect(raised.map((entry) => entry.id)).toEqual([]);
  });

  // The sixth batch (development, 2026-11-30): odd cases tuned on, even cases the check half (figures only).
  // Before the thirteenth change's phrases: whole 134 of 148 emergencies and 74 of 84 same-day signs, check half
  // 65 of 74 and 35 of 42; every look-alike answered, 4 of 40 naming the sign they resemble (the same 4 after).
  it('the sixth development batch: at least 141 of 148 emergencies and 78 of 84 same-day signs, check half 67 and 36', () => {
    const cases = loadEmergencyCases(signsDevelopment6File);
    const check = cases.filter(inCheckHalf);
    const count = (list: typeof cases, kind: 'emergency' | 'today' | 'figure') =>
      list.filter((entry) => entry.kind === kind && emergencyPasses(kind, ask(entry.input))).length;
    expect(count(cases, 'emergency')).toBeGreaterThanOrEqual(141);
    expect(count(cases, 'today')).toBeGreaterThanOrEqual(78);
    expect(count(cases, 'figure')).toBe(40);
    expect(count(check, 'emergency')).toBeGreaterThanOrEqual(67);
    expect(count(check, 'today')).toBeGreaterThanOrEqual(36);
    const lookAlikes = cases.filter((entry) => entry.kind === 'figure');
    const raised = lookAlikes.filter((entry) => ask(entry.input).signs.includes(entry.sign!));
    expect(raised.length).toBeLessThanOrEqual(4);
  });

  // Someone unconscious and an adult's fit (issue 32's sixteenth change), written for it: before the signs reached the
  // assistant (93a8acb) 18 of 32 and 3 of 32 passed (the odd half 7 and 2, the check half 11 and 1); after, the odd
  // half 15 and 13 of 16 (tuned on), the check half 13 and 9 of 16. Look-alikes given an emergency: 1 and 0 before,
  // 1 and 1 after.
  it('the seventh development batch: the odd half 15 and 13 of 16, the check half 13 and 9 of 16', () => {
    const cases = loadEmergencyCases(signsDevelopment7File);
    const odd = (entry: (typeof cases)[number]) => !inCheckHalf(entry);
    const passes = (list: typeof cases, sign: string) =>
      list.filter(
        (entry) =>
          entry.sign === sign && entry.kind === 'emergency' && emergencyPasses('emergency', ask(entry.input)),
      ).length;
    expect(passes(cases.filter(odd), 'unresponsive')).toBeGreaterThanOrEqual(15);
    expect(passes(cases.filter(odd), 'adult-seizure')).toBeGreaterThanOrEqual(13);
    expect(
      passes(
        cases.filter((entry) => !odd(entry)),
        'unresponsive',
      ),
    ).toBeGreaterThanOrEqual(13);
    expect(
      passes(
        cases.filter((entry) => !odd(entry)),
        'adult-seizure',
      ),
    ).toBeGreaterThanOrEqual(9);
    const lookAlikes = cases.filter((entry) => entry.kind === 'figure');
    expect(lookAlikes.filter((entry) => ask(entry.input).urgency === 'emergency').length).toBeLessThanOrEqual(
      2,
    );
  });

  // Written blind before these signs reached the assistant (figures only): on 93a8acb 13 of 24 unresponsive and 2
  // of 24 fits passed (most as crisis help or the poison's sign), 4 of 4 fainting, 4 of 4 poison, 23 of 24
  // look-alikes answered (1 given an emergency); after, 18, 14, 4, 4 and 23 (2 given an emergency).
  it('the fifth held-out signs set: at least 18 of 24 unconscious, 14 of 24 fits, 22 of 24 look-alikes answered', () => {
    const cases = loadEmergencyCases(signsHeldOut5File);
    const passes = (sign: string) =>
      cases.filter(
        (entry) =>
          entry.sign === sign && entry.kind !== 'figure' && emergencyPasses(entry.kind, ask(entry.input)),
      ).length;
    expect(passes('unresponsive')).toBeGreaterThanOrEqual(18);
    expect(passes('adult-seizure')).toBeGreaterThanOrEqual(14);
    expect(passes('fainting')).toBe(4);
    expect(passes('swallowed-poison')).toBe(4);
    // 22 look-alikes since issue 32's seventeenth change: the veto that reads concepts sets one aside (counted,
    // never read), and the reply offers the tap to say it is a person's health.
    expect(passed(signsHeldOut5File).figure).toBeGreaterThanOrEqual(22);
  });

  // Written blind and never tuned on (figures only): the injury signs, 6 of 32 emergencies and 1 of 32 same-day
  // signs on main before their phrases (c6bf357), 21 and 26 after (4 of its 32 look-alikes named the sign they resemble); every look-alike still gets a suggestion.
  // 23 emergencies since issue 32's thirteenth change (signs14's phrases); 31 look-alikes answered since its
  // fourteenth (the surer veto model sets one aside).
  // 24 emergencies since issue 32's fifteenth change (the crisis model that learnt crisis batches 5-7); 23 since its
  // sixteenth (the crisis model that learnt batches 8-11 answers one with the lines gently; counted, never read).
  it('the held-out injury signs: at least 23 of 32 emergencies, 26 of 32 same-day signs', () => {
    const counts = passed(signsHeldOut2File);
    expect(counts.emergency).toBeGreaterThanOrEqual(23);
    expect(counts.today).toBeGreaterThanOrEqual(26);
    // 32 look-alikes answered since issue 32's seventeenth change (counted, never read).
    expect(counts.figure).toBeGreaterThanOrEqual(32);
  });

  // Poison swallowed (development): 21 of 32 emergencies passed before its phrases, most as crisis help without
  // the poison's first aid (0 named the sign); 31 after, 29 naming it.
  it('the poison batch: at least 31 of 32 emergencies, 29 naming the sign', () => {
    expect(passed(signsDevelopment5File).emergency).toBeGreaterThanOrEqual(31);
    const emergencies = loadEmergencyCases(signsDevelopment5File).filter(
      (entry) => entry.kind === 'emergency',
    );
    const named = emergencies.filter((entry) => ask(entry.input).signs.includes('swallowed-poison'));
    expect(named.length).toBeGreaterThanOrEqual(29);
  });

  // Written blind and never tuned on (figures only): poison swallowed, 21 of 32 emergencies and 15 of 16
  // look-alikes answered on main before its phrases (4fc66a3), 31 and 15 after (28 naming the sign; 2
  // look-alikes named it). 14 look-alikes since issue 32's twelfth change (the veto reads messages whole).
  it('the held-out poison batch: at least 31 of 32 emergencies, 13 of 16 look-alikes answered', () => {
    const counts = passed(signsHeldOut3File);
    expect(counts.emergency).toBeGreaterThanOrEqual(31);
    // 15 again after issue 32's thirteenth change, 13 since its fourteenth (the surer veto model).
    expect(counts.figure).toBeGreaterThanOrEqual(13);
  });

  // Written blind and never tuned on (figures only): 44 of 105 and 34 of 57 on main before issue 32's seventh
  // change, 69 and 40 after the first batch's phrases, 79 and 45 after the word lists, 83 and 47 after the third;
  // 82 emergencies since the crisis model's retraining on the second crisis batch (counted, never read).
  // 88 and 49 since issue 32's thirteenth change (signs14's phrases; counted, never read); 87 emergencies since its
  // fifteenth (the crisis model that learnt crisis batches 5-7 gives one crisis help, the therapist first; the
  // injury and the fourth sets gained one each).
  it('the held-out signs: at least 87 of 105 emergencies, 49 of 57 same-day signs, every figure of speech', () => {
    const counts = passed(signsHeldOutFile);
    expect(counts.emergency).toBeGreaterThanOrEqual(87);
    expect(counts.today).toBeGreaterThanOrEqual(49);
    expect(counts.figure).toBe(30);
  });

  // Written blind before issue 32's thirteenth change (figures only): 60 of 74 emergencies, 38 of 42 same-day
  // signs and every look-alike answered on 0cbc62e and after the change's first commits; 61, 38 and 24 after
  // signs14's phrases.
  // 62 emergencies since issue 32's fifteenth change (the crisis model that learnt crisis batches 5-7).
  it('the fourth held-out signs set: at least 62 of 74 emergencies, 38 of 42 same-day signs, every look-alike', () => {
    const counts = passed(signsHeldOut4File);
    expect(counts.emergency).toBeGreaterThanOrEqual(62);
    expect(counts.today).toBeGreaterThanOrEqual(38);
    expect(counts.figure).toBe(24);
  });
});

/**
 * Issue 32's seventeenth change, its review: someone collapsed is an emergency, not a crisis of self-harm; the
 * everyday look-alikes of "not responding" and "stiff" name no sign; the phrases of several words say what they
 * mean; and an adult's fit says the child's or the pregnancy's action first when one of those is named too.
 */
describe('someone unconscious, and a fit (issue 32, seventeenth change)', () => {
  it.each(['my dad collapsed in the bathroom and is not responding', 'mama ameanguka chini hajibu'])(
    'a collapse is an emergency with 999 and the doctor, not crisis help ("%s")',
    (message) => {
      const reply = ask(message);
      expect(reply).toMatchObject({ urgency: 'emergency', crisis: false });
      expect(reply.signs).toContain('unresponsive');
      expect(reply.routeslugs[0]).toBe('/services/talk-to-a-doctor');
      expect(reply.descriptions.join(' ')).toMatch(/\b999\b/);
    },
  );

  it.each([
    'my blood pressure is not responding to the tablets',
    'my cough doesnt respond to the pills i was given',
    'my son wont answer my calls, he is drinking again',
    'hajibu simu zangu, anakunywa pombe kila siku',
    'he is not moving but he is breathing',
    'how do I deal with my unconscious fears and anxiety',
    'my son bit his tongue while eating',
    'mtoto ameuma ulimi akila chakula',
    'babu anakakamaa viungo asubuhi',
  ])('names neither sign for an everyday look-alike ("%s")', (message) => {
    const reply = ask(message);
    expect(reply.signs).not.toContain('unresponsive');
    expect(reply.signs).not.toContain('adult-seizure');
    expect(reply.urgency).not.toBe('emergency');
  });

  it.each([
    ['my sister had a fit and wont wake up', 'adult-seizure'],
    ['my uncle is fitting and not responding', 'adult-seizure'],
    ['seizure on the floor', 'adult-seizure'],
    ['he has convulsions', 'adult-seizure'],
    ['tumejaribu kumwamsha hajibu', 'unresponsive'],
  ])('reads a phrase of several words as written ("%s")', (message, sign) => {
    expect(ask(message).signs).toContain(sign);
  });

  it('says a child’s or a pregnancy’s fit first, the adult’s after (givesWayTo)', () => {
    expect(ask('my baby is having a seizure').signs).toEqual(['child-convulsions', 'adult-seizure']);
    expect(ask('mke wangu mjamzito amepata kifafa').signs).toEqual(['maternal-fits', 'adult-seizure']);
    expect(ask('my husband is having a seizure on the floor').signs).toEqual(['adult-seizure']);
  });
});
