import { describe, expect, it } from 'vitest';
import { chatReplySchema, type TestFixture } from '../../../schemas';
import { Assistant } from '../../../server/chat/assistant';
import { loadKnowledge } from '../../../server/chat/knowledge';
import { en } from '../../../src/messages/en';
import { catalogue } from '../../helpers/fixtures';
import { isCrisisReply } from '../../../scripts/chatEvaluation';

const assistant = new Assistant(catalogue);
const ask = (userInput: string, conversationHistory = '') =>
  assistant.reply({ conversationHistory, userInput });

describe('Assistant: what it suggests', () => {
  it('suggests the best-fitting tests first, each with a description after the message', () => {
    const reply = chatReplySchema.parse(ask('I worry all the time and cannot relax'));
    expect(reply.routeslugs[0]).toBe('/tests/anxiety');
    // The message first, then one description per path, in the same order.
    expect(reply.descriptions).toHaveLength(reply.routeslugs.length + 1);
    expect(reply.descriptions[1]).toMatch(/^Anxiety Screening Test/);
    expect(reply.descriptions[0]).toMatch(/not a diagnosis/);
  });

  it('understands Kiswahili and Sheng and answers in Kiswahili', () => {
    const reply = ask('Sina usingizi na niko stressed');
    expect(reply.routeslugs.length).toBeGreaterThan(0);
    expect(reply.descriptions[0]).toMatch(/^Haya ndiyo/);
    // The reason is the visitor's own words, quoted.
    expect(reply.descriptions.slice(1).join(' ')).toMatch(/Pendekezo hili ni kwa sababu uliandika “/);
  });

  it('understands "nakunywa sana" as drinking', () => {
    expect(ask('nakunywa sana kila weekend').routeslugs[0]).toBe('/tests/audit');
  });

  it('never reads an everyday word as a concern it is a typo away from ("directions" is not "erections")', () => {
    const reading = assistant.understand({
      conversationHistory: '',
      userInput: 'give me directions to town',
    });
    expect(reading.analysis.concepts.map((concept) => concept.id)).not.toContain('sexual-function');
    expect(ask('my erections are weak lately').routeslugs).toContain('/services/talk-to-a-doctor');
  });

  it('offers the postnatal mood screen, not the general one, once a birth is named (moves)', () => {
    const mood = 'I cannot sleep, I feel worthless and sad all the time';
    expect(ask(mood).routeslugs).toContain('/tests/depression');
    const afterBirth = ask(`Since I gave birth two months ago ${mood.toLowerCase()}`).routeslugs;
    expect(afterBirth).toContain('/tests/postnatal-health');
    expect(afterBirth).not.toContain('/tests/depression');
    // Said in an earlier message, the birth still counts.
    const history = `${en.assistant.greeting('Kipimo')} I gave birth in March`;
    expect(ask(mood, history).routeslugs).toContain('/tests/postnatal-health');
    expect(ask(mood, history).routeslugs).not.toContain('/tests/depression');
  });

  it('offers a doctor for a question about herbal or traditional medicine, and for a vague unwellness', () => {
    expect(ask('Are herbal supplements safe with my ARVs?').routeslugs).toContain(
      '/services/talk-to-a-doctor',
    );
    expect(ask('Feeling a bit under the weather, nothing specific.').routeslugs).toContain(
      '/services/talk-to-a-doctor',
    );
  });

  it('understands "presha" as blood pressure', () => {
    expect(ask('nina presha').routeslugs[0]).toBe('/tests/hypertension-risk');
  });

  it('adds a follow-up to what was said before', () => {
    const first = ask("I can't sleep at night");
    const history = `${en.assistant.greeting('Kipimo')} I can't sleep at night ${first.descriptions[0]}`;
    const reply = ask('and I also drink a lot', history);
    expect(reply.routeslugs[0]).toBe('/tests/audit');
    expect(reply.routeslugs).toContain('/tests/lifestyle-habits');
  });

  it('puts the doctor first for a warning symptom, and says so before anything else', () => {
    const reply = ask('I found a lump in my breast');
    expect(reply.routeslugs[0]).toBe('/services/talk-to-a-doctor');
    expect(reply.routeslugs).toContain('/tests/breast-cancer');
    expect(reply.descriptions[0]).toMatch(/should be seen by a doctor soon/);
    expect(reply.descriptions.join(' ')).not.toMatch(/999/);
  });

  it('puts the doctor first for a warning sign whatever else the message says', () => {
    for (const message of [
      // A sign inside a longer phrase of another concept ("feel faint", dizziness) still counts.
      'i feel faint and so anxious about my exams, i cant sleep and i drink every night',
      'nina kivimbe kwa titi tangu mwezi uliopita',
      // Beside a round-6 concept: betting, grief, screen time, burnout, pregnancy.
      'I keep losing money on bets and there is blood in my stool',
      'tangu baba afariki nakohoa damu',
      'niko kwa phone usiku mzima na nimeona uvimbe shingoni',
      'I am pregnant and worried about money and I have started spotting',
    ]) {
      expect(ask(message).routeslugs[0], message).toBe('/services/talk-to-a-doctor');
    }
  });

  it('adds what to do now when the warning-sign catalogue calls the sign an emergency', () => {
    const reply = ask('kifua kinaniuma sana tangu asubuhi');
    expect(reply.routeslugs[0]).toBe('/services/talk-to-a-doctor');
    expect(reply).toMatchObject({ urgency: 'emergency', signs: ['chest-pain'], crisis: false });
    expect(reply.descriptions[0]).toBe(assistant.messages.sw.emergencyFlag);
    expect(reply.descriptions[0]).toMatch(/Piga 999 au 112 sasa/);
    // Then what the warning-sign catalogue says to do, in its Kiswahili words.
    expect(reply.descriptions[1]).toBe(catalogue.localisedWarningSigns.get('sw')?.get('chest-pain')?.action);
  });

  it('knows the warning signs of pregnancy, birth and the rest of the catalogue, each with its urgency', () => {
    const emergency = /999 (or|au) 112/;
    for (const [message, isEmergency] of [
      ["I'm 34 weeks pregnant and the baby has stopped moving since yesterday", true],
      ['nimejifungua wiki iliyopita na natokwa na damu nyingi baada ya kujifungua', true],
      ['niko na mimba na uso na mikono imevimba ghafla leo', true],
      ['my dad suddenly has slurred speech and seems confused', true],
      ['I have had this cough for a month now and I sweat at night', false],
      ['the condom burst last night, what should I do', false],
      ['siwezi kukojoa tangu jana na tumbo la chini linauma', true],
      ['I have had a hoarse voice for weeks now', false],
    ] as const) {
      const reply = ask(message);
      expect(reply.routeslugs[0], message).toBe('/services/talk-to-a-doctor');
      expect(emergency.test(reply.descriptions.slice(0, 2).join(' ')), message).toBe(isEmergency);
    }
  });

  it('leaves no health message said with a figure of speech (weight, heat, nerves) with nothing', () => {
    const outOfScope = [assistant.messages.en.outOfScope, assistant.messages.sw.outOfScope];
    for (const [message, helper] of [
      ["I'm carrying the weight of the world", '/services/talk-to-a-therapist'],
      ['my nerves are finished', '/services/talk-to-a-therapist'],
      ['the heat in my chest', '/services/talk-to-a-doctor'],
      ['nimelemewa na mzigo wa maisha', '/services/talk-to-a-therapist'],
      ['tumbo linawaka kila jioni', '/services/talk-to-a-doctor'],
    ] as const) {
      const reply = ask(message);
      expect(outOfScope, message).not.toContain(reply.descriptions[0]);
      expect(reply.routeslugs, message).toContain(helper);
      expect(reply.crisis, message).toBe(false);
    }
  });

  it('reads how visitors say a concern in their own words, Sheng and mixed included (issue 32, paths batch)', () => {
    for (const [message, path] of [
      // A worry about sex life, said in Sheng or plainly: a doctor, whatever the words.
      ['mambo ya bedroom yamekuwa shida juu ya stress', '/services/talk-to-a-doctor'],
      ["my husband can't get it up anymore", '/services/talk-to-a-doctor'],
      // Not conceived yet, in the Kiswahili perfect negative.
      ['tumejaribu miaka mbili lakini bado sijashika mimba', '/tests/fertility-health'],
      // Whether one eats enough and well.
      ['nataka nutrition check ya watoto wangu', '/tests/nutritional-checks'],
      ['want to start eating healthier this year', '/tests/healthy-eating'],
      ['nadai kukula healthy mwaka huu', '/tests/healthy-eating'],
      ['mvinyo imekuwa kila siku kwangu', '/tests/audit'],
    ] as const) {
      expect(ask(message).routeslugs.slice(0, 3), message).toContain(path);
    }
    // A fever said as heat: the doctor, never an empty hand.
    expect(ask('my toddler feels hot to the touch since evening').routeslugs).toContain(
      '/services/talk-to-a-doctor',
    );
  });

  it("reads someone else's Kiswahili verb and Sheng's English verb as the phrases are written (issue 32)", () => {
    for (const [message, path] of [
      // A father's "anakojoa" is what "nakojoa" says of oneself.
      ['buda anakojoa kila mara usiku', '/tests/prostate-cancer'],
      // "hana nguvu" is "sina nguvu" said of a child.
      ['mtoto wangu hana nguvu siku hizi', '/tests/burnout'],
      // Sheng's English verb after a Kiswahili start, in its tense where a phrase has it.
      ['sijui kama naexercise vya kutosha', '/tests/physical-activity'],
      ['buda anaplay games usiku mzima', '/tests/gaming-dependency'],
      ['sina appetite na nimelose weight sana', '/tests/nutritional-checks'],
      // A thing's verb with "me" inside ("ime-ni-burn"): "it has burnt me out".
      ['hii kazi imeniburn out mbaya', '/tests/burnout'],
    ] as const) {
      expect(ask(message).routeslugs.slice(0, 3), message).toContain(path);
    }
    // A warning sign is read only as written: an animal's verb never names a person's sign.
    expect(ask('kondoo wangu anapumua kwa shida tangu jana').signs).toEqual([]);
  });

  it("names a warning sign whose words are another subject's cue ('hacked' is no gadget here)", () => {
    const reply = ask('I hacked up red stuff twice today');
    expect(reply.routeslugs[0]).toBe('/services/talk-to-a-doctor');
    expect(reply.signs).toContain('coughing-blood');
    // Another subject's words still set the message aside when no sign is named.
    expect(ask('my account got hacked, which laptop should I buy').routeslugs).toEqual([]);
  });

  it('offers a professional and the closest fits when nothing specific matched a health message', () => {
    const body = ask('my knee has been swollen for a week');
    expect(body.routeslugs[0]).toBe('/services/talk-to-a-doctor');
    expect(body.descriptions[0]).toMatch(/no screening test for exactly that/);
    const feelings = ask('I feel weird and heavy inside lately');
    expect(feelings.routeslugs[0]).toBe('/services/talk-to-a-therapist');
  });

  it('lets anything more specific win over a fallback ("my back" with stress is about stress)', () => {
    const reply = ask('my back is tight from all this stress at work');
    expect(reply.routeslugs.slice(0, 2)).not.toContain('/services/talk-to-a-doctor');
    expect(reply.descriptions[0]).toMatch(/^Here is what may help/);
  });

  it('sends eating-disorder signs to a therapist and a doctor', () => {
    const reply = ask('I make myself sick after dinner so I stay thin');
    expect(reply.routeslugs).toContain('/services/talk-to-a-therapist');
    expect(reply.routeslugs).toContain('/services/talk-to-a-doctor');
  });

  it('sends thoughts of dying to a therapist, with the crisis lines only gently, and cervical words to the cervical test', () => {
    const fear = ask('I think about dying every night, I am so afraid');
    expect(fear.routeslugs.slice(0, 3)).toContain('/services/talk-to-a-therapist');
    // No crisis reply, but the model suspects one (crisis-policy.json, model-low): the lines in one sentence.
    expect(isCrisisReply(fear)).toBe(false);
    expect(fear.descriptions[0]).toBe(assistant.messages.en.safetyNet);
    expect(fear.descriptions[0]).toMatch(/1199/);
    expect(fear.descriptions.slice(1).join(' ')).not.toMatch(/1199/);
    expect(ask('Nataka kupimwa saratani ya shingo ya kizazi').routeslugs[0]).toBe('/tests/cervical-cancer');
  });

  it('lets a longer phrase win over a word inside it ("period pain" is about periods, not any pain)', () => {
    const reply = ask('I have bad period pain');
    expect(reply.routeslugs[0]).toBe('/tests/menstrual-health');
  });

  it('reads a phrase written in parts anywhere in the message ("blood & long call")', () => {
    // "Long call" is how many Kenyans say a bowel movement; its blood may stand far from it.
    const reply = assistant.reply({
      conversationHistory: '',
      userInput: 'there was some blood this morning after I went for a long call',
    });
    expect(reply.routeslugs[0]).toBe('/services/talk-to-a-doctor');
    expect(reply.routeslugs).toContain('/tests/colorectal-cancer');
  });

  it('never suggests a path the catalogue lacks, even when the lexicon names it', () => {
    const onlyDepression = {
      ...catalogue,
      tests: catalogue.tests.filter((test) => test.card.routeSlug === 'depression'),
    };
    const small = new Assistant(onlyDepression);
    for (const input of ['nakunywa sana', 'I want to quit smoking', 'nina presha', 'I feel sad']) {
      const reply = small.reply({ conversationHistory: '', userInput: input });
      for (const path of reply.routeslugs) {
        expect(['/tests/depression', ...catalogue.services.map((s) => `/services/${s.routeSlug}`)]).toContain(
          path,
        );
      }
    }
  });

  it('finds a test the lexicon has never heard of by its own keyWords', () => {
    const base = catalogue.tests.find((test) => test.card.routeSlug === 'depression')!;
    const hearing: TestFixture = {
      ...base,
      card: {
        ...base.card,
        id: 999,
        testCode: 'GW-099',
        routeSlug: 'hearing-check',
        keyWords: ['ringing ears', 'tinnitus', 'masikio'],
      },
    };
    const withHearing = new Assistant({ ...catalogue, tests: [...catalogue.tests, hearing] });
    const reply = withHearing.reply({
      conversationHistory: '',
      userInput: 'I have tinnitus, my ears keep ringing',
    });
    expect(reply.routeslugs[0]).toBe('/tests/hearing-check');
  });
});

