// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { toTestConfig, type InterpretBody, type TestConfig } from '../../../../schemas';
import { progressStore } from '../../../../src/features/screening/runnerState';
import ScreeningPage from '../../../../src/app/ScreeningRoute';
import { fixtureByCode } from '../../../helpers/fixtures';
import { setupMockApi } from '../../../helpers/msw';
import { renderWithProviders } from '../../../helpers/render';
import { flowConfig } from './flowConfig';

const api = setupMockApi();
const phq9Config = toTestConfig(fixtureByCode('MH-001'));
const routes = [
  { path: '/tests/:slug', element: <ScreeningPage /> },
  { path: '*', element: <p>Elsewhere</p> },
];
const moderate = { totalScore: 14, expectedTotalScore: 27, grade: 'Moderate depression' };
const submitFailed = 'We encountered an issue while submitting your responses.';

function serveConfig(config: object = phq9Config) {
  api.use(http.get('*/api/config/', () => HttpResponse.json(config)));
}

/** Serves the configuration and a result, recording every body sent to /api/interpret/. */
function serveTest(config: TestConfig = phq9Config, result: object = moderate) {
  const bodies: InterpretBody[] = [];
  serveConfig(config);
  api.use(
    http.post('*/api/interpret/', async ({ request }) => {
      bodies.push((await request.json()) as InterpretBody);
      return HttpResponse.json(result);
    }),
  );
  return bodies;
}

/**
 * Runs `steps` with setTimeout on a fake clock that only `tick` moves (the runner's 500 ms branch jump and its
 * slide are timers). Clicks in it are plain events: Testing Library's async helpers wait on setTimeout too.
 * Timers still pending at the end are run out before the real clock comes back.
 */
async function onFakeClock(steps: (tick: (ms: number) => Promise<void>) => Promise<void>) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  try {
    await steps(async (ms) => {
      await act(() => vi.advanceTimersByTimeAsync(ms));
    });
    await act(() => vi.runOnlyPendingTimersAsync());
  } finally {
    vi.useRealTimers();
  }
}

async function begin(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Begin Test' }));
}

async function choose(user: UserEvent, option: string) {
  await user.click(await screen.findByRole('radio', { name: option }));
}

/**
 * The tab's saved progress of a PHQ-9 run at question `number`, every question before it answered with its
 * first option, as the runner saves it: the page opens on that question (reloading mid-test). Tests about the
 * end of a test start there; the walk from the intro is the subject of the tests above.
 */
function savePhq9ProgressAt(number: number) {
  const before = phq9Config.questions.slice(0, number - 1);
  const answers = Object.fromEntries(
    before.map((question) => {
      const option = question.options[0]!;
      const answer = {
        questionId: question.id,
        score: option.score,
        text: option.text,
        nextQuestion: option.nextQuestion ?? null,
        optionId: option.id,
      };
      return [question.id, answer];
    }),
  );
  progressStore.save('MH-001', { path: [...before.keys(), before.length], answers });
}

/** Answers every PHQ-9 question from `from` on with its first option, stopping before the final Submit. */
async function answerPhq9UpToSubmit(user: UserEvent, from = 1) {
  for (let number = from; number <= 10; number += 1) {
    await screen.findByText(`Question ${number} of 10`);
    await choose(user, number === 10 ? 'Not difficult at all' : 'Not at all');
    if (number < 10) await user.click(screen.getByRole('button', { name: 'Next' }));
  }
}

