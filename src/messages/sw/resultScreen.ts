/*
 * Kiswahili (sw), awaiting-native-review: these texts await a native Kiswahili speaker's review (issue #18).
 * Maandishi haya yanasubiri kukaguliwa na mzungumzaji asilia wa Kiswahili.
 */
import type { ResultScreenMessages } from '../en/resultScreen';
import { formatNumber } from './format';

/** Kiswahili texts of the result screen (en/resultScreen.ts): a chunk of its own, downloaded with that screen. */
export const resultScreenMessages = {
  result: {
    talkToSomeone: 'Ongea na Mshauri au Daktari',
    scoreLabel: (total: number, expected: number) =>
      `Alama yako: ${formatNumber(total)} kati ya ${formatNumber(expected)}`,
    levelWords: (level: number) => ['Chini', 'Kidogo', 'Wastani', 'Juu', 'Juu sana'][level] ?? String(level),
    levelCaption: 'kiwango cha wasiwasi',
    levelLabel: (words: string) => `Kiwango cha wasiwasi: ${words}`,
    description: 'Maana ya Alama Yako',
    suicideRisk: 'Hatari ya Kujidhuru',
    crisisIntro: 'Ikiwa unafikiria kujidhuru, hauko peke yako. Piga simu sasa hivi, wakati wowote:',
    impact: 'Jinsi Dalili Zako Zinavyoathiri Maisha Yako ya Kila Siku',
    subscaleScores: 'Alama za Kila Sehemu',
    detailedAnalysis: 'Uchambuzi wa Kina',
    overallInterpretation: 'Maana ya Jumla',
    clusterScores: 'Alama za Makundi ya Dalili',
    provisionalDiagnosis: 'Utambuzi wa Awali',
    depersonalization: 'Kujitenga na Watu',
    emotionalExhaustion: 'Uchovu wa Kihisia',
    personalAccomplishment: 'Mafanikio Binafsi',
    level: (level: string) => `Kiwango: ${level}`,
    problemAreas: 'Maeneo Yenye Changamoto',
    healthRisks: 'Hatari za Kiafya',
    nextSteps: 'Hatua Unazoweza Kuchukua',
    supportResources: 'Chukua Hatua: Msaada kwa Ajili ya Ustawi Wako',
    supportLink: 'Tembelea huduma zetu za msaada',
    print: 'Chapisha au hifadhi matokeo yako',
  },
  urgency: {
    emergency: {
      title: 'Pata msaada sasa hivi',
      action:
        'Piga simu 999 au 112 upate gari la wagonjwa (ambulance), au nenda sasa hivi kwenye idara ya dharura ya hospitali iliyo karibu.',
    },
    today: {
      title: 'Mwone daktari leo',
      action: 'Tafadhali muone daktari au muuguzi leo: weka miadi hapa chini, au nenda kliniki au hospitali.',
    },
    because: 'Kwa sababu ya ulichotueleza:',
    crisisAction:
      'Si lazima ukabiliane na hili peke yako. Ongea na mtu sasa hivi: laini ya Kenya Red Cross ni bure na iko wazi mchana na usiku. Ukiwa hatarini, piga simu 999 au 112.',
    bookToday: 'Weka miadi ya daktari leo',
  },
  print: {
    subtitle: (provider: string) => `${provider}: matokeo ya kujichunguza afya`,
    /** `date` arrives formatted (Intl.DateTimeFormat('sw-KE'), e.g. "23 Novemba 2026"). */
    date: (date: string) => `Tarehe: ${date}`,
    score: (total: number, expected: number) =>
      `Alama: ${formatNumber(total)} kati ya ${formatNumber(expected)}`,
    level: (words: string) => `Kiwango cha wasiwasi: ${words}`,
    meaning: 'Maana ya matokeo yako',
    grade: (grade: string) => `Matokeo: ${grade}`,
    crisis: 'Msaada unapatikana wakati wowote:',
    urgency: (title: string) => `${title}.`,
    reasons: 'Kwa sababu ya ulichotueleza:',
    answersHeading: 'Majibu yako',
    questionColumn: 'Swali',
    answerColumn: 'Jibu lako',
    disclaimerHeading: 'Angalizo!',
    takeToDoctor:
      'Haya ni matokeo ya uchunguzi, si utambuzi wa ugonjwa. Tafadhali peleka ukurasa huu kwa daktari au mhudumu wa afya na mzungumze kuhusu matokeo haya.',
  },
} satisfies ResultScreenMessages;
