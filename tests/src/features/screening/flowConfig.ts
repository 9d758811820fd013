import type { Question, TestConfig } from '../../../../schemas';

/**
 * A small configuration with every question type and a branch, for component tests of the generic runner.
 * q1 "No" jumps to q4 (skipping q2 and q3); q2 is a multi-select whose "None of these" also jumps to q4;
 * q3 a number with range and unit; q4 text.
 */
export const flowQuestions: Question[] = [
  {
    id: 'q1',
    question: 'Do you drink alcohol?',
    type: 'single-select',
    options: [
      { id: 'no', text: 'No', score: 0, nextQuestion: 'q4' },
      { id: 'yes', text: 'Yes', score: 1, nextQuestion: null },
    ],
  },
  {
    id: 'q2',
    question: 'Which drinks do you have?',
    questionHeading: 'Your drinks',
    type: 'multi-select',
    options: [
      { id: 'beer', text: 'Beer', score: 1, nextQuestion: null },
      { id: 'wine', text: 'Wine', score: 2, nextQuestion: null },
      { id: 'spirits', text: 'Spirits', score: 4, nextQuestion: null },
      { id: 'none-of-these', text: 'None of these', score: 0, nextQuestion: 'q4' },
    ],
  },
  {
    id: 'q3',
    question: 'On how many days a week do you drink?',
    type: 'user-input-number',
    options: [],
    min: 0,
    max: 7,
    unit: 'days',
  },
  { id: 'q4', question: 'Anything else you would like to tell us?', type: 'user-input-text', options: [] },
];

export const flowConfig: TestConfig = {
  testCode: 'MH-001',
  formalTitle: 'Flow Check',
  informalTitle: 'Flow Screening Test',
  formHeading: 'About your drinking',
  resultHeading: 'Your Flow Result',
  duration: '2 minutes',
  instructions: ['Answer honestly.', 'There are no wrong answers.'],
  disclaimer: 'This is not a diagnosis.',
  expectedTotalScore: 14,
  questions: flowQuestions,
};
