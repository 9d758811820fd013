/*
 * Kiswahili (sw), awaiting-native-review: these texts await a native Kiswahili speaker's review (issue #18).
 * Maandishi haya yanasubiri kukaguliwa na mzungumzaji asilia wa Kiswahili.
 */
import type { testMessages as English } from '../en/test';
import { formatMinutes, formatNumber } from './format';

/** Kiswahili texts of the test screens. */
export const testMessages = {
  loading: {
    generic: 'Inapakia, tafadhali subiri...',
    test: 'Subiri kidogo! Tunakuandalia kipimo...',
    submitting: 'Tunachambua majibu yako...',
  },
  intro: {
    /** `duration` arrives already in Kiswahili ("dakika 5", from `test.duration` below). */
    duration: (duration: string) => `Kipimo hiki kitachukua takriban ${duration} kukamilisha.`,
    instructionsHeading: 'Kabla hujaanza',
    disclaimerHeading: 'Angalizo!',
    begin: 'Anza Kipimo',
    close: 'Funga na urudi nyuma',
    crisisHelp: 'Ikiwa una mawazo ya kujidhuru, si lazima usubiri matokeo yako. Piga simu wakati wowote:',
  },
  question: {
    previous: 'Rudi nyuma',
    next: 'Endelea',
    submit: 'Tuma',
    progress: (current: number, total: number) =>
      `Swali ${formatNumber(current)} kati ya ${formatNumber(total)}`,
    numberHint: (min?: number, max?: number) => {
      if (min !== undefined && max !== undefined)
        return `Andika namba kuanzia ${formatNumber(min)} hadi ${formatNumber(max)}`;
      if (min !== undefined) return `Andika namba ${formatNumber(min)} au zaidi`;
      if (max !== undefined) return `Andika namba isiyozidi ${formatNumber(max)}`;
      return 'Andika namba';
    },
    /** Helper line under a number field; a space keeps the line's height when there is no unit. */
    numberUnit: (unit?: string) => (unit ? `Jibu kwa ${unit}.` : ' '),
    numberOutOfRange: (min?: number, max?: number) => {
      if (min !== undefined && max !== undefined)
        return `Tafadhali andika namba kuanzia ${formatNumber(min)} hadi ${formatNumber(max)}.`;
      if (min !== undefined) return `Tafadhali andika namba ${formatNumber(min)} au zaidi.`;
      if (max !== undefined) return `Tafadhali andika namba isiyozidi ${formatNumber(max)}.`;
      return 'Tafadhali andika namba.';
    },
    textLabel: 'Jibu lako',
    chooseAll: 'Chagua yote yanayokuhusu.',
    branchHint: 'Baadhi ya majibu yanaruka maswali yasiyokuhusu.',
  },
  test: {
    /** A test's length on its card, from the card's number of minutes: "dakika 5" (Intl unit format). */
    duration: (minutes: number) => formatMinutes(minutes),
    /** Shown, in Kiswahili, above a test that has no validated Kiswahili version and so runs in English. */
    englishOnly:
      'Kipimo hiki kinapatikana kwa Kiingereza pekee: bado hakuna toleo lake la Kiswahili lililothibitishwa kitaalamu.',
  },
  notFound: {
    heading: 'Samahani! Hatukuweza kupata kipimo chako.',
    explore: 'Angalia Vipimo Vilivyopo',
    home: 'Rudi Ukurasa wa Mwanzo',
    invalidTest: 'Aina ya kipimo si sahihi',
    loadFailed: 'Imeshindwa kupakia taarifa za kipimo ...',
  },
} satisfies typeof English;
