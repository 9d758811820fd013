import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CrisisDetector } from '../../../server/chat/crisis';
import { loadKnowledge } from '../../../server/chat/knowledge';
import { realWords } from '../../../server/chat/language';
import { tokenise, TypoIndex } from '../../../server/chat/normalise';
import { propertyRuns } from '../../helpers/propertyRuns';

/**
 * The crisis rules of fixtures/assistant/crisis.json, by kind. The sentences here are in neither evaluation
 * set: they check that a rule covers a kind, not one memorised sentence.
 */
const { crisis } = loadKnowledge('fixtures/assistant');
const detector = new CrisisDetector(crisis, new TypoIndex(CrisisDetector.vocabulary(crisis), realWords));
const kinds = (text: string) => detector.find(tokenise(text)).map((finding) => finding.kind);

describe('CrisisDetector finds each kind of crisis, in every language kind', () => {
  it.each([
    ['I want to kill myself', 'suicide'],
    ['i want to kill myslef', 'suicide'],
    ["I don't want to live anymore", 'suicide'],
    ['i wanna die tbh', 'suicide'],
    ['my kids would honestly be happier if I was gone', 'suicide'],
    ['there is no reason for me to go on', 'suicide'],
    ['I can see no point in living', 'suicide'],
    ['I have been planning to hang myself', 'suicide'],
    ['I am thinking of jumping off the flyover at Westlands', 'suicide'],
    ['i will jump in front of a bus tomorrow', 'suicide'],
    ['I want to drink jik and end this', 'suicide'],
    ['I drank pesticide an hour ago', 'suicide'],
    ['I have been slashing my thighs with a blade', 'self-harm'],
    ['I burnt my forearm with a hot spoon on purpose', 'self-harm'],
    ['I claw at my skin until it bleeds', 'self-harm'],
    ['I have been starving myself since Monday', 'self-harm'],
    ['I hurt myself again last night', 'self-harm'],
    ['I swallowed 25 panadol', 'overdose'],
    ['I took the entire box of sleeping tablets', 'overdose'],
    ['my stepfather hits me every night', 'danger'],
    ['I am being abused by my husband', 'danger'],
    ['I worry I might shake my newborn when she screams', 'child'],
    ['my husband beats our children', 'child'],
    // Kiswahili: the verb carries the doer, so every tense counts.
    ['Nilijikata jana usiku', 'self-harm'],
    ['Nitajikata tena', 'self-harm'],
    ['nataka kujinyonga leo', 'suicide'],
    ['Nimeamua kumeza vidonge vyote', 'overdose'],
    ['Nitajirusha barabarani', 'suicide'],
    ['Mpenzi wangu amenipiga tena', 'danger'],
    ['Naogopa nitamuua mtoto wangu', 'child'],
    ['Hakuna sababu ya kuendelea kuishi', 'suicide'],
    // Sheng and mixed.
    ['niko na plan ya kujikill', 'suicide'],
    ['nimecut mkono wangu tena', 'self-harm'],
    // A start as texting shortens it: "nta-" is "nita-" (issue 32's sixteenth change; the model alone read it before).
    ['ntajiua kesho', 'suicide'],
    ['I have thoughts za kujiua', 'suicide'],
    ['nataka ku-jump from the roof', 'suicide'],
  ])('"%s" → %s', (text, kind) => {
    expect(kinds(text)).toContain(kind);
  });
});

