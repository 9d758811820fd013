import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Answer, Language, TestConfig } from '../../../schemas';
import type { InterpretRequest } from '../../api/api';
import { lazyRoute } from '../../lib/chunkLoad';
import { LoadingScreen } from '../../components/LoadingScreen';
import { useLanguage, useT } from '../../i18n/language';
import { toast } from '../../components/toasts';
import { fallbackHelpFor } from '../../components/crisisAnswers';
import { useKeepsScreenOffline, useOnline } from '../../components/connectivity';
import { showAtTop } from '../../components/showAtTop';
import { CrisisFallback } from './CrisisFallback';
import { EnglishOnlyNotice } from './EnglishOnlyNotice';
import { IntroDialog } from './IntroDialog';
import { isTyped, preloadTypedAnswer, QuestionStep } from './QuestionStep';
import {
  answersOnPath,
  createRunnerReducer,
  currentIndex,
  followingIndex,
  initialRunnerState,
  progressStore,
} from './runnerState';
import { SlideTransition } from './SlideTransition';
import { restoreResult, resultStore } from './savedResult';
import type { InterpretationProps, Interpreted } from './Interpretation';
import type { ScreeningViews } from './views';

// The request for a result, with RTK Query and the store: downloaded when the visitor begins, not before the
// first question.
const Interpretation = lazyRoute<InterpretationProps>('Interpretation', () => import('./Interpretation'), {
  retry: true,
});

/** Width of the progress bar: current question over total, as a percentage, never below 0. */
export function progressPercent(current: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.max(0, (current / total) * 100));
}

/** Error toasts: top right, closing after 3 s (spec sections 8 and 9). */

/**
 * Closing the intro goes back one page. Opened directly in a new tab there is no page to go back to, so it
 * goes to the list of tests instead of doing nothing.
 */
function useGoBack() {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(() => {
    const firstInApp = key === 'default';
    if (!firstInApp || window.history.length > 1) void navigate(-1);
    else void navigate('/categories', { replace: true });
  }, [key, navigate]);
}

interface ScreeningRunnerProps {
  config: TestConfig;
  /**
   * Whether `config` is in the language asked for; false for the moment after a language switch while the
   * configuration in the new language downloads (the old one stays on screen meanwhile).
   */
  current?: boolean;
  /** The result screen (features/results), passed in by src/app/ScreeningRoute.tsx. */
  ResultScreen: ScreeningViews['ResultScreen'];
  loadResultScreen?: ScreeningViews['loadResultScreen'];
}

/**
 * Any test, from its validated configuration: intro, one question at a time, submit, result. The test's own
 * words are in the configuration's language (`config.lang`), marked so; where the visitor reads another
 * language and the test has no validated version in it, a sentence in the visitor's language says so.
 */
