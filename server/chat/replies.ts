import type { CrisisLine } from '../../schemas';
import type { Language } from './language';
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
  /** After `outOfScope`, when a warning sign was said of an animal or a thing: what to do if a person has it. */
  signOfOtherSubject: string;
  /**
   * After `outOfScope`, when health words were read as another subject's ("the shop is bleeding money"): how to
   * say it if a person's health was meant, since the reading can be wrong.
   */
  setAside: string;
  /**
   * In place of `outOfScope` when nothing named health but the message may be about it (Understanding `unsure`):
   * asks who is unwell and how they feel.
   */
  unsure: string;
  intro: string;
  /**
   * A warning symptom: said first, before the sign's action and the intro, with the doctor first among the
   * suggestions; by the sign's urgency in the warning-sign catalogue (`soon` and `routine` share one).
   */
  redFlag: string;
  /** In place of `redFlag` for a sign the catalogue calls an emergency: danger now, 999/112 first. */
  emergencyFlag: string;
  /** In place of `redFlag` for a sign the catalogue says needs a doctor today. */
  todayFlag: string;
  /** Said when nothing more specific matched a health message: the closest fits and a professional. */
  fallback: string;
  crisis: string[];
  crisisReminder: string;
  /** Said when words about death or harm appear that are not a recognised crisis: help, without alarm. */
  safetyNet: string;
}

function list(items: string[], and: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}

/**
 * The fixed sentences in each language; crisis numbers come from the catalogue's crisis lines, grouped by their
 * `kind` (never by their names' wording), and named in Kiswahili from the catalogue's Kiswahili words.
 */
export function buildMessages(
  crisisLines: readonly CrisisLine[],
  crisisLinesSw: readonly CrisisLine[] = crisisLines,
): Record<Language, Messages> {
  const emergencyNumbers = crisisLines.filter((line) => line.kind === 'emergency').map((line) => line.number);
  const counsellingNumbers = crisisLines
    .filter((line) => line.kind === 'counselling')
    .map((line) => line.number);
  const counsellingEn = crisisLines
    .filter((line) => line.kind === 'counselling')
    .map(
      (line) => `Call the ${line.name} on ${line.number} (${line.hours.toLowerCase()}): ${line.description}`,
    );
  const counsellingSw = crisisLinesSw
    .filter((line) => line.kind === 'counselling')
    .map(
      (line) =>
        `Piga simu kwa ${line.name} kupitia ${line.number} (${line.hours.toLowerCase()}): ${line.description}`,
    );
  return {
    en: {
      greeting:
        'Hello! Tell me about a health concern or a goal, in your own words, and I will suggest the screening tests and services that fit best.',
      thanks: 'You are welcome. If anything else about your health is on your mind, just tell me.',
      outOfScope:
        'I can only help with health. Tell me about a health concern or goal, for example how you sleep, how you feel, your weight or your blood pressure, and I will suggest tests and services that fit.',
      signOfOtherSubject: `If a person has what you describe, please talk to a doctor; if it is happening now, call ${list(emergencyNumbers, 'or')}.`,
      setAside:
        'I read this as being about something other than a person’s health. If someone is unwell, tell me who it is and how they feel.',
      unsure:
        'I am not sure I understood. If this is about a health concern or goal, yours or someone else’s, tell me who it is and how they feel, and I will suggest the tests and services that fit.',
      intro:
        'Here is what may help, best fit first. A screening test is not a diagnosis, but it can help you decide what to do next.',
      redFlag:
        'Some of what you describe should be seen by a doctor soon, so please talk to a doctor first; the tests can wait.',
      emergencyFlag: `What you describe can be an emergency. Call ${list(emergencyNumbers, 'or')} now, or go to the nearest hospital emergency department.`,
      todayFlag:
        'What you describe should be seen by a doctor today, so please talk to a doctor first; the tests can wait.',
      fallback:
        'I have no screening test for exactly that, so here is a professional who can look into it with you, and the closest fits.',
      crisis: [
        'I am really sorry you are going through this. You do not have to face it alone, and help is available right now.',
        `If you are in danger or might act on these thoughts, call ${list(emergencyNumbers, 'or')} now.`,
        ...counsellingEn,
        'You can also talk to one of our therapists, in confidence:',
      ],
      crisisReminder: `If you still feel unsafe, call ${list(counsellingNumbers, 'or')} (free, any time), or ${list(emergencyNumbers, 'or')} in an emergency.`,
      safetyNet: `If you are having thoughts of ending your life or harming yourself, please call ${list(counsellingNumbers, 'or')} now (free, any time), or ${list(emergencyNumbers, 'or')} if you are in danger.`,
    },
    sw: {
      greeting:
        'Habari! Niambie kuhusu tatizo la afya au lengo lako, kwa maneno yako mwenyewe, nami nitakupendekezea vipimo na huduma zinazokufaa zaidi.',
      thanks: 'Karibu sana. Ukiwa na jambo lingine kuhusu afya yako, niambie tu.',
      outOfScope:
        'Ninaweza kusaidia kuhusu afya pekee. Niambie kuhusu tatizo la afya au lengo lako, kwa mfano usingizi, hisia zako, uzito au presha, nami nitakupendekezea vipimo na huduma zinazofaa.',
      // For a native speaker's review (issue 32's thirteenth change), as the other sentences here had.
      signOfOtherSubject: `Ikiwa ni mtu aliye na hali unayoeleza, tafadhali ongea na daktari; ikiwa inatokea sasa, piga ${list(emergencyNumbers, 'au')}.`,
      // For a native speaker's review (issue 32's fifteenth change).
      setAside:
        'Nimeelewa kuwa ujumbe huu unahusu jambo lingine, si afya ya mtu. Ikiwa kuna mtu asiyejisikia vizuri, niambie ni nani na anajisikiaje.',
      // For a native speaker's review (issue 32's sixteenth change).
      unsure:
        'Sina uhakika nimekuelewa. Ikiwa ni kuhusu tatizo la afya au lengo, lako au la mtu mwingine, niambie ni nani na anajisikiaje, nami nitakupendekezea vipimo na huduma zinazofaa.',
      intro:
        'Haya ndiyo yanayoweza kukusaidia, yanayofaa zaidi yakiwa ya kwanza. Kipimo cha uchunguzi si utambuzi wa ugonjwa, lakini kinaweza kukusaidia kuamua hatua inayofuata.',
      redFlag:
        'Baadhi ya mambo uliyotaja yanafaa kuonwa na daktari mapema, kwa hivyo tafadhali ongea na daktari kwanza; vipimo vinaweza kusubiri.',
      emergencyFlag: `Unachoeleza kinaweza kuwa dharura. Piga ${list(emergencyNumbers, 'au')} sasa, au nenda kwenye idara ya dharura ya hospitali iliyo karibu.`,
      todayFlag:
        'Unachoeleza kinafaa kuonwa na daktari leo, kwa hivyo tafadhali ongea na daktari kwanza; vipimo vinaweza kusubiri.',
      fallback:
        'Sina kipimo cha jambo hilo hasa, kwa hivyo huyu ni mtaalamu anayeweza kukusaidia kulichunguza, pamoja na yanayokaribia zaidi.',
      crisis: [
        'Pole sana kwa unayopitia. Hauko peke yako, na msaada unapatikana sasa hivi.',
        `Ikiwa uko hatarini au unaweza kutenda kwa mawazo haya, piga simu ${list(emergencyNumbers, 'au')} sasa.`,
        ...counsellingSw,
        'Unaweza pia kuongea kwa siri na mmoja wa washauri wetu:',
      ],
      crisisReminder: `Ikiwa bado hujisikii salama, piga ${list(counsellingNumbers, 'au')} (bure, wakati wowote), au ${list(emergencyNumbers, 'au')} wakati wa dharura.`,
      safetyNet: `Ikiwa una mawazo ya kujiua au kujidhuru, tafadhali piga ${list(counsellingNumbers, 'au')} sasa (bure, wakati wowote), au ${list(emergencyNumbers, 'au')} ikiwa uko hatarini.`,
    },
  };
}