describe('the test page, in order: loading, intro, questions, submitting, result', () => {
  it('shows the loading text, then the intro with everything the spec lists', async () => {
    serveConfig();
    renderWithProviders(null, { routes, path: '/tests/depression' });
    expect(screen.getByText("Hang tight! We're getting the test ready for you...")).toBeInTheDocument();
    const intro = await screen.findByRole('dialog');
    expect(within(intro).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Depression Screening Test (PHQ-9)',
    );
    expect(within(intro).getByText('This test will take about 5 minutes to complete.')).toBeInTheDocument();
    const items = within(intro).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(phq9Config.instructions);
    expect(within(intro).getByText('Disclaimer!')).toBeInTheDocument();
    expect(within(intro).getByText(phq9Config.disclaimer)).toBeInTheDocument();
    expect(within(intro).getByRole('button', { name: 'Close and go back' })).toBeInTheDocument();
    expect(within(intro).getByRole('button', { name: 'Begin Test' })).toBeInTheDocument();
  });

  it('closing the intro goes back one page', async () => {
    serveConfig();
    const user = userEvent.setup();
    const { router } = renderWithProviders(null, {
      routes,
      path: '/tests/depression',
      history: ['/categories/mental-health'],
    });
    await user.click(await screen.findByRole('button', { name: 'Close and go back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/categories/mental-health'));
  });

  it('closing the intro of a test opened directly goes to the list of tests', async () => {
    serveConfig();
    const user = userEvent.setup();
    const { router } = renderWithProviders(null, { routes, path: '/tests/depression' });
    await user.click(await screen.findByRole('button', { name: 'Close and go back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/categories'));
  });

  it('runs the questions with the disabled buttons, progress and focus the spec asks for', async () => {
    serveTest();
    const user = userEvent.setup();
    renderWithProviders(null, { routes, path: '/tests/depression' });
    await begin(user);

    const heading = await screen.findByRole('heading', { name: phq9Config.formHeading });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent('Question 1 of 10');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '10');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('radiogroup', { name: phq9Config.questions[0]!.question })).toBeInTheDocument();

    await choose(user, 'Several days');
    expect(screen.getByRole('radio', { name: 'Several days' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Several days' }).closest('label')).toHaveAttribute(
      'data-chosen',
      'true',
    );
    expect(screen.getByRole('radio', { name: 'Not at all' }).closest('label')).toHaveAttribute(
      'data-chosen',
      'false',
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('Question 2 of 10')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '20');
    expect(screen.getByRole('radiogroup', { name: phq9Config.questions[1]!.question })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Question 1 of 10')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Several days' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('reads Submit on the last question, shows the submitting text, then the result, and forgets progress', async () => {
    const bodies: InterpretBody[] = [];
    serveConfig();
    api.use(
      http.post('*/api/interpret/', async ({ request }) => {
        bodies.push((await request.json()) as InterpretBody);
        await delay(150);
        return HttpResponse.json(moderate);
      }),
    );
    const user = userEvent.setup();
    savePhq9ProgressAt(9);
    renderWithProviders(null, { routes, path: '/tests/depression' });
    await answerPhq9UpToSubmit(user, 9);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem(progressStore.key('MH-001'))).toContain('Not difficult at all');

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Analyzing your responses...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: phq9Config.resultHeading })).toBeInTheDocument();
    expect(screen.getByTestId('grade')).toHaveTextContent('Moderate depression');
    expect(window.sessionStorage.getItem(progressStore.key('MH-001'))).toBeNull();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]!.scores.map((answer) => answer.questionId)).toEqual(
      phq9Config.questions.map((question) => question.id),
    );
  });
});

