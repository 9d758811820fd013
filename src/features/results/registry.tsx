import type { ReactNode } from 'react';
import type { OptionalResultField, Result, unsectionedResultFields } from '../../../schemas';
import type { ResultTexts } from './texts';
import { CrisisHelp } from './sections/CrisisHelp';
import { SupportResources } from './sections/SupportResources';
import { ListSection, MapSection, ScaleSection, TextSection } from './sections/textSections';

/** What a section may need to know of the screen around it. */
interface SectionContext {
  /** The urgency alert above already offers the crisis lines. */
  crisisLinesShown: boolean;
  /** The texts in the page's language. */
  t: ResultTexts;
}

type SectionField = Exclude<OptionalResultField, (typeof unsectionedResultFields)[number]>;

interface ResultSection<K extends SectionField = SectionField> {
  field: K;
  /** Sections marked urgent sit above the score. */
  urgent?: boolean;
  render: (value: NonNullable<Result[K]>, context: SectionContext) => ReactNode;
}

function section<K extends SectionField>(
  field: K,
  render: ResultSection<K>['render'],
  urgent = false,
): ResultSection {
  return { field, render, urgent } as unknown as ResultSection;
}

/**
 * Result fields and the component each is shown with, in display order. A field that is absent hides its
 * section; a field with no entry here is ignored. New instruments reuse these; a new field adds one line.
 */
export const resultSections: readonly ResultSection[] = [
  section(
    'suicideRisk',
    (message, context) => <CrisisHelp message={message} linesShownAbove={context.crisisLinesShown} />,
    true,
  ),
  section('description', (text, { t }) => <TextSection title={t.result.description} text={text} />),
  section('impact', (text, { t }) => <TextSection title={t.result.impact} text={text} />),
  section('subscaleScores', (scores, { t }) => (
    <MapSection title={t.result.subscaleScores} entries={scores} />
  )),
  section('detailedAnalysis', (entries, { t }) => (
    <MapSection title={t.result.detailedAnalysis} entries={entries} />
  )),
  section('overallInterpretation', (text, { t }) => (
    <TextSection title={t.result.overallInterpretation} text={text} />
  )),
  section('clusterScores', (scores, { t }) => <MapSection title={t.result.clusterScores} entries={scores} />),
  section('provisionalDiagnosis', (text, { t }) => (
    <TextSection title={t.result.provisionalDiagnosis} text={text} />
  )),
  section('depersonalization', (report, { t }) => (
    <ScaleSection title={t.result.depersonalization} report={report} />
  )),
  section('emotionalExhaustion', (report, { t }) => (
    <ScaleSection title={t.result.emotionalExhaustion} report={report} />
  )),
  section('personalAccomplishment', (report, { t }) => (
    <ScaleSection title={t.result.personalAccomplishment} report={report} />
  )),
  section('problemAreas', (items, { t }) => <ListSection title={t.result.problemAreas} items={items} />),
  section('healthRisks', (items, { t }) => <ListSection title={t.result.healthRisks} items={items} />),
  section('nextSteps', (steps, { t }) => <ListSection title={t.result.nextSteps} items={steps} />),
  section('supportResources', (href) => <SupportResources href={href} />),
];

/** The sections a result carries, split into those above and below the score. */
export function sectionsFor(
  result: Result,
  context: SectionContext,
): { urgent: ReactNode[]; rest: ReactNode[] } {
  const present = resultSections.filter((entry) => result[entry.field] !== undefined);
  const render = (entry: ResultSection) => (
    <div key={entry.field}>
      {entry.render(result[entry.field] as NonNullable<Result[SectionField]> as never, context)}
    </div>
  );
  return {
    urgent: present.filter((entry) => entry.urgent).map(render),
    rest: present.filter((entry) => !entry.urgent).map(render),
  };
}
