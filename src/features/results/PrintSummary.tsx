import GlobalStyles from '@mui/material/GlobalStyles';
import { createPortal } from 'react-dom';
import type { Answer, Question, Result, TestConfig } from '../../../schemas';
import { formatDate, formatNumber } from '../../i18n/format';
import { useLanguage } from '../../i18n/language';
import { useResultT } from './texts';
import { settings } from '../../settings';
import { useCrisisLines } from '../../components/crisisLines';
import { shownLevel } from './shownLevel';

const printClass = 'kipimo-print';

/**
 * On paper only the summary is printed: everything else on the page (navigation, footer, floating buttons,
 * toasts, the result screen itself) is hidden, whatever later features add to the page.
 */
const printStyles = (
  <GlobalStyles
    styles={{
      [`.${printClass}`]: { display: 'none' },
      '@media print': {
        '@page': { margin: '12mm' },
        [`body > *:not(.${printClass})`]: { display: 'none !important' },
        body: { background: '#fff' },
        [`.${printClass}`]: {
          display: 'block',
          color: '#000',
          font: '10pt/1.3 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
        },
        [`.${printClass} h1`]: { fontSize: '14pt', margin: '0 0 1.5mm' },
        [`.${printClass} h2`]: { fontSize: '11pt', margin: '3mm 0 1mm' },
        // What the result means and the next steps joined the paper (issue 31): compact, so a test of ten
        // questions still fits on one page.
        [`.${printClass} ul`]: { margin: '0 0 1.5mm', paddingLeft: '5mm' },
        [`.${printClass} p`]: { margin: '0 0 1.5mm' },
        [`.${printClass} table`]: { width: '100%', borderCollapse: 'collapse' },
        [`.${printClass} th, .${printClass} td`]: {
          border: '1px solid #999',
          padding: '0.6mm 1.5mm',
          textAlign: 'left',
          verticalAlign: 'top',
          fontSize: '9pt',
        },
        [`.${printClass} tr`]: { breakInside: 'avoid' },
      },
    }}
  />
);

/** The visitor's answer as a reader of the paper understands it. */
function shownAnswer(question: Question | undefined, answer: Answer): string {
  if (answer.selected) return answer.selected.join(', ');
  if (question?.type === 'user-input-number' && question.unit) return `${answer.text} ${question.unit}`;
  return answer.text;
}

interface PrintSummaryProps {
  config: TestConfig;
  result: Result;
  answers: Answer[];
  completedAt: number;
}

/**
 * The paper a visitor takes to a doctor: test, date, score (or level), grade, what the result means and the next
 * steps, the answers given and the disclaimer.
 */
export function PrintSummary({ config, result, answers, completedAt }: PrintSummaryProps) {
  const t = useResultT();
  const language = useLanguage();
  // The date in the page's language; the test's and the result's words in theirs, marked so.
  const date = formatDate(completedAt, language);
  const crisisLines = useCrisisLines();
  const testLang = config.lang ?? 'en';
  const resultLang = result.lang ?? testLang;
  const level = shownLevel(result, t);
  const nextSteps = typeof result.nextSteps === 'string' ? [result.nextSteps] : (result.nextSteps ?? []);
  const questionsById = new Map(config.questions.map((question) => [question.id, question]));
  return (
    <>
      {printStyles}
      {createPortal(
        <div className={printClass} data-testid="print-summary">
          <h1 lang={testLang}>
            {config.informalTitle} ({config.formalTitle})
          </h1>
          <p>{t.print.subtitle(settings.providerName)}</p>
          <p>{t.print.date(date)}</p>
          {(result.urgency === 'emergency' || result.urgency === 'today') && (
            <div
              data-testid="print-urgency"
              style={{ border: '2px solid #000', padding: '2mm', marginBottom: '3mm' }}
            >
              <p>
                <strong>
                  {t.print.urgency(t.urgency[result.urgency].title)} {t.urgency[result.urgency].action}
                </strong>
              </p>
              {(result.urgencyReasons ?? []).length > 0 && (
                <>
                  <p>{t.print.reasons}</p>
                  <ul lang={resultLang}>
                    {result.urgencyReasons?.map((reason) => (
                      <li key={reason}>{reason}</li>
                    ))}
                  </ul>
                </>
              )}
            </div>
          )}
          <h2>
            {level === null
              ? t.print.score(result.totalScore, result.expectedTotalScore)
              : t.print.level(level)}
          </h2>
          <p>
            <strong>{t.print.grade(result.grade)}</strong>
          </p>
          {result.description !== undefined && (
            <>
              <h2>{t.print.meaning}</h2>
              <p lang={resultLang} data-testid="print-meaning">
                {result.description}
              </p>
            </>
          )}
          {nextSteps.length > 0 && (
            <>
              <h2>{t.result.nextSteps}</h2>
              <ul lang={resultLang} data-testid="print-next-steps">
                {nextSteps.map((step, position) => (
                  <li key={position}>{step}</li>
                ))}
              </ul>
            </>
          )}
          {result.suicideRisk !== undefined && (
            <p>
              {t.print.crisis}{' '}
              {crisisLines.map((line) => `${line.name}: ${line.number} (${line.hours})`).join('; ')}
            </p>
          )}
          <h2>{t.print.answersHeading}</h2>
          <p lang={testLang}>{config.formHeading}</p>
          <table>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">{t.print.questionColumn}</th>
                <th scope="col">{t.print.answerColumn}</th>
              </tr>
            </thead>
            <tbody>
              {answers.map((answer) => {
                const question = questionsById.get(answer.questionId);
                const number = config.questions.findIndex((candidate) => candidate.id === answer.questionId);
                return (
                  <tr key={answer.questionId}>
                    <td>{formatNumber(number + 1, language)}</td>
                    <td lang={testLang}>{question?.question ?? answer.questionId}</td>
                    <td lang={testLang}>{shownAnswer(question, answer)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <h2>{t.print.disclaimerHeading}</h2>
          <p lang={testLang}>{config.disclaimer}</p>
          <p>{t.print.takeToDoctor}</p>
        </div>,
        document.body,
      )}
    </>
  );
}