describe('a failed submit', () => {
  it('after a server error on the PHQ-9: toast, back to the last question with every answer kept, no result; then a retry works', async () => {
    serveConfig();
    let failing = true;
    api.use(
      http.post('*/api/interpret/', () =>
        failing
          ? HttpResponse.json({ error: { code: 'x', message: 'down' } }, { status: 500 })
          : HttpResponse.json(moderate),
      ),
    );
    const user = userEvent.setup();
    savePhq9ProgressAt(9);
    renderWithProviders(null, { routes, path: '/tests/depression' });
    await answerPhq9UpToSubmit(user, 9);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText(submitFailed)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled());
    expect(screen.getByText('Question 10 of 10')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Not difficult at all' })).toBeChecked();
    expect(screen.queryByRole('heading', { name: phq9Config.resultHeading })).not.toBeInTheDocument();
    expect(screen.queryByTestId('grade')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Question 9 of 10')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Not at all' })).toBeChecked();

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: phq9Config.resultHeading })).toBeInTheDocument();
  });

  // Two questions are enough to show every kind of failure takes the same way back.
  const short: TestConfig = { ...phq9Config, questions: phq9Config.questions.slice(0, 2) };

  it.each([
    ['a network failure', () => HttpResponse.error()],
    ['an empty response', () => new HttpResponse(null, { status: 200 })],
    ['an empty object', () => HttpResponse.json({})],
    ['a result without a grade', () => HttpResponse.json({ totalScore: 3, expectedTotalScore: 27 })],
  ])('after %s: toast, back to the last question with its answer, no result', async (_name, fail) => {
    serveConfig(short);
    api.use(http.post('*/api/interpret/', fail));
    const user = userEvent.setup();
    renderWithProviders(null, { routes, path: '/tests/depression' });
    await begin(user);
    await choose(user, 'Several days');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await choose(user, 'Nearly every day');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText(submitFailed)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled());
    expect(screen.getByText('Question 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Nearly every day' })).toBeChecked();
    expect(screen.queryByTestId('grade')).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem(progressStore.key('MH-001'))).toContain('Nearly every day');
  });
});

describe('crisis help when the result does not arrive', () => {
  // PHQ-9 item 9 alone: its answers above "Not at all" are crisis options in the configuration.
  const item9: TestConfig = { ...phq9Config, questions: [phq9Config.questions[8]!] };

  it.each([
    ['a network failure', () => HttpResponse.error()],
    ['a server error', () => HttpResponse.json({ error: { code: 'x', message: 'down' } }, { status: 500 })],
    [
      'too many requests',
      () => HttpResponse.json({ error: { code: 'rate_limited', message: 'wait' } }, { status: 429 }),
    ],
  ])('after %s, a crisis answer shows the crisis lines with the error', async (_name, fail) => {
    serveConfig(item9);
    api.use(http.post('*/api/interpret/', fail));
    const user = userEvent.setup();
    renderWithProviders(null, { routes, path: '/tests/depression' });
    await begin(user);
    await choose(user, 'Several days');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText(submitFailed)).toBeInTheDocument();
    const help = await screen.findByTestId('crisis-fallback');
    expect(help).toHaveAttribute('role', 'alert');
    const calls = within(help)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(calls).toEqual(['tel:1199', 'tel:999', 'tel:112']);
  });

  it('shows no crisis block after a failure when no crisis option was chosen', async () => {
    serveConfig(item9);
    api.use(http.post('*/api/interpret/', () => HttpResponse.error()));
    const user = userEvent.setup();
    renderWithProviders(null, { routes, path: '/tests/depression' });
    await begin(user);
    await choose(user, 'Not at all');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(submitFailed)).toBeInTheDocument();
    expect(screen.queryByTestId('crisis-fallback')).toBeNull();
  });
});

describe('reloading mid-test', () => {
  it('keeps the answers in sessionStorage and comes back to the same question', async () => {
    serveTest();
    const user = userEvent.setup();
    const first = renderWithProviders(null, { routes, path: '/tests/depression' });
    await begin(user);
    await choose(user, 'Nearly every day');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await choose(user, 'Several days');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Question 3 of 10');
    first.unmount();
    expect(window.localStorage.length).toBe(0);

    renderWithProviders(null, { routes, path: '/tests/depression' });
    expect(await screen.findByText('Question 3 of 10')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Question 2 of 10')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Several days' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Question 1 of 10')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Nearly every day' })).toBeChecked();
  });
});

