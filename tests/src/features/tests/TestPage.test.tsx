// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { toTestConfig } from '../../../../schemas';
import TestPage from '../../../../src/features/tests/TestPage';
import { fixtureByCode } from '../../../helpers/fixtures';
import { setupMockApi } from '../../../helpers/msw';
import { renderWithProviders } from '../../../helpers/render';

const api = setupMockApi();
const phq9Config = toTestConfig(fixtureByCode('MH-001'));
const routes = [{ path: '/tests/:slug', element: <TestPage /> }];

describe('TestPage', () => {
  it('shows the loading text, then the intro dialog of the configuration it loaded', async () => {
    api.use(http.get('*/api/config/', () => HttpResponse.json(phq9Config)));
    renderWithProviders(null, { routes, path: '/tests/depression' });
    expect(screen.getByText("Hang tight! We're getting the test ready for you...")).toBeInTheDocument();
    expect(await screen.findByRole('dialog')).toHaveTextContent('Depression Screening Test');
    expect(screen.getByText('This test will take about 5 minutes to complete.')).toBeInTheDocument();
  });

  it('treats a configuration without a resultHeading as incomplete: toast and not-found screen', async () => {
    const { resultHeading: _dropped, ...incomplete } = phq9Config;
    api.use(http.get('*/api/config/', () => HttpResponse.json(incomplete)));
    renderWithProviders(null, { routes, path: '/tests/depression' });
    expect(await screen.findByText("Oops! We couldn't find your test.")).toBeInTheDocument();
    expect(await screen.findByText('Failed to load test data ...')).toBeInTheDocument();
  });

  it('returns to the last question with a toast when submitting fails', async () => {
    const user = userEvent.setup();
    api.use(
      http.get('*/api/config/', () => HttpResponse.json(phq9Config)),
      http.post('*/api/interpret/', () =>
        HttpResponse.json({ error: { code: 'x', message: 'down' } }, { status: 500 }),
      ),
    );
    renderWithProviders(null, { routes, path: '/tests/depression' });
    await user.click(await screen.findByRole('button', { name: 'Begin Test' }));
    for (let index = 0; index < 10; index += 1) {
      await user.click(await screen.findByLabelText(index === 9 ? 'Not difficult at all' : 'Not at all'));
      await user.click(screen.getByRole('button', { name: index === 9 ? 'Submit' : 'Next' }));
    }
    expect(
      await screen.findByText('We encountered an issue while submitting your responses.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled());
    expect(screen.getByLabelText('Not difficult at all')).toBeChecked();
  });
});
