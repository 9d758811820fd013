import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { keyframes } from '@emotion/react';
import { useSnackbar } from 'notistack';
import { useCallback, useEffect, useReducer } from 'react';
import { useNavigate } from 'react-router-dom';
import { resultSchema, type Answer, type TestConfig } from '../../../schemas';
import { useInterpretMutation } from '../../api/api';
import { LoadingScreen } from '../../components/LoadingScreen';
import { t } from '../../messages';
import { ResultScreen } from '../results/ResultScreen';
import { IntroDialog } from './IntroDialog';
import { QuestionStep } from './QuestionStep';
import {
  answersOnPath,
  createRunnerReducer,
  currentIndex,
  followingIndex,
  initialRunnerState,
  progressStore,
} from './runnerState';

/** Slide distance and time of the question transition (spec section 9). */
const slideOffsetPx = 80;
const slideSeconds = 0.4;
const slideFrom = (offset: number) =>
  keyframes`from { transform: translateX(${offset}px); opacity: 0; } to { transform: none; opacity: 1; }`;
const slideInForward = slideFrom(slideOffsetPx);
const slideInBack = slideFrom(-slideOffsetPx);

/** Width of the progress bar: current question over total, as a percentage, never below 0. */
export function progressPercent(current: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.max(0, (current / total) * 100));
}

export const errorToast = {
  variant: 'error',
  autoHideDuration: 3000,
  anchorOrigin: { vertical: 'top', horizontal: 'right' },
} as const;

/** Any test, from its validated configuration: intro, one question at a time, submit, result. */
export function TestRunner({ config }: { config: TestConfig }) {
  const { questions } = config;
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [interpret] = useInterpretMutation();
  const [state, dispatch] = useReducer(
    createRunnerReducer(questions),
    progressStore.load(config.testCode),
    initialRunnerState,
  );

  useEffect(() => {
    if (state.phase === 'questions') progressStore.save(config.testCode, state);
  }, [config.testCode, state]);

  const index = currentIndex(state);
  const question = questions[index];
  const isLast = followingIndex(questions, state) >= questions.length;

  const submit = useCallback(async () => {
    dispatch({ type: 'submit' });
    try {
      const response = await interpret({
        testCode: config.testCode,
        scores: answersOnPath(questions, state),
      }).unwrap();
      const result = resultSchema.safeParse(response);
      if (!result.success) throw new Error('The result is empty or incomplete.');
      progressStore.clear(config.testCode);
      dispatch({ type: 'submitSucceeded', result: result.data });
    } catch {
      enqueueSnackbar(t.result.submitFailed, errorToast);
      dispatch({ type: 'submitFailed' });
    }
  }, [config.testCode, enqueueSnackbar, interpret, questions, state]);

  const next = useCallback(() => {
    if (isLast) void submit();
    else dispatch({ type: 'next' });
  }, [isLast, submit]);

  const onAnswer = useCallback((answer: Answer) => dispatch({ type: 'answer', answer }), []);
  const onBranch = useCallback(() => dispatch({ type: 'next' }), []);

  if (state.phase === 'submitting') return <LoadingScreen message={t.loading.submitting} />;
  if (state.phase === 'result' && state.result) return <ResultScreen config={config} result={state.result} />;
  if (state.phase === 'intro') {
    return (
      <IntroDialog config={config} onBegin={() => dispatch({ type: 'begin' })} onClose={() => navigate(-1)} />
    );
  }
  if (!question) return null;

  const progressText = t.question.progress(index + 1, questions.length);
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', px: 2, py: { xs: 2, md: 4 }, overflowX: 'hidden' }}>
      <Typography component="h1" variant="h2" sx={{ mb: 2 }}>
        {config.informalTitle}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={progressPercent(index + 1, questions.length)}
        aria-label={progressText}
        sx={{ height: 8, borderRadius: 4, mb: 1 }}
      />
      <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ mb: 2 }}>
        {progressText}
      </Typography>
      <Paper
        key={question.id}
        variant="outlined"
        sx={{
          p: { xs: 2, md: 3 },
          animation: `${state.direction === 'forward' ? slideInForward : slideInBack} ${slideSeconds}s ease-out`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        }}
      >
        <QuestionStep
          question={question}
          heading={question.questionHeading ?? config.formHeading}
          saved={state.answers[question.id]}
          onAnswer={onAnswer}
          onBranch={onBranch}
          onNext={next}
        >
          {({ answered, submit: submitStep }) => (
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mt: 3 }}>
              <Button
                variant="outlined"
                size="large"
                disabled={index === 0 || state.path.length <= 1}
                onClick={() => dispatch({ type: 'previous' })}
              >
                {t.question.previous}
              </Button>
              <Button variant="contained" size="large" disabled={!answered} onClick={submitStep}>
                {isLast ? t.question.submit : t.question.next}
              </Button>
            </Box>
          )}
        </QuestionStep>
      </Paper>
    </Box>
  );
}