describe('not found', () => {
  it('an unknown slug: toast "Invalid test type" and the not-found screen, without asking the server', async () => {
    const requests: string[] = [];
    const record = ({ request }: { request: Request }) => requests.push(request.url);
    api.events.on('request:start', record);
    renderWithProviders(null, { routes, path: '/tests/no-such-test' });
    expect(await screen.findByRole('heading', { name: "Oops! We couldn't find your test." })).toBeVisible();
    expect(await screen.findByText('Invalid test type')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore Available Tests' })).toHaveAttribute(
      'href',
      '/categories',
    );
    expect(screen.getByRole('link', { name: 'Return to Home Page' })).toHaveAttribute('href', '/');
    api.events.removeListener('request:start', record);
    expect(requests).toEqual([]);
  });

  const required = [
    'duration',
    'instructions',
    'disclaimer',
    'questions',
    'formHeading',
    'formalTitle',
    'informalTitle',
    'resultHeading',
  ] as const;

  it.each(required)(
    'a configuration without %s is incomplete: toast once, not-found screen',
    async (field) => {
      const { [field]: _dropped, ...incomplete } = phq9Config;
      serveConfig(incomplete);
      renderWithProviders(null, { routes, path: '/tests/depression' });
      expect(await screen.findByText("Oops! We couldn't find your test.")).toBeInTheDocument();
      expect(await screen.findByText('Failed to load test data ...')).toBeInTheDocument();
      await onFakeClock((tick) => tick(100));
      expect(screen.getAllByText('Failed to load test data ...')).toHaveLength(1);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    },
  );

  it('a configuration that fails to load: toast once, not-found screen', async () => {
    api.use(
      http.get('*/api/config/', () =>
        HttpResponse.json({ error: { code: 'unknown_test', message: 'No.' } }, { status: 404 }),
      ),
    );
    renderWithProviders(null, { routes, path: '/tests/depression' });
    expect(await screen.findByText("Oops! We couldn't find your test.")).toBeInTheDocument();
    expect(await screen.findAllByText('Failed to load test data ...')).toHaveLength(1);
  });
});

