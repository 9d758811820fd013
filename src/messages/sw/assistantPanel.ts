/*
 * Kiswahili (sw), awaiting-native-review: these texts await a native Kiswahili speaker's review (issue #18).
 * Maandishi haya yanasubiri kukaguliwa na mzungumzaji asilia wa Kiswahili.
 */
import type { AssistantPanelMessages } from '../en/assistantPanel';

/** Kiswahili texts of the assistant's chat panel (en/assistantPanel.ts): a chunk of its own. */
export const assistantPanelMessages = {
  assistant: {
    placeholder: 'Andika matatizo ya afya au malengo yako ...',
    inputLabel: 'Matatizo ya afya au malengo yako',
    send: 'Tuma',
    typing: 'Msaidizi anaandika…',
    /** Beside the error: the message went unread, and it may have been a cry for help. */
    unansweredHelp: 'Ikiwa una mawazo ya kujiua au kujidhuru, au uko hatarini, unaweza kupiga simu sasa:',
    /** Beside the typing dots when a reply is long in coming. */
    slowReplyHelp:
      'Jibu linachelewa. Ikiwa una mawazo ya kujiua au kujidhuru, au uko hatarini, unaweza kupiga simu sasa:',
    /** The title over a reply the server marks an emergency or a crisis, and over one it marks `today`. */
    urgentTitle: { emergency: 'Pata msaada sasa hivi', today: 'Mwone daktari leo' },
    /** Shown above suggestions when a reply brings suggestions without words of its own. */
    suggestionsIntro: 'Haya yanaweza kukusaidia:',
    fromYou: 'Wewe:',
    fromAssistant: 'Msaidizi:',
    suggestions: 'Mapendekezo',
    /** The one-tap answer under a reply that gave no path (issue 32's seventeenth change). */
    aboutHealth: 'Hii ni kuhusu afya ya mtu',
    labels: {
      lifestyleHabits: 'Pima Tabia Zako za Maisha',
      doctor: 'Ongea na Daktari',
      programme: 'Anza Mpango Wako',
      default: 'Pata Maelezo Zaidi',
    },
  },
} satisfies AssistantPanelMessages;
