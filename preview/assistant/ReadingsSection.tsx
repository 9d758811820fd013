import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Knowledge } from '../../server/chat/knowledge';
import { warningSigns } from '../warningSigns';
import { previewCatalogue } from './knowledgeData';

/**
 * The readings the assistant reads in a message (readings.json): the words that make two numbers a blood
 * pressure, and the test whose own sign rules judge them, with the signs those rules can raise.
 */
export function ReadingsSection({ readings }: { readings: Knowledge['readings'] }) {
  const { bloodPressure } = readings;
  const test = previewCatalogue.tests.find((fixture) => fixture.card.routeSlug === bloodPressure.test);
  const signs = test?.scoring.signs.map((rule) => rule.sign) ?? [];
  return (
    <Box component="section" aria-label="Readings" sx={{ my: 3 }}>
      <Typography component="h2" variant="h2" sx={{ mb: 1 }}>
        Readings: blood pressure in a message
      </Typography>
      <Typography>{readings.about}</Typography>
      <ul data-testid="readings-blood-pressure">
        <li>
          Judged by the sign rules of {test ? test.card.formalTitle : `no live test "${bloodPressure.test}"`}{' '}
          (questions {bloodPressure.items.systolic}, {bloodPressure.items.diastolic},{' '}
          {bloodPressure.items.pregnant}).
        </li>
        <li>
          Signs it can raise:{' '}
          {signs
            .map((sign) => `${sign} (${warningSigns.get(sign)?.urgency ?? 'not in the catalogue'})`)
            .join(', ') || 'none'}
          .
        </li>
        <li>Words for a blood pressure: {bloodPressure.words.join(', ')}.</li>
        <li>Words between the numbers: {bloodPressure.between.join(', ')}.</li>
        <li>Words for pregnancy: {bloodPressure.pregnant.join(', ')}.</li>
      </ul>
    </Box>
  );
}
