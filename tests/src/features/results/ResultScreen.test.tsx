// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  resultSchema,
  toTestConfig,
  unsectionedResultFields,
  type Answer,
  type Result,
} from '../../../../schemas';
import { parseResult } from '../../../../src/api/parseResult';
import { resultSections } from '../../../../src/features/results/registry';
import { ResultScreen } from '../../../../src/features/results/ResultScreen';
import { preloadResultTexts } from '../../../../src/features/results/texts';
import { withAreas } from '../../../../src/i18n/lazyTexts';
import { sw as kiswahili } from '../../../../src/messages/sw';
import { resultScreenMessages } from '../../../../src/messages/sw/resultScreen';
import { settings } from '../../../../src/settings';
import { fixtureByCode } from '../../../helpers/fixtures';
import { renderInLanguage, renderWithProviders } from '../../../helpers/render';
import { fullResult, sectionHeadings } from './fullResult';

/** The Kiswahili texts as the result screen reads them, its own merged in. */
const sw = withAreas(kiswahili, resultScreenMessages);

const phq9Config = toTestConfig(fixtureByCode('MH-001'));
const answers: Answer[] = phq9Config.questions.map((question, index) => {
  const option = question.options[index === 0 ? 2 : 0]!;
  return { questionId: question.id, score: option.score, text: option.text, nextQuestion: null };
});
const completedAt = Date.UTC(2026, 2, 14, 9, 30);

function renderResult(result: Result) {
  return renderWithProviders(
    <ResultScreen config={phq9Config} result={result} answers={answers} completedAt={completedAt} />,
  );
}

const regionNames = () =>
  screen
    .getAllByRole('region')
    .map((region) => within(region).getByRole('heading', { level: 2 }).textContent);

