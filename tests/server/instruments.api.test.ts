import { describe, expect, it } from 'vitest';
import {
  resultSchema,
  testConfigSchema,
  type Answer,
  type TestConfig,
  type TestFixture,
  type Urgency,
} from '../../schemas';
import { readSettings } from '../../server/settings';
import {
  catalogue,
  chooseScore,
  chooseScores,
  chooseText,
  fixtureByCode,
  loadLicensedCatalogue,
  typeNumber,
  walkPath,
  withAnswer,
  type Pick,
} from '../helpers/fixtures';
import { expectApiError, instrumentApi, useServer } from '../helpers/server';

/**
 * Every instrument over HTTP, against one real server: first what holds for each of them alike, read from its
 * fixture (its configuration, each of its samples, the answers every test refuses the same way); then what the
 * contract pins for some of them; then the cases that are one instrument's own (its branches, subscales and
 * reports, its red flags).
 */
const server = useServer();

// ---------------------------------------------------------------------------------------------------------
// What holds for every instrument, from its fixture.

/** A regular expression for exactly this text. */
function literally(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
}

interface BadAnswers {
  name: string;
  scores: Answer[];
  code: string;
  message: RegExp;
}

/** Answer sets every instrument must refuse, made from its own samples, with the error each must give. */
function badAnswerSets(fixture: TestFixture): BadAnswers[] {
  const { questions } = fixture.form;
  const typeOf = (id: string) => questions.find((question) => question.id === id)?.type;
  const answers = fixture.samples[0]!.answers;
  const first = answers[0]!;
  const last = answers.at(-1)!;
  const cases: BadAnswers[] = [
    {
      name: `a second answer to "${first.questionId}"`,
      scores: [...answers, first],
      code: 'duplicate_answer',
      message: literally(`"${first.questionId}" is answered more than once`),
    },
    {
      name: `the last answer ("${last.questionId}") missing`,
      scores: answers.slice(0, -1),
      code: 'missing_answer',
      message: literally(`"${last.questionId}" is on the answered path but has no answer`),
    },
    {
      name: 'an answer to a question the test does not have',
      scores: [...answers, { questionId: 'noSuchQuestion', score: 0, text: 'x', nextQuestion: null }],
      code: 'unknown_question',
      message: literally('no question "noSuchQuestion"'),
    },
  ];

  const select = answers.find((answer) => typeOf(answer.questionId)?.endsWith('-select'));
  if (select) {
    const multi = typeOf(select.questionId) === 'multi-select';
    cases.push({
      name: `an option "${select.questionId}" does not have`,
      scores: withAnswer(
        answers,
        select.questionId,
        multi
          ? { selected: ['No such option'], selectedIds: undefined }
          : { text: 'No such option', optionId: undefined },
      ),
      code: 'unknown_option',
      message: literally(`"${select.questionId}" has no option "No such option"`),
    });
  }

  // A question the path of a sample skips, answered all the same.
  for (const sample of fixture.samples) {
    const answered = new Set(sample.answers.map((answer) => answer.questionId));
    const skipped = questions.find((question) => !answered.has(question.id));
    if (!skipped) continue;
    cases.push({
      name: `an answer to "${skipped.id}", which "${sample.label}" skips`,
      scores: [...sample.answers, { questionId: skipped.id, score: 0, text: 'x', nextQuestion: null }],
      code: 'answer_off_path',
      message: literally(`"${skipped.id}" is skipped`),
    });
    break;
  }

  // Each number question, on the path of the first sample that reaches it: just out of range, and words.
  for (const question of questions) {
    if (question.type !== 'user-input-number') continue;
    const sample = fixture.samples.find((candidate) =>
      candidate.answers.some((answer) => answer.questionId === question.id),
    );
    if (!sample) continue;
    const range = `"${question.id}" must be between ${question.min ?? '-∞'} and ${question.max ?? '∞'}${
      question.unit ? ` ${question.unit}` : ''
    }`;
    const typed = (text: string) => withAnswer(sample.answers, question.id, { text });
    if (question.max !== undefined) {
      cases.push({
        name: `${question.max + 1} for "${question.id}"`,
        scores: typed(String(question.max + 1)),
        code: 'number_out_of_range',
        message: literally(range),
      });
    }
    if (question.min !== undefined) {
      cases.push({
        name: `${question.min - 1} for "${question.id}"`,
        scores: typed(String(question.min - 1)),
        code: 'number_out_of_range',
        message: literally(range),
      });
    }
    cases.push({
      name: `words for "${question.id}"`,
      scores: typed('twelve'),
      code: 'invalid_number',
      message: literally(`"${question.id}" is not a number`),
    });
  }
  return cases;
}

describe.each(
  catalogue.tests.map((fixture) => [fixture.card.testCode, fixture.card.routeSlug, fixture] as const),
)('%s %s over HTTP', (code, slug, fixture) => {
  const api = instrumentApi(server, code);
  const { card, form } = fixture;

  it('serves its configuration: its card and questions, without scoring rules, samples or warning signs', async () => {
    expect(card.imageSrc).toBe(`/images/tests/${slug}.svg`);
    const response = await api.config();
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(body)).not.toContain('scoring');
    expect(Object.keys(body)).not.toContain('samples');
    expect(JSON.stringify(body)).not.toContain('"table"');
    expect(JSON.stringify(body)).not.toContain('"sign"');
    const config = testConfigSchema.parse(body);
    expect(config).toMatchObject({
      testCode: code,
      formalTitle: card.formalTitle,
      informalTitle: card.informalTitle,
      duration: card.duration,
      expectedTotalScore: form.expectedTotalScore,
    });
    expect(config.questions.map((question) => question.id)).toEqual(
      form.questions.map((question) => question.id),
    );
  });

  it.each(fixture.samples.map((sample) => [sample.label, sample] as const))(
    'scores sample "%s" as its fixture says, from its own options, not the scores the client sends',
    async (_label, sample) => {
      const { urgency, ...expected } = sample.expect;
      for (const scores of [sample.answers, sample.answers.map((answer) => ({ ...answer, score: 99 }))]) {
        const response = await api.interpret(scores);
        expect(response.status).toBe(200);
        const result = resultSchema.parse(response.body);
        expect(result).toMatchObject({ ...expected, expectedTotalScore: form.expectedTotalScore });
        if (urgency) expect(result.urgency).toBe(urgency);
      }
    },
  );

  it.each(badAnswerSets(fixture).map((bad) => [bad.code, bad.name, bad] as const))(
    'answers 400 %s for %s',
    async (_code, _name, bad) => {
      expectApiError(await api.interpret(bad.scores), bad.code, { message: bad.message });
    },
  );
});