describe('CrisisDetector leaves figures of speech, negations, accidents and other people alone', () => {
  it.each([
    'This job is killing me',
    'My feet are killing me',
    'I was dying of laughter',
    "I'm going to kill it at the gym",
    "I'm killing myself at the gym to lose weight",
    'I overdosed on Netflix this weekend',
    "I'm dying to try that restaurant",
    'I could die of embarrassment',
    'That cake was to die for',
    'Kazi inaniua',
    'Njaa inaniua',
    "I don't want to live in Nairobi anymore",
    'Sitaki kuishi na wazazi wangu',
    'Mama yangu ana kisukari, je niko hatarini?',
    "I don't want to wake up early tomorrow",
    'it beats me why I feel tired',
    'I hurt myself playing football',
    // Negation: before the words, or inside them.
    'I would never hurt myself',
    "I'm not going to kill myself, I just need to vent",
    'my husband never hits me',
    'Sitajidhuru, nakuahidi',
    // Accidents, burnout, figures with crisis words in them.
    'I cut myself while chopping sukuma',
    'I burned myself on the kettle this morning',
    "I'm burning myself out at this job",
    'I need to cut myself some slack',
    'my phone is dying, let me charge it',
    // Someone else, or long ago.
    'my cousin took his own life in 2019 and I miss him',
    'Jirani yetu alijinyonga mwaka jana',
    'my father used to beat me when I was a child',
    // A typo must never cancel a crisis, nor a correction invent one.
    'Alinipigia simu jana',
    'Daktari amenichoma sindano',
  ])('"%s" → no crisis', (text) => {
    expect(kinds(text)).toEqual([]);
  });

  it('lets a crisis stand beside a figure of speech or a negation of something else', () => {
    expect(kinds('this traffic is killing me and honestly I want to kill myself')).toContain('suicide');
    expect(kinds("I'm not okay, I want to die")).toContain('suicide');
    expect(kinds('not suicidal but I hurt myself sometimes')).toContain('self-harm');
    expect(kinds("I can't stop cutting myself")).toContain('self-harm');
  });

  it('needs a sign of injury or intent for scratching, and takes a near accident as one', () => {
    expect(kinds('I scratch my arms a lot because of eczema')).toEqual([]);
    expect(kinds('I scratch my arms until they bleed')).toContain('self-harm');
    expect(kinds('I cut my arm on purpose')).toContain('self-harm');
  });
});

describe('CrisisDetector reports harm words outside a figure of speech', () => {
  const harm = (text: string) => detector.read(tokenise(text)).harmMentioned;
  it('for ambiguous words about dying, but not for figures, fear of death or negations', () => {
    expect(harm('I keep reading about dying and cannot stop')).toBe(true);
    expect(harm('I nearly died laughing')).toBe(false);
    expect(harm('I am scared of dying in a plane crash')).toBe(false);
    expect(harm("I'm not suicidal, just tired")).toBe(false);
  });
});

describe('CrisisDetector: rules by kind added for the second round of issue 20', () => {
  it.each([
    // Self-injury: a verb with a body part of one's own, or a blade against one.
    ['I carve lines into my forearm when nobody is home', 'self-harm'],
    ['I held a razor against my leg for an hour', 'self-harm'],
    ['I keep digging my nails into my palms till they bleed', 'self-harm'],
    ['I slam my fists into the door until they bruise', 'self-harm'],
    ['I have started cutting again after two good months', 'self-harm'],
    // Quantities and means, asked or planned.
    ['how many of these sleeping tablets would it take', 'overdose'],
    ['Nikimeza tembe ngapi nitakufa?', 'overdose'],
    ['I tipped the rat poison into my tea and I am about to drink it', 'suicide'],
    ['I am going to steer the car into the river tonight', 'suicide'],
    // Passive ideation, conditionals included.
    ['my family would breathe easier if I were not around', 'suicide'],
    ['they would cope fine without me', 'suicide'],
    ['Kama singekuwepo, wazazi wangu wangekuwa na amani', 'suicide'],
    ['Bila mimi, nyumbani kungekuwa shwari', 'suicide'],
    // Harm to a child named anywhere in the message, and abuse now.
    ['my toddler screams all day and I am afraid I might choke him', 'child'],
    ['Mtoto analia kila saa na naogopa nitampiga vibaya', 'child'],
    ['my stepdad climbs into my bed at night', 'danger'],
    ['a man at church forced me into sex', 'danger'],
  ])('"%s" → %s', (text, kind) => {
    expect(kinds(text)).toContain(kind);
  });

  it.each([
    // An accident, unless the words say it was meant.
    'I hit my head on the cupboard door and it hurts',
    'I cut my hair again yesterday',
    // Planning ahead, a trip, another subject, an animal.
    'if I died suddenly would my children get my pension?',
    'when I am gone on holiday the team will be fine',
    'our dog ate rat poison, what do we do',
    // Kiswahili verb forms that differ by a letter or two are not corrected into each other.
    'Nilikatwa na bati nikijenga',
    'Dawa hii inaweza kuniua nikizidisha?',
    'Siwezi jidhuru, nina watoto',
  ])('"%s" → no crisis', (text) => {
    expect(kinds(text)).toEqual([]);
  });

  it('keeps a rule when the words say it was meant, even beside an accident or a long-ago word', () => {
    expect(kinds('I pressed the iron box onto my arm on purpose')).toContain('self-harm');
    expect(kinds('I used to burn myself and last night I did it again')).toContain('self-harm');
    expect(kinds('I used to burn myself in high school, I am fine now')).toEqual([]);
  });

  it('reads "siwezi" (I cannot) before a wish to die as no negation', () => {
    expect(kinds('Siwezi nataka kufa tu')).toContain('suicide');
  });
});

