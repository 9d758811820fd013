/*
 * Kiswahili (sw), awaiting-native-review: these texts await a native Kiswahili speaker's review (issue #18).
 * Maandishi haya yanasubiri kukaguliwa na mzungumzaji asilia wa Kiswahili.
 */
import type { resultMessages as English } from '../en/result';

/** Kiswahili texts of a result needed before it comes: a failed submit, crisis help (en/result.ts). */
export const resultMessages = {
  result: {
    call: (number: string) => `Piga simu ${number}`,
    submitFailed: 'Tumepata tatizo tulipokuwa tukituma majibu yako.',
    submitFailedKept:
      'Tumepata tatizo tulipokuwa tukituma majibu yako. Majibu yako yamehifadhiwa hapa: tafadhali bonyeza Tuma tena.',
  },
  urgency: {
    fallbackTitle: 'Msaada unapatikana sasa hivi',
    emergencyFallback:
      'Hatukuweza kupakia matokeo yako, lakini ulichotueleza kinahitaji huduma sasa hivi: piga simu 999 au 112, au nenda kwenye idara ya dharura ya hospitali iliyo karibu.',
    fallback:
      'Hatukuweza kupakia matokeo yako, lakini msaada hauhitaji kusubiri. Ikiwa una mawazo ya kujidhuru au kumdhuru mtu mwingine, piga simu sasa hivi, wakati wowote:',
  },
} satisfies typeof English;
