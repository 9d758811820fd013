import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { Question } from '../../../schemas';
import { useT } from '../../i18n/language';
import { numericOnly } from './answerForm';

export interface TypedAnswerFieldProps {
  question: Extract<Question, { type: 'user-input-number' | 'user-input-text' }>;
  /** The language of the question's own words. */
  contentLang?: string;
  value: string;
  /** The number typed is not one the question accepts. */
  invalid: boolean;
  onChange: (value: string) => void;
}

/**
 * The field of a question answered by typing, a number or a text: MUI's TextField, which weighs more than the
 * rest of a question, so it is a chunk of its own that only tests asking for typed answers download.
 */
export default function TypedAnswerField({
  question,
  contentLang,
  value,
  invalid,
  onChange,
}: TypedAnswerFieldProps) {
  const t = useT();
  const questionId = `${question.id}-text`;
  const inputId = `${question.id}-input`;
  if (question.type === 'user-input-number') {
    return (
      <TextField
        id={inputId}
        value={value}
        onChange={(event) => onChange(numericOnly(event.target.value, (question.min ?? 0) < 0))}
        label={t.question.numberHint(question.min, question.max)}
        slotProps={{
          // The range sits above the field, always: inside it, as a placeholder, it ran into the unit at the
          // end of the field ("120years") and a longer language's range was cut off on a phone.
          inputLabel: { shrink: true },
          htmlInput: {
            inputMode: 'decimal',
            'aria-labelledby': `${questionId} ${inputId}-label`,
            autoComplete: 'off',
            maxLength: 15,
          },
          input: question.unit
            ? {
                endAdornment: (
                  <InputAdornment position="end">
                    <span lang={contentLang}>{question.unit}</span>
                  </InputAdornment>
                ),
              }
            : undefined,
        }}
        error={invalid}
        helperText={
          invalid
            ? t.question.numberOutOfRange(question.min, question.max)
            : t.question.numberUnit(question.unit)
        }
        fullWidth
      />
    );
  }
  return (
    <TextField
      id={inputId}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      label={t.question.textLabel}
      slotProps={{
        htmlInput: {
          maxLength: question.maxLength ?? 2000,
          'aria-labelledby': `${questionId} ${inputId}-label`,
        },
      }}
      multiline
      minRows={2}
      fullWidth
    />
  );
}
