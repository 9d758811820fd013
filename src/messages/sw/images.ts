/*
 * Kiswahili (sw), awaiting-native-review: these texts await a native Kiswahili speaker's review (issue #18).
 * Maandishi haya yanasubiri kukaguliwa na mzungumzaji asilia wa Kiswahili.
 */
import type { imageMessages as English } from '../en/images';

/**
 * Kiswahili alternative text of the category and test illustrations (public/images/), by route slug: the same
 * slugs as en/images.ts (tests/src/messages/sw.test.ts checks). Each says what the picture shows.
 */
export const imageMessages = {
  categoryImages: {
    'mental-health': 'Kichwa kinachoonekana kwa upande, na chipukizi dogo la kijani likiota ndani yake',
    'physical-activity': 'Kiatu cha kukimbia mwanzoni mwa njia inayopanda kilima cha kijani',
    'diet-nutrition': 'Bakuli la mboga na matunda pamoja na kijiko',
    'general-wellbeing': 'Moyo ulioshikwa na mikono miwili iliyo wazi chini ya jua lenye joto',
    'digital-addiction': 'Simu ya mkononi yenye saa ya mchanga kwenye skrini yake',
    'lifestyle-diseases': 'Moyo wenye mstari wa mapigo kando ya tone la damu',
  } as Record<string, string>,
  testImages: {
    depression: 'Jua likichomoza kutoka nyuma ya wingu la kijivu',
    anxiety: 'Mstari uliochanganyika unaonyooka na kuwa wimbi tulivu',
    burnout: 'Betri iliyokaribia kuisha chaji, na jani kando yake',
    ptsd: 'Ngao yenye picha ya moyo',
    social_support: 'Watu watatu wamesimama pamoja',
    existential_anxiety: 'Mtu mdogo akitazama juu angani yenye nyota',
    audit: 'Glasi yenye alama ya kuuliza',
    'physical-activity': 'Mtu akitembea kwa haraka, na saa ya kupima muda (stopwatch)',
    'sedentary-behavior': 'Kiti na saa juu yake',
    'dietary-assessment': 'Sahani iliyogawanywa katika makundi ya vyakula',
    'lifestyle-habits': 'Orodha ya kukagua yenye mwezi, tone la maji na tufaha',
    'digital-usage-patterns': 'Simu yenye grafu ya nguzo inayoonyesha muda wa kutumia skrini',
    'diabetes-risk': 'Kifaa cha kupima sukari ya damu kando ya tone la damu',
    'nutritional-deficiency': 'Kioo cha kukuza juu ya mboga ya majani',
    'healthy-eating': 'Tufaha la kijani lenye jani',
    'nutritional-checks': 'Ubao wa kuandikia wenye karoti na alama ya tiki',
    'holistic-wellbeing': 'Petali nne za ua zikizunguka moyo',
    'family-health-risk': 'Mti wa familia wenye vizazi vitatu',
    'contraceptive-knowledge': 'Ukurasa wa kalenda pamoja na pakiti ya vidonge',
    'sti-risk': 'Ngao yenye alama ya kujumlisha',
    'fertility-health': 'Mbegu inayochipua kwenye udongo',
    'menstrual-health': 'Kalenda yenye siku moja iliyozungushiwa duara, na tone ndani yake',
    'pregnancy-health': 'Mwanamke mjamzito akionekana kwa upande, pamoja na moyo',
    'postnatal-health': 'Mzazi amembeba mtoto mchanga',
    'social-media-addiction': 'Simu yenye viputo vya maneno na mioyo vikitoka ndani yake',
    'gaming-dependency': 'Kidhibiti cha michezo ya video pamoja na saa',
    'digital-addiction': 'Simu iliyofungwa kwa mnyororo',
    'hypertension-risk': 'Mkanda wa kupima shinikizo la damu wenye kipimo cha mshale',
    'heart-disease-risk': 'Moyo wenye mstari wa mapigo ukipita ndani yake',
    'obesity-risk': 'Utepe wa kupimia juu ya mizani ya kupima uzito',
    'metabolic-syndrome': 'Utepe wa kupimia uliokunjwa, tone la damu na moyo',
    'breast-cancer': 'Utepe wa uhamasishaji wa rangi ya waridi',
    'cervical-cancer': 'Utepe wa uhamasishaji wa rangi ya kijani-samawati na nyeupe',
    'colorectal-cancer': 'Utepe wa uhamasishaji wa rangi ya bluu',
    'prostate-cancer': 'Utepe wa uhamasishaji wa rangi ya bluu hafifu wenye masharubu',
    'lung-cancer': 'Mapafu mawili na jani la kijani',
  } as Record<string, string>,
} satisfies typeof English;