describe('the result screen', () => {
  it('shows the heading, the badge with total over expected in the grade colour, and the grade', () => {
    renderResult({
      totalScore: 14,
      expectedTotalScore: 27,
      grade: 'Moderate depression',
      level: 2,
      urgency: 'soon',
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your Depression Screening Result');
    const badge = screen.getByRole('img', { name: 'Your score: 14 out of 27' });
    expect(badge).toHaveTextContent('14/27');
    expect(badge).toHaveAttribute('data-grade-colour', 'orange');
    expect(screen.getByTestId('grade')).toHaveTextContent('Moderate depression');
    expect(screen.queryAllByRole('region')).toHaveLength(0);
  });

  it('links "Talk to a Therapist or Doctor" plainly to the configured booking page', () => {
    renderResult({ totalScore: 0, expectedTotalScore: 27, grade: 'Minimal or no depression' });
    const link = screen.getByRole('link', { name: 'Talk to a Therapist or Doctor' });
    expect(link.tagName).toBe('A');
    expect(link).toHaveAttribute('href', settings.bookingUrl);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('renders every optional section, with the spec headings, when the result carries every field', () => {
    renderResult(fullResult);
    expect(regionNames()).toEqual(Object.values(sectionHeadings));
    const region = (name: string) => screen.getByRole('region', { name });
    expect(region('Here is What Your Score Means')).toHaveTextContent(fullResult.description);
    expect(region('How Your Symptoms Affect Your Day-to-Day')).toHaveTextContent(fullResult.impact);
    expect(region('Subscale Scores')).toHaveTextContent('Somatic5');
    expect(region('Subscale Scores')).toHaveTextContent('Cognitive9');
    expect(region('Detailed Analysis')).toHaveTextContent('SleepYour sleep is often disturbed.');
    expect(region('Overall Interpretation')).toHaveTextContent(fullResult.overallInterpretation);
    expect(region('Cluster Scores')).toHaveTextContent('Cluster B (intrusion)7');
    expect(region('Provisional Diagnosis')).toHaveTextContent(fullResult.provisionalDiagnosis);
    expect(region('Depersonalization')).toHaveTextContent('Level: Low');
    expect(region('Emotional Exhaustion')).toHaveTextContent('Rest and talk.');
    expect(within(region('Personal Accomplishment')).getAllByRole('listitem')).toHaveLength(2);
    expect(within(region('Problem Areas')).getAllByRole('listitem')).toHaveLength(2);
    expect(region('Health Risks')).toHaveTextContent('Low mood lasting weeks');
    expect(within(region('Some Next Steps For You')).getAllByRole('listitem')).toHaveLength(2);
    expect(
      within(region('Take Action: Helpful Resources for Your Wellbeing')).getByRole('link', {
        name: 'Visit our support resources',
      }),
    ).toHaveAttribute('href', 'https://example.org/support');
  });

  it('puts the crisis help, with Kenyan numbers to tap, above the score when suicideRisk is present', () => {
    renderResult(fullResult);
    const crisis = screen.getByRole('region', { name: 'Risk of Harm' });
    expect(crisis).toHaveTextContent(fullResult.suicideRisk);
    expect(within(crisis).getByRole('link', { name: 'Call 1199' })).toHaveAttribute('href', 'tel:1199');
    expect(within(crisis).getByRole('link', { name: 'Call 999' })).toHaveAttribute('href', 'tel:999');
    expect(within(crisis).getByRole('link', { name: 'Call 112' })).toHaveAttribute('href', 'tel:112');
    const badge = screen.getByRole('img', { name: /Your score/ });
    expect(crisis.compareDocumentPosition(badge) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getAllByRole('region')[0]).toBe(crisis);
  });

  it('shows next steps given as a single text', () => {
    renderResult({ ...fullResult, nextSteps: 'Talk to a health worker this week.' });
    expect(screen.getByRole('region', { name: 'Some Next Steps For You' })).toHaveTextContent(
      'Talk to a health worker this week.',
    );
  });

  it('ignores a field no section is registered for and renders the rest without error', () => {
    const errors = vi.spyOn(console, 'error');
    const response = {
      totalScore: 3,
      expectedTotalScore: 27,
      grade: 'Minimal or no depression',
      description: 'Few symptoms.',
      futureField: { nested: ['something new'] },
      anotherOne: 42,
      subscaleScores: 'not a map',
      nextSteps: ['Keep an eye on how you feel.'],
    };
    const result = parseResult(response);
    expect(result).not.toBeNull();
    renderResult(result!);
    expect(regionNames()).toEqual(['Here is What Your Score Means', 'Some Next Steps For You']);
    expect(document.body).not.toHaveTextContent('something new');
    expect(errors).not.toHaveBeenCalled();
  });

  it('renders a result object that still carries an unknown field', () => {
    renderResult({ ...fullResult, futureField: 'x' } as Result);
    expect(screen.getAllByRole('region')).toHaveLength(Object.keys(sectionHeadings).length);
  });
});

describe('the print view', () => {
  it('prints the test name, date, answers given, score, grade and disclaimer', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderResult(fullResult);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Print or save your result' }));
    expect(print).toHaveBeenCalledOnce();

    const paper = screen.getByTestId('print-summary');
    expect(paper.parentElement).toBe(document.body);
    expect(paper).not.toBeVisible();
    expect(paper).toHaveTextContent('Depression Screening Test (PHQ-9)');
    expect(paper).toHaveTextContent('Date: 14 March 2026');
    expect(paper).toHaveTextContent('Score: 14 out of 27');
    expect(paper).toHaveTextContent('Result: Moderate depression');
    expect(paper).toHaveTextContent(phq9Config.disclaimer);
    expect(paper).toHaveTextContent('1199');
    const rows = within(paper).getAllByRole('row', { hidden: true }).slice(1);
    expect(rows).toHaveLength(10);
    expect(rows[0]).toHaveTextContent(`1${phq9Config.questions[0]!.question}More than half the days`);
    expect(rows[9]).toHaveTextContent(phq9Config.questions[9]!.question);
  });

  it('shows every selected option of a multi-select and the unit of a number', async () => {
    const { flowConfig } = await import('../screening/flowConfig');
    renderWithProviders(
      <ResultScreen
        config={flowConfig}
        result={{ totalScore: 9, expectedTotalScore: 14, grade: 'Some' }}
        answers={[
          { questionId: 'q1', score: 1, text: 'Yes', nextQuestion: null },
          { questionId: 'q2', score: 6, text: 'Spirits', nextQuestion: null, selected: ['Wine', 'Spirits'] },
          { questionId: 'q3', score: 3, text: '3', nextQuestion: null },
        ]}
        completedAt={completedAt}
      />,
    );
    const rows = within(screen.getByTestId('print-summary')).getAllByRole('row', { hidden: true }).slice(1);
    expect(rows[1]).toHaveTextContent('Wine, Spirits');
    expect(rows[2]).toHaveTextContent('3 days');
    expect(screen.getByTestId('print-summary')).not.toHaveTextContent('1199');
  });
});

describe('in Kiswahili', () => {
  afterEach(() => renderInLanguage('en'));

  it('dates the paper through Intl in Kiswahili and keeps an English result marked English', async () => {
    await renderInLanguage('sw');
    // The screen's Kiswahili texts are a chunk of their own, which the app downloads before the result comes.
    await preloadResultTexts('sw');
    renderResult({ ...fullResult, lang: 'en' });
    const paper = screen.getByTestId('print-summary');
    expect(paper).toHaveTextContent('Tarehe: 14 Machi 2026');
    expect(paper).toHaveTextContent(sw.print.score(14, 27));
    // Crisis lines in the page's language, the result's and the test's words in theirs.
    expect(paper).toHaveTextContent('Namba ya ushauri nasaha ya Kenya Red Cross');
    expect(within(paper).getByRole('heading', { level: 1, hidden: true })).toHaveAttribute('lang', 'en');
    expect(screen.getByTestId('grade')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('button', { name: sw.result.print })).toBeInTheDocument();
  });
});

describe('the registry of result sections', () => {
  it('has one section for every optional field of the result contract', () => {
    // Contract 2's urgency fields are no sections: the urgency alert and the badge colour show them.
    const shownElsewhere: readonly string[] = [
      'totalScore',
      'expectedTotalScore',
      'grade',
      ...unsectionedResultFields,
    ];
    const optional = Object.keys(resultSchema.shape).filter((field) => !shownElsewhere.includes(field));
    expect(resultSections.map((section) => section.field).sort()).toEqual(optional.sort());
  });
});

describe('parseResult', () => {
  it.each([null, undefined, '', {}, [], { totalScore: 1, expectedTotalScore: 2 }, { grade: 'x' }])(
    'treats %o as no result',
    (response) => {
      expect(parseResult(response)).toBeNull();
    },
  );

  it('keeps every well-formed field and drops only a malformed one', () => {
    expect(parseResult({ ...fullResult, impact: 7, extra: true })).toEqual(
      Object.fromEntries(Object.entries(fullResult).filter(([field]) => field !== 'impact')),
    );
  });
});