export function ScreeningRunner({
  config,
  current = true,
  ResultScreen,
  loadResultScreen,
}: ScreeningRunnerProps) {
  const t = useT();
  const { questions, testCode } = config;
  const language = useLanguage();
  // A configuration without `lang` comes from a server before Contract 2: English.
  const contentLang: Language = config.lang ?? 'en';
  const englishOnly = current && language !== 'en' && contentLang === 'en';
  const goBack = useGoBack();
  // The history entry the test is on: a result arrived here is shown again here after a reload, Back or Forward.
  const { key: entry } = useLocation();
  // Offline, the test stays on screen, answers and result with it, under a notice of its own.
  useKeepsScreenOffline();
  const online = useOnline();
  // Why the last submit did not bring a result: the network was gone, or the request failed.
  const [failure, setFailure] = useState<{ reason: 'offline' | 'error'; attempt: number } | null>(null);
  const attempts = useRef(0);
  const failed = useCallback((reason: 'offline' | 'error') => {
    attempts.current += 1;
    setFailure({ reason, attempt: attempts.current });
  }, []);
  const reducer = useMemo(() => createRunnerReducer(questions), [questions]);
  // Saved progress is read once, when the runner starts (a reload lands back on the same question).
  const [state, dispatch] = useReducer(reducer, undefined, () =>
    initialRunnerState(progressStore.load(testCode, questions)),
  );
  const [restoring, setRestoring] = useState(() => resultStore.peek(testCode, entry) !== null);
  useEffect(() => {
    if (!restoring) return undefined;
    let active = true;
    void restoreResult(testCode, entry)
      .catch(() => null)
      .then((saved) => {
        if (!active) return;
        if (saved) {
          dispatch({
            type: 'submitSucceeded',
            result: saved.result,
            at: saved.completedAt,
            taken: saved.taken,
          });
          void loadResultScreen?.(language).catch(() => undefined);
        }
        setRestoring(false);
      });
    return () => {
      active = false;
    };
  }, [restoring, testCode, entry, loadResultScreen, language]);

  // Only the tab keeps an unfinished test; nothing leaves the device until Submit.
  useEffect(() => {
    if (state.phase === 'questions') progressStore.save(testCode, state);
  }, [testCode, state]);

  // A test that asks for typed answers downloads their field with the intro; the result screen downloads once
  // the visitor begins, while they answer (and again at Submit if that failed).
  const typed = useMemo(() => questions.some(isTyped), [questions]);
  useEffect(() => {
    if (typed) void preloadTypedAnswer().catch(() => undefined);
  }, [typed]);
  const answering = state.phase === 'questions';
  useEffect(() => {
    if (!answering) return;
    void loadResultScreen?.(language).catch(() => undefined);
    void Interpretation.preload().catch(() => undefined); // for Submit; tried again then
  }, [answering, loadResultScreen, language]);

  const index = currentIndex(state);
  const isLast = followingIndex(questions, state) >= questions.length;

  // The answers on their way to be interpreted, with the configuration they answer (rendered by Interpretation).
  const [sending, setSending] = useState<{ request: InterpretRequest; config: TestConfig } | null>(null);
  const submitFailed = useCallback(() => {
    setSending(null);
    toast(t.result.submitFailed);
    failed(navigator.onLine ? 'error' : 'offline');
    dispatch({ type: 'submitFailed' });
  }, [failed, t]);

  const submit = useCallback(async () => {
    // Offline, nothing is sent: the visitor is told why, and the answers stay for when the network is back.
    if (!navigator.onLine) {
      failed('offline');
      dispatch({ type: 'submitFailed' });
      return;
    }
    setFailure(null);
    dispatch({ type: 'submit' });
    // The result comes in the language of the test as the visitor took it.
    const request = { testCode, scores: answersOnPath(questions, state), lang: contentLang };
    try {
      // The request's code and the result screen, downloading since the visitor began. A result the screen
      // could not show (its download failed) counts as a failed submit, which the visitor can try again.
      await Promise.all([Interpretation.preload(), loadResultScreen?.(language)]);
    } catch {
      submitFailed();
      return;
    }
    setSending({ request, config });
  }, [testCode, questions, state, config, contentLang, loadResultScreen, language, failed, submitFailed]);

  const interpreted = useCallback(
    (outcome: Interpreted) => {
      // The API slice has checked the result: null when it lacks what a result needs, a failed submit too.
      const result = 'result' in outcome ? outcome.result : null;
      if (!result || !sending) {
        submitFailed();
        return;
      }
      setSending(null);
      progressStore.clear(testCode);
      const at = Date.now();
      const taken = { config: sending.config, answers: sending.request.scores };
      resultStore.save(testCode, entry, { result, completedAt: at, taken });
      dispatch({ type: 'submitSucceeded', result, at, taken });
    },
    [sending, testCode, entry, submitFailed],
  );

  const next = useCallback(() => {
    if (isLast) void submit();
    else dispatch({ type: 'next' });
  }, [isLast, submit]);

  const onAnswer = useCallback(
    (questionId: string, answer: Answer | null) => dispatch({ type: 'answer', questionId, answer }),
    [],
  );

  // Help for the answers given, shown while the result cannot come: offline, or after a failed submit.
  const fallbackHelp = fallbackHelpFor(questions, answersOnPath(questions, state));
  const offlineNotice = online ? null : (
    <Alert severity="warning" role="status" data-testid="offline-notice" sx={{ mb: 2 }}>
      {t.offline.testNotice}
    </Alert>
  );

  if (restoring) return <LoadingScreen />;
  if (state.phase === 'submitting') {
    return (
      <>
        <LoadingScreen message={t.loading.submitting} takeFocus />
        {sending && <Interpretation request={sending.request} onInterpreted={interpreted} />}
      </>
    );
  }
  if (state.phase === 'result' && state.result && state.completedAt !== null) {
    const taken = state.taken ?? { config, answers: answersOnPath(questions, state) };
    return (
      <>
        {offlineNotice && <Box sx={{ maxWidth: 760, mx: 'auto', px: 2, pt: 2 }}>{offlineNotice}</Box>}
        <ResultScreen
          config={taken.config}
          result={state.result}
          answers={taken.answers}
          completedAt={state.completedAt}
        />
      </>
    );
  }
  if (state.phase === 'intro') {
    return (
      <>
        {/* The page under the intro: what the server's HTML shows before the dialog can open. */}
        <Box sx={{ maxWidth: 720, mx: 'auto', px: 2, py: { xs: 2, md: 4 } }}>
          <Typography component="h1" variant="h2" lang={contentLang}>
            {config.informalTitle}
          </Typography>
          <Typography color="text.secondary" lang={contentLang}>
            {config.formalTitle}
          </Typography>
        </Box>
        <IntroDialog
          config={config}
          contentLang={contentLang}
          notice={englishOnly ? <EnglishOnlyNotice /> : null}
          onBegin={() => dispatch({ type: 'begin' })}
          onClose={goBack}
        />
      </>
    );
  }
  const question = questions[index];
  if (!question) return null;

  const progressText = t.question.progress(index + 1, questions.length);
  const renderStep = (questionId: string, active: boolean) => {
    const stepIndex = questions.findIndex((candidate) => candidate.id === questionId);
    const step = questions[stepIndex];
    if (!step) return null;
    return (
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <QuestionStep
          question={step}
          heading={step.questionHeading ?? config.formHeading}
          contentLang={contentLang}
          saved={state.answers[step.id]}
          active={active}
          onAnswer={onAnswer}
          onBranch={() => dispatch({ type: 'branch', from: stepIndex })}
          onNext={next}
        >
          {({ answered, submit: submitStep }) => (
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mt: 3 }}>
              <Button
                variant="outlined"
                size="large"
                disabled={stepIndex === 0 || state.path.length <= 1}
                onClick={() => dispatch({ type: 'previous' })}
              >
                {t.question.previous}
              </Button>
              <Button variant="contained" size="large" disabled={!answered} onClick={submitStep}>
                {active && isLast ? t.question.submit : t.question.next}
              </Button>
            </Box>
          )}
        </QuestionStep>
      </Paper>
    );
  };

  // A failed submit, or no network, must never leave someone who reported thoughts of harm, or a sign the
  // catalogue rates an emergency, without help (Contract 2, issue 31).
  const showFallback = fallbackHelp !== null && (state.submitFailed === true || !online);
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', px: 2, py: { xs: 2, md: 4 }, overflowX: 'hidden' }}>
      <Typography component="h1" variant="h2" lang={contentLang} sx={{ mb: 2 }}>
        {config.informalTitle}
      </Typography>
      {englishOnly && <EnglishOnlyNotice />}
      {failure ? <SubmitFailure key={failure.attempt} reason={failure.reason} /> : offlineNotice}
      {showFallback && <CrisisFallback help={fallbackHelp} />}
      <LinearProgress
        variant="determinate"
        value={progressPercent(index + 1, questions.length)}
        aria-label={progressText}
        aria-valuetext={progressText}
        sx={{ height: 8, borderRadius: 4, mb: 1 }}
      />
      <Typography variant="body2" color="text.secondary" role="status" aria-live="polite" sx={{ mb: 2 }}>
        {progressText}
      </Typography>
      <SlideTransition stepKey={question.id} direction={state.direction} render={renderStep} />
    </Box>
  );
}

/**
 * Why Submit brought no result, where the visitor is: the page starts at the top and this takes focus, so a
 * screen reader reads it (the toast says it too, and goes after 3 s). The answers stay below it.
 */
function SubmitFailure({ reason }: { reason: 'offline' | 'error' }) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => showAtTop(ref.current), []);
  return (
    <Alert
      ref={ref}
      severity="error"
      role="alert"
      tabIndex={-1}
      data-testid="submit-failure"
      data-holds-focus
      sx={{ mb: 2 }}
    >
      {reason === 'offline' ? t.offline.submitOffline : t.result.submitFailedKept}
    </Alert>
  );
}
