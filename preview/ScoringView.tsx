import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TestFixture } from '../schemas';
import { gradePalette, severityColour } from '../src/features/results/gradeColours';
import {
  describeAnalysis,
  describeCondition,
  describeGrading,
  describePlacedValues,
  describeScore,
  describeTotal,
  gradedScore,
} from './describeScoring';
import { previewFixtureContext } from './previewFixtures';
import { warningSigns } from './warningSigns';
import { ColumnHeads } from './ColumnHeads';

/**
 * The scoring rules in readable form: scores, bands with grade colours, flags, and where they come from; with
 * the fixture as written (`raw`), also the values its texts place (crisis lines, counts) and their sources.
 */
export function ScoringView({ fixture, raw }: { fixture: TestFixture; raw?: unknown }) {
  const { scoring, instrument } = fixture;
  const placed =
    raw === undefined ? [] : describePlacedValues(raw, fixture, previewFixtureContext.crisisLines);
  return (
    <Box component="section" aria-label="Scoring rules">
      <Typography component="h2" variant="h2" sx={{ mb: 1 }}>
        Scoring rules
      </Typography>
      <ul>
        {scoring.scores.map((definition) => (
          <li key={definition.name}>{describeScore(definition)}</li>
        ))}
      </ul>
      <Typography>
        Reported total: <strong>{describeTotal(fixture)}</strong>, out of {fixture.form.expectedTotalScore}.
        Graded on <strong>{gradedScore(scoring) ?? 'the rules below'}</strong>. A question skipped by
        branching counts as {scoring.skippedItemValue}.
      </Typography>
      {placed.length > 0 && (
        <>
          <Typography component="h3" variant="h3" sx={{ mt: 2 }}>
            Values placed in the texts (the texts below show what a visitor reads)
          </Typography>
          <ul aria-label="Values placed in the texts">
            {placed.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      )}
      <Typography component="h3" variant="h3" sx={{ mt: 2 }}>
        How the grade is chosen (first line that holds)
      </Typography>
      <ol aria-label="Grading rules">
        {describeGrading(fixture).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ol>
      {scoring.analyses.map((analysis) => (
        <Box key={analysis.label}>
          <Typography component="h3" variant="h3" sx={{ mt: 2 }}>
            {analysis.label}
          </Typography>
          <ol>
            {describeAnalysis(analysis, fixture).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ol>
        </Box>
      ))}
      <Table size="small" aria-label="Bands" sx={{ my: 2 }}>
        <ColumnHeads
          names={[
            'From',
            'To',
            'Grade',
            'Level',
            'Urgency',
            'Validated cut-off',
            'Colour',
            'What the visitor reads',
          ]}
        />
        <TableBody>
          {scoring.grading.bands.map((band) => {
            const colour = severityColour(band.level, band.urgency);
            return (
              <TableRow key={band.id}>
                <TableCell>{band.min ?? 'by a rule'}</TableCell>
                <TableCell>{band.max ?? ''}</TableCell>
                <TableCell>{band.grade}</TableCell>
                <TableCell>{band.level}</TableCell>
                <TableCell>{band.urgency}</TableCell>
                <TableCell>{band.validated ? 'yes' : 'no (our own band)'}</TableCell>
                <TableCell>
                  <span
                    style={{
                      display: 'inline-block',
                      width: 12,
                      height: 12,
                      borderRadius: 6,
                      background: gradePalette[colour].ring,
                      marginRight: 6,
                    }}
                  />
                  {colour}
                </TableCell>
                <TableCell>{band.description}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {scoring.flags.length > 0 && (
        <>
          <Typography component="h3" variant="h3">
            Flags
          </Typography>
          <ul>
            {scoring.flags.map((flag) => (
              <li key={`${flag.field}-${flag.text}`}>
                When {describeCondition(flag.when, fixture)}: {flag.field}{' '}
                {flag.position === 'start' ? '(first)' : ''} “{flag.text}”
              </li>
            ))}
          </ul>
        </>
      )}
      <WarningSignsTable fixture={fixture} />
      <Typography component="h3" variant="h3">
        Source
      </Typography>
      <ul>
        <li>
          {instrument.name}, {instrument.version}
        </li>
        <li>{instrument.source}</li>
        <li>Licence: {instrument.licence}</li>
        {instrument.cutoffReferences.map((reference) => (
          <li key={reference.cutoff}>
            {reference.cutoff}: {reference.reference}
          </li>
        ))}
        {instrument.notes && <li>Notes: {instrument.notes}</li>}
      </ul>
    </Box>
  );
}

/** Every warning sign the test asks, where it asks it, and what the catalogue says it means. */
function WarningSignsTable({ fixture }: { fixture: TestFixture }) {
  const rows = [
    ...fixture.form.questions.flatMap((question) =>
      question.options.flatMap((option) =>
        option.sign
          ? [{ where: `${question.id}: “${option.text}”`, sign: option.sign, crisis: option.crisis }]
          : [],
      ),
    ),
    ...fixture.scoring.signs.map((rule) => ({
      where: `when ${describeCondition(rule.when, fixture)}`,
      sign: rule.sign,
      crisis: false,
    })),
  ];
  if (rows.length === 0) return null;
  return (
    <>
      <Typography component="h3" variant="h3">
        Warning signs
      </Typography>
      <Table size="small" aria-label="Warning signs" sx={{ my: 2 }}>
        <ColumnHeads names={['Asked as', 'Sign', 'Urgency', 'Crisis option', 'The visitor reads']} />
        <TableBody>
          {rows.map((row) => {
            const sign = warningSigns.get(row.sign);
            return (
              <TableRow key={`${row.where}-${row.sign}`}>
                <TableCell>{row.where}</TableCell>
                <TableCell>{row.sign}</TableCell>
                <TableCell>{sign?.urgency ?? 'MISSING FROM THE CATALOGUE'}</TableCell>
                <TableCell>{row.crisis ? 'yes' : ''}</TableCell>
                <TableCell>
                  {sign?.reason} {sign?.action}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </>
  );
}
