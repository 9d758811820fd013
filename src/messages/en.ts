/** Every visible text of the app in English. A Kiswahili catalogue would mirror this shape. */
export const en = {
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
  result: {
    talkToSomeone: 'Talk to a Therapist or Doctor',
    scoreLabel: (total: number, expected: number) => `Your score: ${total} out of ${expected}`,
    description: 'Here is What Your Score Means',
    suicideRisk: 'Risk of Harm',
    crisisIntro: 'If you are thinking about harming yourself, you are not alone. Call now, any time:',
    call: (number: string) => `Call ${number}`,
    impact: 'How Your Symptoms Affect Your Day-to-Day',
    subscaleScores: 'Subscale Scores',
    detailedAnalysis: 'Detailed Analysis',
    overallInterpretation: 'Overall Interpretation',
    clusterScores: 'Cluster Scores',
    provisionalDiagnosis: 'Provisional Diagnosis',
    depersonalization: 'Depersonalization',
    emotionalExhaustion: 'Emotional Exhaustion',
    personalAccomplishment: 'Personal Accomplishment',
    level: (level: string) => `Level: ${level}`,
    problemAreas: 'Problem Areas',
    healthRisks: 'Health Risks',
    nextSteps: 'Some Next Steps For You',
    supportResources: 'Take Action: Helpful Resources for Your Wellbeing',
    supportLink: 'Visit our support resources',
    submitFailed: 'We encountered an issue while submitting your responses.',
  },
  pageNotFound: {
    heading: "Oops! The page you're looking for doesn't exist.",
    browse: 'Browse Screening Tests',
  },
  home: {
    heading: 'Find Your Path to Better Health. Select a Category to Proceed',
    intro: 'Choose a health screening test and get instant insights for a healthier you.',
    search: 'Search',
    start: (informalTitle: string) => `Start ${informalTitle}`,
  },
  footer: {
    copyright: (year: number, provider: string) => `© ${year} ${provider}. All rights reserved.`,
  },
  errors: {
    unexpected: 'Unexpected Application Error!',
  },
};

export type Messages = typeof en;
