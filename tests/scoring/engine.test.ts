import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testFixtureSchema, type Answer, type TestFixture, type WarningSign } from '../../schemas';
import { AnswerError, linkWarningSigns, scoreAnswers, ScoringSetupError } from '../../src/core/scoring';
import { registerRule } from '../../src/core/scoring/rules';

/**
 * A small made-up instrument that exercises every declarative rule of the engine. Bands get ids from their
 * grades. Scores naming a rule only these tests register (or none has) are put in after the schema's check,
 * as the engine would meet them if a fixture reached it unchecked.
 */
function makeFixture(scoring: Record<string, unknown>): TestFixture {
  const raw = fixtureInput(scoring);
  const parsed = testFixtureSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const checked = testFixtureSchema.parse({ ...raw, scoring: { ...raw.scoring, scores: [sumAll] } });
  return { ...checked, scoring: { ...checked.scoring, scores: scoring.scores } } as TestFixture;
}

function withBandIds(scoring: Record<string, unknown>): Record<string, unknown> {
  const grading = scoring.grading as { bands: { grade: string; id?: string }[] } | undefined;
  if (!grading) return scoring;
  const bands = grading.bands.map((band) => ({
    id: band.grade.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    ...band,
  }));
  return { ...scoring, grading: { ...grading, bands } };
}

function fixtureInput(scoring: Record<string, unknown>) {
  const options = [0, 1, 2, 3].map((score) => ({
    id: `o${score}`,
    text: `Option ${score}`,
    score,
    nextQuestion: null,
  }));
  return {
    fixtureVersion: 3,
    card: {
      id: 99,
      testCode: 'ZZ-001',
      categoryId: 1,
      formalTitle: 'Engine check',
      informalTitle: 'Engine Screening Test',
      description: 'd',
      tooltip: 't',
      duration: '5 minutes',
      routeSlug: 'engine-check',
      imageSrc: '/x.svg',
      imageAlt: 'A picture',
      keyWords: ['x'],
    },
    form: {
      formHeading: 'h',
      resultHeading: 'r',
      instructions: ['i'],
      disclaimer: 'd',
      expectedTotalScore: 12,
      questions: ['a', 'b', 'c', 'd'].map((id) => ({ id, question: id, type: 'single-select', options })),
    },
    scoring: {
      total: 'total',
      grading: {
        bands: [
          {
            id: 'low',
            min: 0,
            max: 5,
            grade: 'Low',
            level: 0,
            urgency: 'none',
            validated: true,
            description: 'low',
            nextSteps: ['rest'],
          },
          {
            id: 'high',
            min: 5.01,
            max: 12,
            grade: 'High',
            level: 3,
            urgency: 'soon',
            validated: true,
            description: 'high',
            nextSteps: 'see someone',
          },
        ],
      },
      ...withBandIds(scoring),
    },
    instrument: {
      name: 'n',
      version: 'v',
      source: 's',
      licence: 'l',
      cutoffReferences: [{ cutoff: 'c', reference: 'r' }],
    },
    samples: [
      {
        label: 'x',
        answers: [{ questionId: 'a', score: 0, text: 'Option 0' }],
        expect: { totalScore: 0, grade: 'Low' },
      },
    ],
  };
}

function answers(a: number, b: number, c: number, d: number): Answer[] {
  return Object.entries({ a, b, c, d }).map(([questionId, score]) => ({
    questionId,
    score,
    text: `Option ${score}`,
  }));
}

const sumAll = { name: 'total', kind: 'sum', items: ['a', 'b', 'c', 'd'] };