/** Every sentence the assistant itself may write as a message, so earlier ones can be told from the visitor's. */
export function ownSentences(messages: Record<Language, Messages>): string[] {
  return Object.values(messages).flatMap((set) => [
    set.greeting,
    set.thanks,
    set.outOfScope,
    set.signOfOtherSubject,
    set.setAside,
    set.unsure,
    set.intro,
    set.redFlag,
    set.emergencyFlag,
    set.todayFlag,
    set.fallback,
    ...set.crisis,
    set.crisisReminder,
    set.safetyNet,
  ]);
}

/** Said after a test's name in a Kiswahili reply when the test itself runs in English only. */
export const englishOnlySw = 'kwa Kiingereza pekee';

/**
 * A suggestion's name in the reply language: in Kiswahili, the name the site's Kiswahili card shows, and for a
 * test that runs in English (a validated instrument), that it is in English only.
 */
export function suggestionName(item: CatalogueItem, language: Language): string {
  if (language !== 'sw' || !item.kiswahili)
    return item.kind === 'test' ? item.card.informalTitle : item.service.title;
  return item.kiswahili.inEnglish ? `${item.kiswahili.name} (${englishOnlySw})` : item.kiswahili.name;
}

/**
 * What one suggestion is and why it fits, in the visitor's language where we have the words: the visitor's own
 * words that raised it, quoted. A suggestion no words of the visitor raised (the therapist after crisis help,
 * the doctor for a reading) gets no "because": the assistant never invents a reason.
 */
export function describeRecommendation(recommendation: Recommendation, language: Language): string {
  const { item } = recommendation;
  const words = recommendation.words.slice(0, 2).map((said) => `“${said}”`);
  const name = suggestionName(item, language);
  if (language === 'sw') {
    const minutes = item.kind === 'test' ? /^(\d+)/.exec(item.card.duration)?.[1] : undefined;
    const heading = minutes ? `${name}, dakika ${minutes}` : name;
    const about =
      item.kiswahili?.about ?? (item.kind === 'test' ? item.card.description : item.service.description);
    return words.length > 0
      ? `${heading}: ${about} Pendekezo hili ni kwa sababu uliandika ${list(words, 'na')}.`
      : `${heading}: ${about}`;
  }
  const heading = item.kind === 'test' ? `${name} (${item.card.duration})` : name;
  const about = item.kind === 'test' ? item.card.description : item.service.description;
  return words.length > 0
    ? `${heading}: ${about} Suggested because you wrote ${list(words, 'and')}.`
    : `${heading}: ${about}`;
}
