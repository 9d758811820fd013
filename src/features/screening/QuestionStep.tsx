import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { Suspense, useEffect, useMemo, useRef } from 'react';
import { useForm, useWatch, type Resolver, type ResolverResult } from 'react-hook-form';
import type { Answer, Option, Question } from '../../../schemas';
import { useT } from '../../i18n/language';
import { lazyRoute } from '../../lib/chunkLoad';
import { isAnswered, toAnswer, toFormValues, type AnswerFormValues } from './answerForm';
import type { TypedAnswerFieldProps } from './TypedAnswerField';

// Most tests ask only for choices: the typed answer's field downloads with a test that asks for one.
const TypedAnswer = lazyRoute<TypedAnswerFieldProps>('TypedAnswerField', () => import('./TypedAnswerField'), {
  retry: true,
});

/** Whether a question is answered by typing (a number or a text) rather than by choosing. */
export function isTyped(question: Question): question is TypedAnswerFieldProps['question'] {
  return question.type === 'user-input-number' || question.type === 'user-input-text';
}

/** Downloads the field of typed answers (the runner does, with the intro of a test that asks for them). */
export const preloadTypedAnswer = TypedAnswer.preload;

/** Delay before an option that names a next question jumps there (spec section 9). */
export const branchJumpDelayMs = 500;

interface QuestionStepProps {
  question: Question;
  heading: string;
  /** The language of the question's own words (the configuration's), when it differs from the page's. */
  contentLang?: string;
  saved: Answer | undefined;
  /** False while the step slides out: it keeps no timers and takes no focus. */
  active: boolean;
  /** The question's answer, or null when it is no longer answered (a cleared field, nothing ticked). */
  onAnswer: (questionId: string, answer: Answer | null) => void;
  /** Called 500 ms after an option that names a next question is chosen. */
  onBranch: () => void;
  onNext: () => void;
  /** Renders the navigation, told whether the question is answered and how to move on. */
  children: (controls: { answered: boolean; submit: () => void }) => React.ReactNode;
}

/** The step's form is valid when the question is answered (no message: the step says what it needs). */
function answeredResolver(question: Question): Resolver<AnswerFormValues> {
  const unanswered: ResolverResult<AnswerFormValues> = {
    values: {},
    errors: { value: { type: 'unanswered', message: '' } },
  };
  return (values): ResolverResult<AnswerFormValues> =>
    isAnswered(question, values) ? { values, errors: {} } : unanswered;
}

