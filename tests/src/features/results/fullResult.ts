import type { Result, unsectionedResultFields } from '../../../../schemas';

/** A result carrying every optional field of the contract (api.md), for the result screen's tests. */
export const fullResult: Required<Result> = {
  totalScore: 14,
  expectedTotalScore: 27,
  grade: 'Moderate depression',
  description: 'Your answers suggest moderate symptoms of depression.',
  suicideRisk: 'You said you have had thoughts of being better off dead.',
  impact: 'Your symptoms make daily tasks somewhat difficult.',
  subscaleScores: { Somatic: 5, Cognitive: 9 },
  detailedAnalysis: { Sleep: 'Your sleep is often disturbed.', Energy: 'You often feel tired.' },
  overallInterpretation: 'Taken together, your answers call for a talk with a professional.',
  clusterScores: { 'Cluster B (intrusion)': 7, 'Cluster C (avoidance)': 3 },
  provisionalDiagnosis: 'Your answers fit a pattern that a clinician should assess.',
  depersonalization: {
    description: 'Distance from others at work.',
    level: 'Low',
    nextSteps: ['Keep in touch.'],
  },
  emotionalExhaustion: {
    description: 'Feeling drained by work.',
    level: 'High',
    nextSteps: 'Rest and talk.',
  },
  personalAccomplishment: {
    description: 'Feeling effective at work.',
    level: 'Moderate',
    nextSteps: ['Note your wins.', 'Ask for feedback.'],
  },
  problemAreas: ['Sleep', 'Energy'],
  healthRisks: ['Low mood lasting weeks'],
  nextSteps: ['Talk to someone you trust.', 'Book a session with a therapist.'],
  supportResources: 'https://example.org/support',
  urgency: 'soon',
  urgencyReasons: [],
  level: 2,
  validated: true,
  lang: 'en',
};

/** Each optional field's section heading, as the spec words it, in screen order (crisis help first). */
export const sectionHeadings: Record<
  Exclude<
    keyof Result,
    'totalScore' | 'expectedTotalScore' | 'grade' | (typeof unsectionedResultFields)[number]
  >,
  string
> = {
  suicideRisk: 'Risk of Harm',
  description: 'Here is What Your Score Means',
  impact: 'How Your Symptoms Affect Your Day-to-Day',
  subscaleScores: 'Subscale Scores',
  detailedAnalysis: 'Detailed Analysis',
  overallInterpretation: 'Overall Interpretation',
  clusterScores: 'Cluster Scores',
  provisionalDiagnosis: 'Provisional Diagnosis',
  depersonalization: 'Depersonalization',
  emotionalExhaustion: 'Emotional Exhaustion',
  personalAccomplishment: 'Personal Accomplishment',
  problemAreas: 'Problem Areas',
  healthRisks: 'Health Risks',
  nextSteps: 'Some Next Steps For You',
  supportResources: 'Take Action: Helpful Resources for Your Wellbeing',
};
