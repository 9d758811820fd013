import { describe, expect, it } from 'vitest';
import { resultSchema, testConfigSchema, type Answer } from '../../schemas';
import { catalogue, fixtureByCode, walkPath, withAnswer, type Pick } from '../helpers/fixtures';
import { expectApiError, instrumentApi, useServer } from '../helpers/server';

const server = useServer();
const none = ['None of these'];

interface Case {
  code: string;
  slug: string;
  questions: number;
  picks: Record<string, Pick>;
  expected: { totalScore: number; expectedTotalScore: number; grade: string };
  bad: (answers: Answer[]) => Answer[];
  badCode: string;
}

const cases: Case[] = [
  {
    code: 'DA-002',
    slug: 'social-media-addiction',
    questions: 6,
    picks: { q1: 'Often', q2: 'Often', q3: 'Very often', q4: 'Often', q5: 'Rarely', q6: 'Rarely' },
    expected: { totalScore: 21, expectedTotalScore: 30, grade: 'High Risk of Dependence' },
    bad: (answers) => withAnswer(answers, 'q1', { text: 'Always' }),
    badCode: 'unknown_option',
  },
  {
    code: 'DA-003',
    slug: 'gaming-dependency',
    questions: 9,
    picks: {
      q1: 'Sometimes',
      q2: 'Sometimes',
      q3: 'Sometimes',
      q4: 'Rarely',
      q5: 'Rarely',
      q6: 'Rarely',
      q7: 'Rarely',
      q8: 'Rarely',
      q9: 'Rarely',
    },
    expected: { totalScore: 21, expectedTotalScore: 45, grade: 'Moderate Risk of Dependence' },
    bad: (answers) => answers.slice(0, 8),
    badCode: 'missing_answer',
  },
  {
    code: 'DA-004',
    slug: 'digital-addiction',
    questions: 14,
    picks: { q1: 'Very often', q2: 'Very often', q3: 'Often', q4: 'Seldom' },
    expected: { totalScore: 12, expectedTotalScore: 56, grade: 'Low Risk of Dependence' },
    bad: (answers) => [...answers, answers[0]!],
    badCode: 'duplicate_answer',
  },
  {
    code: 'LD-002',
    slug: 'hypertension-risk',
    questions: 15,
    picks: {
      age: 52,
      salt: 'Yes',
      readingKnown: 'Yes',
      systolic: 146,
      diastolic: 88,
      emergency: none,
    },
    expected: { totalScore: 3, expectedTotalScore: 4, grade: 'High reading (140 over 90 or more)' },
    bad: (answers) => withAnswer(answers, 'systolic', { text: '900' }),
    badCode: 'number_out_of_range',
  },
  {
    code: 'LD-003',
    slug: 'heart-disease-risk',
    questions: 11,
    picks: {
      age: 60,
      sex: 'Man',
      smoking: 'Yes',
      bpKnown: 'Yes',
      sbp: 150,
      bmiHow: 'My height and weight',
      height: 170,
      weight: 80,
      symptoms: none,
    },
    expected: { totalScore: 2, expectedTotalScore: 4, grade: '10-year risk: 10% to under 20%' },
    bad: (answers) => withAnswer(answers, 'sbp', { text: '900' }),
    badCode: 'number_out_of_range',
  },
  {
    code: 'LD-004',
    slug: 'obesity-risk',
    questions: 6,
    picks: { sex: 'Woman', height: 160, weight: 64, waistKnown: 'Yes', waist: 84 },
    expected: { totalScore: 3, expectedTotalScore: 3, grade: 'Increased risk' },
    bad: (answers) => withAnswer(answers, 'height', { text: 'tall' }),
    badCode: 'invalid_number',
  },
  {
    code: 'LD-005',
    slug: 'metabolic-syndrome',
    questions: 8,
    picks: {
      sex: 'Man',
      waistMen: 'Yes',
      hdlMen: "I don't know",
      bp: 'Yes',
      triglycerides: "I don't know",
      glucose: 'No',
    },
    expected: { totalScore: 2, expectedTotalScore: 5, grade: 'Tests needed' },
    bad: (answers) => [
      ...answers.slice(0, 1),
      { questionId: 'waistWomen', score: 0, text: 'No', nextQuestion: null },
      ...answers.slice(1),
    ],
    badCode: 'answer_off_path',
  },
  {
    code: 'LD-006',
    slug: 'breast-cancer',
    questions: 8,
    picks: { sex: 'Woman', age: 47, symptoms: ['A new lump or thickening in a breast or armpit'] },
    expected: { totalScore: 0, expectedTotalScore: 17, grade: 'See a doctor soon' },
    bad: (answers) => withAnswer(answers, 'age', { text: '150' }),
    badCode: 'number_out_of_range',
  },
  {
    code: 'LD-007',
    slug: 'colorectal-cancer',
    questions: 7,
    picks: { age: 52 },
    expected: { totalScore: 0, expectedTotalScore: 9, grade: 'Routine screening is due' },
    bad: (answers) => withAnswer(answers, 'redFlags', { selected: ['Blood everywhere'] }),
    badCode: 'unknown_option',
  },
  {
    code: 'LD-008',
    slug: 'prostate-cancer',
    questions: 12,
    picks: { age: 58, weakStream: 'Almost always', nocturia: '3 times', straining: 'About half the time' },
    expected: { totalScore: 11, expectedTotalScore: 35, grade: 'Moderate urinary symptoms' },
    bad: (answers) => answers.filter((answer) => answer.questionId !== 'nocturia'),
    badCode: 'missing_answer',
  },
  {
    code: 'LD-009',
    slug: 'lung-cancer',
    questions: 8,
    picks: { age: 58, status: 'I smoke now', perDay: 20, yearsSmoked: 30 },
    expected: { totalScore: 3, expectedTotalScore: 7, grade: 'Routine screening is due' },
    bad: (answers) => withAnswer(answers, 'perDay', { text: '500' }),
    badCode: 'number_out_of_range',
  },
  {
    code: 'LD-010',
    slug: 'cervical-cancer',
    questions: 8,
    picks: {
      cervix: 'Yes, I have a cervix',
      age: 52,
      sexEver: 'Yes',
      lastScreen: 'More than 5 years ago',
      lastTest: 'A Pap smear: cells taken from the cervix and sent to a laboratory',
    },
    expected: { totalScore: 0, expectedTotalScore: 7, grade: 'Screening is overdue' },
    bad: (answers) => withAnswer(answers, 'symptoms', { selected: ['Bleeding from the ears'] }),
    badCode: 'unknown_option',
  },
];