describe('Assistant: crisis first', () => {
  it('gives crisis help before anything else: 1199, 999 or 112, then the therapist', () => {
    const reply = ask('I want to kill myself, I cannot sleep');
    expect(reply.routeslugs[0]).toBe('/services/talk-to-a-therapist');
    const message = reply.descriptions
      .slice(0, reply.descriptions.length - reply.routeslugs.length)
      .join(' ');
    expect(message).toMatch(/1199/);
    expect(message).toMatch(/999 or 112/);
    expect(message).toMatch(/free, 24 hours/);
  });

  it('answers Kiswahili crisis words in Kiswahili', () => {
    const reply = ask('nataka kujiua');
    expect(reply.routeslugs[0]).toBe('/services/talk-to-a-therapist');
    expect(reply.descriptions.join(' ')).toMatch(/Piga simu.*1199.*bure, saa 24/);
  });

  it('keeps crisis help in front for the rest of the conversation', () => {
    const crisis = ask('I want to die');
    const history = `I want to die ${crisis.descriptions.slice(0, -1).join(' ')}`;
    const reply = ask('I also have headaches', history);
    expect(reply.routeslugs[0]).toBe('/services/talk-to-a-therapist');
    expect(reply.descriptions[0]).toMatch(/If you still feel unsafe, call 1199/);
    expect(reply.routeslugs).toContain('/services/talk-to-a-doctor');
  });

  it("does not take its own crisis words for the visitor's", () => {
    const crisis = ask('nataka kujiua');
    const ownWords = crisis.descriptions.slice(0, -1).join(' ');
    const reply = ask('hello', `hi ${ownWords}`);
    expect(reply.routeslugs).toEqual([]);
  });

  it('keeps crisis help for a poisoning whose words also name how it shows ("anazimia", she is fainting)', () => {
    const reply = ask('dada amekunywa sumu ya panya anazimia');
    expect(reply.crisis).toBe(true);
    expect(reply.signs).toEqual(expect.arrayContaining(['swallowed-poison', 'fainting']));
    expect(reply.descriptions.join(' ')).toMatch(/999/);
  });

  it('takes figures of speech for what they are', () => {
    const reply = ask('This job is killing me');
    expect(reply.routeslugs[0]).toBe('/tests/burnout');
    expect(reply.descriptions.join(' ')).not.toMatch(/1199/);
  });
});

