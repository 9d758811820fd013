import type { CrisisLine } from '../../schemas';
import type { Language } from './language';
import type { Concept } from './lexicon';
import type { CatalogueItem, Recommendation } from './recommender';

/**
 * The assistant's words, in English or Kiswahili. The leading descriptions of a reply are its message;
 * the last ones, one per path and in the same order, say what each suggestion is and why it fits. Nothing
 * here names a condition the visitor has: a screening is never a diagnosis.
 */

export interface Messages {
  greeting: string;
  thanks: string;
  outOfScope: string;
  intro: string;
  redFlag: string;
  crisis: string[];
  crisisReminder: string;
  /** Said when words about death or harm appear that are not a recognised crisis: help, without alarm. */
  safetyNet: string;
}

/** Kiswahili names and short descriptions of the tests and services the product knows. */
const kiswahili: Record<string, { name: string; about?: string }> = {
  '/tests/depression': {
    name: 'Kipimo cha Sonona (PHQ-9)',
    about:
      'Maswali tisa kuhusu hisia zako, usingizi, nguvu na hamu ya kufanya mambo katika wiki mbili zilizopita.',
  },
  '/tests/anxiety': {
    name: 'Kipimo cha Wasiwasi (GAD-7)',
    about: 'Maswali saba kuhusu wasiwasi, hofu na kutotulia katika wiki mbili zilizopita.',
  },
  '/tests/burnout': {
    name: 'Kipimo cha Uchovu wa Kazi',
    about: 'Kinaangalia uchovu wa mwili na akili unaotokana na kazi au masomo.',
  },
  '/tests/ptsd': {
    name: 'Kipimo cha Kiwewe (PCL-5)',
    about: 'Kinaangalia jinsi tukio la kutisha lililokupata bado linavyokuathiri.',
  },
  '/tests/social_support': {
    name: 'Kipimo cha Msaada wa Kijamii',
    about: 'Kinaangalia msaada unaopata kutoka kwa familia, marafiki na mtu wa karibu.',
  },
  '/tests/existential_anxiety': {
    name: 'Kipimo cha Wasiwasi kuhusu Maisha',
    about: 'Kinaangalia wasiwasi kuhusu maana ya maisha, kifo na maamuzi makubwa.',
  },
  '/tests/audit': {
    name: 'Kipimo cha Unywaji wa Pombe (AUDIT)',
    about: 'Maswali kumi ya Shirika la Afya Duniani kuhusu unywaji wako wa pombe.',
  },
  '/tests/physical-activity': {
    name: 'Kipimo cha Mazoezi ya Mwili',
    about: 'Kinapima jinsi unavyojishughulisha kimwili katika wiki moja.',
  },
  '/tests/sedentary-behavior': {
    name: 'Kipimo cha Muda wa Kukaa',
    about: 'Kinaangalia saa unazokaa kila siku kazini, safarini na nyumbani.',
  },
  '/tests/dietary-assessment': {
    name: 'Kipimo cha Lishe',
    about: 'Kinaangalia unachokula na kunywa kila siku.',
  },
  '/tests/lifestyle-habits': {
    name: 'Kipimo cha Tabia za Maisha',
    about: 'Kinaangalia usingizi, mazoezi, chakula, pombe, sigara na msongo wa mawazo.',
  },
  '/tests/digital-usage-patterns': {
    name: 'Kipimo cha Matumizi ya Simu na Mtandao',
    about: 'Kinaangalia muda na jinsi unavyotumia simu na skrini.',
  },
  '/tests/diabetes-risk': {
    name: 'Kipimo cha Hatari ya Kisukari',
    about: 'Kinakadiria hatari yako ya kupata kisukari aina ya pili katika miaka ijayo.',
  },
  '/tests/family-health-risk': {
    name: 'Kipimo cha Magonjwa ya Kifamilia',
    about: 'Kinaangalia magonjwa yaliyo katika familia yako na vipimo vinavyokufaa.',
  },
  '/tests/holistic-wellbeing': {
    name: 'Kipimo cha Ustawi (WHO-5)',
    about: 'Maswali matano kuhusu jinsi umekuwa ukijisikia katika wiki mbili zilizopita.',
  },
  '/tests/breast-cancer': {
    name: 'Kipimo cha Hatari ya Saratani ya Matiti',
    about: 'Kinaangalia mambo ya hatari, dalili za kuonyesha daktari na wakati wa kupimwa.',
  },
  '/tests/colorectal-cancer': {
    name: 'Kipimo cha Hatari ya Saratani ya Utumbo Mpana',
    about: 'Kinaangalia umri, dalili kama damu kwenye choo, na wakati wa kupimwa.',
  },
  '/tests/prostate-cancer': {
    name: 'Kipimo cha Tezi Dume',
    about: 'Kinaangalia dalili za kukojoa, umri na historia ya familia; si kipimo cha saratani.',
  },
  '/tests/lung-cancer': {
    name: 'Kipimo cha Hatari ya Saratani ya Mapafu',
    about: 'Kinaangalia uvutaji wa sigara, umri na dalili za kuonyesha daktari.',
  },
  '/tests/social-media-addiction': {
    name: 'Kipimo cha Uraibu wa Mitandao ya Kijamii',
    about: 'Kinaangalia jinsi mitandao ya kijamii inavyoathiri siku zako.',
  },
  '/tests/gaming-dependency': {
    name: 'Kipimo cha Uraibu wa Michezo ya Video',
    about: 'Kinaangalia jinsi michezo ya video inavyoathiri maisha yako.',
  },
  '/tests/digital-addiction': {
    name: 'Kipimo cha Uraibu wa Simu na Teknolojia',
    about: 'Kinaangalia kama simu na skrini zinachukua muda zaidi ya unavyotaka.',
  },
  '/tests/hypertension-risk': {
    name: 'Kipimo cha Hatari ya Presha',
    about: 'Kinaangalia mambo ya hatari ya shinikizo la damu na kipimo chako cha mwisho.',
  },
  '/tests/heart-disease-risk': {
    name: 'Kipimo cha Hatari ya Ugonjwa wa Moyo',
    about: 'Kinakadiria hatari ya ugonjwa wa moyo au kiharusi katika miaka kumi ijayo.',
  },
  '/tests/obesity-risk': {
    name: 'Kipimo cha Uzito na Unene',
    about: 'Kinaangalia uzito kwa urefu wako (BMI) na mzunguko wa kiuno.',
  },
  '/tests/metabolic-syndrome': {
    name: 'Kipimo cha Metaboliki',
    about: 'Kinaangalia kiuno, presha, sukari na mafuta ya damu kwa pamoja.',
  },
  '/tests/contraceptive-knowledge': {
    name: 'Kipimo cha Ufahamu wa Uzazi wa Mpango',
    about: 'Maswali kuhusu njia za kuzuia mimba, pamoja na maelezo.',
  },
  '/tests/sti-risk': {
    name: 'Kipimo cha Hatari ya Magonjwa ya Zinaa',
    about: 'Maswali ya faragha kuhusu hatari yako na wakati wa kupimwa au kupata PEP.',
  },
  '/tests/fertility-health': {
    name: 'Kipimo cha Afya ya Uzazi',
    about: 'Kinaangalia mzunguko wa hedhi, umri na muda wa kujaribu kupata mtoto.',
  },
  '/tests/menstrual-health': {
    name: 'Kipimo cha Afya ya Hedhi',
    about: 'Kinaangalia urefu wa mzunguko, wingi wa damu, maumivu na dalili za hatari.',
  },
  '/tests/pregnancy-health': {
    name: 'Kipimo cha Afya ya Ujauzito',
    about: 'Kinaangalia dalili za hatari wakati wa ujauzito na huduma za kliniki.',
  },
  '/tests/postnatal-health': {
    name: 'Kipimo cha Afya Baada ya Kujifungua (EPDS)',
    about: 'Maswali kumi kuhusu hisia zako baada ya kujifungua.',
  },
  '/tests/nutritional-deficiency': {
    name: 'Kipimo cha Upungufu wa Virutubisho',
    about: 'Kinaangalia dalili na vyakula vinavyohusiana na upungufu wa damu na vitamini.',
  },
  '/tests/healthy-eating': {
    name: 'Kipimo cha Ulaji Bora',
    about:
      'Kinalinganisha ulaji wako na ushauri wa Shirika la Afya Duniani: matunda, mboga, sukari, chumvi na mafuta.',
  },
  '/tests/nutritional-checks': {
    name: 'Kipimo cha Uzito na Aina za Vyakula',
    about: 'Kinaangalia BMI yako na aina za vyakula unavyokula.',
  },
  '/services/talk-to-a-doctor': {
    name: 'Ongea na Daktari',
    about:
      'Mazungumzo ya faragha mtandaoni na daktari kuhusu dalili, matokeo ya kipimo, ugonjwa wa muda mrefu au dawa.',
  },
  '/services/talk-to-a-therapist': {
    name: 'Ongea na Mshauri',
    about:
      'Vikao vya siri na mshauri nasaha kuhusu huzuni, wasiwasi, msongo wa mawazo, msiba, kiwewe, mahusiano au pombe.',
  },
  '/services/talk-to-a-nutritionist': {
    name: 'Ongea na Mtaalamu wa Lishe',
    about:
      'Ushauri kuhusu ulaji bora, uzito, vyakula vya kisukari, lishe ya ujauzito na chakula cha familia kwa bajeti.',
  },
  '/services/lifestyle-programme': {
    name: 'Programu ya Mtindo wa Maisha',
    about:
      'Programu ya wiki kadhaa ya kusonga zaidi, kula vizuri, kulala vizuri, kupunguza pombe au sigara na kudhibiti msongo, ukiwa na kocha.',
  },
  '/services/chronic-care-programme': {
    name: 'Programu ya Magonjwa ya Muda Mrefu',
    about: 'Huduma endelevu kwa kisukari, presha, ugonjwa wa moyo na magonjwa mengine ya muda mrefu.',
  },
  '/services/wellness-checkup': {
    name: 'Uchunguzi Kamili wa Afya',
    about: 'Kupima presha, sukari, mafuta ya damu na uzito, pamoja na daktari wa kukueleza matokeo.',
  },
};

