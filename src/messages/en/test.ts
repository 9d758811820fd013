/** English texts of the test screens. */
export const testMessages = {
  loading: {
    generic: 'Loading, please wait...',
    test: "Hang tight! We're getting the test ready for you...",
    submitting: 'Analyzing your responses...',
  },
  intro: {
    duration: (duration: string) => `This test will take about ${duration} to complete.`,
    instructionsHeading: 'Before you begin',
    disclaimerHeading: 'Disclaimer!',
    begin: 'Begin Test',
    close: 'Close and go back',
    /**
     * Above the instructions of a test that asks about self-harm and is in another language than the page: its
     * own crisis sentence is in the test's language, so this one says it in the visitor's.
     */
    crisisHelp:
      'If you have thoughts of harming yourself, you do not have to wait for your result. Call any time:',
  },
  question: {
    previous: 'Previous',
    next: 'Next',
    submit: 'Submit',
    progress: (current: number, total: number) => `Question ${current} of ${total}`,
    numberHint: (min?: number, max?: number) => {
      if (min !== undefined && max !== undefined) return `Enter a number from ${min} to ${max}`;
      if (min !== undefined) return `Enter a number, ${min} or more`;
      if (max !== undefined) return `Enter a number up to ${max}`;
      return 'Enter a number';
    },
    /** Helper line under a number field; a space keeps the line's height when there is no unit. */
    numberUnit: (unit?: string) => (unit ? `Answer in ${unit}.` : ' '),
    numberOutOfRange: (min?: number, max?: number) =>
      `Please enter a number${min !== undefined ? ` from ${min}` : ''}${max !== undefined ? ` to ${max}` : ''}.`,
    textLabel: 'Your answer',
    chooseAll: 'Choose all that apply.',
    branchHint: 'Some answers skip questions that do not apply to you.',
  },
  test: {
    /**
     * A test's length on its card, from the card's number of minutes: "5 minutes", "1 minute". Written out:
     * Intl's unit format reads the same, but waking its data up costs a phone tens of milliseconds.
     */
    duration: (minutes: number) => `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`,
    /** Shown, in the visitor's language, above a test that has no validated version in that language. */
    englishOnly: 'This test is available in English only: it has no validated Kiswahili version yet.',
  },
  notFound: {
    heading: "Oops! We couldn't find your test.",
    explore: 'Explore Available Tests',
    home: 'Return to Home Page',
    invalidTest: 'Invalid test type',
    loadFailed: 'Failed to load test data ...',
  },
};
