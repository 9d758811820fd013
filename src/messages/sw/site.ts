/*
 * Kiswahili (sw), awaiting-native-review: these texts await a native Kiswahili speaker's review (issue #18).
 * Maandishi haya yanasubiri kukaguliwa na mzungumzaji asilia wa Kiswahili.
 */
import type { siteMessages as English } from '../en/site';
import { formatYear } from './format';

/** Kiswahili texts of the site screens: navigation, home, categories, footer, static pages, offline, errors. */
export const siteMessages = {
  pageTitle: (page: string, provider: string) => `${page} | ${provider}`,
  /** Heard after the name of every link that opens a new tab (components/NewTabNote.tsx). */
  opensInNewTab: '(inafunguka katika kichupo kipya)',
  nav: {
    label: 'Menyu kuu',
    home: 'Nyumbani',
    services: 'Huduma Zetu',
    about: 'Kuhusu Sisi',
    search: 'Tafuta',
    myResults: 'Matokeo yangu',
    premium: 'Huduma Maalum',
    menu: 'Menyu',
    skipToContent: 'Ruka hadi maudhui makuu',
  },
  site: {
    /**
     * The language switch in the navigation bar: its label, and each language by its own name (the switch shows
     * every language in its own words, so 'English' stays 'English' here).
     */
    languageSwitch: { label: 'Lugha', en: 'English', sw: 'Kiswahili' },
  },
  pageNotFound: {
    title: 'Ukurasa haukupatikana',
    heading: 'Samahani! Ukurasa unaoutafuta haupo.',
    browse: 'Angalia Vipimo vya Uchunguzi',
  },
  home: {
    title: 'Vipimo vya uchunguzi wa afya',
    heading: 'Tafuta Njia Yako ya Kuwa na Afya Bora. Chagua Kundi Ili Kuendelea',
    intro: 'Chagua kipimo cha uchunguzi wa afya upate maelezo papo hapo kwa ajili ya afya bora.',
    search: 'Tafuta',
    categoriesHeading: 'Makundi ya uchunguzi',
    start: (informalTitle: string) => `Anza ${informalTitle}`,
  },
  category: {
    testsHeading: (title: string) => `Vipimo vya uchunguzi wa ${title}`,
    durationLabel: 'Muda:',
  },
  footer: {
    copyright: (year: number, provider: string) =>
      `© ${formatYear(year)} ${provider}. Haki zote zimehifadhiwa.`,
    linksLabel: 'Taarifa za kisheria',
    privacy: 'Sera ya Faragha',
    terms: 'Vigezo na Masharti',
  },
  offline: {
    heading: 'Hauko Mtandaoni',
    text: 'Inaonekana huna muunganisho wa intaneti kwa sasa. Tafadhali angalia muunganisho wako kisha ujaribu tena.',
    retry: 'Jaribu Tena',
    stillOffline: 'Bado hakuna muunganisho. Ukurasa huu utabaki hapa: jaribu tena ukishaunganishwa.',
    testNotice:
      'Hauko mtandaoni. Majibu yako yamehifadhiwa kwenye kifaa hiki. Kitufe cha Tuma kitafanya kazi tena ukirudi mtandaoni.',
    submitOffline:
      'Hauko mtandaoni, kwa hivyo majibu yako hayakutumwa. Yamehifadhiwa hapa: bonyeza Tuma tena ukirudi mtandaoni.',
    reloading: 'Inapakia upya...',
    reloadingDots: (dots: number) => `Inapakia upya${'.'.repeat(dots)}`,
  },
  errors: {
    title: 'Hitilafu imetokea',
    unexpected: 'Hitilafu Isiyotarajiwa Katika Programu!',
    chunkFailed: (chunk: string) => `Imeshindwa kupakia sehemu ${chunk}.`,
    chunkDetails: (type: string, request: string) => `(${type}: ${request})`,
    chunkHelp: 'Sehemu ya tovuti haikuweza kupakuliwa. Angalia muunganisho wako, kisha pakia ukurasa upya.',
    reload: 'Pakia ukurasa upya',
    home: 'Nenda kwenye vipimo vya uchunguzi',
  },
} satisfies typeof English;