describe('Assistant: greetings and other subjects', () => {
  it.each(['hi', 'Habari yako', 'niaje'])('greets back "%s" with no suggestions', (input) => {
    const reply = ask(input);
    expect(reply.routeslugs).toEqual([]);
    expect(reply.descriptions[0]).toMatch(/^(Hello!|Habari!)/);
  });

  it.each(['Mambo vipi', 'doc, habari', 'ok bye', 'asante, kwaheri daktari'])(
    'greets "%s" back: a greeting opens a message, a farewell closes it',
    (input) => {
      const reply = ask(input);
      expect(reply.routeslugs).toEqual([]);
      expect(reply.descriptions[0]).toMatch(/^(Hello!|Habari!|You are welcome|Karibu)/);
    },
  );

  it.each([
    // "vipi" (how) and "sasa" (now) in the middle of a message are no greeting, which would hold the offer back.
    'TB huambukizwa vipi na je inatibika kabisa?',
    "my brother's matatu was impounded na sasa analala all day, hataki kuongea",
  ])('reads greeting words inside "%s" as ordinary words, and makes the offer', (input) => {
    expect(assistant.understand({ conversationHistory: '', userInput: input }).smallTalk).toBeUndefined();
    expect(ask(input).routeslugs).toContain('/services/talk-to-a-doctor');
  });

  it.each([
    ['thank you', /^You are welcome/],
    ['asante sana', /^Karibu sana/],
  ])('answers thanks ("%s") kindly, with no suggestions', (input, words) => {
    const reply = ask(input);
    expect(reply.routeslugs).toEqual([]);
    expect(reply.descriptions[0]).toMatch(words);
  });

  it.each(['what is the weather', 'asdf', 'tell me a joke', 'Mvua itanyesha leo?'])(
    'asks for a health concern or goal when "%s" is not about health',
    (input) => {
      const reply = ask(input);
      expect(reply.routeslugs).toEqual([]);
      expect(reply.descriptions[0]).toMatch(/health concern or goal|tatizo la afya au lengo/);
    },
  );

  it.each([
    ['how do I get my mandazi to come out soft', 'cooking'],
    ['Nipike nini leo jioni kwa wageni?', 'cooking'],
    ['which tablet computer is best for a student under 20k', 'gadgets'],
    ['Nataka kununua viatu vya harusi', 'shopping'],
  ])('answers "%s" (%s) as another subject, with no suggestions', (input, subject) => {
    expect(assistant.understand({ conversationHistory: '', userInput: input }).otherSubjects).toContain(
      subject,
    );
    const reply = ask(input);
    expect(reply.routeslugs).toEqual([]);
    expect(reply.descriptions[0]).toMatch(/health concern or goal|tatizo la afya au lengo/);
  });

  it.each([
    ['the shop is bleeding money', /^I read this as being about something other than a person’s health/],
    ['siasa za kaunti zina homa', /^Nimeelewa kuwa ujumbe huu unahusu jambo lingine/],
  ])('says how to ask again when it reads health words as another subject’s ("%s")', (input, words) => {
    expect(assistant.understand({ conversationHistory: '', userInput: input }).scopeVerdict).toBe('other');
    const reply = ask(input);
    expect(reply.routeslugs).toEqual([]);
    expect(reply.descriptions[1]).toMatch(words);
    // A message with no health words is only asked for a concern.
    expect(ask('what is the weather').descriptions).toHaveLength(1);
  });

  it.each([
    [
      'grandpa keeps asking me the same thing over and over, is that normal at his age',
      /^I am not sure I understood/,
    ],
    ['mzee anauliza kitu kimoja kila mara', /^Sina uhakika nimekuelewa/],
  ])(
    'asks who is unwell and how they feel when a message may be health in words it does not know ("%s")',
    (input, words) => {
      const understanding = assistant.understand({ conversationHistory: '', userInput: input });
      expect(understanding).toMatchObject({ unsure: true, healthSignal: false, scopeVerdict: undefined });
      const reply = ask(input);
      expect(reply.routeslugs).toEqual([]);
      expect(reply.descriptions).toEqual([expect.stringMatching(words)]);
      // Surely another subject: told plainly that the assistant helps with health.
      expect(
        assistant.understand({ conversationHistory: '', userInput: 'how do I make chapati soft' }).unsure,
      ).toBe(false);
      expect(ask('how do I make chapati soft').descriptions).toEqual([
        expect.stringMatching(/^I can only help with health/),
      ]);
    },
  );

  describe('one tap to say a message is about a person’s health (no empty hand)', () => {
    const tap = (userInput: string, conversationHistory = '') =>
      assistant.reply({ conversationHistory, userInput, aboutHealth: true });

    it.each([
      // Set aside as another subject's health words, said to be unsure of, and plainly another subject.
      ['the shop is bleeding money', 'other'],
      ['grandpa keeps asking me the same thing over and over, is that normal at his age', 'unsure'],
      ['mzee anauliza kitu kimoja kila mara', 'unsure'],
      ['how do I make chapati soft', 'out of scope'],
      [
        'Our posho mill keeps fainting in the middle of grinding, the motor just dies. What is the cure?',
        'sign',
      ],
    ])('a reply with no path offers it, and the tap brings paths ("%s", %s)', (input) => {
      const reply = ask(input);
      expect(reply.routeslugs).toEqual([]);
      expect(reply.asksAboutHealth).toBe(true);
      const tapped = tap(input);
      expect(tapped.routeslugs.length).toBeGreaterThan(0);
      expect(tapped.asksAboutHealth).toBe(false);
      expect(tapped.crisis).toBe(false);
    });

    it('answers the tap with what the words name, or a doctor and the general checks when they name nothing', () => {
      // Health words the veto set aside are read as the visitor's: a bare symptom word brings its fallback.
      const bleeding = tap('the shop is bleeding money');
      expect(bleeding.suggestions.some((entry) => entry.words.length > 0)).toBe(true);
      // Words no phrase knows: the general offer, with no words quoted (none led to it).
      const chapati = tap('how do I make chapati soft');
      expect(chapati.routeslugs).toContain('/services/talk-to-a-doctor');
      expect(chapati.suggestions.every((entry) => entry.words.length === 0)).toBe(true);
      expect(chapati.descriptions[0]).toMatch(/^I have no screening test for exactly that/);
      // A sign said of a machine is a person's sign once the visitor says so: the doctor first, its urgency.
      const fainting = tap('Our posho mill keeps fainting in the middle of grinding, the motor just dies.');
      expect(fainting.signs).toContain('fainting');
      expect(fainting.routeslugs[0]).toBe('/services/talk-to-a-doctor');
      expect(tap('mzee anauliza kitu kimoja kila mara').descriptions[0]).toMatch(/^Sina kipimo/);
    });

    it('is not offered where a reply has paths, is crisis help, a greeting or thanks', () => {
      expect(ask('I worry all the time and cannot relax').asksAboutHealth).toBe(false);
      expect(ask('hello').asksAboutHealth).toBe(false);
      expect(ask('asante sana').asksAboutHealth).toBe(false);
      expect(tap('how do I make chapati soft').asksAboutHealth).toBe(false);
      // A greeting or thanks with more after it may still be health in words nothing here knows.
      for (const message of [
        'habari, mzee anauliza kitu kimoja kila mara',
        'thanks. grandpa keeps asking me the same thing over and over',
      ]) {
        expect(ask(message).routeslugs, message).toEqual([]);
        expect(ask(message).asksAboutHealth, message).toBe(true);
        expect(tap(message).routeslugs.length, message).toBeGreaterThan(0);
      }
      const crisis = ask('I want to kill myself tonight');
      expect(isCrisisReply(crisis)).toBe(true);
      expect(crisis.asksAboutHealth).toBe(false);
    });

    it('never takes crisis help away: a crisis sent with the tap is answered as crisis help', () => {
      const crisis = tap('I want to kill myself tonight');
      expect(isCrisisReply(crisis)).toBe(true);
      expect(crisis.asksAboutHealth).toBe(false);
    });
  });

  it('sets aside a warning sign said of an animal or a machine, and says what to do if a person has it', () => {
    for (const message of [
      'Our posho mill keeps fainting in the middle of grinding, the motor just dies. What is the cure?',
      'Jenereta ya kanisa iliharibika jana. Inakohoa na kuzimia kila tukiiwasha.',
      'Our rabbit had her babies on Saturday. Now she is not eating and she is breathing fast.',
    ]) {
      const reply = ask(message);
      expect(reply.routeslugs, message).toEqual([]);
      expect(reply.signs, message).toEqual([]);
      expect(reply.urgency, message).toBe('none');
      expect(reply.descriptions.join(' '), message).toMatch(/(call|piga) 999 (or|au) 112/);
    }
    // A person in the message keeps the sign theirs, whatever animal is named.
    for (const [message, sign] of [
      ["a stray dog sank its teeth into my son's leg an hour ago", 'animal-bite'],
      ['the cow kicked me in the head and I fainted', 'fainting'],
      ['mbwa wa jirani amemng’ata mtoto wangu mguu', 'animal-bite'],
    ] as const) {
      expect(ask(message).signs, message).toContain(sign);
      expect(ask(message).routeslugs[0], message).toBe('/services/talk-to-a-doctor');
    }
  });

  it('still answers the health words left once another subject is set aside', () => {
    expect(ask('where can I buy a pregnancy test in town').routeslugs).toContain('/tests/pregnancy-health');
    expect(ask('what should I cook for my dad who has diabetes').routeslugs.slice(0, 3)).toContain(
      '/tests/diabetes-risk',
    );
    expect(ask('I am on my phone until 3am every night').routeslugs.length).toBeGreaterThan(0);
  });

  it('reads "delivery" as a birth, not shopping, unless a shopping cue says so (issue 32, seventh change)', () => {
    // "delivery" was a shopping cue, so "after delivery" lost the word before any sign phrase read it.
    const birth = ask("after delivery my wife is talking nonsense and sees things that aren't there");
    expect(birth).toMatchObject({
      urgency: 'emergency',
      signs: ['postpartum-psychosis-signs'],
      crisis: true,
    });
    expect(
      assistant.understand({ conversationHistory: '', userInput: 'is there free delivery on shoes' })
        .otherSubjects,
    ).toContain('shopping');
  });

  it('makes the general offer when health words are named but none of their suggestions scores enough', () => {
    // The heart test's keyword and a feeling, each too weak alone: before issue 32's fourteenth change the
    // reply said "I can only help with health" to a health message.
    const input = 'moyo hauna amani siku hizi';
    expect(assistant.understand({ conversationHistory: '', userInput: input }).healthSignal).toBe(true);
    expect(ask(input).routeslugs.slice(0, 2)).toEqual([
      '/services/talk-to-a-doctor',
      '/services/talk-to-a-therapist',
    ]);
  });

  it('answers a child or a parent who will not eat, in Kiswahili, with suggestions (no empty hand)', () => {
    for (const input of ['binti yangu amekataa kula tangu juzi', 'baba yangu haskii kukula wiki hii']) {
      expect(ask(input).routeslugs, input).toContain('/tests/nutritional-checks');
    }
  });

  it('reads vomiting, diarrhoea and sleeplessness in any person and tense (no empty hand)', () => {
    // "alitapika" is a word of a sign phrase ("alitapika damu"), so it is never read again as the first person:
    // the symptom itself must know every form.
    for (const input of [
      'mama alitapika jana usiku',
      'mtoto aliharisha usiku mzima',
      'siwezi lala vizuri siku hizi',
    ]) {
      // Named by a phrase, not left to the general offer (the scope model's verdict "health").
      const understood = assistant.understand({ conversationHistory: '', userInput: input });
      expect(understood.healthSignal, input).toBe(true);
      expect(understood.scopeVerdict, input).toBeUndefined();
      expect(ask(input).routeslugs.length, input).toBeGreaterThan(0);
    }
    expect(ask('wanapika ugali jioni').routeslugs).toEqual([]);
  });

  it('never reads an everyday word as a typo of a health word ("kupika" is not "kupima")', () => {
    expect(assistant.understand({ conversationHistory: '', userInput: 'kupika' }).healthSignal).toBe(false);
    expect(ask('Nataka kupika leo').routeslugs).toEqual([]);
  });

  it('takes everyday words as written, never as a typo of a health or crisis word (issue 32, fourteenth change)', () => {
    // Each was one letter from a health or crisis word: "kuzima" (to switch off) from "kuzimia" (to faint),
    // "niwape" (give them) from "nirape", "overnight" from "overweight", "kiwele" (an udder) from "kipele".
    const understood = (input: string) => assistant.understand({ conversationHistory: '', userInput: input });
    expect(ask('Kompyuta ya cyber inapata joto na kuzima yenyewe').signs).toEqual([]);
    expect(understood('niwape maji tu').crisis.reply).toBe('none');
    for (const input of ['kuzima', 'overnight', 'election', 'kiwele', 'nilinunua', 'kutaga', 'kondoo']) {
      expect(understood(input).healthSignal, input).toBe(false);
      expect(understood(input).crisis.reply, input).toBe('none');
    }
  });

  it("never reads a thing's verb as a typo of a person's: a router that 'faints' names no sign (issue 32)", () => {
    // "inazimia" (it faints) is one letter from "nazimia" (I faint): only the living faint, cough or breathe.
    for (const message of [
      'Router ya keja iko sick, inazimia kila saa na speed iko low sana',
      'Kinu changu cha posho kinazimia kila nikiweka mahindi mengi',
      'Programu ya M-Pesa imezimia? Siwezi kuingia tangu asubuhi.',
      // "imezimika" (the power went out) is a word of its own, not a typo of "nimezimia".
      'stima imezimika tena leo',
    ]) {
      expect(ask(message).signs, message).toEqual([]);
    }
    // A child's sign still stands in a thing's class: a newborn is "kichanga", a little child "kitoto".
    expect(ask('kichanga kinapumua kwa shida').signs).toContain('child-fast-breathing-indrawing');
    expect(ask('bebi inapumua kwa shida tangu asubuhi').signs).toContain('child-fast-breathing-indrawing');
    expect(ask('mtoto wangu wa miezi 3 inatapika kila kitu').signs).toContain('child-vomits-everything');
    // Someone else's fainting is a sign, and fainting alone is no question about drink.
    const child = ask('mtoto wangu anazimia kila siku');
    expect(child.signs).toContain('fainting');
    expect(child.routeslugs[0]).toBe('/services/talk-to-a-doctor');
    expect(child.routeslugs).not.toContain('/tests/audit');
    expect(ask('nilikunywa pombe mpaka nikazimia').routeslugs).toContain('/tests/audit');
  });

  it('does not reuse earlier topics for an off-topic follow-up', () => {
    const reply = ask("what's the weather like?", 'I feel anxious');
    expect(reply.routeslugs).toEqual([]);
  });

  it("reads nothing into the web app's own greeting and error text", () => {
    const history = `${en.assistant.greeting('Kipimo')} ${en.assistant.error}`;
    expect(ask('asdf', history).routeslugs).toEqual([]);
  });
});

