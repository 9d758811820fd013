// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toTestConfig, type Answer, type Result } from '../../../../schemas';
import { severityColour } from '../../../../src/features/results/gradeColours';
import { ResultScreen } from '../../../../src/features/results/ResultScreen';
import { settings } from '../../../../src/settings';
import { fixtureByCode } from '../../../helpers/fixtures';
import { renderWithProviders } from '../../../helpers/render';

const phq9Config = toTestConfig(fixtureByCode('MH-001'));
const completedAt = Date.UTC(2026, 10, 23, 9, 30);

/** PHQ-9 answers: every item "Not at all", item 9 as given (by option position). */
function phq9Answers(item9: number): Answer[] {
  return phq9Config.questions.map((question) => {
    const option = question.options[question.id === 'q9' ? item9 : 0]!;
    return {
      questionId: question.id,
      score: option.score,
      text: option.text,
      nextQuestion: null,
      optionId: option.id,
    };
  });
}

function renderResult(result: Result, answers: Answer[] = phq9Answers(0)) {
  return renderWithProviders(
    <ResultScreen config={phq9Config} result={result} answers={answers} completedAt={completedAt} />,
  );
}

const calm = { totalScore: 1, expectedTotalScore: 27, grade: 'Minimal or no depression', level: 0 } as const;

describe('the urgency alert', () => {
  it('leads an emergency with its reasons and tap-to-call emergency numbers, before the badge and grade', () => {
    renderResult({ ...calm, urgency: 'emergency', urgencyReasons: ['Chest pain now.'] });
    const alert = screen.getByTestId('urgency-alert');
    expect(alert).toHaveAttribute('role', 'alert');
    expect(within(alert).getByRole('heading', { level: 2 })).toHaveTextContent('Get help now');
    expect(alert).toHaveTextContent('Chest pain now.');
    const calls = within(alert)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(calls).toEqual(['tel:999', 'tel:112']);
    const grade = screen.getByTestId('grade');
    expect(alert.compareDocumentPosition(grade) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('img', { name: /Your score/ })).toHaveAttribute(
      'data-grade-colour',
      'red-orange',
    );
  });

  it('sends a today result to the booking page, never in green', () => {
    renderResult({ ...calm, urgency: 'today', urgencyReasons: ['A reading of 185 over 100.'] });
    const alert = screen.getByTestId('urgency-alert');
    expect(within(alert).getByRole('heading', { level: 2 })).toHaveTextContent('See a doctor today');
    expect(within(alert).getByRole('link', { name: 'Book a doctor for today' })).toHaveAttribute(
      'href',
      settings.bookingUrl,
    );
    expect(screen.getByRole('img', { name: /Your score/ })).toHaveAttribute('data-grade-colour', 'orange');
  });

  it('shows no alert for soon, routine or none', () => {
    for (const urgency of ['soon', 'routine', 'none'] as const) {
      const { unmount } = renderResult({ ...calm, urgency, urgencyReasons: [] });
      expect(screen.queryByTestId('urgency-alert')).toBeNull();
      unmount();
    }
  });

  it('offers every crisis line when the visitor chose a crisis option, and does not repeat them below', () => {
    renderResult(
      {
        ...calm,
        urgency: 'emergency',
        urgencyReasons: ['Thoughts of self-harm.'],
        suicideRisk: 'We are glad you told us.',
      },
      phq9Answers(1),
    );
    const alert = screen.getByTestId('urgency-alert');
    const calls = within(alert)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(calls).toEqual(['tel:1199', 'tel:999', 'tel:112']);
    const riskOfHarm = screen.getByRole('region', { name: 'Risk of Harm' });
    expect(riskOfHarm).toHaveTextContent('We are glad you told us.');
    expect(within(riskOfHarm).queryAllByRole('link')).toHaveLength(0);
  });

  it('prints the same alert on paper', () => {
    renderResult({ ...calm, urgency: 'emergency', urgencyReasons: ['Chest pain now.'] });
    const paper = screen.getByTestId('print-summary');
    expect(within(paper).getByTestId('print-urgency')).toHaveTextContent('Get help now.');
    expect(within(paper).getByTestId('print-urgency')).toHaveTextContent('Chest pain now.');
  });
});

describe('badge colour from data, never from the label', () => {
  it.each([
    [0, 'none', 'green'],
    [1, 'routine', 'yellow'],
    [2, 'soon', 'orange'],
    [3, 'soon', 'red-orange'],
    [4, 'routine', 'red-orange'],
    [0, 'today', 'orange'],
    [1, 'today', 'orange'],
    [0, 'emergency', 'red-orange'],
    [undefined, undefined, 'blue'],
    [undefined, 'emergency', 'red-orange'],
  ] as const)('level %s, urgency %s: %s', (level, urgency, colour) => {
    expect(severityColour(level, urgency)).toBe(colour);
  });

  it('gives the same label different colours when its data differ', () => {
    const { unmount } = renderResult({ ...calm, level: 0, urgency: 'none' });
    expect(screen.getByRole('img', { name: /Your score/ })).toHaveAttribute('data-grade-colour', 'green');
    unmount();
    renderResult({ ...calm, level: 3, urgency: 'soon' });
    expect(screen.getByRole('img', { name: /Your score/ })).toHaveAttribute(
      'data-grade-colour',
      'red-orange',
    );
  });
});