describe('CrisisDetector: rules by kind added for the third round of issue 20', () => {
  it.each([
    // Self-injury by a verb the rules did not know, and a tool word that is not an accident by itself.
    ['I have been gashing my arm with a broken bottle', 'self-harm'],
    ['I bite my wrists until they bleed', 'self-harm'],
    ['Nimejichanja mkono', 'self-harm'],
    ['Najiunguza makusudi', 'self-harm'],
    // Means at hand, water, traffic, giving things away, wanting it all to stop.
    ['I keep a rope hidden under my bed for the day I decide', 'suicide'],
    ['I want to walk into the sea and never come back', 'suicide'],
    ['Nataka kujitosa ziwani', 'suicide'],
    ['Nitajitundika kwenye mti', 'suicide'],
    ['I plan to step in front of a lorry on Mombasa road', 'suicide'],
    ['I have given away my books because I will not need them where I am going', 'suicide'],
    ['I want it all to stop, this life is too much', 'suicide'],
    ['Sioni sense ya kuendelea kuishi', 'suicide'],
    // Pills saved up, or taken in Sheng with a Sheng word for many.
    ["I saved up a box of my grandmother's painkillers", 'overdose'],
    ['msee nimepop tabs kibao', 'overdose'],
    // Not eating to die; children beaten now.
    ['nimeacha kudishi ili nidie', 'self-harm'],
    ['Baba anawachapa wadogo zangu', 'child'],
    // A plan said obliquely: a will with words of being ready, "the plan is to", a body part touched in secret.
    ['I have written my will, I am ready now', 'suicide'],
    ['the plan is to swallow the whole bottle of panadol tonight', 'overdose'],
    ['my uncle touches my breasts and says it is our secret', 'danger'],
  ])('"%s" → %s', (text, kind) => {
    expect(kinds(text)).toContain(kind);
  });

  it.each([
    // Someone else's verb is not read as mine through a typo ("alikunywa" is not "nilikunywa").
    'Jirani alikunywa sumu jana',
    // Pills kept to take as prescribed, a dose question, a rope for animals, a diet, an elder's threat.
    'I saved my pills in a pillbox so I remember every dose',
    'how many tablets of amoxil does it take to clear an infection',
    'we bought a rope for the goats',
    'I stopped eating bread to lose weight',
    'Mama atanichapa akijua nimefeli',
    'My dad said he will cut me some slack this week',
    'I read a news article kuhusu suicide ya a student',
    'I want the rain to stop',
    "I'd rather die than wear that dress",
    'I wrote a will so my children get the house',
    // A kitchen word is a context beside the rule, not when it is the rule's own word.
    'I have been slicing onions all morning and cut my finger',
  ])('"%s" → no crisis', (text) => {
    expect(kinds(text)).toEqual([]);
  });

  it("reads a kitchen word as the rule's own verb when it is one", () => {
    expect(kinds('I have been slicing my thighs at night')).toContain('self-harm');
  });
});

describe('CrisisDetector: contexts added for the fifth round of issue 20', () => {
  it.each([
    // A story's character, not the visitor; a secret that is a present.
    'in the film the main character swallows an overdose of pills',
    'my brother said he will kill me if I tell mum about the birthday present',
    // "anything" stands between a negation and the rule's words like "do" does.
    'I would never do anything to harm myself',
  ])('"%s" → no crisis', (text) => {
    expect(kinds(text)).toEqual([]);
  });

  it.each([
    // Only the story's own words cancel: a novel read before an overdose does not, nor "no surprise".
    ['I took an overdose after reading that novel', 'overdose'],
    ["he said he'd kill me if I told anyone, it was no surprise", 'danger'],
  ])('"%s" → %s', (text, kind) => {
    expect(kinds(text)).toContain(kind);
  });
});

