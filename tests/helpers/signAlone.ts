import {
  urgencies,
  type Answer,
  type Option,
  type Question,
  type ScoredResult,
  type TestFixture,
} from '../../schemas';
import { AnswerError, scoreAnswers } from '../../src/core/scoring';

/*
 * "Each warning sign alone": a fixture's sign options, each given on the calmest answers the fixture's samples
 * have. tests/fixtures/urgency.test.ts checks it for every fixture; a test's own file uses it for what is its own.
 */

/** Every option that raises a warning sign, with its question, named "question: option". */
export function signOptions(test: TestFixture): [string, Question, Option][] {
  return test.form.questions.flatMap((question) =>
    question.options
      .filter((option) => option.sign)
      .map((option) => [`${question.id}: ${option.text}`, question, option] as [string, Question, Option]),
  );
}

const rank = (result: ScoredResult) => urgencies.indexOf(result.urgency);

/** The fixture's samples, calmest first: least urgent result, then lowest level, then lowest total. */
function calmestSamples(test: TestFixture) {
  return test.samples
    .map((sample) => ({ sample, result: scoreAnswers(test, sample.answers) }))
    .sort(
      (a, b) =>
        rank(a.result) - rank(b.result) ||
        a.result.level - b.result.level ||
        a.result.totalScore - b.result.totalScore,
    )
    .map(({ sample }) => sample);
}

/** The sample whose result is the calmest. */
export function calmestSample(test: TestFixture) {
  return calmestSamples(test)[0]!;
}

/** The answers with `question` answered by `option` alone; null where that answer set does not ask it. */
function withOnly(answers: readonly Answer[], question: Question, option: Option): Answer[] | null {
  if (!answers.some((answer) => answer.questionId === question.id)) return null;
  return answers.map((answer) => {
    if (answer.questionId !== question.id) return answer;
    const base = {
      questionId: question.id,
      score: option.score,
      text: option.text,
      nextQuestion: option.nextQuestion,
    };
    return question.type === 'multi-select'
      ? { ...base, selected: [option.text], selectedIds: [option.id] }
      : { ...base, optionId: option.id };
  });
}

/**
 * The calmest sample's answers with this option given alone: the first sample, calmest first, that asks the
 * question on a path the option keeps valid. Undefined when no sample does.
 */
export function signAlone(test: TestFixture, question: Question, option: Option): Answer[] | undefined {
  for (const sample of calmestSamples(test)) {
    const answers = withOnly(sample.answers, question, option);
    if (!answers) continue;
    try {
      scoreAnswers(test, answers);
      return answers;
    } catch (error) {
      if (!(error instanceof AnswerError)) throw error;
    }
  }
  return undefined;
}

/** The result of `signAlone`'s answers; undefined when no sample asks the question on a valid path. */
export function aloneResult(test: TestFixture, question: Question, option: Option) {
  const answers = signAlone(test, question, option);
  return answers && scoreAnswers(test, answers);
}