function list(items: string[], and: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}

function swahiliHours(hours: string): string {
  const parts = [];
  if (/free/i.test(hours)) parts.push('bure');
  const day = /(\d+)\s*hours?/i.exec(hours);
  if (day) parts.push(`saa ${day[1]}`);
  return parts.join(', ') || hours;
}

/** The fixed sentences in each language; crisis numbers come from the catalogue's crisis lines. */
export function buildMessages(crisisLines: readonly CrisisLine[]): Record<Language, Messages> {
  const emergency = crisisLines.filter((line) => /emergency/i.test(line.name));
  const counselling = crisisLines.filter((line) => !/emergency/i.test(line.name));
  const emergencyNumbers = emergency.map((line) => line.number);
  const counsellingEn = counselling.map(
    (line) => `Call the ${line.name} on ${line.number} (${line.hours.toLowerCase()}): ${line.description}`,
  );
  const counsellingSw = counselling.map(
    (line) =>
      `Piga simu kwa ${line.name} kupitia ${line.number} (${swahiliHours(line.hours)}) uongee na mshauri.`,
  );
  return {
    en: {
      greeting:
        'Hello! Tell me about a health concern or a goal, in your own words, and I will suggest the screening tests and services that fit best.',
      thanks: 'You are welcome. If anything else about your health is on your mind, just tell me.',
      outOfScope:
        'I can only help with health. Tell me about a health concern or goal, for example how you sleep, how you feel, your weight or your blood pressure, and I will suggest tests and services that fit.',
      intro:
        'Here is what may help, best fit first. A screening test is not a diagnosis, but it can help you decide what to do next.',
      redFlag: 'Some of what you describe is worth showing a doctor soon, so a doctor is on the list.',
      crisis: [
        'I am really sorry you are going through this. You do not have to face it alone, and help is available right now.',
        `If you are in danger or might act on these thoughts, call ${list(emergencyNumbers, 'or')} now.`,
        ...counsellingEn,
        'You can also talk to one of our therapists, in confidence:',
      ],
      crisisReminder: `If you still feel unsafe, call ${list(
        counselling.map((line) => line.number),
        'or',
      )} (free, any time), or ${list(emergencyNumbers, 'or')} in an emergency.`,
      safetyNet: `If you are having thoughts of ending your life or harming yourself, please call ${list(
        counselling.map((line) => line.number),
        'or',
      )} now (free, any time), or ${list(emergencyNumbers, 'or')} if you are in danger.`,
    },
    sw: {
      greeting:
        'Habari! Niambie kuhusu tatizo la afya au lengo lako, kwa maneno yako mwenyewe, nami nitakupendekezea vipimo na huduma zinazokufaa zaidi.',
      thanks: 'Karibu sana. Ukiwa na jambo lingine kuhusu afya yako, niambie tu.',
      outOfScope:
        'Ninaweza kusaidia kuhusu afya pekee. Niambie kuhusu tatizo la afya au lengo lako, kwa mfano usingizi, hisia zako, uzito au presha, nami nitakupendekezea vipimo na huduma zinazofaa.',
      intro:
        'Haya ndiyo yanayoweza kukusaidia, yanayofaa zaidi yakiwa ya kwanza. Kipimo cha uchunguzi si utambuzi wa ugonjwa, lakini kinaweza kukusaidia kuamua hatua inayofuata.',
      redFlag:
        'Baadhi ya mambo uliyotaja yanafaa kuonwa na daktari mapema, kwa hivyo daktari yuko kwenye orodha.',
      crisis: [
        'Pole sana kwa unayopitia. Hauko peke yako, na msaada unapatikana sasa hivi.',
        `Ikiwa uko hatarini au unaweza kutenda kwa mawazo haya, piga simu ${list(emergencyNumbers, 'au')} sasa.`,
        ...counsellingSw,
        'Unaweza pia kuongea kwa siri na mmoja wa washauri wetu:',
      ],
      crisisReminder: `Ikiwa bado hujisikii salama, piga ${list(
        counselling.map((line) => line.number),
        'au',
      )} (bure, wakati wowote), au ${list(emergencyNumbers, 'au')} wakati wa dharura.`,
      safetyNet: `Ikiwa una mawazo ya kujiua au kujidhuru, tafadhali piga ${list(
        counselling.map((line) => line.number),
        'au',
      )} sasa (bure, wakati wowote), au ${list(emergencyNumbers, 'au')} ikiwa uko hatarini.`,
    },
  };
}