describe('CrisisDetector: rules, figures and contexts added for the sixth round of issue 20', () => {
  it.each([
    // Someone else saying now that they will end their life: the visitor needs the lines to help them.
    ['my cousin has been texting me all night that he will end his life', 'suicide'],
    ['dada yangu ananiambia atajinyonga usiku huu', 'suicide'],
    // A child beaten now, said in the passive.
    ['the little boy upstairs is being whipped again, he keeps screaming', 'child'],
    ['mtoto wa jirani anapigwa na mjomba wake sasa hivi', 'child'],
  ])('"%s" → %s', (text, kind) => {
    expect(kinds(text)).toContain(kind);
  });

  it.each([
    // An elder's or a boss's threat with its condition first is a figure; so is being beaten at a game.
    'my manager akinicheki nikichelewa tena ataniua',
    'baba akigundua nimepoteza simu atanichapa',
    'jamaa alinichapa kwa drafti mara tatu leo',
    // Struck by the weather or an illness, a story's character, a friend long ago, the news.
    'mtoto wangu anapigwa na baridi kali usiku',
    'in the series the main character says she will take her own life',
    'a friend said years ago she would kill herself, she is doing well now',
    'the newspaper says a man threatened to jump off the footbridge',
  ])('"%s" → no crisis', (text) => {
    expect(kinds(text)).toEqual([]);
  });
});

describe('CrisisDetector: voices that tell of harm to a baby (round 6)', () => {
  it('"the voices in my head keep telling me to smother my newborn" → child', () => {
    expect(kinds('the voices in my head keep telling me to smother my newborn')).toContain('child');
  });

  it('"the nurse told me to shake the baby bottle" → no crisis', () => {
    expect(kinds('the nurse told me to shake the baby bottle before every feed')).toEqual([]);
  });
});

describe('CrisisDetector: rules, figures and contexts added for the seventh round of issue 20', () => {
  it.each([
    // Abandoning a baby at a place where it would come to harm.
    ['nitamtelekeza kichanga changu kwenye jalala usiku', 'child'],
    ['I might dump my baby in the gutter by the road tonight', 'child'],
    // A gun in Sheng, joining the dead, lying on the railway.
    ['niko na bastola, leo nitajishoot', 'suicide'],
    ['nimeamua kujiunga na mababu wiki hii', 'suicide'],
    ['leo usiku nitalala kwenye reli ya Kahawa', 'suicide'],
    // Someone else's farewell said now, and they cannot be reached.
    ['my flatmate posted on whatsapp "love you all, goodbye" and her phone is switched off', 'suicide'],
    // Not deserving food; scratching until sores; a househelp beating a child now.
    ['hautastahili chakula mwili huu, nimeamua kutokula mwezi mzima', 'self-harm'],
    ['najikwaruza shingo hadi kuna vidonda kila nikiwa peke yangu', 'self-harm'],
    ['the nanny is beating my daughter right now, I can hear her crying on the phone', 'child'],
    // Being a burden, with a plan made for after a day named; a baby left at a gate.
    ['I am a burden to my parents, I have sorted everything for after Sunday', 'suicide'],
    ['my baby cries all day, I will abandon her at the hospital gate and go', 'child'],
  ])('"%s" → %s', (text, kind) => {
    expect(kinds(text)).toContain(kind);
  });

  it.each([
    // A partner's threat over something trivial is a figure; a past attempt now recovered is no crisis now.
    'my boyfriend will kill me if I forget our valentines dinner',
    'mume wangu ataniua nikisahau kununua gesi',
    'in 2019 I attempted suicide but now I am doing well, I want a thyroid test',
    'nilitaka kujiua nikiwa campus lakini sai niko poa kabisa',
    // Itching, leaving a child with family, the last day at work, the ancestral home.
    'I scratch my arms until they bleed because the eczema itches so much',
    'I will leave my son with his granny and go to the river to fetch water',
    'dada yangu ameandika kwamba leo ni siku yake ya mwisho kazini',
  ])('"%s" → no crisis', (text) => {
    expect(kinds(text)).toEqual([]);
  });

  it('keeps a past attempt a crisis when it is recent or the thoughts are back', () => {
    expect(kinds('nilijaribu kujiua jana lakini sasa niko salama')).toContain('suicide');
  });
});

