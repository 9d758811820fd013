/*
 * Kiswahili (sw), awaiting-native-review: these texts await a native Kiswahili speaker's review (issue #18).
 * Maandishi haya yanasubiri kukaguliwa na mzungumzaji asilia wa Kiswahili.
 */
import type { assistantMessages as English } from '../en/assistant';

/** Kiswahili texts of the assistant shown before its chat panel has downloaded (en/assistant.ts). */
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
    error: 'Hitilafu imetokea. Tafadhali jaribu tena baadaye.',
    /** Above the tap-to-call buttons at the top of the open panel, whatever was said. */
    helpStrip: 'Unahitaji msaada sasa? Gusa kupiga simu, bure, wakati wowote:',
    /** A help-strip button's name: the number, as shown, then whom it calls. */
    helpStripCall: (number: string, name: string) => `Piga simu ${number}, ${name}`,
  },
} satisfies typeof English;