// ---------------------------------------------------------------------------------------------------------
// What the contract pins: where each instrument is catalogued, and the titles and sizes of its configuration.

interface Pinned {
  slug: string;
  categoryId: number;
  config?: Partial<TestConfig>;
  questions?: number;
}

const pinned: Record<string, Pinned> = {
  'MH-002': {
    slug: 'anxiety',
    categoryId: 1,
    config: {
      formalTitle: 'GAD-7',
      informalTitle: 'Anxiety Screening Test',
      duration: '5 minutes',
      expectedTotalScore: 21,
    },
    questions: 8,
  },
  'MH-003': {
    slug: 'burnout',
    categoryId: 1,
    config: {
      formalTitle: 'Copenhagen Burnout Inventory',
      informalTitle: 'Burnout Screening Test',
      duration: '5 minutes',
      expectedTotalScore: 100,
    },
    questions: 19,
  },
  'MH-004': {
    slug: 'ptsd',
    categoryId: 1,
    config: {
      formalTitle: 'PCL-5',
      informalTitle: 'PTSD Screening Test',
      duration: '5 minutes',
      expectedTotalScore: 80,
    },
    questions: 20,
  },
  'MH-005': {
    slug: 'social_support',
    categoryId: 1,
    config: {
      formalTitle: 'MSPSS',
      informalTitle: 'Social Support Screening Test',
      duration: '5 minutes',
      expectedTotalScore: 7,
    },
    questions: 12,
  },
  'MH-006': {
    slug: 'existential_anxiety',
    categoryId: 1,
    config: {
      formalTitle: 'Existential Anxiety Scale',
      informalTitle: 'Existential Anxiety Screening Test',
      duration: '5 minutes',
      expectedTotalScore: 110,
    },
    questions: 22,
  },
  'MH-007': {
    slug: 'audit',
    categoryId: 1,
    config: {
      formalTitle: 'Alcohol Use Disorders Identification Test',
      informalTitle: 'Alcohol Use Screening Test',
      duration: '5 minutes',
      expectedTotalScore: 40,
    },
    questions: 10,
  },
  'PA-001': {
    slug: 'physical-activity',
    categoryId: 2,
    config: {
      formalTitle: 'IPAQ',
      informalTitle: 'Physical Activity Screening Test',
      duration: '5 minutes',
      expectedTotalScore: 19278,
    },
    questions: 7,
  },
  'PA-002': {
    slug: 'sedentary-behavior',
    categoryId: 2,
    config: { informalTitle: 'Sitting Time Screening Test', duration: '5 minutes', expectedTotalScore: 24 },
    questions: 5,
  },
  'DN-001': {
    slug: 'dietary-assessment',
    categoryId: 3,
    config: { informalTitle: 'Healthy Diet Screening Test', duration: '10 minutes', expectedTotalScore: 20 },
    questions: 14,
  },
  'DN-002': { slug: 'nutritional-deficiency', categoryId: 3 },
  'DN-003': { slug: 'healthy-eating', categoryId: 3 },
  'DN-004': { slug: 'nutritional-checks', categoryId: 3 },
  'GW-001': {
    slug: 'lifestyle-habits',
    categoryId: 4,
    config: {
      informalTitle: 'Lifestyle Habits Screening Test',
      duration: '8 minutes',
      expectedTotalScore: 16,
    },
  },
  'GW-002': { slug: 'holistic-wellbeing', categoryId: 4 },
  'GW-003': { slug: 'family-health-risk', categoryId: 4 },
  'GW-004': { slug: 'contraceptive-knowledge', categoryId: 4 },
  'GW-005': { slug: 'sti-risk', categoryId: 4 },
  'GW-006': { slug: 'fertility-health', categoryId: 4 },
  'GW-007': { slug: 'menstrual-health', categoryId: 4 },
  'GW-008': { slug: 'pregnancy-health', categoryId: 4 },
  'GW-009': { slug: 'postnatal-health', categoryId: 4 },
  'DA-001': {
    slug: 'digital-usage-patterns',
    categoryId: 6,
    config: {
      formalTitle: 'Smartphone Addiction Scale, Short Version (SAS-SV)',
      informalTitle: 'Smartphone Use Screening Test',
      duration: '8 minutes',
      expectedTotalScore: 60,
    },
    questions: 11,
  },
  'DA-002': {
    slug: 'social-media-addiction',
    categoryId: 6,
    config: { expectedTotalScore: 30 },
    questions: 6,
  },
  'DA-003': { slug: 'gaming-dependency', categoryId: 6, config: { expectedTotalScore: 45 }, questions: 9 },
  'DA-004': { slug: 'digital-addiction', categoryId: 6, config: { expectedTotalScore: 56 }, questions: 14 },
  'LD-001': {
    slug: 'diabetes-risk',
    categoryId: 7,
    config: {
      formalTitle: 'Type 2 Diabetes Risk Assessment',
      informalTitle: 'Diabetes Risk Screening Test',
      duration: '8 minutes',
      expectedTotalScore: 26,
    },
  },
  'LD-002': { slug: 'hypertension-risk', categoryId: 7, config: { expectedTotalScore: 4 }, questions: 15 },
  'LD-003': { slug: 'heart-disease-risk', categoryId: 7, config: { expectedTotalScore: 4 }, questions: 12 },
  'LD-004': { slug: 'obesity-risk', categoryId: 7, config: { expectedTotalScore: 3 }, questions: 6 },
  'LD-005': { slug: 'metabolic-syndrome', categoryId: 7, config: { expectedTotalScore: 5 }, questions: 8 },
  'LD-006': { slug: 'breast-cancer', categoryId: 7, config: { expectedTotalScore: 17 }, questions: 8 },
  'LD-007': { slug: 'colorectal-cancer', categoryId: 7, config: { expectedTotalScore: 9 }, questions: 7 },
  'LD-008': { slug: 'prostate-cancer', categoryId: 7, config: { expectedTotalScore: 35 }, questions: 12 },
  'LD-009': { slug: 'lung-cancer', categoryId: 7, config: { expectedTotalScore: 7 }, questions: 8 },
  'LD-010': { slug: 'cervical-cancer', categoryId: 7, config: { expectedTotalScore: 7 }, questions: 8 },
};

