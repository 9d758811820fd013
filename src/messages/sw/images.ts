/*
 * Kiswahili (sw), awaiting-native-review: these texts await a native Kiswahili speaker's review (issue #18).
 * Maandishi haya yanasubiri kukaguliwa na mzungumzaji asilia wa Kiswahili.
 */
import type { imageMessages as English } from '../en/images';

/**
 * Kiswahili alternative text of the category illustrations (public/images/), by route slug: the same
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
} satisfies typeof English;
