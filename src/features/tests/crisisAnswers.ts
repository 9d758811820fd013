import type { Answer, Question } from '../../../schemas';
import { chosenOptions } from './answerForm';

/**
 * Whether the visitor chose an option the configuration marks as a crisis (thoughts of self-harm or of harming
 * a baby). Read from the answers in the browser, so crisis help shows even when the result never arrives.
 */
export function choseCrisisOption(questions: readonly Question[], answers: readonly Answer[]): boolean {
  const byId = new Map(questions.map((question) => [question.id, question]));
  return answers.some((answer) => {
    const question = byId.get(answer.questionId);
    return question !== undefined && chosenOptions(question, answer).some((option) => option.crisis === true);
  });
}