describe('CrisisDetector: rules, figures and contexts added for the ninth round of issue 20', () => {
  it.each([
    // A vehicle wished on me; praying not to see another morning; enough pills to not wake.
    ['honestly I pray a lorry would flatten me on the way to class', 'suicide'],
    ['Natamani trekta inigonge nikitoka shambani', 'suicide'],
    ['Kila siku naomba nisione asubuhi nyingine', 'suicide'],
    ['Hizi vidonge za mama zinatosha nisiamke?', 'overdose'],
    // Someone up high who will not come down until they die; someone else's poison or bleeding wrists now.
    ['Jirani amesema hashuki kwenye mnara mpaka afe', 'suicide'],
    ['Binamu yangu amekunywa dawa ya kupe na sasa amezimia', 'overdose'],
    ['my friend posted a photo of her wrists bleeding and says sorry to everyone', 'self-harm'],
    // Silencing a child; a child shut in a shed; fumes in a sealed room.
    ['I pressed a pillow over her face until she stopped breathing properly', 'child'],
    ['Nimemziba mdomo mtoto ili anyamaze na sasa hapumui', 'child'],
    ['my uncle locked my 6 year old sister in the goat shed since morning', 'child'],
    ['the jiko is lit in my room and I have stuffed a towel under the door', 'suicide'],
    // Not coming home with water near; looking down from a height; starving as a deserved punishment.
    ['Nikifukuzwa kazi sitarudi nyumbani, bwawa liko njiani', 'suicide'],
    ["I'm on the 11th floor stairwell window and I keep looking down", 'suicide'],
    ['I have refused to eat for four days, I deserve it', 'self-harm'],
    // Half a bottle of paraffin; someone will 'do something' to me tonight; what to do with a gun.
    ['nimekunywa nusu chupa ya mafuta taa', 'suicide'],
    ['Wale jamaa wamesema watanifanyia kitu usiku huu', 'danger'],
    ['nimeshajua nitafanya nini na bunduki ya mjomba', 'suicide'],
  ])('"%s" → %s', (text, kind) => {
    expect(kinds(text)).toContain(kind);
  });

  it.each([
    'I pray the bus does not hit me on this busy road',
    'my boss will literally kill me for this typo',
    'this wedding will be the death of me',
    'Kwa FIFA nimejiua na own goal mara mbili',
    'Sitarudi nyumbani leo, nitakaa kwa shangazi karibu na ziwa',
    'I sealed the windows with tape because of the cold, the jiko is outside',
    'I held her neck to support it while bathing her and she went quiet',
    'the paper says a man in Nyeri drank poison',
    'Baba alikuwa ananichapa nikiwa mtoto, sasa tuko poa',
    'Mama atanifanyia kitu kizuri usiku wa leo',
  ])('"%s" → no crisis', (text) => {
    expect(kinds(text)).toEqual([]);
  });
});

describe('CrisisDetector: contexts and figures narrowed for issue 32 (false crises)', () => {
  it.each([
    // A denial with "thought" between the negation and the word.
    'I have never once thought of suicide, I just sleep badly',
    // Slaughtering for a feast.
    'tulikuwa tukichinja mbuzi nikacut my hand kidogo',
    'I was slaughtering chickens for the party and cut my arm a little',
    // "rather die than" in a mixed sentence.
    'I would rather die kuliko kula hiyo sukuma tena',
  ])('"%s" → no crisis', (text) => {
    expect(kinds(text)).toEqual([]);
  });

  it.each([
    ['I thought of suicide again last night', 'suicide'],
    ['the song says what I feel, I want to die', 'suicide'],
    ['I cut my arm on purpose after we slaughtered the goat', 'self-harm'],
    ['I took an overdose, like the girl in that film', 'overdose'],
  ])('"%s" → still %s', (text, kind) => {
    expect(kinds(text)).toContain(kind);
  });

  // A film, a book or a song beside crisis words is not set aside as a figure: the same frame carries
  // "I want to do the same" and "that is exactly how I feel", and a crisis missed costs more than a false one.
  it.each([
    'i watched a film about a girl who overdosed and i want to do the same',
    'there is a song that says i want to die and that is exactly how i feel',
  ])('"%s" → a crisis', (text) => {
    expect(kinds(text)).not.toEqual([]);
  });
});

describe('CrisisDetector: a means in hand or tied up, kept a crisis by rule (issue 32, model.high 0.5)', () => {
  it.each([
    ['I have a razor blade in my hand and I cant trust myself right now', 'self-harm'],
    ['nimeshika wembe mkononi na sijiamini kabisa leo', 'self-harm'],
    ['kisu kiko kwa mkono na sijiamini bro', 'self-harm'],
    ['I have tied my belt to the ceiling fan and I am standing on the chair', 'suicide'],
    ['nimefunga shuka kwa boriti ya nyumba, nimesimama juu ya kiti', 'suicide'],
  ])('"%s" → %s', (text, kind) => {
    expect(kinds(text)).toContain(kind);
  });

  it.each([
    'nimeshika wembe mkononi nikinyoa ndevu',
    'I have a razor in my hand to shave but I cant trust myself with the clippers',
    'I hung the leso on the roof to dry',
    'we tied a scarf to the ceiling fan as a decoration for the party',
    'sijiamini kwa interview kesho',
  ])('"%s" → no crisis', (text) => {
    expect(kinds(text)).toEqual([]);
  });
});

