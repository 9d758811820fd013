/**
 * English texts of a result that the test page needs before any result has come: a failed submit and the crisis
 * help shown when the result cannot come (offline too). The result screen's own texts are in resultScreen.ts,
 * which downloads with that screen.
 */
export const resultMessages = {
  result: {
    call: (number: string) => `Call ${number}`,
    submitFailed: 'We encountered an issue while submitting your responses.',
    submitFailedKept:
      'We encountered an issue while submitting your responses. Your answers are kept here: please press Submit again.',
  },
  urgency: {
    fallbackTitle: 'Help is available now',
    emergencyFallback:
      'We could not load your result, but what you told us needs care now: call 999 or 112, or go to the nearest hospital emergency department.',
    fallback:
      'We could not load your result, but help does not need to wait. If you have thoughts of harming yourself or someone else, call now, any time:',
  },
};
