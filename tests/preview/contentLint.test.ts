import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lintFixture, validateFixture } from '../../preview/lint/contentLint';
import type { TestFixture } from '../../schemas';
import { fixturesDir } from '../helpers/fixtures';

const testsDir = path.join(fixturesDir, 'screenings');
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
      expect.stringMatching(/^scoring\.scores\[0\]\.rule: Invalid discriminator value\. Expected .*'bmi'/),
    ]);
  });
});

describe('urgency lint', () => {
  const read = (slug: string) =>
    JSON.parse(readFileSync(path.join(testsDir, `${slug}.json`), 'utf8')) as TestFixture;
  const raw = () => read('postnatal-health');
  const messages = (fixture: unknown) => {
    const validated = validateFixture(fixture);
    if (!('fixture' in validated)) throw new Error(JSON.stringify(validated.problems));
    return lintFixture(validated.fixture).map((problem) => problem.message);
  };

  it('reports a gap a total can reach, and no gap for a band only a rule reaches', () => {
    expect(messages(raw()).filter((message) => /No band covers/.test(message))).toEqual([]);
    const withGap = raw();
    withGap.scoring.grading.bands = withGap.scoring.grading.bands.filter((band) => band.min !== 10);
    expect(messages(withGap)).toContainEqual(expect.stringMatching(/No band covers scores between 9 and 15/));
  });

  it('fails a warning-sign question with an answer that names no sign, and a crisis option without a crisis sign', () => {
    const fixture = raw();
    const dangers = fixture.form.questions.find((question) => question.id === 'q11')!;
    delete dangers.options[0]!.sign;
    const item9 = fixture.form.questions.find((question) => question.id === 'q9')!;
    item9.options[1]!.sign = 'postpartum-heavy-bleeding';
    const found = messages(fixture);
    expect(found).toContainEqual(
      expect.stringMatching(/Question q11 asks about warning signs, but its answer .* names no sign/),
    );
    expect(found).toContainEqual(
      expect.stringMatching(/q9-1 of q9 is a crisis option but names no crisis sign/),
    );
  });

  it('fails a band that needs care today below level 3, and a mental-health intro without crisis lines', () => {
    const fixture = read('depression');
    fixture.scoring.grading.bands[0]!.urgency = 'today';
    fixture.form.instructions = fixture.form.instructions.filter(
      (line) => !line.includes('{line:red-cross}'),
    );
    const found = messages(fixture);
    expect(found).toContainEqual(expect.stringMatching(/needs care today but has level 0/));
    expect(found).toContainEqual(expect.stringMatching(/must name a counselling line \(1199\)/));
  });

  it('refuses a sign the catalogue does not have, as the server does', () => {
    const fixture = raw();
    fixture.form.questions.find((question) => question.id === 'q11')!.options[0]!.sign = 'no-such-sign';
    const validated = validateFixture(fixture);
    expect('problems' in validated && validated.problems.map((problem) => problem.message)).toEqual([
      expect.stringMatching(/no warning sign "no-such-sign" in the catalogue/),
    ]);
  });
});