describe("CrisisDetector: the kinds issue 32's outside review and the second crisis batch found missed", () => {
  // Written for this test, in no evaluation set: each kind said as a rule covers it, not one sentence.
  it.each([
    // Someone else poisoned and collapsed now.
    ['my cousin fainted after swallowing some weed killer and he is not responding', 'overdose'],
    ['bibi ameanguka baada ya kunywa dawa ya shamba, hasemi chochote', 'overdose'],
    ['dada yangu amemeza vidonge vyake vyote vya sukari na haamki', 'overdose'],
    // Someone else about to cut or jump.
    ['my flatmate just told me he will cut his wrists tonight', 'suicide'],
    // A farewell letter, or love left with a goodbye.
    ['I have written my last letters to my mum and my son', 'suicide'],
    ['nimemwandikia mama barua yangu ya mwisho', 'suicide'],
    ['tell my kids I love them, I am going now', 'suicide'],
    ['waambie wazazi wangu nawapenda, kwaheri', 'suicide'],
    // Ending it; death as the only way out; "dedi" in Sheng.
    ['since the exam results I keep thinking about ending things', 'suicide'],
    ['death seems like the only way out of this debt', 'suicide'],
    ['bora nidedi tu, hakuna kitu inaenda poa', 'suicide'],
    ['leo ndio nitadedi, nimechoka', 'suicide'],
    // Sex forced on the visitor, said in the passive.
    ['I have been forced to sleep with my pastor since June', 'danger'],
    ['nililazimishwa kufanya mapenzi na mwalimu jana', 'danger'],
    // Poison said not to be for pests: a plan by a named method.
    ['I have bought some rat poison and it is not for the rats', 'suicide'],
    ['nimenunua sumu ya panya, si ya panya', 'suicide'],
    // A baby left at someone's door.
    ['nataka kumwacha mtoto wangu mlangoni kwa mtu nihepe', 'child'],
  ])('"%s" → %s', (text, kind) => {
    expect(kinds(text)).toContain(kind);
  });

  it.each([
    // What cancels them: drink at a wedding, pills as prescribed, a relationship ended, the news, work.
    'my dad fainted after drinking too much at the wedding',
    'mama alikunywa dawa zake zote za wiki kama daktari alivyosema',
    'I keep thinking of ending it with my boyfriend, we fight every day',
    'in the news a girl was forced to have sex with her teacher',
    'I wrote my last letter to the school board before I retire',
    'tell my mum I love her and I will call her tomorrow',
    // Rat poison put down for rats: "dawa" is no medicine here.
    'nimeweka dawa ya panya stoo, itawaua haraka?',
    // Denied with "si kwamba" (it is not that).
    'si kwamba nataka kufa, nimechoka tu na kazi',
    // Everyday Kiswahili verbs a letter away from "nipige" (beat me) and "nibake": no typo of them.
    'kichwa kinauma kila siku, nipime nini?',
    'nimeungua na jiko kidogo, nipake nini?',
  ])('"%s" → no crisis', (text) => {
    expect(kinds(text)).toEqual([]);
  });
});

describe('CrisisDetector: issue 32, tenth change (false crises of the third crisis batch)', () => {
  // Written for this test, in no evaluation set: "an overdose of" something that is no substance is a figure.
  it.each([
    'this week has been an overdose of meetings',
    'my feed is an overdose of adverts, how do I turn them off',
  ])('"%s" → no crisis', (text) => {
    expect(kinds(text)).toEqual([]);
  });

  it.each([
    ['I took an overdose of my sleeping pills an hour ago', 'overdose'],
    // The plural of "dawa ya panya" (rat poison) is a poison too.
    ['nimeamua kunywa dawa za panya usiku huu', 'suicide'],
  ])('"%s" → still %s', (text, kind) => {
    expect(kinds(text)).toContain(kind);
  });
});

