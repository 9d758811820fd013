import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { Answer, Question } from '../../../schemas';
import { t } from '../../messages';
import { answerFormSchema, numericOnly, toAnswer, toFormValues, type AnswerFormValues } from './answerForm';

/** Delay before an option that names a next question jumps there (spec section 9). */
export const branchJumpDelayMs = 500;

interface QuestionStepProps {
  question: Question;
  heading: string;
  saved: Answer | undefined;
  onAnswer: (answer: Answer) => void;
  onBranch: () => void;
  /** Renders the navigation, told whether the question is answered and how to move on. */
  children: (controls: { answered: boolean; submit: () => void }) => React.ReactNode;
  onNext: () => void;
}

/** One question as one react-hook-form step, validated by the question's own zod schema. */
export function QuestionStep({
  question,
  heading,
  saved,
  onAnswer,
  onBranch,
  onNext,
  children,
}: QuestionStepProps) {
  const schema = useMemo(() => answerFormSchema(question), [question]);
  const form = useForm<AnswerFormValues>({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues: toFormValues(question, saved),
  });
  const values = useWatch({ control: form.control }) as AnswerFormValues;
  const answered = schema.safeParse(values).success;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const jumpTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    headingRef.current?.focus();
    return () => clearTimeout(jumpTimer.current);
  }, []);

  const update = (next: AnswerFormValues, toggled?: string) => {
    form.setValue('value', next.value, { shouldValidate: true, shouldDirty: true });
    form.setValue('values', next.values, { shouldValidate: true, shouldDirty: true });
    if (schema.safeParse(next).success) onAnswer(toAnswer(question, next, toggled));
  };

  const chooseSingle = (text: string) => {
    update({ value: text, values: [] });
    clearTimeout(jumpTimer.current);
    const option = question.options.find((candidate) => candidate.text === text);
    if (option?.nextQuestion) jumpTimer.current = setTimeout(onBranch, branchJumpDelayMs);
  };

  const toggleMulti = (text: string) => {
    const selected = values.values.includes(text)
      ? values.values.filter((value) => value !== text)
      : [...values.values, text];
    update({ value: '', values: selected }, text);
  };

  const headingId = `${question.id}-heading`;
  const questionId = `${question.id}-text`;
  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit(onNext)} aria-labelledby={headingId}>
      <Typography
        id={headingId}
        ref={headingRef}
        component="h2"
        variant="h3"
        tabIndex={-1}
        color="text.secondary"
        sx={{ mb: 1, outline: 'none' }}
      >
        {heading}
      </Typography>
      <Typography id={questionId} component="p" sx={{ fontSize: '1.25rem', fontWeight: 600, mb: 2 }}>
        {question.question}
      </Typography>
      {question.type === 'single-select' && (
        <RadioGroup
          aria-labelledby={questionId}
          value={values.value}
          onChange={(event) => chooseSingle(event.target.value)}
        >
          {question.options.map((option) => (
            <FormControlLabel
              key={option.text}
              value={option.text}
              control={<Radio />}
              label={option.text}
              sx={optionSx(values.value === option.text)}
            />
          ))}
        </RadioGroup>
      )}
      {question.type === 'multi-select' && (
        <FormGroup aria-labelledby={questionId} role="group">
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t.question.chooseAll}
          </Typography>
          {question.options.map((option) => (
            <FormControlLabel
              key={option.text}
              control={
                <Checkbox
                  checked={values.values.includes(option.text)}
                  onChange={() => toggleMulti(option.text)}
                />
              }
              label={option.text}
              sx={optionSx(values.values.includes(option.text))}
            />
          ))}
        </FormGroup>
      )}
      {question.type === 'user-input-number' && (
        <TextField
          value={values.value}
          onChange={(event) => update({ value: numericOnly(event.target.value), values: [] })}
          label={t.question.numberHint(question.min, question.max, question.unit)}
          slotProps={{
            htmlInput: { inputMode: 'decimal', 'aria-describedby': questionId, autoComplete: 'off' },
          }}
          error={values.value !== '' && !answered}
          helperText={
            values.value !== '' && !answered ? t.question.numberOutOfRange(question.min, question.max) : ' '
          }
          fullWidth
        />
      )}
      {question.type === 'user-input-text' && (
        <TextField
          value={values.value}
          onChange={(event) => update({ value: event.target.value, values: [] })}
          label={t.question.textLabel}
          slotProps={{ htmlInput: { maxLength: question.maxLength ?? 2000, 'aria-describedby': questionId } }}
          multiline
          minRows={2}
          fullWidth
        />
      )}
      {children({ answered, submit: () => void form.handleSubmit(onNext)() })}
    </Box>
  );
}

function optionSx(chosen: boolean) {
  return {
    mx: 0,
    mb: 1,
    px: 1.5,
    py: 0.5,
    border: 2,
    borderRadius: 2,
    borderColor: chosen ? 'primary.main' : 'divider',
    bgcolor: chosen ? 'rgba(11, 110, 105, 0.08)' : 'background.paper',
    '&:hover': { borderColor: 'primary.main' },
  } as const;
}
