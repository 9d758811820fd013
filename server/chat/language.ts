/**
 * Which language a visitor writes in (English, or Kiswahili and Sheng), so the reply can answer in kind,
 * and the everyday words of both that are spelt right as typed (never "corrected" into a health word).
 */

export type Language = 'en' | 'sw';

// Frequent English words: function words and everyday verbs and nouns.
const english = `a about above after again all also always am an and any are around as ask at away back bad
be because been before being best better between big both but by came can cannot cant come could day days
did didnt do does doesnt doing dont down during each even ever every feel feeling feels few find for from
get gets getting give go going good got had has have having he hear heard her here him his how i id if im
in into is isnt it its ive just keep kind know last less let like little long look lot lots made make many
may maybe me might more most much must my myself need needs never new next no not now of off often ok okay
old on once one only or other our out over own people please pretty put quite rather really right said
same say see seem she should since so some someone something sometimes soon still such sure take tell than
thank thanks that the their them then there these they thing things think this those though through time
times to today too tried try trying two under until up us use used very want wants was way we week weeks
well went were what when where which while who why will with without wont work would year years yes yet
you your yours heard hearth sheep steep sleet street three there where bread dread treat great sweat
sweet tweet sheet shoot shout short sport spots sugary sweets beard board heard horse house mouse month
mouth north worth water waiter winter writer later letter better bitter butter matter mother father
brother sister daughter friend friends height light fight sight tight eight strike fired hired wired
tires sacred couch touch rough tough dough enough trunk along lovely sorry danger ranger towel bowl vowel
pills miles files tiles smiles stood stuff dental rental strolling scream screams screamed praying talking
waking setting fitting hitting raining draining witness native generic dancer rumour rumor attached rubbed
carriage tamper thirty sounds rather gather bother worries stresses weighs weekly weakly camps snake chess
cheat girth berth brief bully jelly flood bloom river lover waste routing stacking professed semester
shinny thirst raining family school class money phone house world place point start
stop study music movie movies series games weather news football match team today tomorrow yesterday
morning evening night weekend holiday birthday party church office market traffic`;

// Frequent Kiswahili and Sheng words: function words, pronouns, everyday verbs ("nipime nini", what should I
// be tested for, is never a typo of the crisis rules' "nipige", beat me).
const swahili = `na ni ya wa za la kwa katika kwenye hii hiyo huyu yule hapa pale kule sana tu pia lakini
kama au ama bado tena sasa leo jana kesho kila siku usiku asubuhi mchana jioni wiki mwezi mwaka mimi wewe
yeye sisi nyinyi wao yangu yako yake yetu yenu yao wangu wako wake langu lako lake changu chako chake
nina sina niko siko uko yuko tuko nataka sitaki naomba tafadhali nisaidie saidia msaada nini gani vipi
wapi lini kwa nini sijui najua najiskia najisikia nahisi nimekuwa nilikuwa kuwa kuna hakuna ndio ndiyo
hapana asante sawa poa fiti mambo habari niaje sasa vipi aje bro msee manze maze buda dem jamaa mtu watu
mtoto watoto mama baba bibi mume mke dada kaka rafiki marafiki nyumbani kazi kazini shule chuo pesa doh
ganji simu gari njia mvua jua hali afya mwili kichwa tumbo moyo roho akili mawazo maisha kitu vitu kidogo
nyingi mingi kubwa ndogo mzuri mbaya vizuri vibaya kabisa hata bila kwanza mara nimeanza naweza siwezi
ameniambia wanasema anasema nimeona nimesikia nimejaribu nimepata ninataka ningependa je hivi hivyo
ndani nje juu chini mbele nyuma karibu mbali zaidi kuliko tangu mpaka hadi ila ili ingawa kwamba basi
nipime nipake nipate nipata nipike nipika nipaka`;

function words(list: string): Set<string> {
  return new Set(list.split(/\s+/).filter(Boolean));
}

export const englishWords: ReadonlySet<string> = words(english);
export const swahiliWords: ReadonlySet<string> = words(swahili);

/** Words typed as they are meant: never taken for a typo of a health word. */
export const realWords: ReadonlySet<string> = new Set([...englishWords, ...swahiliWords]);

/** Words beyond the everyday lists that mark a language: the lexicon's words, by the list they come from. */
export interface LanguageVocabulary {
  en: ReadonlySet<string>;
  sw: ReadonlySet<string>;
}

/**
 * Kiswahili (Sheng included) when its words are at least as many as English ones ("niko stressed" leans
 * Kiswahili); undefined when the words show neither.
 */
export function detectLanguage(
  tokens: readonly string[],
  vocabulary: LanguageVocabulary,
): Language | undefined {
  let en = 0;
  let sw = 0;
  for (const token of tokens) {
    if (swahiliWords.has(token) || vocabulary.sw.has(token)) sw += 1;
    else if (englishWords.has(token) || vocabulary.en.has(token)) en += 1;
    // Kiswahili verbs carry their subject and tense: "nimechoka", "nakunywa", "sijui".
    else if (/^(nime|nili|nita|nina|naku|sija|sita|tume|tuna|ame|ana|ali)[a-z]{3,}$/.test(token)) sw += 0.5;
  }
  if (sw === 0 && en === 0) return undefined;
  return sw >= en ? 'sw' : 'en';
}
