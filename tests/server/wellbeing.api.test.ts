import { describe, expect, it } from 'vitest';
import { resultSchema, testConfigSchema, type Answer, type Urgency } from '../../schemas';
import { fixtureByCode, walkPath, withAnswer, type Pick } from '../helpers/fixtures';
import { expectApiError, instrumentApi, useServer } from '../helpers/server';

const server = useServer();

interface Case {
  code: string;
  slug: string;
  categoryId: number;
  /** A routine answer set and the grade the server must give it. */
  routine: { picks: Record<string, Pick>; totalScore: number; grade: string };
  /** A red-flag answer set: the grade and the start of the first next step. */
  /** `urgency`, where given, is the result's (Contract 2); the first step is the warning sign's action. */
  urgent: { picks: Record<string, Pick>; grade: string; firstStep: RegExp; urgency?: Urgency };
  /** A broken answer set built from the routine answers, and the error code it must give. */
  bad: { name: string; change: (answers: Answer[]) => Answer[]; code: string };
}

const unknownOption = (id: string) => (answers: Answer[]) =>
  withAnswer(answers, id, { text: 'Maybe', selected: undefined });

const cases: Case[] = [
  {
    code: 'DN-002',
    slug: 'nutritional-deficiency',
    categoryId: 3,
    routine: { picks: { q6: 'Yes' }, totalScore: 1, grade: 'A check-up would help' },
    urgent: {
      picks: { q11: ['Fainting'] },
      grade: 'Warning signs that need urgent care',
      firstStep: /^See a doctor today/,
      urgency: 'today',
    },
    bad: { name: 'an option the question lacks', change: unknownOption('q6'), code: 'unknown_option' },
  },
  {
    code: 'DN-003',
    slug: 'healthy-eating',
    categoryId: 3,
    routine: {
      picks: { q1: '0 to 2', q2: '2 or more a day' },
      totalScore: 4,
      grade: 'Some changes would help',
    },
    urgent: {
      picks: { q9: ['Vomiting often'] },
      grade: 'Symptoms that need checking',
      firstStep: /^See a health worker within the next 2 weeks/,
      urgency: 'soon',
    },
    bad: {
      name: 'a multi-select answer with nothing ticked',
      change: (answers) => withAnswer(answers, 'q9', { selected: [] }),
      code: 'missing_answer',
    },
  },
  {
    code: 'DN-004',
    slug: 'nutritional-checks',
    categoryId: 3,
    routine: { picks: { q1: 40, q3: 160, q4: 64 }, totalScore: 25, grade: 'Above the healthy range' },
    urgent: {
      picks: { q1: 40, q3: 160, q4: 64, q6: 'Yes' },
      grade: 'Above the healthy range',
      firstStep: /^See a doctor within 2 weeks/,
      urgency: 'soon',
    },
    bad: {
      name: 'a height that is not a number',
      change: (answers) => withAnswer(answers, 'q3', { text: 'tall' }),
      code: 'invalid_number',
    },
  },
  {
    code: 'GW-002',
    slug: 'holistic-wellbeing',
    categoryId: 4,
    routine: {
      picks: {
        q1: 'Most of the time',
        q2: 'Most of the time',
        q3: 'More than half of the time',
        q4: 'Less than half of the time',
        q5: 'Most of the time',
      },
      totalScore: 17,
      grade: 'Good well-being',
    },
    urgent: {
      picks: {
        q1: 'Some of the time',
        q2: 'Some of the time',
        q3: 'At no time',
        q4: 'Some of the time',
        q5: 'Less than half of the time',
      },
      grade: 'Very low well-being',
      firstStep: /\/tests\/depression/,
    },
    bad: { name: 'a missing item', change: (answers) => answers.slice(0, 4), code: 'missing_answer' },
  },
  {
    code: 'GW-003',
    slug: 'family-health-risk',
    categoryId: 4,
    routine: { picks: { q2: ['My mother or father'] }, totalScore: 1, grade: 'Routine screening is due' },
    urgent: {
      picks: { q13: ['Chest pain, pressure or tightness'] },
      grade: 'See a doctor now',
      firstStep: /^Call 999 or 112/,
      urgency: 'emergency',
    },
    bad: {
      name: 'an answer to a follow-up the path skips',
      change: (answers) => [...answers, { questionId: 'q4', score: 1, text: 'Yes', nextQuestion: null }],
      code: 'answer_off_path',
    },
  },
  {
    code: 'GW-004',
    slug: 'contraceptive-knowledge',
    categoryId: 4,
    routine: {
      picks: { q1: 'True', q2: 'True', q3: 'False', q4: 'True', q5: 'False' },
      totalScore: 5,
      grade: 'Read the explanations below',
    },
    urgent: {
      picks: { q11: 'Yes, in the last 3 days (72 hours)' },
      grade: 'See a doctor today',
      firstStep: /^Go today to a hospital, health centre or pharmacy/,
      urgency: 'today',
    },
    bad: { name: 'an option the question lacks', change: unknownOption('q1'), code: 'unknown_option' },
  },
  {
    code: 'GW-005',
    slug: 'sti-risk',
    categoryId: 4,
    routine: { picks: { q1: '2 or 3' }, totalScore: 1, grade: 'Testing recommended' },
    urgent: {
      picks: { q1: '1', q10: 'Yes: sex without a condom, or a condom broke or slipped off' },
      grade: 'See a doctor today',
      firstStep: /^Go today to a hospital, health centre or pharmacy/,
      urgency: 'today',
    },
    bad: {
      name: 'the same answer twice',
      change: (answers) => [...answers, answers[0]!],
      code: 'duplicate_answer',
    },
  },
  {
    code: 'GW-006',
    slug: 'fertility-health',
    categoryId: 4,
    routine: { picks: { q1: 28, q2: 4 }, totalScore: 0, grade: 'Keep trying for now' },
    urgent: {
      picks: { q1: 28, q2: 4, q7: ['Fainting, or pain at the tip of the shoulder'] },
      grade: 'See a doctor now',
      firstStep: /^Call 999 or 112/,
      urgency: 'emergency',
    },
    bad: {
      name: 'an age out of range',
      change: (answers) => withAnswer(answers, 'q1', { text: '70' }),
      code: 'number_out_of_range',
    },
  },
  {
    code: 'GW-007',
    slug: 'menstrual-health',
    categoryId: 4,
    routine: {
      picks: { q2: '3 years ago or more', q5: 'More than 8 days' },
      totalScore: 1,
      grade: 'See a doctor soon',
    },
    urgent: {
      picks: { q2: '3 years ago or more', q9: ['Soaking a pad every hour for 2 hours or more'] },
      grade: 'See a doctor today',
      firstStep: /^See a doctor today/,
      urgency: 'today',
    },
    bad: {
      name: 'an unknown question',
      change: (answers) => [...answers, { questionId: 'q99', score: 0, text: 'x' }],
      code: 'unknown_question',
    },
  },
  {
    code: 'GW-008',
    slug: 'pregnancy-health',
    categoryId: 4,
    routine: { picks: { q1: 20, q2: 1 }, totalScore: 0, grade: 'Routine care is due' },
    urgent: {
      picks: { q1: 20, q2: 2, q3: ['Fits or convulsions'] },
      grade: 'See a doctor now',
      firstStep: /^Call 999 or 112/,
      urgency: 'emergency',
    },
    bad: {
      name: 'weeks out of range',
      change: (answers) => withAnswer(answers, 'q1', { text: '50' }),
      code: 'number_out_of_range',
    },
  },
  {
    code: 'GW-009',
    slug: 'postnatal-health',
    categoryId: 4,
    routine: {
      picks: { q1: 'Nearly every day', q2: 'Nearly every day', q3: 'Nearly every day', q4: 'Several days' },
      totalScore: 10,
      grade: 'Moderate depression',
    },
    urgent: { picks: { q9: 'Several days' }, grade: 'Minimal or no depression', firstStep: /1199/ },
    bad: { name: 'an option the question lacks', change: unknownOption('q2'), code: 'unknown_option' },
  },
];

