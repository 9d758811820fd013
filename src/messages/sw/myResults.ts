/*
 * Kiswahili (sw), awaiting-native-review: these texts await a native Kiswahili speaker's review (issue #18).
 * Maandishi haya yanasubiri kukaguliwa na mzungumzaji asilia wa Kiswahili.
 */
import type { MyResultsMessages } from '../en/myResults';

/** Kiswahili texts of kept results (the English in en/myResults.ts is the source). */
export const myResultsMessages: MyResultsMessages = {
  block: {
    heading: 'Hifadhi au shiriki matokeo haya',
    keep: 'Hifadhi matokeo haya kwenye simu hii',
    keepNote:
      'Yanabaki kwenye kivinjari hiki tu; hakuna kinachotumwa kwetu. Mtu yeyote anayetumia simu hii anaweza kuyaona. Unaweza kuyaondoa wakati wowote kwenye Matokeo yangu.',
    kept: 'Yamehifadhiwa kwenye simu hii.',
    seeAll: 'Tazama matokeo yangu',
    remove: 'Ondoa kwenye simu hii',
    removed: 'Yameondolewa kwenye simu hii.',
    keepFailed:
      'Kivinjari hiki hakikuturuhusu kuhifadhi matokeo (kuvinjari kwa faragha au hifadhi imejaa). Hakuna kilichopotea: matokeo bado yako kwenye skrini.',
    clinicianHeading: 'Kwa mhudumu wa afya',
    fhir: 'Pakua kwa ajili ya daktari (faili la FHIR)',
    fhirNote:
      'Faili ambalo mfumo wa kliniki unaweza kusoma: kila jibu na jumla. Litume mwenyewe; sisi hatulioni kamwe.',
    whatsappProvider: (provider: string) => `Tuma muhtasari kwa ${provider} kwa WhatsApp`,
    whatsappAnyone: 'Tuma muhtasari kwa mtu yeyote kwa WhatsApp',
    whatsappNote: 'WhatsApp itafunguka na ujumbe tayari; hakuna kinachotumwa hadi ubonyeze tuma.',
  },
  recheck: {
    heading: 'Lini ufanye kipimo tena',
    between: (from: string, to: string) => `Fanya kipimo hiki tena kati ya ${from} na ${to}.`,
    calendar: 'Weka kikumbusho kwenye kalenda yangu (.ics)',
    calendarTitle: (test: string) => `Fanya ${test} tena`,
    calendarNote: (url: string) =>
      `Kikumbusho ulichoweka kutoka kwa matokeo yako. Fanya kipimo kwenye ${url}`,
  },
  summary: {
    lines: (test: string, date: string, total: number, max: number, grade: string, urgency: string) =>
      [
        `Matokeo yangu ya ${test}`,
        `Tarehe: ${date}`,
        `Jumla: ${total} kati ya ${max}`,
        `Matokeo: ${grade}`,
        `Uharaka: ${urgency}`,
      ].join('\n'),
    urgency: {
      none: 'hakuna huduma ya haraka inayohitajika',
      routine: 'ukaguzi wa kawaida na mhudumu wa afya',
      soon: 'muone mhudumu wa afya hivi karibuni (ndani ya wiki mbili hivi)',
      today: 'muone daktari leo',
      emergency: 'huduma ya dharura sasa hivi',
    },
  },
  page: {
    title: 'Matokeo yangu',
    heading: 'Matokeo yangu',
    intro:
      'Matokeo uliyochagua kuhifadhi kwenye simu hii. Hayatoki humo isipokuwa ukiyatuma. Mtu yeyote anayetumia simu hii anaweza kuyaona.',
    empty:
      'Hakuna matokeo yaliyohifadhiwa kwenye simu hii. Baada ya kipimo, chagua "Hifadhi matokeo haya kwenye simu hii" ili uyaone hapa.',
    browse: 'Tazama vipimo vya uchunguzi',
    loading: 'Tunasoma matokeo yaliyohifadhiwa kwenye simu hii…',
    takenOn: (date: string) => `Kilifanywa tarehe ${date}`,
    score: (total: number, max: number) => `${total} kati ya ${max}`,
    open: 'Fungua',
    openLabel: (test: string, date: string) => `Fungua matokeo ya ${test} ya ${date}`,
    delete: 'Ondoa',
    deleteLabel: (test: string, date: string) => `Ondoa matokeo ya ${test} ya ${date}`,
    deleteAll: 'Ondoa matokeo yangu yote kwenye simu hii',
    confirmDeleteAll: 'Uondoe matokeo yote yaliyohifadhiwa kwenye simu hii? Hili haliwezi kutenduliwa.',
    allDeleted: 'Matokeo yote yaliyohifadhiwa yameondolewa kwenye simu hii.',
    back: 'Rudi kwenye matokeo yangu',
    notFound: 'Matokeo hayo hayajahifadhiwa tena kwenye simu hii.',
    unreadable: (count: number) =>
      `Matokeo ${count} yalihifadhiwa na toleo jipya la tovuti hii na hayawezi kuonyeshwa hapa.`,
  },
  trend: {
    heading: (test: string) => `${test}: matokeo yako kwa muda`,
    chartLabel: (test: string) => `Chati ya jumla zako za ${test} kwa muda`,
    levelChartLabel: (test: string) => `Chati ya viwango vyako vya ${test} kwa muda`,
    tableCaption: 'Matokeo yako kwa muda',
    dateColumn: 'Tarehe',
    totalColumn: 'Jumla',
    levelColumn: 'Kiwango (0-4)',
    gradeColumn: 'Matokeo',
    level: 'Kiwango',
    better: (from: number, to: number, mid: number) =>
      `Jumla yako imeshuka kutoka ${from} hadi ${to}. Mabadiliko ya alama ${mid} au zaidi ndiyo madogo kabisa ambayo waandishi wa kipimo hiki waliona yana maana, kwa hiyo huu ni uboreshaji wa kweli.`,
    worse: (from: number, to: number, mid: number) =>
      `Jumla yako imepanda kutoka ${from} hadi ${to}. Mabadiliko ya alama ${mid} au zaidi ndiyo madogo kabisa ambayo waandishi wa kipimo hiki waliona yana maana, kwa hiyo tafadhali ongea na mhudumu wa afya kuhusu hili.`,
    same: (from: number, to: number, mid: number) =>
      `Jumla yako imetoka ${from} hadi ${to}. Hiyo ni chini ya alama ${mid}, mabadiliko madogo kabisa ambayo waandishi wa kipimo hiki waliona yana maana, kwa hiyo ni karibu sawa.`,
    noMid: (from: number, to: number) =>
      `Jumla yako imetoka ${from} hadi ${to}. Hakuna kiwango cha mabadiliko muhimu kilichochapishwa kwa kipimo hiki, kwa hiyo hatuwezi kusema kama mabadiliko haya yana maana; mhudumu wa afya anaweza kukusaidia kuyaelewa.`,
    higherIsBetterNote: 'Kwa kipimo hiki, namba kubwa ina maana bora.',
  },
};
