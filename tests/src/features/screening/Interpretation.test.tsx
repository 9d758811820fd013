// @vitest-environment jsdom
import { render, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import type { InterpretBody } from '../../../../schemas';
import type { InterpretRequest } from '../../../../src/api/api';
import Interpretation, { type Interpreted } from '../../../../src/features/screening/Interpretation';
import { createStore } from '../../../../src/lib/store';
import { setupMockApi } from '../../../helpers/msw';

const api = setupMockApi();
const moderate = { totalScore: 14, expectedTotalScore: 27, grade: 'Moderate depression' };
const request: InterpretRequest = {
  testCode: 'MH-001',
  scores: [{ questionId: 'q1', score: 2, optionIds: ['o3'] }] as unknown as InterpretRequest['scores'],
  lang: 'en',
};

/** Renders the request as the runner does (in StrictMode, as src/main.tsx), with a store the test can read. */
function interpret(sent: InterpretRequest = request) {
  const store = createStore();
  const outcomes: Interpreted[] = [];
  const onInterpreted = vi.fn((outcome: Interpreted) => void outcomes.push(outcome));
  const view = render(
    <StrictMode>
      <Provider store={store}>
        <Interpretation request={sent} onInterpreted={onInterpreted} />
      </Provider>
    </StrictMode>,
  );
  return { store, outcomes, onInterpreted, view };
}

/** The interpret mutations the store holds, by status: RTK Query's own record of the request. */
function mutationStatuses(store: ReturnType<typeof createStore>) {
  return Object.values(store.getState().api.mutations).map((mutation) => mutation?.status);
}

describe('Interpretation: POST /api/interpret/ through useInterpretMutation', () => {
  it('is pending in the store while the server works, sends the answers once, then gives the checked result', async () => {
    const bodies: InterpretBody[] = [];
    const headers: (string | null)[] = [];
    api.use(
      http.post('*/api/interpret/', async ({ request: sent }) => {
        bodies.push((await sent.json()) as InterpretBody);
        headers.push(sent.headers.get('x-test-code'));
        await delay(200);
        return HttpResponse.json(moderate);
      }),
    );
    const { store, outcomes } = interpret();
    await waitFor(() => expect(mutationStatuses(store)).toEqual(['pending']));
    await waitFor(() => expect(outcomes).toHaveLength(1));
    expect(outcomes[0]).toEqual({ result: expect.objectContaining(moderate) });
    expect(bodies).toEqual([{ scores: request.scores }]);
    expect(headers).toEqual(['MH-001']);
  });

  it('gives the contract’s readable JSON error as a failure', async () => {
    const error = { error: { code: 'unknown_test', message: 'No test has the code MH-001.' } };
    api.use(http.post('*/api/interpret/', () => HttpResponse.json(error, { status: 404 })));
    const { outcomes } = interpret();
    await waitFor(() => expect(outcomes).toHaveLength(1));
    expect(outcomes[0]).toEqual({ failed: { status: 404, data: error } });
  });

  it('gives a result that lacks what a result needs as null, so the runner counts it a failed submit', async () => {
    api.use(http.post('*/api/interpret/', () => HttpResponse.json({ totalScore: 3 })));
    const { outcomes } = interpret();
    await waitFor(() => expect(outcomes).toHaveLength(1));
    expect(outcomes[0]).toEqual({ result: null });
  });

  it('sends a new request again (a retry), and a re-render of the same one never', async () => {
    let calls = 0;
    api.use(
      http.post('*/api/interpret/', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ error: { code: 'x', message: 'down' } }, { status: 500 })
          : HttpResponse.json(moderate);
      }),
    );
    const { outcomes, onInterpreted, view } = interpret();
    await waitFor(() => expect(outcomes).toHaveLength(1));
    expect(outcomes[0]).toHaveProperty('failed');
    view.rerender(
      <StrictMode>
        <Provider store={createStore()}>
          <Interpretation request={{ ...request }} onInterpreted={onInterpreted} />
        </Provider>
      </StrictMode>,
    );
    await waitFor(() => expect(outcomes).toHaveLength(2));
    expect(outcomes[1]).toEqual({ result: expect.objectContaining(moderate) });
    expect(calls).toBe(2);
  });
});