/** Every sentence the assistant itself may write as a message, so earlier ones can be told from the visitor's. */
export function ownSentences(messages: Record<Language, Messages>): string[] {
  return Object.values(messages).flatMap((set) => [
    set.greeting,
    set.thanks,
    set.outOfScope,
    set.intro,
    set.redFlag,
    ...set.crisis,
    set.crisisReminder,
    set.safetyNet,
  ]);
}

/** A suggestion's name in the reply language: the Kiswahili name where we have one. */
export function suggestionName(item: CatalogueItem, language: Language): string {
  const english = item.kind === 'test' ? item.card.informalTitle : item.service.title;
  return language === 'sw' ? (kiswahili[item.path]?.name ?? english) : english;
}

/**
 * What one suggestion is and why it fits, in the visitor's language where we have the words. A suggestion
 * no words of the visitor raised (the therapist after crisis help) gets no "because".
 */
export function describeRecommendation(recommendation: Recommendation, language: Language): string {
  const { item } = recommendation;
  const reasons = recommendation.concepts.slice(0, 2);
  const raised = recommendation.score > 0;
  const name = suggestionName(item, language);
  if (language === 'sw') {
    const minutes = item.kind === 'test' ? /^(\d+)/.exec(item.card.duration)?.[1] : undefined;
    const heading = minutes ? `${name}, dakika ${minutes}` : name;
    const about =
      kiswahili[item.path]?.about ??
      (item.kind === 'test' ? item.card.description : item.service.description);
    return raised ? `${heading}: ${about} ${becauseSw(reasons)}` : `${heading}: ${about}`;
  }
  const heading = item.kind === 'test' ? `${name} (${item.card.duration})` : name;
  const about = item.kind === 'test' ? item.card.description : item.service.description;
  return raised ? `${heading}: ${about} ${becauseEn(reasons)}` : `${heading}: ${about}`;
}

function becauseEn(reasons: Concept[]): string {
  if (reasons.length === 0) return 'It matches the words you used.';
  return `Suggested because you mentioned ${list(
    reasons.map((concept) => concept.label.en),
    'and',
  )}.`;
}

function becauseSw(reasons: Concept[]): string {
  if (reasons.length === 0) return 'Pendekezo hili linalingana na maneno uliyotumia.';
  return `Pendekezo hili ni kwa sababu umetaja ${list(
    reasons.map((concept) => concept.label.sw),
    'na',
  )}.`;
}
