// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import AssistantView from '../../../preview/AssistantView';
import { conceptsByPath, targetRows } from '../../../preview/assistant/describeKnowledge';
import { knowledgeData } from '../../../preview/assistant/knowledgeData';

/** The content preview of the assistant's knowledge: it reads the same files, and its try box the same rules. */

describe('the assistant’s knowledge in the content preview', () => {
  it('reads and validates the same files the server loads', () => {
    expect(knowledgeData.ok).toBe(true);
  });

  it('tells which concepts point where, and which paths the catalogue lacks', () => {
    if (!knowledgeData.ok) throw new Error('invalid');
    const existential = knowledgeData.knowledge.concepts.find((concept) => concept.id === 'existential')!;
    const rows = targetRows(existential, new Set(['/services/talk-to-a-therapist']));
    expect(rows[0]).toEqual({ path: '/tests/existential_anxiety', weight: 4.5, inCatalogue: false });
    expect(conceptsByPath(knowledgeData.knowledge.concepts).get('/tests/cervical-cancer')).toContain(
      'cervical',
    );
  });

  it('shows the crisis rules and concepts, and runs a typed message through the real rules', async () => {
    render(
      <MemoryRouter>
        <AssistantView />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('crisis-rule-cutting')).toHaveTextContent('self-harm');
    expect(screen.getByTestId('concept-chest-pain')).toHaveTextContent('chest-pain: emergency, doctor first');
    await userEvent.type(screen.getByLabelText("A visitor's message"), 'nimejikata tena');
    const result = screen.getByTestId('try-result');
    expect(within(result).getByText(/Crisis help first: self-harm \(rule cutting/)).toBeInTheDocument();
    // The whole knowledge rendered in jsdom, then typed into key by key: seconds on a busy machine.
  }, 30_000);

  it('shows the recall layer and its score for a typed message', async () => {
    render(
      <MemoryRouter>
        <AssistantView />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('recall-class-means')).toHaveTextContent('suicide');
    await userEvent.type(screen.getByLabelText("A visitor's message"), 'Nikienda mtoni leo sitarudi');
    expect(screen.getByTestId('try-recall')).toHaveTextContent(/Recall layer: fires, score \d+ of 6/);
  }, 30_000);

  it('shows the exemplar layer and, for a typed message, its score, pieces and nearest examples', async () => {
    render(
      <MemoryRouter>
        <AssistantView />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('exemplar-group-suicide')).toHaveTextContent('crisis');
    expect(screen.getByTestId('exemplar-group-figure')).toHaveTextContent('look-alike');
    await userEvent.type(screen.getByLabelText("A visitor's message"), 'ntajiua kesho');
    expect(screen.getByTestId('try-exemplars')).toHaveTextContent(
      /Exemplar layer: fires \(suicide\), score -?\d+\.\d+ of \d+\.\d+: crisis help first, though neither a rule nor the recall layer fired/,
    );
    const why = screen.getByTestId('try-exemplars-why');
    expect(why).toHaveTextContent(/Pieces for a crisis: .*jiu/);
    expect(why).toHaveTextContent(/Nearest crisis examples: “.+” \(suicide, /);
    expect(why).toHaveTextContent(/Nearest look-alikes: “.+” \(/);
  }, 30_000);
});
