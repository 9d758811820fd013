import Box from '@mui/material/Box';
import { useT } from '../i18n/language';
import { visuallyHidden } from './visuallyHidden';

/**
 * ' (opens in a new tab)', heard by screen readers and hidden from the eye: put it last inside any link
 * with target="_blank", so its accessible name warns that a new tab opens (sighted visitors see it open).
 */
export function NewTabNote() {
  const t = useT();
  return (
    <Box component="span" sx={visuallyHidden}>
      {` ${t.opensInNewTab}`}
    </Box>
  );
}
