import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { toTestConfig, type TestFixture } from '../schemas';
import { fhirBundle, loincSystem, siteSystems } from '../src/features/my-results/fhir';
import { followUpFor } from '../src/features/my-results/followUp';
import { scoreAnswers } from '../src/core/scoring';

/** The address the preview shows our own codes under (the deployed site's origin in a real download). */
const previewSite = 'https://kipimo.health';

const cell = {
  border: '1px solid #c8d0ce',
  padding: '4px 8px',
  textAlign: 'left',
  verticalAlign: 'top',
} as const;

/**
 * For reviewers: how this test's result becomes the FHIR R4 file a visitor may hand a clinician (docs/api.md,
 * "Kept results"): each question's link id, each answer's coding, the total's code, the published minimal
 * important difference and when to check again, all from fixtures/catalogue/follow-up.json; then the file
 * the first sample makes.
 */
export function FhirMappingView({ fixture }: { fixture: TestFixture }) {
  const testCode = fixture.card.testCode;
  const followUp = followUpFor(testCode);
  const loinc = followUp?.loinc;
  const own = siteSystems(previewSite, testCode);
  const sample = fixture.samples[0];
  let bundleText = '';
  try {
    bundleText = sample
      ? JSON.stringify(
          fhirBundle(
            {
              config: toTestConfig(fixture),
              result: scoreAnswers(fixture, sample.answers),
              answers: sample.answers,
              completedAt: Date.UTC(2026, 10, 28),
            },
            previewSite,
          ),
          null,
          2,
        )
      : '';
  } catch (error) {
    bundleText = `cannot score the first sample: ${(error as Error).message}`;
  }
  return (
    <Box
      component="section"
      aria-label="FHIR mapping for a clinician"
      sx={{ mt: 4 }}
      data-testid="fhir-mapping"
    >
      <Typography component="h2" variant="h2" sx={{ mb: 1 }}>
        For a clinician: the FHIR mapping
      </Typography>
      <Typography sx={{ mb: 1 }}>
        Total:{' '}
        {loinc
          ? `LOINC ${loinc.total.code} (${loinc.total.display}), panel ${loinc.panel.code}`
          : `our own code ${testCode}-total in ${own.results}`}
        .
      </Typography>
      <Typography sx={{ mb: 1 }}>
        Minimal important difference:{' '}
        {followUp && 'points' in followUp.mid
          ? `${followUp.mid.points} points (${followUp.mid.source})`
          : followUp
            ? `none published (${followUp.mid.source})`
            : 'none recorded in fixtures/catalogue/follow-up.json: the trend says none is published.'}
      </Typography>
      <Typography sx={{ mb: 2 }}>
        When to check again:{' '}
        {followUp?.recheck
          ? `${followUp.recheck.minDays}-${followUp.recheck.maxDays} days${followUp.recheck.urgencies ? `, for results of urgency ${followUp.recheck.urgencies.join(', ')}` : ''} (${followUp.recheck.basis})`
          : 'not suggested (no source recorded).'}
      </Typography>
      {loinc && <Typography sx={{ mb: 2 }}>Codes checked against: {loinc.source}</Typography>}
      <Box component="table" sx={{ borderCollapse: 'collapse', fontSize: 14, mb: 2 }}>
        <caption style={{ textAlign: 'left', fontWeight: 600 }}>Questions and answers</caption>
        <thead>
          <tr>
            <th style={cell} scope="col">
              Question
            </th>
            <th style={cell} scope="col">
              linkId
            </th>
            <th style={cell} scope="col">
              Answers (system#code)
            </th>
          </tr>
        </thead>
        <tbody>
          {fixture.form.questions.map((question) => {
            const item = loinc?.items[question.id];
            const loincAnswers = loinc?.answersFor.includes(question.id) ? loinc.answers : undefined;
            return (
              <tr key={question.id}>
                <td style={cell}>
                  {question.id}: {question.question}
                </td>
                <td style={cell}>{item ? `/${item.code}` : question.id}</td>
                <td style={cell}>
                  {question.type === 'user-input-number'
                    ? 'valueDecimal'
                    : question.type === 'user-input-text'
                      ? 'valueString'
                      : question.options
                          .map((option) => {
                            const coded = loincAnswers?.[String(option.score)];
                            return coded
                              ? `${option.text} → ${loincSystem}#${coded.code}`
                              : `${option.text} → ${own.answers}#${option.id}`;
                          })
                          .join('; ')}
                </td>
              </tr>
            );
          })}
        </tbody>
      </Box>
      <details>
        <summary>The file the first sample makes</summary>
        <Box
          component="pre"
          sx={{ fontSize: 12, maxHeight: 400, overflow: 'auto', bgcolor: '#f6f8f7', p: 1 }}
        >
          {bundleText}
        </Box>
      </details>
    </Box>
  );
}
