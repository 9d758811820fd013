import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { NewTabNote } from '../../components/NewTabNote';
import { usePanelT } from './panelTexts';
import { suggestionLabel, type Suggestion } from './conversation';

/** One suggested route: its text and a button labelled for its target; anywhere on the card opens it. */
export function SuggestionCard({ suggestion }: { suggestion: Suggestion }) {
  const t = usePanelT();
  const textId = useId();
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{
        position: 'relative',
        listStyle: 'none',
        p: 1.5,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        '&:hover': { borderColor: 'primary.main' },
        '&:focus-within': { borderColor: 'primary.main' },
      }}
    >
      {suggestion.text && (
        <Typography id={textId} variant="body2">
          {suggestion.text}
        </Typography>
      )}
      <Box>
        <Button
          href={suggestion.slug}
          target="_blank"
          rel="noopener noreferrer"
          variant="outlined"
          size="small"
          aria-describedby={suggestion.text ? textId : undefined}
          // The link's area covers the whole card, so a click on the text opens it too.
          sx={{ '&::after': { content: '""', position: 'absolute', inset: 0 } }}
        >
          {suggestionLabel(suggestion.slug, t)}
          <NewTabNote />
        </Button>
      </Box>
    </Paper>
  );
}