describe('CrisisDetector: crises said without the usual words (issue 32, the fourth crisis batch)', () => {
  // Written for this test, in no evaluation set and no example of the model: each new rule by its kind, and each
  // context that cancels an ordinary use of the same place or object (each negative case below is a crisis with
  // its cancelling context taken away).
  it.each([
    // A plan by a place: at a railway line, a bridge, a highway and waiting, counting or working up the nerve.
    ['been sitting on the flyover at Museum Hill for two hours working up the nerve', 'suicide'],
    ['nimesimama juu ya daraja la Nyali kwa muda mrefu, maji yananivutia', 'suicide'],
    ['niko kando ya barabara kuu ya Thika, nasubiri trela lipite', 'suicide'],
    // Means made ready, with words that they will be enough or work this time.
    ['I bought three packets of sleeping tablets from different chemists, I hope it is enough', 'suicide'],
    ['I bought a bottle of paraquat today, this time it will work', 'suicide'],
    ['Nimenunua viwembe vipya leo, safari hii sitakosea', 'suicide'],
    // The visitor with a blade now, and blood.
    ['I am locked in the toilet with a razor and there is blood everywhere', 'self-harm'],
    ['niko bafuni na wembe, damu inatoka siwezi kuacha', 'self-harm'],
    // A child locked in or left for days; a child who says an adult touches them; burnt on purpose.
    ['the little boy next door has been locked inside since Sunday with no food', 'child'],
    ['watoto wa jirani wamefungiwa ndani tangu juzi, wanalia njaa', 'child'],
    ['my daughter says her coach touches her when they are alone', 'child'],
    ['binti yangu ameniambia mwalimu anamshika vibaya darasani', 'child'],
    ['my son came home with burns, his teacher held his hands over the jiko on purpose', 'child'],
    // Sex forced on the visitor said as "did things to me", bleeding (forced-sex-72h).
    ['two men did things to me behind the club tonight and I am bleeding', 'danger'],
    // A loaded gun in hand.
    ["I have dad's pistol, it's loaded", 'suicide'],
    ['niko na bastola ya baba hapa, nimeiload', 'suicide'],
    // Someone else after chang'aa, not waking now; a wish that the bus crashes with me inside.
    ['my brother drank changaa all day and now he is not waking up and barely breathing', 'overdose'],
    ['I pray the bus crashes with me inside tomorrow', 'suicide'],
  ])('"%s" → %s', (text, kind) => {
    expect(kinds(text)).toContain(kind);
  });

  it.each([
    // Waiting to travel or to cross, the city lights, fixing a roof (ordinary-at-the-spot).
    'I have been sitting at the railway station for two hours, the train to Kisumu is late',
    'nimekaa kwenye reli nasubiri treni ipite ndio nivuke kwenda sokoni',
    'sitting on the rooftop for two hours watching the city lights and the fireworks',
    'niko juu ya paa la nyumba nikirekebisha mabati, sijui kama nitashuka kabla ya jioni',
    // Rope for animals, medicine for a month, rat poison to kill the rats (animal, lasting-until, killing-pests).
    'I bought rope to tie the goats, I hope it is strong enough',
    "nimenunua kamba ya ng'ombe, itashikilia?",
    "I picked up my dad's insulin from the clinic, I hope it is enough for the month",
    'nimenunua dawa ya panya, natumai itatosha kuwaua wote stoo',
    // Shaving (grooming); detention at school (school-detention); a doctor at the clinic (caring-hold).
    "I'm shaving with a razor and there is blood everywhere on my chin lol",
    'the kids are locked in the classroom for detention and crying',
    'the doctor touched him at the clinic when checking his tummy, is that normal for a baby',
    // Things done for a birthday: done-to-me-now needs bleeding or force, not only "tonight".
    'my friends did things to me for my birthday tonight, so sweet',
    // The news (in-the-news); someone fine again after drinking (other-recovered).
    'the news said a househelp held the kid over the fire on purpose',
    'my dad drank changaa last night and was vomiting, he is fine now',
  ])('"%s" → no crisis', (text) => {
    expect(kinds(text)).toEqual([]);
  });
});

