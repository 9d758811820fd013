/*
 * Kiswahili (sw), awaiting-native-review: these texts await a native Kiswahili speaker's review (issue #18).
 * Maandishi haya yanasubiri kukaguliwa na mzungumzaji asilia wa Kiswahili.
 */
import type { contactMessages as English } from '../en/contact';

/**
 * Kiswahili texts of the floating contact buttons and the booking modal. The service pages use the same
 * WhatsApp and booking labels from here.
 */
export const contactMessages = {
  contact: {
    groupLabel: 'Wasiliana nasi',
    whatsapp: 'Ongea nasi kwenye WhatsApp',
    whatsappMessage: 'Habari! Nina swali kuhusu afya na ningependa kuongea na mtu.',
    book: 'Weka Miadi',
    bookingTitle: 'Weka miadi ya mashauriano ya mtandaoni',
    bookingFrameTitle: 'Kalenda ya kuweka miadi ya mashauriano ya mtandaoni',
    bookingLoading: 'Kalenda ya miadi inapakia',
    close: 'Funga',
  },
} satisfies typeof English;