describe('every question type, and branching', () => {
  it('an option with nextQuestion jumps there after 500 ms; Previous returns along the path taken', async () => {
    const bodies = serveTest(flowConfig, { totalScore: 0, expectedTotalScore: 14, grade: 'Low' });
    const user = userEvent.setup();
    renderWithProviders(null, { routes, path: '/tests/depression' });
    await begin(user);
    expect(screen.getByText('Some answers skip questions that do not apply to you.')).toBeInTheDocument();

    await onFakeClock(async (tick) => {
      fireEvent.click(screen.getByRole('radio', { name: 'No' }));
      await tick(499);
      expect(screen.getByText('Question 1 of 4')).toBeInTheDocument();
      await tick(1);
      expect(screen.getByText('Question 4 of 4')).toBeInTheDocument();
    });
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Question 1 of 4')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Question 4 of 4')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox'), 'Nothing more');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('heading', { name: 'Your Flow Result' });
    expect(bodies[0]!.scores).toEqual([
      { questionId: 'q1', score: 0, text: 'No', nextQuestion: 'q4', optionId: 'no' },
      { questionId: 'q4', score: 0, text: 'Nothing more', nextQuestion: null },
    ]);
  });

  it('a multi-select option with nextQuestion jumps when ticked, not when ticked and unticked within 500 ms', async () => {
    const bodies = serveTest(flowConfig, { totalScore: 1, expectedTotalScore: 14, grade: 'Low' });
    const user = userEvent.setup();
    renderWithProviders(null, { routes, path: '/tests/depression' });
    await begin(user);
    await choose(user, 'Yes');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const group = await screen.findByRole('group', { name: 'Which drinks do you have?' });
    expect(group).toHaveAccessibleDescription(
      'Choose all that apply. Some answers skip questions that do not apply to you.',
    );
    const none = within(group).getByRole('checkbox', { name: 'None of these' });
    await onFakeClock(async (tick) => {
      fireEvent.click(none);
      await tick(499);
      fireEvent.click(none);
      await tick(700);
      expect(screen.getByText('Question 2 of 4')).toBeInTheDocument();

      fireEvent.click(none);
      await tick(499);
      expect(screen.getByText('Question 2 of 4')).toBeInTheDocument();
      await tick(1);
      expect(screen.getByText('Question 4 of 4')).toBeInTheDocument();
    });
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('checkbox', { name: 'None of these' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByRole('textbox', { name: /Anything else/ }), 'No');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('heading', { name: 'Your Flow Result' });
    expect(bodies[0]!.scores.map((answer) => answer.questionId)).toEqual(['q1', 'q2', 'q4']);
    expect(bodies[0]!.scores[1]).toMatchObject({ selected: ['None of these'], nextQuestion: 'q4' });
  });

  it('multi-select toggles and sends the sum and every selected text; number input takes only numbers in range', async () => {
    const bodies = serveTest(flowConfig, { totalScore: 9, expectedTotalScore: 14, grade: 'Some' });
    const user = userEvent.setup();
    renderWithProviders(null, { routes, path: '/tests/depression' });
    await begin(user);
    await onFakeClock(async (tick) => {
      fireEvent.click(screen.getByRole('radio', { name: 'Yes' }));
      await tick(600);
      expect(screen.getByText('Question 1 of 4')).toBeInTheDocument();
    });
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('heading', { name: 'Your drinks' })).toBeInTheDocument();
    const group = screen.getByRole('group', { name: 'Which drinks do you have?' });
    const next = () => screen.getByRole('button', { name: 'Next' });
    expect(next()).toBeDisabled();
    await user.click(within(group).getByRole('checkbox', { name: 'Beer' }));
    await user.click(within(group).getByRole('checkbox', { name: 'Spirits' }));
    expect(next()).toBeEnabled();
    await user.click(within(group).getByRole('checkbox', { name: 'Beer' }));
    await user.click(within(group).getByRole('checkbox', { name: 'Spirits' }));
    expect(next()).toBeDisabled();
    await user.click(within(group).getByRole('checkbox', { name: 'Wine' }));
    await user.click(within(group).getByRole('checkbox', { name: 'Spirits' }));
    expect(within(group).getByRole('checkbox', { name: 'Wine' })).toBeChecked();
    expect(within(group).getByRole('checkbox', { name: 'Beer' })).not.toBeChecked();
    await user.click(next());

    const field = await screen.findByRole('textbox', { name: /On how many days a week do you drink\?/ });
    expect(field).toHaveAccessibleName(/Enter a number from 0 to 7/);
    expect(screen.getByText('days')).toBeInTheDocument();
    await user.type(field, 'abc');
    expect(field).toHaveValue('');
    expect(next()).toBeDisabled();
    await user.type(field, '9');
    expect(field).toHaveValue('9');
    expect(screen.getByText('Please enter a number from 0 to 7.')).toBeInTheDocument();
    expect(next()).toBeDisabled();
    await user.clear(field);
    await user.type(field, 'x3');
    expect(field).toHaveValue('3');
    expect(next()).toBeEnabled();
    await user.click(next());

    await user.type(await screen.findByRole('textbox', { name: /Anything else/ }), 'Only at weddings');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('heading', { name: 'Your Flow Result' });
    expect(bodies[0]!.scores).toEqual([
      { questionId: 'q1', score: 1, text: 'Yes', nextQuestion: null, optionId: 'yes' },
      {
        questionId: 'q2',
        score: 6,
        text: 'Spirits',
        nextQuestion: null,
        selected: ['Wine', 'Spirits'],
        selectedIds: ['wine', 'spirits'],
      },
      { questionId: 'q3', score: 3, text: '3', nextQuestion: null },
      { questionId: 'q4', score: 0, text: 'Only at weddings', nextQuestion: null },
    ]);
  });
});