describe("CrisisDetector: more of the fourth crisis batch's kinds, in wording the first rules missed", () => {
  // Written for this test, in no evaluation set and no example: each positive case failed on the rules of the first
  // commit for the batch, each negative case is a crisis with its cancelling context (named beside it) taken away.
  it.each([
    // Someone found hanging now; no water for days to make the body give up; a wish to die in a crash.
    ['I just found my dad hanging from the beam in the store', 'suicide'],
    ['binamu yangu amejinyonga chumbani kwake sasa hivi', 'suicide'],
    ['sijakunywa maji siku nne, nataka mwili ushindwe', 'self-harm'],
    ['I hope the plane crashes with me inside', 'suicide'],
    ['natamani gari linigonge leo asubuhi', 'suicide'],
    // Someone else about to jump; a child who tells of being touched; cutting now and bleeding.
    ['my sister is on the balcony saying she will jump', 'suicide'],
    ['my son says the house help touches his private parts', 'child'],
    ['my little sister says our cousin comes into her room at night', 'child'],
    ["I'm cutting now and it won't stop bleeding", 'self-harm'],
    // A water tank as the spot; children locked in; a stepfather (mzae wa kambo); windows all shut by charcoal;
    ["I've been standing on the water tank since midnight", 'suicide'],
    ['our neighbours lock their children in and leave, they cry all night', 'child'],
    ['nimechapwa na mzae wa kambo usiku huu', 'danger'],
    ['nimenunua makaa, nimefunga madirisha yote ya chumba', 'suicide'],
    // rat poison hidden for tonight.
    ['hid a bottle of rat poison under my bed, tonight is the night', 'suicide'],
  ])('"%s" → %s', (text, kind) => {
    expect(kinds(text)).toContain(kind);
  });

  it.each([
    // Laundry (not-harm-hanging); dry taps (not-eating needs an intent); a question whether it is enough
    'the washing is hanging from the line on the roof',
    "I haven't drunk water for two days because the taps are dry",
    // (will-suffice, not sufficiency); the maize and acres (ordinary-use); the rats in the kitchen (killing-pests);
    'I picked up sleeping tablets at the chemist, is it enough to take one',
    'bought weed killer for the maize, I hope it will be enough for two acres',
    'bought rat poison, I hope it will be enough, the rats in the kitchen are too many',
    // onions (everyday-cutting); cleaning the tank (ordinary-at-the-spot); the cold (cold-or-cooking).
    "I'm cutting onions and my finger is bleeding",
    'niko juu ya tank ya maji nikisafisha, nimekaa hapa masaa mbili',
    'nimefunga madirisha yote kwa sababu ya baridi, jiko la makaa liko nje',
  ])('"%s" → no crisis', (text) => {
    expect(kinds(text)).toEqual([]);
  });
});

describe("CrisisDetector: a question about overdoses for one's studies (the fourth crisis batch's odd half)", () => {
  // Written for this test: "overdose" asked beside a pharmacology assignment is no crisis (studying, near), an overdose
  // taken is, whatever else the message says.
  it("leaves a question for one's studies alone, and keeps an overdose taken", () => {
    expect(
      kinds("how many tablets of piriton would be an overdose? it's for my pharmacology assignment"),
    ).toEqual([]);
    expect(kinds('I took an overdose of my sleeping pills an hour ago, I have homework due')).toContain(
      'overdose',
    );
  });
});

describe('CrisisDetector: a medicine refill is no stockpile (issue 32, eleventh change)', () => {
  // Antiretrovirals and other long-term medicines are collected for months at a time: "enough for three months"
  // is a refill, not a means made ready. Pills saved up with an intent still are.
  it.each([
    'collected my ARVs today, enough for three months',
    'nimechukua ARVs za miezi mitatu, zinatosha hadi mwezi ujao',
    'picked up my BP tablets refill, they should last till next month',
  ])('"%s" is no crisis', (text) => {
    expect(kinds(text)).toEqual([]);
  });

  it.each([
    'I have been collecting my pills for months and I will take them all tonight',
    'nimekusanya vidonge vya mwezi mzima, nitavimeza vyote usiku huu',
  ])('"%s" is still an overdose', (text) => {
    expect(kinds(text)).toContain('overdose');
  });
});

describe('CrisisDetector: what it remembers of each word', () => {
  it('finds in a text what a new detector finds, whatever texts it read before (property)', () => {
    // Typos of rule words, someone else's verbs a letter away from mine, and words sharing their first letters:
    // each word's spellings, as the rules take them, are its own.
    const words = [
      ...['nilijikata', 'nilijikatwa', 'nilikatwa', 'nilibakwa', 'alikunywa', 'nilikunywa', 'sumu', 'jana'],
      ...['nipige', 'nipime', 'nibake', 'nipake', 'kill', 'myslef', 'myself', 'want', 'to', 'i', 'die'],
      ...['jinyonga', 'nitajinyonga', 'najiua', 'najiuwa', 'pills', 'piils', '25', 'swallowed', 'panadol'],
    ];
    const rows = fc.sample(fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 8 }), {
      numRuns: propertyRuns(300, 3000),
      seed: 30,
    });
    const typos = () => new TypoIndex(CrisisDetector.vocabulary(crisis), realWords);
    const warm = new CrisisDetector(crisis, typos());
    const fresh = new CrisisDetector(crisis, typos());
    const behind = [...rows].reverse().map((row) => fresh.read(row));
    expect(rows.map((row) => warm.read(row))).toEqual(behind.reverse());
  });
});
