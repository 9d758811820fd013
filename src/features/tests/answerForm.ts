import { z } from 'zod';
import { numberAnswerPattern, type Answer, type Question } from '../../../schemas';
import { t } from '../../messages';

/** What one question's form holds: the chosen or typed value, or the chosen values of a multi-select. */
export interface AnswerFormValues {
  value: string;
  values: string[];
}

/** The zod schema that says when a question is answered; the step's react-hook-form validates with it. */
export function answerFormSchema(question: Question): z.ZodType<AnswerFormValues, AnswerFormValues> {
  const texts = question.options.map((option) => option.text);
  switch (question.type) {
    case 'single-select':
      return z.object({
        value: z.string().refine((value) => texts.includes(value)),
        values: z.array(z.string()),
      });
    case 'multi-select':
      return z.object({
        value: z.string(),
        values: z.array(z.string().refine((value) => texts.includes(value))).min(1),
      });
    case 'user-input-number':
      return z.object({
        value: z
          .string()
          .regex(numberAnswerPattern)
          .refine(
            (value) =>
              (question.min === undefined || Number(value) >= question.min) &&
              (question.max === undefined || Number(value) <= question.max),
            t.question.numberOutOfRange(question.min, question.max),
          ),
        values: z.array(z.string()),
      });
    case 'user-input-text':
      return z.object({
        value: z
          .string()
          .trim()
          .min(1)
          .max(question.maxLength ?? 2000),
        values: z.array(z.string()),
      });
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

/** The form's values for a saved answer, so going back shows what was chosen. */
export function toFormValues(question: Question, saved: Answer | undefined): AnswerFormValues {
  if (!saved) return { value: '', values: [] };
  if (question.type === 'multi-select') return { value: '', values: saved.selected ?? [] };
  return { value: saved.text, values: [] };
}

/**
 * The answer the API expects for a question's valid form values (api.md, spec section 4). For a
 * multi-select, `text` and `nextQuestion` are those of the option just toggled, as the spec says; the
 * server reads the ids (`optionId`, `selectedIds`), and the texts stay for a v1 server.
 */
export function toAnswer(question: Question, values: AnswerFormValues, toggled?: string): Answer {
  switch (question.type) {
    case 'single-select': {
      const option = question.options.find((candidate) => candidate.text === values.value);
      return {
        questionId: question.id,
        score: option?.score ?? 0,
        text: values.value,
        nextQuestion: option?.nextQuestion ?? null,
        // Contract 2: the server scores by id, so a choice means the same in every language.
        ...(option ? { optionId: option.id } : {}),
      };
    }
    case 'multi-select': {
      const chosen = question.options.filter((option) => values.values.includes(option.text));
      const last = question.options.find((option) => option.text === toggled) ?? chosen[chosen.length - 1];
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