describe.each(Object.entries(pinned))('%s as pinned', (code, { slug, categoryId, config, questions }) => {
  it(`is catalogued as ${slug} in category ${categoryId}${config || questions ? ', with its pinned titles and size' : ''}`, async () => {
    expect(fixtureByCode(code).card).toMatchObject({ routeSlug: slug, categoryId });
    if (!config && questions === undefined) return;
    const served = testConfigSchema.parse(await (await instrumentApi(server, code).config()).json());
    if (config) expect(served).toMatchObject(config);
    if (questions !== undefined) expect(served.questions).toHaveLength(questions);
  });
});

// ---------------------------------------------------------------------------------------------------------
// One instrument's own cases.

describe('MH-002 anxiety (GAD-7)', () => {
  const api = instrumentApi(server, 'MH-002');
  const gad7 = fixtureByCode('MH-002');
  const moderate = [...chooseScores(gad7, [3, 3, 2, 1, 1, 0, 0]), chooseText(gad7, 'q8', 'Very difficult')];

  it('scores total 10 as moderate anxiety, with impact', async () => {
    const response = await api.interpret(moderate);
    expect(response.status).toBe(200);
    const result = resultSchema.parse(response.body);
    expect(result).toMatchObject({
      totalScore: 10,
      expectedTotalScore: 21,
      grade: 'Moderate anxiety',
      level: 2,
      urgency: 'soon',
      validated: true,
    });
    expect(result.impact).toMatch(/very difficult/);
  });

  it('scores total 9 as mild anxiety, one point below the cut-off', async () => {
    const mild = withAnswer(moderate, 'q5', chooseScore(gad7, 'q5', 0));
    const response = await api.interpret(mild);
    expect(resultSchema.parse(response.body)).toMatchObject({ totalScore: 9, grade: 'Mild anxiety' });
  });
});

describe('MH-003 burnout, built in (Copenhagen Burnout Inventory)', () => {
  const api = instrumentApi(server, 'MH-003');
  const cbi = fixtureByCode('MH-003');
  // Personal 50, work 50 (350/7), client 25.
  const high = chooseScores(cbi, [
    ...[50, 50, 50, 50, 50, 50],
    ...[75, 50, 50, 50, 50, 50, 25],
    ...[25, 25, 25, 25, 25, 25],
  ]);

  it('scores work-related burnout 50 as high, with every scale and its analysis', async () => {
    const response = await api.interpret(high);
    expect(response.status).toBe(200);
    const result = resultSchema.parse(response.body);
    expect(result).toMatchObject({
      totalScore: 50,
      expectedTotalScore: 100,
      grade: 'High work-related burnout',
    });
    expect(result.subscaleScores).toEqual({
      'Personal burnout': 50,
      'Work-related burnout': 50,
      'Client-related burnout': 25,
    });
    expect(Object.keys(result.detailedAnalysis ?? {})).toEqual([
      'Personal burnout',
      'Work-related burnout',
      'Client-related burnout',
    ]);
    expect(result.emotionalExhaustion).toBeUndefined();
  });

  it.each([
    ['an MBI answer the CBI does not have', withAnswer(high, 'q1', { text: 'Every day' }), 'unknown_option'],
    [
      'an MBI-only question',
      [...high, { questionId: 'q22', score: 6, text: 'Every day' }],
      'unknown_question',
    ],
  ])('answers 400 for %s', async (_name, scores, code) => {
    expectApiError(await api.interpret(scores), code);
  });
});

describe('MH-003 burnout with LICENSED_FIXTURES_DIR (placeholder MBI), on a server of its own', () => {
  const settings = readSettings({
    LOG_LEVEL: 'silent',
    LICENSED_FIXTURES_DIR: 'tests/fixtures/licensed/screenings',
  });
  const licensed = loadLicensedCatalogue(settings.licensedFixturesDir);
  const mbi = licensed.byTestCode.get('MH-003')!;
  const api = instrumentApi(useServer(settings, { catalogue: licensed }), 'MH-003');

  // EE 27 (high), DP 9 (moderate), PA 40 (low burnout): items 1-9, 10-14, 15-22 of the placeholder key.
  const answers = chooseScores(mbi, [
    ...[6, 6, 6, 6, 3, 0, 0, 0, 0],
    ...[6, 3, 0, 0, 0],
    ...[6, 6, 6, 6, 6, 6, 4, 0],
  ]);

  it('serves the licensed MBI in place of the CBI', async () => {
    const response = await api.config();
    const config = testConfigSchema.parse(await response.json());
    expect(config).toMatchObject({
      testCode: 'MH-003',
      formalTitle: 'Maslach Burnout Inventory',
      expectedTotalScore: 54,
    });
    expect(config.questions).toHaveLength(22);
    expect(config.questions[0]?.options.map((option) => option.text)).toEqual([
      'Never',
      'A few times a year or less',
      'Once a month or less',
      'A few times a month',
      'Once a week',
      'A few times a week',
      'Every day',
    ]);
  });

  it('fills emotionalExhaustion, depersonalization and personalAccomplishment', async () => {
    const response = await api.interpret(answers);
    expect(response.status).toBe(200);
    const result = resultSchema.parse(response.body);
    expect(result).toMatchObject({
      totalScore: 27,
      expectedTotalScore: 54,
      grade: 'High emotional exhaustion',
    });
    expect(result.emotionalExhaustion).toMatchObject({ level: 'High' });
    expect(result.depersonalization).toMatchObject({ level: 'Moderate' });
    expect(result.personalAccomplishment).toMatchObject({
      level: 'High sense of accomplishment (low burnout)',
    });
    for (const report of [
      result.emotionalExhaustion,
      result.depersonalization,
      result.personalAccomplishment,
    ]) {
      expect(report?.description).toBeTruthy();
      expect(report?.nextSteps.length).toBeGreaterThan(0);
    }
    expect(result.overallInterpretation).toMatch(/never added into one total/);
  });

  it.each([
    ['a CBI answer the MBI does not have', withAnswer(answers, 'q1', { text: 'Always' }), 'unknown_option'],
    ['a missing answer', answers.slice(0, 21), 'missing_answer'],
  ])('answers 400 for %s', async (_name, scores, code) => {
    expectApiError(await api.interpret(scores), code);
  });
});

