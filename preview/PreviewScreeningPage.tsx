import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { scoreAnswers } from '../src/core/scoring';
import { BranchMapView } from './BranchMapView';
import { FhirMappingView } from './FhirMappingView';
import { ScoringView } from './ScoringView';
import { TranslationView } from './TranslationView';
import { slugOf } from './previewFixtures';
import { usePreviewFixture } from './usePreviewFixture';

const phoneWidth = 375;
const wideWidth = 600;

/** One test side by side: the questionnaire, its branching and its scoring; then a result for every band. */
export default function PreviewScreeningPage() {
  const { raw, fixture, problems } = usePreviewFixture();
  const [phone, setPhone] = useState(true);
  if (!raw) return <Typography sx={{ p: 3 }}>No fixture has this name.</Typography>;
  const slug = slugOf(raw);
  const width = phone ? phoneWidth : wideWidth;
  return (
    <Box sx={{ p: 3 }}>
      <Link component={RouterLink} to="/preview">
        All tests
      </Link>
      <Typography component="h1" variant="h1" sx={{ my: 1 }}>
        {fixture
          ? `${fixture.card.testCode} ${fixture.card.informalTitle} (${fixture.card.formalTitle})`
          : raw.file}
      </Typography>
      <Box component="section" aria-label="Content check" sx={{ mb: 2 }}>
        {problems.length === 0 && <Alert severity="success">No content problems found.</Alert>}
        {problems.map((problem) => (
          <Alert key={problem.message} severity={problem.severity} sx={{ mb: 0.5 }}>
            {problem.message}
          </Alert>
        ))}
      </Box>
      {fixture && (
        <>
          <FormControlLabel
            control={<Switch checked={phone} onChange={(event) => setPhone(event.target.checked)} />}
            label="Phone view (375 px)"
          />
          <Box
            sx={{
              display: 'grid',
              gap: 3,
              gridTemplateColumns: { xs: '1fr', lg: `${width + 4}px 1fr 1fr` },
              alignItems: 'start',
              mt: 1,
            }}
          >
            <Box component="section" aria-label="Questionnaire as a visitor sees it">
              <Typography component="h2" variant="h2" sx={{ mb: 1 }}>
                As a visitor sees it
              </Typography>
              <iframe
                title={`${slug} questionnaire`}
                src={`/preview/${slug}/visitor`}
                width={width}
                height={720}
                style={frameStyle}
              />
            </Box>
            <BranchMapView questions={fixture.form.questions} />
            <ScoringView fixture={fixture} raw={raw.json} />
          </Box>
          <Box component="section" aria-label="Results for every band" sx={{ mt: 4 }}>
            <Typography component="h2" variant="h2" sx={{ mb: 1 }}>
              Results for every band
            </Typography>
            <Box sx={{ display: 'flex', gap: 2, overflowX: 'auto', pb: 2 }}>
              {fixture.samples.map((sample, index) => (
                <Box key={sample.label} data-testid="sample-result">
                  <Typography sx={{ fontWeight: 600 }}>{sample.label}</Typography>
                  <Typography variant="body2" sx={{ mb: 1 }}>
                    Expected {sample.expect.totalScore}, {sample.expect.grade}; engine:{' '}
                    {engineVerdict(() => scoreAnswers(fixture, sample.answers), sample.expect)}
                  </Typography>
                  <iframe
                    title={`${slug} result: ${sample.label}`}
                    src={`/preview/${slug}/visitor?sample=${index}`}
                    width={width}
                    height={640}
                    loading="lazy"
                    style={frameStyle}
                  />
                </Box>
              ))}
            </Box>
          </Box>
          <TranslationView slug={slug} fixture={fixture} />
          <FhirMappingView fixture={fixture} />
        </>
      )}
    </Box>
  );
}

const frameStyle = { border: '1px solid #c8d0ce', borderRadius: 8, background: '#fff' } as const;

function engineVerdict(
  score: () => { totalScore: number; grade: string; urgency: string; level: number },
  expected: { totalScore: number; grade: string; urgency?: string },
): string {
  try {
    const result = score();
    const same =
      result.totalScore === expected.totalScore &&
      result.grade === expected.grade &&
      (expected.urgency === undefined || expected.urgency === result.urgency);
    const urgency = `urgency ${result.urgency}, level ${result.level}`;
    return `${result.totalScore}, ${result.grade}, ${urgency}${same ? ' (matches)' : ' (DIFFERS)'}`;
  } catch (error) {
    return `cannot score: ${(error as Error).message}`;
  }
}
