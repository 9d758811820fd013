import type { Answer } from '../../schemas';

const isText = (value: unknown, maxLength: number): value is string =>
  typeof value === 'string' && value.length <= maxLength;

const isTexts = (value: unknown, maxLength: number): boolean =>
  Array.isArray(value) && value.length <= 50 && value.every((item) => isText(item, maxLength));

/**
 * Whether a value is an answer as the app keeps it in the tab: `answerSchema` (src/api/schemas.ts) in plain
 * code, so that checking a saved run of a test does not bring zod/mini to the test page before its first
 * question. Held to the schema's verdict by a property test (tests/src/api/schemas.test.ts).
 */
export function isAnswerShape(value: unknown): value is Answer {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const answer = value as Record<string, unknown>;
  return (
    isText(answer.questionId, 64) &&
    answer.questionId.length >= 1 &&
    typeof answer.score === 'number' &&
    Number.isFinite(answer.score) &&
    isText(answer.text, 2000) &&
    (answer.nextQuestion === undefined || answer.nextQuestion === null || isText(answer.nextQuestion, 64)) &&
    (answer.selected === undefined || isTexts(answer.selected, 500)) &&
    (answer.optionId === undefined || isText(answer.optionId, 64)) &&
    (answer.selectedIds === undefined || isTexts(answer.selectedIds, 64))
  );
}