describe('scoring engine', () => {
  it('sums items and grades the total by inclusive bands', () => {
    const fixture = makeFixture({ scores: [sumAll] });
    expect(scoreAnswers(fixture, answers(1, 1, 1, 2))).toMatchObject({
      totalScore: 5,
      grade: 'Low',
      nextSteps: ['rest'],
    });
    expect(scoreAnswers(fixture, answers(3, 3, 0, 0))).toMatchObject({
      totalScore: 6,
      grade: 'High',
      nextSteps: 'see someone',
    });
  });

  it('reverses the named items as (min + max) - value', () => {
    const fixture = makeFixture({ scores: [{ ...sumAll, reverse: { items: ['a', 'b'], min: 0, max: 3 } }] });
    expect(scoreAnswers(fixture, answers(0, 1, 2, 3)).totalScore).toBe(3 + 2 + 2 + 3);
  });

  it('averages, multiplies and rounds', () => {
    const fixture = makeFixture({ scores: [{ ...sumAll, kind: 'mean', multiplier: 2, round: 2 }] });
    expect(scoreAnswers(fixture, answers(1, 1, 1, 0)).totalScore).toBe(1.5);
    const thirds = makeFixture({
      scores: [{ name: 'total', kind: 'mean', items: ['a', 'b', 'c'], round: 2 }],
    });
    expect(scoreAnswers(thirds, answers(1, 1, 0, 0)).totalScore).toBe(0.67);
  });

  it('counts items at or above a value', () => {
    const fixture = makeFixture({ scores: [{ ...sumAll, kind: 'count', atLeast: 2 }] });
    expect(scoreAnswers(fixture, answers(3, 2, 1, 0)).totalScore).toBe(2);
  });

  it('reports labelled scores as subscale or cluster scores', () => {
    const fixture = makeFixture({
      scores: [
        {
          name: 'first',
          kind: 'sum',
          items: ['a', 'b'],
          report: { field: 'subscaleScores', label: 'First half' },
        },
        {
          name: 'second',
          kind: 'sum',
          items: ['c', 'd'],
          report: { field: 'clusterScores', label: 'Cluster C' },
        },
        sumAll,
      ],
    });
    const result = scoreAnswers(fixture, answers(1, 2, 3, 0));
    expect(result.subscaleScores).toEqual({ 'First half': 3 });
    expect(result.clusterScores).toEqual({ 'Cluster C': 3 });
  });

  it('sets text fields and adds list items when a condition holds, first or last', () => {
    const fixture = makeFixture({
      scores: [sumAll],
      flags: [
        { when: { item: 'a', op: 'gte', value: 1 }, field: 'suicideRisk', text: 'crisis help' },
        {
          when: {
            all: [
              { item: 'b', op: 'eq', value: 3 },
              { score: 'total', op: 'gt', value: 5 },
            ],
          },
          field: 'nextSteps',
          text: 'urgent',
          position: 'start',
        },
        {
          when: {
            any: [
              { item: 'c', op: 'lt', value: 1 },
              { item: 'd', op: 'lte', value: 0 },
            ],
          },
          field: 'problemAreas',
          text: 'area',
        },
      ],
    });
    const flagged = scoreAnswers(fixture, answers(1, 3, 2, 0));
    expect(flagged.suicideRisk).toBe('crisis help');
    expect(flagged.nextSteps).toEqual(['urgent', 'see someone']);
    expect(flagged.problemAreas).toEqual(['area']);
    const calm = scoreAnswers(fixture, answers(0, 2, 1, 1));
    expect(calm.suicideRisk).toBeUndefined();
    expect(calm.nextSteps).toEqual(['rest']);
    expect(calm.problemAreas).toBeUndefined();
  });

  it('maps a chosen option to a text field', () => {
    const fixture = makeFixture({
      scores: [sumAll],
      answerTexts: [{ item: 'd', field: 'impact', byOption: { o2: 'some impact' } }],
    });
    expect(scoreAnswers(fixture, answers(0, 0, 0, 2)).impact).toBe('some impact');
    expect(scoreAnswers(fixture, answers(0, 0, 0, 1)).impact).toBeUndefined();
  });

  it('reports scale sections and detailed analysis by band', () => {
    const bands = [
      { min: 0, max: 2, level: 'Low', description: 'low scale', nextSteps: ['keep going'] },
      { min: 3, max: 6, level: 'High', description: 'high scale', nextSteps: 'talk to someone' },
    ];
    const fixture = makeFixture({
      scores: [{ name: 'ee', kind: 'sum', items: ['a', 'b'] }, sumAll],
      scaleReports: [{ field: 'emotionalExhaustion', score: 'ee', bands }],
      analyses: [
        {
          label: 'Exhaustion',
          score: 'ee',
          bands: [
            { min: 0, max: 2, text: 'fine' },
            { min: 3, max: 6, text: 'tired' },
          ],
        },
      ],
    });
    const result = scoreAnswers(fixture, answers(2, 2, 0, 0));
    expect(result.emotionalExhaustion).toEqual({
      level: 'High',
      description: 'high scale',
      nextSteps: 'talk to someone',
    });
    expect(result.detailedAnalysis).toEqual({ Exhaustion: 'tired' });
  });

  it('runs named rules from the registry with their params and earlier scores', () => {
    registerRule(
      'engineTestDouble',
      z.object({ factor: z.number() }).strict(),
      ({ scores }, { factor }) => (scores.get('total') ?? 0) * factor,
    );
    const fixture = makeFixture({
      scores: [sumAll, { name: 'doubled', kind: 'rule', rule: 'engineTestDouble', params: { factor: 2 } }],
      total: 'doubled',
      grading: {
        score: 'total',
        bands: [
          {
            min: 0,
            max: 12,
            grade: 'Any',
            level: 0,
            urgency: 'none',
            validated: true,
            description: 'd',
            nextSteps: ['n'],
          },
        ],
      },
    });
    expect(scoreAnswers(fixture, answers(1, 1, 1, 1))).toMatchObject({ totalScore: 8, grade: 'Any' });
  });

  it('parses the params of a rule once per fixture, not on every request', () => {
    let parses = 0;
    registerRule(
      'engineTestCountedParse',
      z
        .object({ add: z.number() })
        .strict()
        .transform((params) => {
          parses += 1;
          return params;
        }),
      ({ scores }, { add }) => (scores.get('sum') ?? 0) + add,
    );
    const fixture = makeFixture({
      scores: [
        { ...sumAll, name: 'sum' },
        { name: 'total', kind: 'rule', rule: 'engineTestCountedParse', params: { add: 1 } },
      ],
    });
    expect(scoreAnswers(fixture, answers(0, 0, 0, 0)).totalScore).toBe(1);
    expect(scoreAnswers(fixture, answers(1, 1, 1, 1)).totalScore).toBe(5);
    expect(scoreAnswers(fixture, answers(2, 2, 2, 2)).totalScore).toBe(9);
    expect(parses).toBe(1);
  });

  it('names every unknown rule and bad params by their path in the scoring, as a fixture fault', () => {
    const broken = makeFixture({
      scores: [
        sumAll,
        { name: 'typo', kind: 'rule', rule: 'sumOff', params: { scores: ['total'] } },
        { name: 'empty', kind: 'rule', rule: 'sumOf', params: { scores: 'total' } },
      ],
    });
    let caught: unknown;
    try {
      scoreAnswers(broken, answers(0, 0, 0, 0));
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ScoringSetupError);
    expect(caught).not.toBeInstanceOf(AnswerError);
    expect((caught as ScoringSetupError).issues).toEqual([
      { path: ['scores', 1, 'rule'], message: expect.stringContaining('Unknown scoring rule "sumOff"') },
      { path: ['scores', 2, 'params', 'scores'], message: expect.stringContaining('expected array') },
    ]);
  });

  it('refuses an unknown rule and a score outside every band as faults, not as visitor errors', () => {
    const unknownRule = makeFixture({ scores: [{ name: 'total', kind: 'rule', rule: 'noSuchRule' }] });
    expect(() => scoreAnswers(unknownRule, answers(0, 0, 0, 0))).toThrow('Unknown scoring rule "noSuchRule"');
    const gap = makeFixture({
      scores: [sumAll],
      grading: {
        bands: [
          {
            min: 0,
            max: 3,
            grade: 'Low',
            level: 0,
            urgency: 'none',
            validated: true,
            description: 'd',
            nextSteps: ['n'],
          },
        ],
      },
    });
    expect(() => scoreAnswers(gap, answers(3, 3, 0, 0))).toThrow('No band');
  });
});