describe('MH-004 ptsd (PCL-5)', () => {
  const api = instrumentApi(server, 'MH-004');
  const pcl5 = fixtureByCode('MH-004');
  // Total 33 with 1 B, 1 C, 2 D and 2 E items rated 2 or more: both provisional rules met.
  const bothRules = chooseScores(pcl5, [2, 2, 2, 1, 1, 2, 1, 2, 2, 2, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2]);

  it('serves every question with its five ratings', async () => {
    const config = testConfigSchema.parse(await (await api.config()).json());
    expect(config.questions.every((question) => question.options.length === 5)).toBe(true);
  });

  it('scores total 33 with both rules: moderate, cluster scores and a provisional result', async () => {
    const response = await api.interpret(bothRules);
    expect(response.status).toBe(200);
    const result = resultSchema.parse(response.body);
    expect(result).toMatchObject({
      totalScore: 33,
      expectedTotalScore: 80,
      grade: 'Moderate PTSD symptoms',
      level: 3,
      urgency: 'soon',
      validated: true,
      urgencyReasons: [],
    });
    expect(Object.values(result.clusterScores ?? {})).toEqual([8, 3, 10, 12]);
    expect(result.provisionalDiagnosis).toMatch(/provisional result to discuss with a clinician/);
    expect(result.overallInterpretation).toMatch(/no published severity ranges/);
  });

  it('scores total 30 (just below the lowest published cut-off) honestly, never as minimal', async () => {
    // 1 B, 1 C, 2 D and 2 E items at 2 or more meet the DSM-5 pattern: its own grade, never minimal.
    const pattern = [4, 1, 1, 1, 1, 4, 1, 3, 2, 1, 1, 1, 1, 1, 2, 0, 2, 1, 1, 1];
    const patternResult = resultSchema.parse((await api.interpret(chooseScores(pcl5, pattern))).body);
    expect(patternResult).toMatchObject({
      totalScore: 30,
      grade: 'PTSD symptom pattern met',
      level: 3,
      urgency: 'soon',
    });
    // Every item at 1 plus cluster D raised: the pattern is not met.
    const items = Array.from({ length: 20 }, (_, index) => (index >= 7 && index <= 11 ? 3 : 1));
    const result = resultSchema.parse((await api.interpret(chooseScores(pcl5, items))).body);
    expect(result).toMatchObject({
      totalScore: 30,
      grade: 'Symptoms just below the screening cut-off',
      level: 2,
      urgency: 'routine',
      validated: false,
    });
  });
});

