/*
 * Kiswahili (sw), awaiting-native-review: these texts await a native Kiswahili speaker's review (issue #18).
 * Maandishi haya yanasubiri kukaguliwa na mzungumzaji asilia wa Kiswahili.
 */
import type { assistantMessages as English } from '../en/assistant';

/** Kiswahili texts of the assistant: the floating button, its hint and the chat panel. */
export const assistantMessages = {
  assistant: {
    launcher: 'Msaidizi wa AI',
    close: 'Funga',
    hint: 'Hujui uanzie wapi? Niulize!',
    dismissHint: 'Ondoa kidokezo',
    title: (provider: string) => `Msaidizi wa ${provider}`,
    closePanel: 'Funga msaidizi',
    greeting: (provider: string) =>
      `Habari! Mimi ni Msaidizi wa ${provider}. Niambie kuhusu matatizo ya afya au malengo yako, nami nitakupendekezea vipimo vya uchunguzi vinavyokufaa zaidi.`,
    placeholder: 'Andika matatizo ya afya au malengo yako ...',
    inputLabel: 'Matatizo ya afya au malengo yako',
    send: 'Tuma',
    typing: 'Msaidizi anaandika…',
    error: 'Hitilafu imetokea. Tafadhali jaribu tena baadaye.',
    /** Beside the error: the message went unread, and it may have been a cry for help. */
    unansweredHelp: 'Ikiwa una mawazo ya kujiua au kujidhuru, au uko hatarini, unaweza kupiga simu sasa:',
    /** Beside the typing dots when a reply is long in coming. */
    slowReplyHelp:
      'Jibu linachelewa. Ikiwa una mawazo ya kujiua au kujidhuru, au uko hatarini, unaweza kupiga simu sasa:',
    /** Above the tap-to-call buttons at the top of the open panel, whatever was said. */
    helpStrip: 'Unahitaji msaada sasa? Gusa kupiga simu, bure, wakati wowote:',
    /** A help-strip button's name: the number, as shown, then whom it calls. */
    helpStripCall: (number: string, name: string) => `Piga simu ${number}, ${name}`,
    /** The title over a reply the server marks an emergency or a crisis, and over one it marks `today`. */
    urgentTitle: { emergency: 'Pata msaada sasa hivi', today: 'Mwone daktari leo' },
    /** Shown above suggestions when a reply brings suggestions without words of its own. */
    suggestionsIntro: 'Haya yanaweza kukusaidia:',
    fromYou: 'Wewe:',
    fromAssistant: 'Msaidizi:',
    suggestions: 'Mapendekezo',
    labels: {
      lifestyleHabits: 'Pima Tabia Zako za Maisha',
      doctor: 'Ongea na Daktari',
      programme: 'Anza Mpango Wako',
      default: 'Pata Maelezo Zaidi',
    },
  },
} satisfies typeof English;