describe.each(cases)('$code $slug over HTTP', ({ code, slug, categoryId, routine, urgent, bad }) => {
  const fixture = fixtureByCode(code);
  const api = instrumentApi(server, code);

  it('is catalogued under its slug and category, and serves its configuration without scoring rules', async () => {
    expect(fixture.card).toMatchObject({
      routeSlug: slug,
      categoryId,
      imageSrc: `/images/tests/${slug}.svg`,
    });
    const response = await api.config();
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).not.toHaveProperty('scoring');
    const config = testConfigSchema.parse(body);
    expect(config).toMatchObject({
      testCode: code,
      informalTitle: fixture.card.informalTitle,
      duration: fixture.card.duration,
    });
    expect(config.questions).toHaveLength(fixture.form.questions.length);
  });

  it(`scores a routine answer set as "${routine.grade}"`, async () => {
    const response = await api.interpret(walkPath(fixture, routine.picks));
    expect(response.status).toBe(200);
    expect(resultSchema.parse(response.body)).toMatchObject({
      totalScore: routine.totalScore,
      expectedTotalScore: fixture.form.expectedTotalScore,
      grade: routine.grade,
    });
  });

  it(`puts the urgent step first for a red-flag answer ("${urgent.grade}")`, async () => {
    const response = await api.interpret(walkPath(fixture, urgent.picks));
    expect(response.status).toBe(200);
    const result = resultSchema.parse(response.body);
    expect(result.grade).toBe(urgent.grade);
    expect((result.nextSteps as string[])[0]).toMatch(urgent.firstStep);
    if (urgent.urgency) expect(result.urgency).toBe(urgent.urgency);
  });

  it('cannot be moved by editing the client scores', async () => {
    const tampered = walkPath(fixture, routine.picks).map((answer) => ({ ...answer, score: 99 }));
    const response = await api.interpret(tampered);
    expect(resultSchema.parse(response.body)).toMatchObject({
      totalScore: routine.totalScore,
      grade: routine.grade,
    });
  });

  it(`answers 400 ${bad.code} for ${bad.name}`, async () => {
    expectApiError(await api.interpret(bad.change(walkPath(fixture, routine.picks))), bad.code);
  });
});