describe('MH-005 social_support (MSPSS)', () => {
  const api = instrumentApi(server, 'MH-005');
  const mspss = fixtureByCode('MH-005');
  // Sum 61, mean 5.08: just above Zimet's moderate range.
  const high = chooseScores(mspss, [6, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5]);

  it('serves the seven-point scale, scored 1 to 7', async () => {
    const config = testConfigSchema.parse(await (await api.config()).json());
    expect(config.questions[0]?.options.map((option) => option.score)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('scores mean 5.08 as high support, with the three subscale means', async () => {
    const response = await api.interpret(high);
    expect(response.status).toBe(200);
    const result = resultSchema.parse(response.body);
    expect(result).toMatchObject({ totalScore: 5.08, expectedTotalScore: 7, grade: 'High Social Support' });
    expect(result.subscaleScores).toEqual({ 'Significant Other': 5.25, Family: 5, Friends: 5 });
  });

  it('scores mean 5 (sum 60) as moderate support', async () => {
    const moderate = chooseScores(
      mspss,
      Array.from({ length: 12 }, () => 5),
    );
    const response = await api.interpret(moderate);
    expect(resultSchema.parse(response.body)).toMatchObject({
      totalScore: 5,
      grade: 'Moderate Social Support',
    });
  });

  it('answers 400 missing_answer for the first answer missing', async () => {
    expectApiError(await api.interpret(high.slice(1)), 'missing_answer');
  });
});

describe('MH-007 audit (AUDIT)', () => {
  const api = instrumentApi(server, 'MH-007');
  const audit = fixtureByCode('MH-007');
  // Total 16 (zone III): 4 + 3 + 3 + 2 + 0 + 0 + 2 + 2.
  const harmful = walkPath(audit, {
    q1: '4 or more times a week',
    q2: '7 to 9',
    q3: 'Weekly',
    q4: 'Monthly',
    q7: 'Monthly',
    q8: 'Monthly',
  });
  const never = walkPath(audit, { q1: 'Never' });

  it('serves the branch from "Never" to question 9', async () => {
    const config = testConfigSchema.parse(await (await api.config()).json());
    expect(config.questions[0]?.options[0]).toEqual({
      id: 'q1-0',
      text: 'Never',
      score: 0,
      nextQuestion: 'q9',
    });
  });

  it('scores total 16 as high risk, with AUDIT-C and the next-level advice first', async () => {
    const response = await api.interpret(harmful);
    expect(response.status).toBe(200);
    const result = resultSchema.parse(response.body);
    expect(result).toMatchObject({
      totalScore: 16,
      expectedTotalScore: 40,
      grade: 'Harmful drinking (zone III)',
    });
    expect(result.subscaleScores).toEqual({ 'AUDIT-C (questions 1-3)': 10 });
    expect(result).toMatchObject({ level: 3, urgency: 'soon', validated: true });
    expect(result.urgencyReasons).toEqual([expect.stringMatching(/whatever your total/)]);
    expect((result.nextSteps as string[])[0]).toMatch(
      /^Talk to a doctor, nurse or counsellor about your drinking/,
    );
    expect(result.overallInterpretation).toMatch(/WHO risk zones/);
  });

  it('scores the short path of a non-drinker (questions 1, 9, 10)', async () => {
    const response = await api.interpret(never);
    expect(resultSchema.parse(response.body)).toMatchObject({
      totalScore: 0,
      grade: 'Low-risk drinking (zone I)',
      urgency: 'none',
    });
  });

  it('grades a non-drinker with an injury and concern in the last year without drinking tips', async () => {
    const harmed = walkPath(audit, {
      q1: 'Never',
      q9: 'Yes, during the last year',
      q10: 'Yes, during the last year',
    });
    const result = resultSchema.parse((await api.interpret(harmed)).body);
    expect(result).toMatchObject({
      totalScore: 8,
      grade: 'Not drinking now, harm from drinking in the last year',
      urgency: 'soon',
    });
    expect(JSON.stringify(result.nextSteps)).not.toMatch(/Alternate alcoholic drinks/);
  });

  it.each([
    [
      'an answer to question 2 after "Never" (off the path)',
      [never[0], chooseText(audit, 'q2', '10 or more'), ...never.slice(1)],
      'answer_off_path',
    ],
    [
      'questions 9-10 skipped after a drinking answer',
      harmful.filter((answer) => answer.questionId !== 'q9' && answer.questionId !== 'q10'),
      'missing_answer',
    ],
    ['the short path with question 10 missing', never.slice(0, 2), 'missing_answer'],
  ])('answers 400 for %s', async (_name, scores, code) => {
    expectApiError(await api.interpret(scores), code);
  });
});

describe('PA-001 physical-activity (IPAQ)', () => {
  const api = instrumentApi(server, 'PA-001');
  const ipaq = fixtureByCode('PA-001');
  // Protocol case B: vigorous 3 days × 60 minutes, walking 2 days × 10 minutes = 1506 MET-minutes, High.
  const caseB = walkPath(ipaq, { q1: '3 days', q2: 60, q5: '2 days', q6: 10, q7: 300 });
  const inactive = walkPath(ipaq, { q7: 600 });

  it('serves days as single-select with skips, minutes as numbers with ranges', async () => {
    const config = testConfigSchema.parse(await (await api.config()).json());
    expect(config.questions.map((question) => question.id)).toEqual([
      'q1',
      'q2',
      'q3',
      'q4',
      'q5',
      'q6',
      'q7',
    ]);
    expect(config.questions[0]?.options[0]).toEqual({
      id: 'q1-0',
      text: 'No vigorous physical activities',
      score: 0,
      nextQuestion: 'q3',
    });
    expect(config.questions[0]?.options).toHaveLength(8);
    expect(config.questions[2]?.options[0]?.nextQuestion).toBe('q5');
    expect(config.questions[4]?.options[0]?.nextQuestion).toBe('q7');
    expect(config.questions[1]).toMatchObject({
      type: 'user-input-number',
      min: 0,
      max: 960,
      unit: 'minutes',
    });
    expect(config.questions[6]).toMatchObject({
      type: 'user-input-number',
      min: 0,
      max: 1440,
      unit: 'minutes',
    });
  });

  it('scores protocol case B (TOTAL activity reaches 1500) as high', async () => {
    const response = await api.interpret(caseB);
    expect(response.status).toBe(200);
    const result = resultSchema.parse(response.body);
    expect(result).toMatchObject({
      totalScore: 1506,
      expectedTotalScore: 19278,
      grade: 'High physical activity',
    });
    expect(result.subscaleScores).toMatchObject({ 'Vigorous activity (MET-minutes a week)': 1440 });
  });

  it('scores the short path of an inactive visitor (questions 1, 3, 5, 7)', async () => {
    expect(inactive.map((answer) => answer.questionId)).toEqual(['q1', 'q3', 'q5', 'q7']);
    const result = resultSchema.parse((await api.interpret(inactive)).body);
    expect(result).toMatchObject({ totalScore: 0, grade: 'Low physical activity' });
    expect(result.problemAreas).toHaveLength(3);
  });

  it('answers "Could not be scored" for more than 960 minutes a day in all (protocol 7.2)', async () => {
    const over = walkPath(ipaq, { q1: '1 day', q2: 600, q3: '1 day', q4: 400, q7: 300 });
    expect(resultSchema.parse((await api.interpret(over)).body)).toMatchObject({
      totalScore: 0,
      grade: 'Could not be scored',
    });
  });

  it.each([
    ['-5 minutes', withAnswer(caseB, 'q2', { text: '-5' }), 'number_out_of_range', /0 and 960 minutes/],
    ['minutes in exponent form', withAnswer(caseB, 'q2', { text: '6e1' }), 'invalid_number', /not a number/],
    [
      'a vigorous time after "No vigorous physical activities" (off the path)',
      [inactive[0], typeNumber('q2', 30), ...inactive.slice(1)],
      'answer_off_path',
      /"q2" is skipped/,
    ],
    [
      'the walking time missing after "2 days" of walking',
      caseB.filter((answer) => answer.questionId !== 'q6'),
      'missing_answer',
      /"q6"/,
    ],
  ])('answers 400 for %s', async (_name, scores, code, message) => {
    expectApiError(await api.interpret(scores), code, { message });
  });
});

describe('PA-002 sedentary-behavior (sitting time)', () => {
  const api = instrumentApi(server, 'PA-002');
  const sitting = fixtureByCode('PA-002');
  // Weekday 10 h, weekend 8 h: (50 + 16) / 7 = 9.4 h a day; under 10 minutes of brisk activity.
  const long = walkPath(sitting, {
    weekday: 10,
    weekend: 8,
    screen: 'More than 4 hours',
    breaks: 'Rarely or never',
    activity: 'Less than 10 minutes',
  });

  it('serves sitting hours as numbers from 0 to 24', async () => {
    const config = testConfigSchema.parse(await (await api.config()).json());
    expect(config.questions[0]).toMatchObject({ type: 'user-input-number', min: 0, max: 24, unit: 'hours' });
    expect(config.questions[1]).toMatchObject({ type: 'user-input-number', min: 0, max: 24, unit: 'hours' });
  });

  it('scores 9.4 hours a day with little activity as very high, with its problem areas', async () => {
    const response = await api.interpret(long);
    expect(response.status).toBe(200);
    const result = resultSchema.parse(response.body);
    expect(result).toMatchObject({
      totalScore: 9.4,
      expectedTotalScore: 24,
      grade: 'Very high sitting time',
    });
    expect(result.description).toMatch(/not a medical test/);
    expect(result.problemAreas).toHaveLength(3);
  });

  it('scores the same sitting with an hour of activity a day as balanced', async () => {
    const active = withAnswer(long, 'activity', { text: '60 minutes or more', score: 3 });
    expect(resultSchema.parse((await api.interpret(active)).body).grade).toBe(
      'Very high sitting time, balanced by activity',
    );
  });

  it('answers 400 missing_answer for the weekend question missing', async () => {
    const scores = long.filter((answer) => answer.questionId !== 'weekend');
    expectApiError(await api.interpret(scores), 'missing_answer', { message: /"weekend"/ });
  });
});

describe('DN-001 dietary-assessment (healthy diet checklist)', () => {
  const api = instrumentApi(server, 'DN-001');
  const diet = fixtureByCode('DN-001');
  const best = {
    legumes: '4 or more times a week',
    wholeGrains: 'On most days',
    sugaryDrinks: 'None',
    addedSugar: '0 to 2 teaspoons',
    sweets: 'Once a week or less',
    saltAtTable: 'Never',
    saltyFood: 'Rarely',
    friedFood: 'Once a week or less',
    cookingFat: 'Liquid vegetable oil (such as sunflower, corn, canola, soya or olive oil)',
    iodizedSalt: 'Yes',
  };
  // No fruit (skips the fruit servings), vegetables 7 days × 3: 3 a day (1 point); the rest at 2: total 19.
  const noFruit = walkPath(diet, { fruitDays: '0 days', vegDays: '7 days', vegServings: 3, ...best });

  it('serves the "0 days" skips of the WHO STEPS items and servings as numbers', async () => {
    const config = testConfigSchema.parse(await (await api.config()).json());
    expect(config.questions[0]?.options[0]).toEqual({
      id: 'fruitDays-0',
      text: '0 days',
      score: 0,
      nextQuestion: 'vegDays',
    });
    expect(config.questions[2]?.options[0]).toEqual({
      id: 'vegDays-0',
      text: '0 days',
      score: 0,
      nextQuestion: 'legumes',
    });
    expect(config.questions[1]).toMatchObject({
      type: 'user-input-number',
      min: 0,
      max: 20,
      unit: 'servings',
    });
  });

  it('scores the short path without fruit: 19, with fruit and vegetables worth improving', async () => {
    expect(noFruit.map((answer) => answer.questionId).slice(0, 3)).toEqual([
      'fruitDays',
      'vegDays',
      'vegServings',
    ]);
    const response = await api.interpret(noFruit);
    expect(response.status).toBe(200);
    const result = resultSchema.parse(response.body);
    expect(result).toMatchObject({
      totalScore: 19,
      expectedTotalScore: 20,
      grade: 'Mostly in line with healthy-eating advice',
    });
    expect(result.subscaleScores).toEqual({ 'Fruit and vegetable servings a day (average)': 3 });
    expect(result.problemAreas).toEqual([expect.stringMatching(/^Worth improving: 3 to 4 servings/)]);
  });

  it.each([
    [
      'fruit servings after "0 days" of fruit (off the path)',
      [noFruit[0], typeNumber('fruitServings', 2), ...noFruit.slice(1)],
      'answer_off_path',
      /"fruitServings" is skipped/,
    ],
    [
      'vegetable servings missing after "7 days"',
      noFruit.filter((answer) => answer.questionId !== 'vegServings'),
      'missing_answer',
      /"vegServings"/,
    ],
    [
      'a cooking fat the question does not offer',
      withAnswer(noFruit, 'cookingFat', { text: 'Coconut oil' }),
      'unknown_option',
      /"cookingFat"/,
    ],
  ])('answers 400 for %s', async (_name, scores, code, message) => {
    expectApiError(await api.interpret(scores), code, { message });
  });
});

describe('GW-001 lifestyle-habits (WHO STEPS-based checklist)', () => {
  const api = instrumentApi(server, 'GW-001');
  const habits = fixtureByCode('GW-001');
  const goodHabits = {
    activeDays: '5 to 7 days',
    sitting: 'Less than 6 hours',
    fruitVeg: '5 or more servings',
    salt: 'Never',
    sleep: '7 to 9 hours',
    stress: 'Never',
  };
  // A daily smoker with two heavy drinking episodes and good habits otherwise: 0 + 0 + 12 = 12.
  const smokerDrinker = walkPath(habits, {
    smoke: 'Yes',
    smokeDaily: 'Yes',
    otherTobacco: 'No',
    alcohol: 'Yes',
    heavyDrinking: 2,
    ...goodHabits,
  });
  const abstainer = walkPath(habits, { smoke: 'No', otherTobacco: 'No', alcohol: 'No', ...goodHabits });

  it('serves the tobacco and alcohol skips', async () => {
    const config = testConfigSchema.parse(await (await api.config()).json());
    const byId = Object.fromEntries(config.questions.map((question) => [question.id, question]));
    expect(byId.smoke?.options).toContainEqual({
      id: 'smoke-1',
      text: 'No',
      score: 0,
      nextQuestion: 'otherTobacco',
    });
    expect(byId.alcohol?.options).toContainEqual({
      id: 'alcohol-1',
      text: 'No',
      score: 0,
      nextQuestion: 'activeDays',
    });
    expect(byId.heavyDrinking).toMatchObject({ type: 'user-input-number', min: 0, max: 30, unit: 'times' });
  });

  it('lists tobacco first and heavy drinking as problem areas for a smoker who drinks heavily', async () => {
    const response = await api.interpret(smokerDrinker);
    expect(response.status).toBe(200);
    const result = resultSchema.parse(response.body);
    expect(result).toMatchObject({ totalScore: 12, expectedTotalScore: 16, grade: 'Some habits to work on' });
    expect(result.problemAreas).toEqual([
      expect.stringMatching(/^You use tobacco or nicotine/),
      expect.stringMatching(/^Heavy drinking episodes/),
    ]);
  });

  it('scores the short path of a visitor who neither smokes nor drinks: 16', async () => {
    const result = resultSchema.parse((await api.interpret(abstainer)).body);
    expect(result).toMatchObject({ totalScore: 16, grade: 'Healthy habits in most areas' });
    expect(result.problemAreas).toBeUndefined();
  });

  it.each([
    [
      'daily smoking after "No" to smoking (off the path)',
      [abstainer[0], chooseText(habits, 'smokeDaily', 'Yes'), ...abstainer.slice(1)],
      'answer_off_path',
      /"smokeDaily" is skipped/,
    ],
    [
      'heavy drinking after "No" to alcohol (off the path)',
      [...abstainer.slice(0, 3), typeNumber('heavyDrinking', 3), ...abstainer.slice(3)],
      'answer_off_path',
      /"heavyDrinking" is skipped/,
    ],
    [
      'heavy drinking missing after "Yes" to alcohol',
      smokerDrinker.filter((answer) => answer.questionId !== 'heavyDrinking'),
      'missing_answer',
      /"heavyDrinking"/,
    ],
    [
      'a sleep answer the question does not offer',
      withAnswer(abstainer, 'sleep', { text: '8 hours' }),
      'unknown_option',
      /"sleep" has no option "8 hours"/,
    ],
  ])('answers 400 for %s', async (_name, scores, code, message) => {
    expectApiError(await api.interpret(scores), code, { message });
  });
});

describe('DA-001 digital-usage-patterns (SAS-SV)', () => {
  const api = instrumentApi(server, 'DA-001');
  const sas = fixtureByCode('DA-001');
  /** Items 1 and 2 'Agree' (5), the rest 'Weakly agree' (4): total 42. */
  const answers = (sex: string) =>
    walkPath(sas, {
      sex,
      ...Object.fromEntries(
        Array.from({ length: 10 }, (_, index) => [`q${index + 1}`, index < 2 ? 'Agree' : 'Weakly agree']),
      ),
    });
  /** Every item 'Weakly disagree' (3, total 30), with (value - 30) of them raised to 'Weakly agree' (4). */
  const total = (sex: string, value: number) =>
    walkPath(sas, {
      sex,
      ...Object.fromEntries(
        Array.from({ length: 10 }, (_, index) => [
          `q${index + 1}`,
          index < value - 30 ? 'Weakly agree' : 'Weakly disagree',
        ]),
      ),
    });

  it('serves an unscored level question, then the ten items scored 1-6', async () => {
    const config = testConfigSchema.parse(await (await api.config()).json());
    expect(config.questions[0]?.options.map((option) => option.score)).toEqual([0, 0, 0]);
    expect(config.questions[1]?.options.map((option) => [option.text, option.score])).toEqual([
      ['Strongly disagree', 1],
      ['Disagree', 2],
      ['Weakly disagree', 3],
      ['Weakly agree', 4],
      ['Agree', 5],
      ['Strongly agree', 6],
    ]);
    expect(config.instructions.join(' ')).toMatch(/Kwon/);
  });

  it('scores total 42 as possible problematic use, with the two agreed items as problem areas', async () => {
    const result = resultSchema.parse((await api.interpret(answers('Female'))).body);
    expect(result).toMatchObject({
      totalScore: 42,
      expectedTotalScore: 60,
      grade: 'Possible problematic smartphone use',
    });
    expect(result.problemAreas).toHaveLength(2);
    expect(JSON.stringify(result)).not.toMatch(/addict/i);
  });

  it.each([
    ['Male', 30, 'Lower level of problematic smartphone use'],
    ['Male', 31, 'Possible problematic smartphone use'],
    ['Female', 32, 'Lower level of problematic smartphone use'],
    ['Female', 33, 'Possible problematic smartphone use'],
    ['Prefer not to say', 31, 'Possible problematic smartphone use'],
  ])('%s, total %i: "%s"', async (sex, value, grade) => {
    const result = resultSchema.parse((await api.interpret(total(sex, value))).body);
    expect(result).toMatchObject({ totalScore: value, grade });
  });

  it.each([
    [
      'an answer the scale does not have',
      withAnswer(answers('Male'), 'q3', { text: 'Neutral' }),
      'unknown_option',
      /"q3" has no option "Neutral"/,
    ],
    ['the level question missing', answers('Male').slice(1), 'missing_answer', /"sex"/],
  ])('answers 400 for %s', async (_name, scores, code, message) => {
    expectApiError(await api.interpret(scores), code, { message });
  });
});

describe('LD-001 diabetes-risk (FINDRISC)', () => {
  const api = instrumentApi(server, 'LD-001');
  const findrisc = fixtureByCode('LD-001');
  // 60 years (3), BMI 29.8 (1), woman with a waist of 89 cm (4), not active (2), vegetables not daily (1),
  // high blood glucose before (5): total 16, high risk.
  const high = walkPath(findrisc, {
    age: 60,
    height: 165,
    weight: 81,
    sex: 'Woman',
    waist: 89,
    activity: 'No',
    vegetables: 'Not every day',
    highGlucose: 'Yes',
  });

  it('serves number inputs for age, height, weight and waist', async () => {
    const config = testConfigSchema.parse(await (await api.config()).json());
    const byId = Object.fromEntries(config.questions.map((question) => [question.id, question]));
    expect(byId.age).toMatchObject({ type: 'user-input-number', min: 18, max: 120, unit: 'years' });
    expect(byId.height).toMatchObject({ type: 'user-input-number', min: 100, max: 230, unit: 'cm' });
    expect(byId.weight).toMatchObject({ type: 'user-input-number', min: 30, max: 300, unit: 'kg' });
    expect(byId.waist).toMatchObject({ type: 'user-input-number', min: 50, max: 200, unit: 'cm' });
    expect(byId.highGlucose?.options).toEqual([
      { id: 'highGlucose-0', text: 'No', score: 0, nextQuestion: null },
      { id: 'highGlucose-1', text: 'Yes', score: 5, nextQuestion: null },
    ]);
  });

  it('scores total 16 as high risk with the BMI and the health risks from the answers', async () => {
    const response = await api.interpret(high);
    expect(response.status).toBe(200);
    const result = resultSchema.parse(response.body);
    expect(result).toMatchObject({
      totalScore: 16,
      expectedTotalScore: 26,
      grade: 'High risk',
      urgency: 'soon',
      urgencyReasons: [],
      level: 3,
      validated: true,
    });
    expect(result.description).toMatch(/about 1 in 3 people/);
    expect(result.subscaleScores).toEqual({ 'Body-mass index (kg/m²)': 29.8 });
    expect(result.healthRisks).toHaveLength(6);
    expect(result.healthRisks?.[0]).toMatch(/high blood sugar before/);
  });

  it('scores BMI exactly 25 (64 kg, 160 cm) as 1 point, not 0', async () => {
    const answers = walkPath(findrisc, { age: 30, height: 160, weight: 64, waist: 70 });
    expect(resultSchema.parse((await api.interpret(answers)).body).totalScore).toBe(1);
  });

  it.each([
    [
      'a height of 900 cm',
      withAnswer(high, 'height', { text: '900' }),
      'number_out_of_range',
      /"height" must be between 100 and 230 cm/,
    ],
    [
      'an age of -3',
      withAnswer(high, 'age', { text: '-3' }),
      'number_out_of_range',
      /"age" must be between 18 and 120 years/,
    ],
    ['an empty age', withAnswer(high, 'age', { text: '' }), 'invalid_number', /"age"/],
    [
      'a sex the question does not offer',
      withAnswer(high, 'sex', { text: 'Other' }),
      'unknown_option',
      /"sex" has no option "Other"/,
    ],
    [
      'a family answer the form does not have',
      withAnswer(high, 'familyHistory', { text: 'Yes' }),
      'unknown_option',
      /"familyHistory"/,
    ],
    [
      'the waist missing',
      high.filter((answer) => answer.questionId !== 'waist'),
      'missing_answer',
      /"waist"/,
    ],
  ])('answers 400 for %s', async (_name, scores, code, message) => {
    expectApiError(await api.interpret(scores), code, { message });
  });
});

// The cardiometabolic, cancer and digital-dependence instruments: an answer set each, and one it refuses.
const none = ['None of these'];

interface ScoredCase {
  code: string;
  picks: Record<string, Pick>;
  expected: { totalScore: number; expectedTotalScore: number; grade: string };
  bad: (answers: Answer[]) => Answer[];
  badCode: string;
}

const scoredCases: ScoredCase[] = [
  {
    code: 'DA-002',
    picks: { q1: 'Often', q2: 'Often', q3: 'Very often', q4: 'Often', q5: 'Rarely', q6: 'Rarely' },
    expected: { totalScore: 21, expectedTotalScore: 30, grade: 'High Risk of Dependence' },
    bad: (answers) => withAnswer(answers, 'q1', { text: 'Always' }),
    badCode: 'unknown_option',
  },
  {
    code: 'DA-003',
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
    picks: { q1: 'Very often', q2: 'Very often', q3: 'Often', q4: 'Seldom' },
    expected: { totalScore: 12, expectedTotalScore: 56, grade: 'Low Risk of Dependence' },
    bad: (answers) => [...answers, answers[0]!],
    badCode: 'duplicate_answer',
  },
  {
    code: 'LD-002',
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
    picks: { sex: 'Woman', height: 160, weight: 64, waistKnown: 'Yes', waist: 84 },
    expected: { totalScore: 3, expectedTotalScore: 3, grade: 'Increased risk' },
    bad: (answers) => withAnswer(answers, 'height', { text: 'tall' }),
    badCode: 'invalid_number',
  },
  {
    code: 'LD-005',
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
    picks: { sex: 'Woman', age: 47, symptoms: ['A new lump or thickening in a breast or armpit'] },
    expected: { totalScore: 0, expectedTotalScore: 17, grade: 'See a doctor soon' },
    bad: (answers) => withAnswer(answers, 'age', { text: '150' }),
    badCode: 'number_out_of_range',
  },
  {
    code: 'LD-007',
    picks: { age: 52 },
    expected: { totalScore: 0, expectedTotalScore: 9, grade: 'Routine screening is due' },
    bad: (answers) => withAnswer(answers, 'redFlags', { selected: ['Blood everywhere'] }),
    badCode: 'unknown_option',
  },
  {
    code: 'LD-008',
    picks: { age: 58, weakStream: 'Almost always', nocturia: '3 times', straining: 'About half the time' },
    expected: { totalScore: 11, expectedTotalScore: 35, grade: 'Moderate urinary symptoms' },
    bad: (answers) => answers.filter((answer) => answer.questionId !== 'nocturia'),
    badCode: 'missing_answer',
  },
  {
    code: 'LD-009',
    picks: { age: 58, status: 'I smoke now', perDay: 20, yearsSmoked: 30 },
    expected: { totalScore: 3, expectedTotalScore: 7, grade: 'Routine screening is due' },
    bad: (answers) => withAnswer(answers, 'perDay', { text: '500' }),
    badCode: 'number_out_of_range',
  },
  {
    code: 'LD-010',
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

describe.each(scoredCases)('$code', ({ code, picks, expected, bad, badCode }) => {
  const api = instrumentApi(server, code);
  const answers = walkPath(fixtureByCode(code), picks);

  it(`scores valid answers: ${expected.grade}`, async () => {
    const response = await api.interpret(answers);
    expect(response.status).toBe(200);
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

// The nutrition and general well-being instruments: a routine answer set, a red flag, and one it refuses.
interface RoutineCase {
  code: string;
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

const routineCases: RoutineCase[] = [
  {
    code: 'DN-002',
    routine: { picks: { q6: 'Yes' }, totalScore: 1, grade: 'A check-up would help' },
    urgent: {
      picks: { q11: ['Fainting'] },
      grade: 'Warning signs: see a doctor today',
      firstStep: /^See a doctor today/,
      urgency: 'today',
    },
    bad: { name: 'an option the question lacks', change: unknownOption('q6'), code: 'unknown_option' },
  },
  {
    code: 'DN-003',
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
    routine: { picks: { q1: 20, q2: 1 }, totalScore: 0, grade: 'Antenatal visit due this week' },
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
    routine: {
      picks: { q1: 'Nearly every day', q2: 'Nearly every day', q3: 'Nearly every day', q4: 'Several days' },
      totalScore: 10,
      grade: 'Moderate depression',
    },
    urgent: { picks: { q9: 'Several days' }, grade: 'Minimal or no depression', firstStep: /1199/ },
    bad: { name: 'an option the question lacks', change: unknownOption('q2'), code: 'unknown_option' },
  },
];

describe.each(routineCases)('$code', ({ code, routine, urgent, bad }) => {
  const fixture = fixtureByCode(code);
  const api = instrumentApi(server, code);

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

  it(`answers 400 ${bad.code} for ${bad.name}`, async () => {
    expectApiError(await api.interpret(bad.change(walkPath(fixture, routine.picks))), bad.code);
  });
});