describe('Assistant: what to do after violence, as the warning-sign catalogue says it', () => {
  const actionOf = (sign: string) => catalogue.warningSigns.get(sign)?.action;
  const swActionOf = (sign: string) => catalogue.localisedWarningSigns.get('sw')?.get(sign)?.action;

  it('says the action of the sign a crisis rule stands for, after the first words, with the doctor second', () => {
    const rape = ask('I was raped last night');
    expect(isCrisisReply(rape)).toBe(true);
    expect(rape.descriptions[1]).toBe(actionOf('forced-sex-72h'));
    expect(rape.descriptions[1]).toMatch(/1195/);
    expect(rape.routeslugs.slice(0, 2)).toEqual([
      '/services/talk-to-a-therapist',
      '/services/talk-to-a-doctor',
    ]);
    const home = ask('my husband beats me and I am not safe at home');
    expect(home.descriptions[1]).toBe(actionOf('unsafe-at-home'));
    const sw = ask('Nilibakwa jana usiku');
    expect(sw.descriptions[1]).toBe(swActionOf('forced-sex-72h'));
    expect(sw.descriptions[1]).not.toBe(actionOf('forced-sex-72h'));
  });

  it("says what to do for a parent's thoughts of harming their baby, in both languages (issue 32)", () => {
    const en = ask('I keep having thoughts of hurting my baby');
    expect(isCrisisReply(en)).toBe(true);
    expect(en.signs).toContain('harm-to-baby-thoughts');
    expect(en.descriptions[1]).toBe(actionOf('harm-to-baby-thoughts'));
    // Said without the object marker ("kuumiza mtoto", not "kumuumiza"): no rule read it before.
    const sw = ask('Nina mawazo ya kuumiza mtoto wangu');
    expect(isCrisisReply(sw)).toBe(true);
    expect(sw.descriptions[1]).toBe(swActionOf('harm-to-baby-thoughts'));
  });

  it('adds no action, and no doctor, to a crisis whose rule names no sign of its own', () => {
    const suicide = ask('I want to kill myself tonight');
    expect(isCrisisReply(suicide)).toBe(true);
    expect(suicide.descriptions.join(' ')).not.toMatch(/1195/);
    expect(suicide.routeslugs).not.toContain('/services/talk-to-a-doctor');
  });

  it('reads the sign from the rule, not from the words', () => {
    const knowledge = loadKnowledge('fixtures/assistant');
    const moved = {
      ...knowledge,
      crisis: {
        ...knowledge.crisis,
        rules: knowledge.crisis.rules.map((rule) =>
          rule.id === 'rape-now' ? { ...rule, sign: 'fainting' } : rule,
        ),
      },
    };
    const reply = new Assistant(catalogue, moved).reply({
      conversationHistory: '',
      userInput: 'I was raped last night',
    });
    expect(reply.descriptions[1]).toBe(actionOf('fainting'));
  });
});

