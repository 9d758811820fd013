import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toTestConfig, type Result, type TestFixture } from '../schemas';
import { StoreProvider } from '../src/lib/StoreProvider';
import { ResultScreen } from '../src/features/results/ResultScreen';
import { ScreeningRunner } from '../src/features/screening/ScreeningRunner';
import { scoreAnswers } from '../src/core/scoring';
import { usePreviewFixture } from './usePreviewFixture';

/**
 * What a visitor sees, framed by the preview page at a chosen width: the questionnaire through the same
 * renderer, or the result screen for one of the fixture's sample answer sets, scored by the real engine.
 */
export default function VisitorView() {
  const { fixture } = usePreviewFixture();
  const [params] = useSearchParams();
  const [shownAt] = useState(() => Date.now());
  if (!fixture)
    return (
      <Typography sx={{ p: 2 }}>This fixture is not valid, so it cannot be shown to visitors.</Typography>
    );
  const config = toTestConfig(fixture);
  const sampleIndex = params.get('sample');
  if (sampleIndex === null) {
    // The runner calls the API (interpret): the store the test page has around it.
    return (
      <StoreProvider>
        <ScreeningRunner config={config} ResultScreen={ResultScreen} />
      </StoreProvider>
    );
  }
  const sample = fixture.samples[Number(sampleIndex)];
  if (!sample) return <Typography sx={{ p: 2 }}>No sample {sampleIndex}.</Typography>;
  const scored = scoreSample(fixture, sample.answers);
  if (typeof scored === 'string') {
    return (
      <Typography sx={{ p: 2 }} role="alert">
        The engine could not score this sample: {scored}
      </Typography>
    );
  }
  return <ResultScreen config={config} result={scored} answers={sample.answers} completedAt={shownAt} />;
}

function scoreSample(
  fixture: TestFixture,
  answers: TestFixture['samples'][number]['answers'],
): Result | string {
  try {
    return scoreAnswers(fixture, answers);
  } catch (error) {
    return (error as Error).message;
  }
}