describe('urgency as data (Contract 2)', () => {
  const signs = new Map<string, WarningSign>([
    [
      'danger',
      { id: 'danger', urgency: 'emergency', reason: 'Danger now.', action: 'Call 999.', references: ['r'] },
    ],
    [
      'lump',
      {
        id: 'lump',
        urgency: 'soon',
        reason: 'A lump.',
        action: 'See a doctor in 2 weeks.',
        references: ['r'],
      },
    ],
    [
      'high',
      {
        id: 'high',
        urgency: 'today',
        reason: 'A high reading.',
        action: 'See a doctor today.',
        references: ['r'],
      },
    ],
  ]);

  /** The made-up fixture with option "Option 3" of question a reporting `danger`, and of b reporting `lump`. */
  function signFixture(extra: Record<string, unknown> = {}): TestFixture {
    const fixture = makeFixture({ scores: [sumAll], ...extra });
    const [a, b] = fixture.form.questions;
    (a!.options[3] as { sign?: string }).sign = 'danger';
    (b!.options[3] as { sign?: string }).sign = 'lump';
    expect(linkWarningSigns(fixture, signs)).toEqual([]);
    return fixture;
  }

  it("gives the band's level, urgency and validation when no sign is raised", () => {
    const fixture = signFixture();
    expect(scoreAnswers(fixture, answers(0, 0, 0, 1))).toMatchObject({
      grade: 'Low',
      level: 0,
      urgency: 'none',
      urgencyReasons: [],
      validated: true,
      nextSteps: ['rest'],
    });
    expect(scoreAnswers(fixture, answers(0, 0, 3, 3))).toMatchObject({ level: 3, urgency: 'soon' });
  });

  it('raises urgency to the most urgent sign, names every sign, and puts their actions first', () => {
    const result = scoreAnswers(signFixture(), answers(0, 3, 0, 0));
    expect(result).toMatchObject({ grade: 'Low', level: 0, urgency: 'soon', urgencyReasons: ['A lump.'] });
    expect(result.nextSteps).toEqual(['See a doctor in 2 weeks.', 'rest']);
    const both = scoreAnswers(signFixture(), answers(3, 3, 0, 0));
    expect(both.urgency).toBe('emergency');
    expect(both.urgencyReasons).toEqual(['Danger now.', 'A lump.']);
    expect(both.nextSteps).toEqual(['Call 999.', 'See a doctor in 2 weeks.', 'see someone']);
  });

  it('never lowers the band urgency: a soon sign under an emergency band stays an emergency', () => {
    const fixture = signFixture();
    fixture.scoring.grading.bands[1]!.urgency = 'emergency';
    expect(scoreAnswers(fixture, answers(0, 3, 3, 0)).urgency).toBe('emergency');
  });

  it('raises signs from conditions on scores, and from a chosen option id', () => {
    const fixture = signFixture({
      signs: [
        { sign: 'high', when: { score: 'total', op: 'gte', value: 9 } },
        { sign: 'lump', when: { item: 'd', chosen: 'o2' } },
      ],
    });
    expect(scoreAnswers(fixture, answers(0, 0, 2, 2)).urgencyReasons).toEqual(['A lump.']);
    expect(scoreAnswers(fixture, answers(0, 0, 3, 1)).urgencyReasons).toEqual([]);
    const high = scoreAnswers(fixture, answers(0, 3, 3, 3));
    expect(high.urgency).toBe('today');
    expect(high.urgencyReasons).toEqual(['A high reading.', 'A lump.']);
  });

  it('refuses to link a fixture that names a sign the catalogue lacks, and never scores an unlinked sign', () => {
    const fixture = makeFixture({
      scores: [sumAll],
      signs: [{ sign: 'missing', when: { item: 'a', op: 'gte', value: 0 } }],
    });
    expect(linkWarningSigns(fixture, signs)).toEqual([
      { sign: 'missing', path: ['scoring', 'signs', 0, 'sign'] },
    ]);
    expect(() => scoreAnswers(fixture, answers(0, 0, 0, 0))).toThrow(/not linked/);
  });

  it('scores answers that name options by id the same as by text, and prefers the id', () => {
    const fixture = signFixture();
    const byId: Answer[] = ['a', 'b', 'c', 'd'].map((questionId, index) => ({
      questionId,
      score: 0,
      text: 'ignored when an id is given',
      optionId: `o${index}`,
    }));
    expect(scoreAnswers(fixture, byId)).toEqual(scoreAnswers(fixture, answers(0, 1, 2, 3)));
    expect(() => scoreAnswers(fixture, [{ ...byId[0]!, optionId: 'nope' }, ...byId.slice(1)])).toThrow(
      AnswerError,
    );
  });
});