describe('Assistant: the safety net under the crisis phrases', () => {
  it('adds the crisis lines, gently, when death or harm words appear that no crisis phrase matched', () => {
    for (const words of [
      'I keep reading about dying and I cannot stop',
      'nasoma sana kuhusu kufa siku hizi',
    ]) {
      const reply = ask(words);
      expect(reply.descriptions[0], words).toMatch(/1199/);
      expect(reply.descriptions[0], words).toMatch(/999 (or|au) 112/);
    }
  });

  it("adds the crisis lines, gently, to hopelessness, read from the concept's crisisLines field", () => {
    const sad = ask('I feel sad and hopeless all the time');
    expect(sad.descriptions[0]).toBe(assistant.messages.en.safetyNet);
    expect(sad.routeslugs[0]).toBe('/tests/depression');
    // Gently: an ordinary reply after the lines, not a crisis reply.
    expect(isCrisisReply(sad)).toBe(false);
    expect(ask('Najiona sina thamani siku hizi').descriptions[0]).toBe(assistant.messages.sw.safetyNet);
    // Sadness alone, or a baby crying, is a low mood's concept without the mark: no lines.
    expect(ask('Nina huzuni sana siku hizi').descriptions.join(' ')).not.toMatch(/1199/);
    expect(ask("my sister's baby keeps crying at night").descriptions.join(' ')).not.toMatch(/1199/);
    // Only the new message counts: hopelessness said earlier does not repeat the lines on every reply.
    expect(
      ask('and what about my diet?', 'I feel sad and hopeless all the time').descriptions.join(' '),
    ).not.toMatch(/1199/);

    const knowledge = loadKnowledge('fixtures/assistant');
    const moved = {
      ...knowledge,
      concepts: knowledge.concepts.map(({ crisisLines: _, ...concept }) =>
        concept.id === 'sleep' ? { ...concept, crisisLines: true as const } : concept,
      ),
    };
    const other = new Assistant(catalogue, moved);
    const reply = (text: string) => other.reply({ conversationHistory: '', userInput: text });
    expect(reply('I cannot sleep at night').descriptions[0]).toBe(other.messages.en.safetyNet);
    expect(reply('I feel hopeless all the time').descriptions.join(' ')).not.toMatch(/1199/);
  });

  it('leaves figures of speech and ordinary health questions alone', () => {
    for (const words of [
      'I was dying of laughter at the wedding',
      'I cannot sleep and I feel tired',
      'this job is killing me',
    ]) {
      expect(ask(words).descriptions.join(' '), words).not.toMatch(/1199/);
    }
  });
});
