/*
 * Kiswahili (sw), awaiting-native-review: these texts await a native Kiswahili speaker's review (issue #18).
 * Maandishi haya yanasubiri kukaguliwa na mzungumzaji asilia wa Kiswahili.
 */
import type { serviceMessages as English } from '../en/services';

/** Kiswahili texts of the service pages (/services/{slug}); each service's own content is in its catalogue entry. */
export const serviceMessages = {
  service: {
    overline: 'Huduma zetu',
    whoFor: 'Ni kwa ajili ya nani',
    whatNext: 'Nini kitafuata',
    relatedTests: 'Vipimo vya uchunguzi vinavyohusiana na huduma hii',
    relatedTestsIntro:
      'Bado huna uhakika? Kipimo kifupi cha uchunguzi, cha faragha, kinaweza kukusaidia kuamua.',
    allTests: 'Angalia vipimo vyote vya uchunguzi',
    start: 'Njia za kuanza',
    bookingLink: 'Weka miadi kwenye tovuti yetu',
    whatsappMessage: (serviceTitle: string) =>
      `Habari, ningependa kujua zaidi kuhusu huduma ya ${serviceTitle}.`,
  },
} satisfies typeof English;