/** One question as one react-hook-form step, valid once the question is answered (isAnswered). */
export function QuestionStep({
  question,
  heading,
  contentLang,
  saved,
  active,
  onAnswer,
  onBranch,
  onNext,
  children,
}: QuestionStepProps) {
  const t = useT();
  const resolver = useMemo(() => answeredResolver(question), [question]);
  const form = useForm<AnswerFormValues>({
    resolver,
    mode: 'onChange',
    defaultValues: toFormValues(question, saved),
  });
  const values = useWatch({ control: form.control }) as AnswerFormValues;
  const answered = isAnswered(question, values);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const jumpTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // The new question's heading takes focus, so keyboard and screen reader users start at the question; not
  // from a message that has just taken it to say why Submit failed (ScreeningRunner's SubmitFailure).
  useEffect(() => {
    if (!active) return undefined;
    if (!document.activeElement?.closest('[data-holds-focus]')) headingRef.current?.focus();
    return () => clearTimeout(jumpTimer.current);
  }, [active]);

  const update = (next: AnswerFormValues, toggled?: string) => {
    form.setValue('value', next.value, { shouldValidate: true, shouldDirty: true });
    form.setValue('values', next.values, { shouldValidate: true, shouldDirty: true });
    onAnswer(question.id, isAnswered(question, next) ? toAnswer(question, next, toggled) : null);
  };

  /** An option that names a next question moves on by itself after 500 ms (spec section 4). */
  const jumpIfBranching = (id: string) => {
    clearTimeout(jumpTimer.current);
    const option = question.options.find((candidate) => candidate.id === id);
    if (option?.nextQuestion) jumpTimer.current = setTimeout(onBranch, branchJumpDelayMs);
  };

  // The form holds option ids, so a choice survives a language switch (the same id in every language).
  const chooseSingle = (id: string) => {
    update({ value: id, values: [] });
    jumpIfBranching(id);
  };

  // Ticking an option that names a next question jumps like a single choice; unticking never does.
  const toggleMulti = (id: string) => {
    const ticked = !values.values.includes(id);
    const selected = ticked
      ? tickedWith(question.options, values.values, id)
      : values.values.filter((value) => value !== id);
    update({ value: '', values: selected }, id);
    if (ticked) jumpIfBranching(id);
    else clearTimeout(jumpTimer.current);
  };

  const headingId = `${question.id}-heading`;
  const questionId = `${question.id}-text`;
  const hintId = `${question.id}-hint`;
  const branches = question.options.some((option) => option.nextQuestion);
  const numberInvalid = question.type === 'user-input-number' && values.value !== '' && !answered;
  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit(onNext)} aria-labelledby={headingId}>
      <Typography
        id={headingId}
        ref={headingRef}
        component="h2"
        variant="h3"
        tabIndex={-1}
        color="text.secondary"
        lang={contentLang}
        sx={{ mb: 1, outline: 'none' }}
      >
        {heading}
      </Typography>
      <Typography
        id={questionId}
        component="p"
        lang={contentLang}
        sx={{ fontSize: '1.25rem', fontWeight: 600, mb: 2 }}
      >
        {question.question}
      </Typography>
      {question.type === 'single-select' && (
        <>
          {branches && (
            <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {t.question.branchHint}
            </Typography>
          )}
          <RadioGroup
            aria-labelledby={questionId}
            aria-describedby={branches ? hintId : undefined}
            name={question.id}
            value={values.value}
            onChange={(event) => chooseSingle(event.target.value)}
          >
            {question.options.map((option) => (
              <FormControlLabel
                key={option.id}
                value={option.id}
                control={<Radio />}
                label={option.text}
                lang={contentLang}
                data-chosen={values.value === option.id}
                sx={optionSx(values.value === option.id)}
              />
            ))}
          </RadioGroup>
        </>
      )}
      {question.type === 'multi-select' && (
        <FormGroup aria-labelledby={questionId} aria-describedby={hintId} role="group">
          <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {branches ? `${t.question.chooseAll} ${t.question.branchHint}` : t.question.chooseAll}
          </Typography>
          {question.options.map((option) => (
            <FormControlLabel
              key={option.id}
              control={
                <Checkbox
                  name={question.id}
                  value={option.id}
                  checked={values.values.includes(option.id)}
                  onChange={() => toggleMulti(option.id)}
                />
              }
              label={option.text}
              lang={contentLang}
              data-chosen={values.values.includes(option.id)}
              sx={optionSx(values.values.includes(option.id))}
            />
          ))}
        </FormGroup>
      )}
      {isTyped(question) && (
        <Suspense fallback={null}>
          <TypedAnswer
            question={question}
            contentLang={contentLang}
            value={values.value}
            invalid={numberInvalid}
            onChange={(value) => update({ value, values: [] })}
          />
        </Suspense>
      )}
      {children({ answered, submit: () => void form.handleSubmit(onNext)() })}
    </Box>
  );
}

/**
 * The ticks after ticking `id`: an exclusive option ("None of these", marked `exclusive` in the fixture) clears
 * every other tick, and any other option clears the exclusive ones, so a danger sign and "None of these" are
 * never sent together.
 */
export function tickedWith(options: readonly Option[], ticked: readonly string[], id: string): string[] {
  const exclusive = new Set(options.filter((option) => option.exclusive).map((option) => option.id));
  if (exclusive.has(id)) return [id];
  return [...ticked.filter((value) => !exclusive.has(value)), id];
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
    // Only where a pointer hovers: on a touch screen :hover sticks to the last place tapped, so after Next the
    // option under the finger on the next question looked chosen.
    '@media (hover: hover)': { '&:hover': { borderColor: 'primary.main' } },
  } as const;
}
