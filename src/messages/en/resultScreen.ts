/**
 * English texts of the result screen, its urgency alert and its printed summary. Not part of the first load: they
 * come with the result screen's chunk (src/features/results/texts.ts), which merges them into the app's texts,
 * area by area, so a component reads `t.result.description` as before.
 */
export const resultScreenMessages = {
  result: {
    talkToSomeone: 'Talk to a Therapist or Doctor',
    scoreLabel: (total: number, expected: number) => `Your score: ${total} out of ${expected}`,
    /**
     * A grade with no validated total shows its level (0-4, the site's one scale) in words, not a number over
     * a maximum that reads like marks ("4/4" for a very high blood pressure).
     */
    levelWords: (level: number) => ['Low', 'Mild', 'Moderate', 'High', 'Very high'][level] ?? String(level),
    levelCaption: 'level of concern',
    levelLabel: (words: string) => `Level of concern: ${words}`,
    description: 'Here is What Your Score Means',
    suicideRisk: 'Risk of Harm',
    crisisIntro: 'If you are thinking about harming yourself, you are not alone. Call now, any time:',
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
    print: 'Print or save your result',
  },
  urgency: {
    emergency: {
      title: 'Get help now',
      action: 'Call 999 or 112 for an ambulance, or go to the nearest hospital emergency department now.',
    },
    today: {
      title: 'See a doctor today',
      action: 'Please see a doctor or nurse today: book below, or go to a clinic or hospital.',
    },
    because: 'Because of what you told us:',
    crisisAction:
      'You do not have to face this alone. Talk to someone now: the Kenya Red Cross line is free and open all day and night. If you are in danger, call 999 or 112.',
    bookToday: 'Book a doctor for today',
  },
  print: {
    subtitle: (provider: string) => `${provider} self-screening result`,
    date: (date: string) => `Date: ${date}`,
    score: (total: number, expected: number) => `Score: ${total} out of ${expected}`,
    level: (words: string) => `Level of concern: ${words}`,
    meaning: 'What your result means',
    grade: (grade: string) => `Result: ${grade}`,
    crisis: 'Help is available any time:',
    urgency: (title: string) => `${title}.`,
    reasons: 'Because of what you told us:',
    answersHeading: 'Your answers',
    questionColumn: 'Question',
    answerColumn: 'Your answer',
    disclaimerHeading: 'Disclaimer!',
    takeToDoctor:
      'This is a screening result, not a diagnosis. Please take this page to a doctor or health worker and talk it through with them.',
  },
};

export type ResultScreenMessages = typeof resultScreenMessages;
