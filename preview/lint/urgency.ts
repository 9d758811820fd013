import crisisLinesFile from '../../fixtures/catalogue/crisis-lines.json';
import type { TestFixture } from '../../schemas';
import type { WarningSignCatalogue } from '../../src/core/scoring';
import { error, type LintProblem } from './problems';

/** The category whose tests name crisis lines in their intro (spec section 3: Mental Health). */
const mentalHealthCategory = 1;

/**
 * Urgency as data: warning signs asked with a reference, crisis options that agree with their signs, bands
 * whose urgency and level agree, and crisis lines in every mental-health intro.
 */
export function lintUrgency(fixture: TestFixture, signs: WarningSignCatalogue): LintProblem[] {
  return [
    ...lintSignQuestions(fixture),
    ...lintCrisisOptions(fixture, signs),
    ...lintBandUrgency(fixture),
    ...lintCrisisIntro(fixture),
  ];
}

/**
 * In a question that asks about warning signs, every option that counts (a non-zero score) names its sign: a
 * red flag without a reference would reach the visitor with no urgency at all.
 */
function lintSignQuestions(fixture: TestFixture): LintProblem[] {
  return fixture.form.questions.flatMap((question) => {
    if (!question.options.some((option) => option.sign)) return [];
    return question.options
      .filter((option) => option.score !== 0 && !option.sign)
      .map((option) =>
        error(
          `Question ${question.id} asks about warning signs, but its answer "${option.text}" (${option.id}) names no sign.`,
        ),
      );
  });
}

/** `crisis: true` on an option and `crisis` on its sign say the same thing, or the safety net has a hole. */
function lintCrisisOptions(fixture: TestFixture, signs: WarningSignCatalogue): LintProblem[] {
  return fixture.form.questions.flatMap((question) =>
    question.options.flatMap((option) => {
      const signIsCrisis = option.sign !== undefined && signs.get(option.sign)?.crisis === true;
      if (Boolean(option.crisis) === signIsCrisis) return [];
      return [
        error(
          option.crisis
            ? `Answer ${option.id} of ${question.id} is a crisis option but names no crisis sign.`
            : `Answer ${option.id} of ${question.id} names the crisis sign "${option.sign}" but is not marked crisis.`,
        ),
      ];
    }),
  );
}

/** A band that sends the visitor to care today or now is a high or severe one (never shown as reassuring). */
function lintBandUrgency(fixture: TestFixture): LintProblem[] {
  return fixture.scoring.grading.bands
    .filter((band) => (band.urgency === 'today' || band.urgency === 'emergency') && band.level < 3)
    .map((band) =>
      error(
        `The grade "${band.grade}" needs care ${band.urgency === 'today' ? 'today' : 'now'} but has level ${band.level}; it must be 3 or 4.`,
      ),
    );
}

/** Every mental-health test names a counselling line and an emergency number before the first question. */
function lintCrisisIntro(fixture: TestFixture): LintProblem[] {
  if (fixture.card.categoryId !== mentalHealthCategory) return [];
  const intro = fixture.form.instructions.join(' ');
  const missing = (['counselling', 'emergency'] as const).filter(
    (kind) => !crisisLinesFile.lines.some((line) => line.kind === kind && intro.includes(line.number)),
  );
  return missing.map((kind) =>
    error(`A mental-health test must name a ${kind} line (${numbersOf(kind)}) in its instructions.`),
  );
}

function numbersOf(kind: string): string {
  return crisisLinesFile.lines
    .filter((line) => line.kind === kind)
    .map((line) => line.number)
    .join(' or ');
}

/**
 * The same tick-box answer in two tests reports the same sign (or none in both): one sign, one urgency. Only
 * multi-select answers are compared: they name the sign itself, where a single-select answer ("Yes", "Several
 * days") means something only with its question.
 */
export function lintSignsAcrossTests(fixtures: readonly TestFixture[]): LintProblem[] {
  const seen = new Map<string, { sign: string | undefined; where: string }>();
  const problems: LintProblem[] = [];
  for (const fixture of fixtures) {
    for (const question of fixture.form.questions.filter((asked) => asked.type === 'multi-select')) {
      for (const option of question.options) {
        if (option.score === 0 && !option.sign) continue;
        const where = `${fixture.card.routeSlug} ${question.id}`;
        const earlier = seen.get(option.text);
        if (!earlier) seen.set(option.text, { sign: option.sign, where });
        else if (earlier.sign !== option.sign && (earlier.sign || option.sign)) {
          problems.push(
            error(
              `"${option.text}" reports ${earlier.sign ?? 'no sign'} in ${earlier.where} but ${option.sign ?? 'no sign'} in ${where}.`,
            ),
          );
        }
      }
    }
  }
  return problems;
}
