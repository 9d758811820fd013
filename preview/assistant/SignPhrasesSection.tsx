import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Knowledge } from '../../server/chat/knowledge';

/**
 * How visitors say each warning sign (sign-phrases.json): the word lists a phrase names as `{name}`, then each
 * sign's phrases by its id. Words only: the sign's urgency and action are the warning-sign catalogue's.
 */
export function SignPhrasesSection({ signPhrases }: { signPhrases: Knowledge['signPhrases'] }) {
  return (
    <Box component="section" aria-label="Warning signs in everyday words" sx={{ my: 3 }}>
      <Typography component="h2" variant="h2" sx={{ mb: 1 }}>
        Warning signs in everyday words
      </Typography>
      <Typography>{signPhrases.about}</Typography>
      <Typography component="h3" variant="h3" sx={{ mt: 2 }}>
        Word lists ({'{name}'} in a phrase: any entry of the list)
      </Typography>
      <ul data-testid="sign-phrases-words">
        {Object.entries(signPhrases.words).map(([name, entries]) => (
          <li key={name}>
            {`{${name}}`}: {entries.join(', ')}
          </li>
        ))}
      </ul>
      <Typography component="h3" variant="h3" sx={{ mt: 2 }}>
        Phrases by sign
      </Typography>
      <ul data-testid="sign-phrases-signs">
        {Object.entries(signPhrases.signs).map(([sign, phrases]) => (
          <li key={sign}>
            <strong>{sign}</strong>: English: {phrases.en.join('; ') || 'none'}. Kiswahili, Sheng, mixed:{' '}
            {phrases.sw.join('; ') || 'none'}
          </li>
        ))}
      </ul>
    </Box>
  );
}
