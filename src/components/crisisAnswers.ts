import type { Answer, Option, Question } from '../../schemas';

/**
 * The options a saved answer chose: by id where it names them (Contract 2), else by text (an answer saved by
 * an older version of the page). One place for the test runner, crisis help and saved progress.
 */
export function chosenOptions(question: Question, answer: Answer | undefined): Option[] {
  if (!answer) return [];
  if (answer.optionId !== undefined)
    return question.options.filter((option) => option.id === answer.optionId);
  if (answer.selectedIds) return question.options.filter((option) => answer.selectedIds?.includes(option.id));
  const texts = question.type === 'multi-select' ? (answer.selected ?? []) : [answer.text];
  return question.options.filter((option) => texts.includes(option.text));
}

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

/** What help the answers call for when the result never arrives: crisis lines, emergency lines, or none. */
export type FallbackHelp = 'crisis' | 'emergency' | null;

/**
 * Read from the configuration's data, never from wording: a crisis option (self-harm, harm to a baby) calls for
 * the crisis lines; an option whose warning sign the catalogue rates `emergency` (heavy bleeding after birth,
 * fits: its `urgency`, which the server writes from the catalogue) calls for the emergency numbers.
 */
export function fallbackHelpFor(questions: readonly Question[], answers: readonly Answer[]): FallbackHelp {
  if (choseCrisisOption(questions, answers)) return 'crisis';
  const byId = new Map(questions.map((question) => [question.id, question]));
  const emergency = answers.some((answer) => {
    const question = byId.get(answer.questionId);
    return (
      question !== undefined &&
      chosenOptions(question, answer).some((option) => option.urgency === 'emergency')
    );
  });
  return emergency ? 'emergency' : null;
}
