import type { Answer, Question } from '../../../schemas';
import { numberAnswerPattern } from '../../../schemas/values';
import { chosenOptions } from '../../components/crisisAnswers';

/**
 * What one question's form holds: the chosen option's id or the typed value, or the chosen option ids of a
 * multi-select. Ids, not texts: an id means the same option in every language, so a language switch in the
 * middle of a test keeps every answer chosen.
 */
export interface AnswerFormValues {
  value: string;
  values: string[];
}

/**
 * Whether the form's values answer the question: a choice among its options (at least one of a multi-select),
 * a number in the pattern and range the question allows, or a text that is not blank and not too long. Plain
 * checks, not a schema: the first question must not wait for a schema library to download.
 */
export function isAnswered(question: Question, values: AnswerFormValues): boolean {
  const isOption = (id: string) => question.options.some((option) => option.id === id);
  switch (question.type) {
    case 'single-select':
      return isOption(values.value);
    case 'multi-select':
      return values.values.length > 0 && values.values.every(isOption);
    case 'user-input-number': {
      if (!numberAnswerPattern.test(values.value)) return false;
      const number = Number(values.value);
      return (
        (question.min === undefined || number >= question.min) &&
        (question.max === undefined || number <= question.max)
      );
    }
    case 'user-input-text': {
      const length = values.value.trim().length;
      return length >= 1 && length <= (question.maxLength ?? 2000);
    }
  }
}

/**
 * Keeps only what a number field accepts: digits, one decimal point, and a leading minus where the question
 * allows numbers below zero. Letters and other signs never reach the field.
 */
export function numericOnly(text: string, allowNegative = false): string {
  const negative = allowNegative && text.trimStart().startsWith('-');
  const cleaned = text.replace(/[^\d.]/g, '');
  const [whole = '', ...decimals] = cleaned.split('.');
  const number = decimals.length > 0 ? `${whole}.${decimals.join('')}` : whole;
  return negative ? `-${number}` : number;
}

// chosenOptions lives with choseCrisisOption in src/components (the result screen reads it too).
export { chosenOptions };

/** The form's values for a saved answer, so going back (or reloading) shows what was chosen, by id. */
export function toFormValues(question: Question, saved: Answer | undefined): AnswerFormValues {
  if (!saved) return { value: '', values: [] };
  switch (question.type) {
    case 'single-select':
      return { value: chosenOptions(question, saved)[0]?.id ?? '', values: [] };
    case 'multi-select':
      return { value: '', values: chosenOptions(question, saved).map((option) => option.id) };
    default:
      return { value: saved.text, values: [] };
  }
}

/**
 * The answer the API expects for a question's valid form values (api.md, spec section 4). The server scores
 * by id (`optionId`, `selectedIds`); the texts, in the language of the question as shown, stay for a v1
 * server and for the printed summary. For a multi-select, `text` and `nextQuestion` are those of the option
 * just toggled (`toggled`, an option id), as the spec says.
 */
export function toAnswer(question: Question, values: AnswerFormValues, toggled?: string): Answer {
  switch (question.type) {
    case 'single-select': {
      const option = question.options.find((candidate) => candidate.id === values.value);
      return {
        questionId: question.id,
        score: option?.score ?? 0,
        text: option?.text ?? values.value,
        nextQuestion: option?.nextQuestion ?? null,
        ...(option ? { optionId: option.id } : {}),
      };
    }
    case 'multi-select': {
      const chosen = question.options.filter((option) => values.values.includes(option.id));
      const last = question.options.find((option) => option.id === toggled) ?? chosen[chosen.length - 1];
      return {
        questionId: question.id,
        score: chosen.reduce((sum, option) => sum + option.score, 0),
        text: last?.text ?? '',
        nextQuestion: last?.nextQuestion ?? null,
        selected: chosen.map((option) => option.text),
        selectedIds: chosen.map((option) => option.id),
      };
    }
    case 'user-input-number':
      return {
        questionId: question.id,
        score: Number.parseInt(values.value, 10) || 0,
        text: values.value,
        nextQuestion: null,
      };
    case 'user-input-text':
      return { questionId: question.id, score: 0, text: values.value, nextQuestion: null };
  }
}

/**
 * A saved answer with its texts in the language of `question` as shown now: the same options (by id), their
 * current words. After a switch mid-test, what is sent and printed reads in the language of the test taken.
 */
export function inQuestionLanguage(question: Question, answer: Answer): Answer {
  if (question.type !== 'single-select' && question.type !== 'multi-select') return answer;
  const chosen = chosenOptions(question, answer);
  if (chosen.length === 0) return answer;
  if (question.type === 'single-select') {
    const option = chosen[0]!;
    return { ...answer, text: option.text, optionId: option.id };
  }
  // The option last toggled is named only by its text, perhaps in the other language: the same text if it is
  // still there, else the chosen option that branches the same way. The server reads the ids either way.
  const toggled =
    question.options.find((option) => option.text === answer.text) ??
    [...chosen].reverse().find((option) => option.nextQuestion === answer.nextQuestion) ??
    chosen[chosen.length - 1]!;
  return {
    ...answer,
    text: toggled.text,
    selected: chosen.map((option) => option.text),
    selectedIds: chosen.map((option) => option.id),
  };
}
