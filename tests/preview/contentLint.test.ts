import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lintFixture, validateFixture } from '../../preview/lint/contentLint';
import { fixturesDir } from '../helpers/fixtures';

const testsDir = path.join(fixturesDir, 'tests');
const files = readdirSync(testsDir).filter((name) => name.endsWith('.json'));

describe.each(files)('content lint of %s', (file) => {
  it('finds no errors', () => {
    const validated = validateFixture(JSON.parse(readFileSync(path.join(testsDir, file), 'utf8')));
    expect('problems' in validated ? validated.problems : []).toEqual([]);
    if ('fixture' in validated) {
      expect(lintFixture(validated.fixture).filter((problem) => problem.severity === 'error')).toEqual([]);
    }
  });
});

describe('a fixture with planted mistakes', () => {
  const planted = JSON.parse(readFileSync('tests/fixtures/planted/planted-errors.json', 'utf8')) as unknown;

  it('fails the lint with the overlap, the dangling branch and the unreachable question', () => {
    const validated = validateFixture(planted);
    if (!('fixture' in validated)) throw new Error(JSON.stringify(validated.problems));
    const messages = lintFixture(validated.fixture).map((problem) => problem.message);
    expect(messages).toContainEqual(expect.stringMatching(/overlap/));
    expect(messages).toContainEqual(expect.stringMatching(/leads to "q99", which is not a later question/));
    expect(messages).toContainEqual(expect.stringMatching(/Question q3 can never be reached/));
  });

  it('checks the bands of scale reports and detailed analyses too, naming the section', () => {
    const withAnalysis = structuredClone(planted) as { scoring: Record<string, unknown> };
    withAnalysis.scoring.analyses = [
      {
        label: 'Worry',
        score: 'total',
        bands: [
          { min: 0, max: 2, text: 'Little.' },
          { min: 4, max: 8, text: 'Much.' },
        ],
      },
    ];
    const validated = validateFixture(withAnalysis);
    if (!('fixture' in validated)) throw new Error(JSON.stringify(validated.problems));
    const messages = lintFixture(validated.fixture).map((problem) => problem.message);
    expect(messages).toContainEqual('Worry: No band covers scores between 2 and 4 (after "0-2").');
  });

  it('reports a broken field with its path in plain words', () => {
    const broken = structuredClone(planted) as { form: { questions: { options: unknown }[] } };
    broken.form.questions[0]!.options = 'none';
    const validated = validateFixture(broken);
    expect('problems' in validated && validated.problems[0]?.message).toMatch(
      /^form\.questions\[0\]\.options: /,
    );
  });
});

describe('a fixture the server would refuse', () => {
  it('fails validation with the path of a misspelt scoring rule, as the server start would', () => {
    const fixture = JSON.parse(readFileSync(path.join(testsDir, 'obesity-risk.json'), 'utf8')) as {
      scoring: { scores: { rule?: string }[] };
    };
    fixture.scoring.scores[0]!.rule = 'bmii';
    const validated = validateFixture(fixture);
    expect('problems' in validated && validated.problems.map((problem) => problem.message)).toEqual([
      expect.stringMatching(/^scoring\.scores\[0\]\.rule: Unknown scoring rule "bmii"/),
    ]);
  });
});
