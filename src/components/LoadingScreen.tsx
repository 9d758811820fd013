import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useLayoutEffect, useRef } from 'react';
import { useT } from '../i18n/language';
import { showAtTop } from './showAtTop';

interface LoadingScreenProps {
  message?: string;
  /**
   * A state the visitor moved into (a test loading, 'Analyzing your responses...'): the page starts at the top,
   * where it shows, and focus moves to it, so a screen reader reads it out (issue 31: it rendered above the
   * screen of a visitor who had scrolled down to Submit).
   */
  takeFocus?: boolean;
}

/** A centred spinner with a message; announced politely to screen readers. */
export function LoadingScreen({ message, takeFocus = false }: LoadingScreenProps) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (takeFocus) showAtTop(ref.current);
  }, [takeFocus]);
  return (
    <Box
      ref={ref}
      role="status"
      aria-live="polite"
      tabIndex={takeFocus ? -1 : undefined}
      sx={{ display: 'grid', placeItems: 'center', gap: 2, minHeight: '50vh', p: 3, outline: 'none' }}
    >
      <CircularProgress aria-hidden="true" />
      <Typography>{message ?? t.loading.generic}</Typography>
    </Box>
  );
}