describe.each(cases)('$code $slug over HTTP', ({ code, slug, questions, picks, expected, bad, badCode }) => {
  const api = instrumentApi(server, code);
  const answers = walkPath(fixtureByCode(code), picks);

  it('serves its configuration by test code, without scoring rules', async () => {
    const response = await api.config();
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    const config = testConfigSchema.parse(body);
    expect(config.testCode).toBe(code);
    expect(config.questions).toHaveLength(questions);
    expect(config.expectedTotalScore).toBe(expected.expectedTotalScore);
    expect(Object.keys(body)).not.toContain('scoring');
    expect(JSON.stringify(body)).not.toContain('"table"');
    expect(fixtureByCode(code).card.routeSlug).toBe(slug);
  });

  it(`scores valid answers: ${expected.grade}`, async () => {
    const response = await api.interpret(answers);
    expect(response.status).toBe(200);
    expect(resultSchema.parse(response.body)).toMatchObject(expected);
  });

  it('scores from its own options, not the score the client sends', async () => {
    const tampered = answers.map((answer) => ({ ...answer, score: 99 }));
    const response = await api.interpret(tampered);
    expect(resultSchema.parse(response.body)).toMatchObject(expected);
  });

  it(`answers bad input with 400 ${badCode}`, async () => {
    expectApiError(await api.interpret(bad(answers)), badCode);
  });
});

describe('urgency over HTTP (Contract 2)', () => {
  it('serves option ids but never the warning-sign references or the scoring rules', async () => {
    for (const [code, id] of [
      ['LD-002', 'emergency-3'],
      ['LD-003', 'symptoms-0'],
    ] as const) {
      const response = await instrumentApi(server, code).config();
      const text = JSON.stringify(await response.json());
      expect(text).toContain(`"id":"${id}"`);
      expect(text).not.toContain('"sign"');
    }
  });

  // Each red flag over HTTP: the result is urgent, its grade does not reassure, and the sign's action leads.
  it.each([
    ['LD-002', { age: 60, emergency: ['Chest pain, pressure or tightness'] }, 'emergency'],
    ['LD-002', { age: 60, readingKnown: 'Yes', systolic: 182, diastolic: 100, emergency: none }, 'today'],
    [
      'LD-002',
      { age: 30, pregnant: 'Yes', readingKnown: 'Yes', systolic: 150, diastolic: 95, emergency: none },
      'today',
    ],
    ['LD-003', { history: 'Yes', symptoms: ['Struggling to breathe, even at rest'] }, 'emergency'],
    [
      'LD-003',
      { age: 35, sex: 'Woman', smoking: 'No', bpKnown: 'Yes', sbp: 190, bmiHow: 'Neither', symptoms: none },
      'today',
    ],
    [
      'LD-006',
      { sex: 'Woman', age: 30, symptoms: ['Fluid or blood coming from a nipple without squeezing'] },
      undefined,
    ],
    [
      'LD-007',
      { age: 40, redFlags: ['Blood in or on my stool, or bleeding from my back passage'] },
      undefined,
    ],
    [
      'LD-008',
      { age: 70, urgent: ['I cannot pass urine at all, and my lower belly is painful or swollen'] },
      undefined,
    ],
    ['LD-009', { age: 40, urgent: ['Coughing up blood'] }, undefined],
  ])('%s puts the red flag first and does not reassure', async (code, picks, urgency) => {
    const answers = walkPath(fixtureByCode(code), picks as Record<string, Pick>);
    const response = await instrumentApi(server, code).interpret(answers);
    const result = resultSchema.parse(response.body);
    if (urgency) expect(result.urgency).toBe(urgency);
    expect(['soon', 'today', 'emergency']).toContain(result.urgency);
    expect(result.level).toBeGreaterThanOrEqual(2);
    expect(result.urgencyReasons?.length).toBeGreaterThan(0);
    const actions = [...catalogue.warningSigns.values()]
      .filter((sign) => result.urgencyReasons?.includes(sign.reason))
      .map((sign) => sign.action);
    expect(actions).toContain((result.nextSteps as string[])[0]);
  });
});
