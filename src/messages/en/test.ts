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
  },
  question: {
    previous: 'Previous',
    next: 'Next',
    submit: 'Submit',
    progress: (current: number, total: number) => `Question ${current} of ${total}`,
    numberHint: (min?: number, max?: number, unit?: string) =>
      [
        min !== undefined && max !== undefined ? `Enter a number from ${min} to ${max}` : 'Enter a number',
        unit ? `(${unit})` : '',
      ]
        .filter(Boolean)
        .join(' '),
    numberOutOfRange: (min?: number, max?: number) =>
      `Please enter a number${min !== undefined ? ` from ${min}` : ''}${max !== undefined ? ` to ${max}` : ''}.`,
    textLabel: 'Your answer',
    chooseAll: 'Choose all that apply.',
  },
  notFound: {
    heading: "Oops! We couldn't find your test.",
    explore: 'Explore Available Tests',
    home: 'Return to Home Page',
    invalidTest: 'Invalid test type',
    loadFailed: 'Failed to load test data ...',
  },
};
