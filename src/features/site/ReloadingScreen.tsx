import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useT } from '../../i18n/language';
import { visuallyHidden } from '../../components/visuallyHidden';

/** Spec: the ellipsis grows every 450 ms up to three dots. */
export const ellipsisStepMs = 450;
export const ellipsisMaxDots = 3;

const reloadPage = () => window.location.reload();

/**
 * 'Reloading...' once the connection is back: the dots grow one per step; a step after the third dot the
 * page reloads. Screen readers hear the words once, not every dot.
 */
export function ReloadingScreen({ reload = reloadPage }: { reload?: () => void }) {
  const t = useT();
  const [dots, setDots] = useState(0);
  useEffect(() => {
    const timer = window.setTimeout(
      () => (dots < ellipsisMaxDots ? setDots(dots + 1) : reload()),
      ellipsisStepMs,
    );
    return () => window.clearTimeout(timer);
  }, [dots, reload]);

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', px: 2 }}>
      <Box role="status">
        <Typography component="h1" variant="h2">
          <Box component="span" sx={visuallyHidden}>
            {t.offline.reloading}
          </Box>
          {/* Wide enough for three dots from the start, so the word does not shift as they appear. */}
          <Box
            component="span"
            aria-hidden="true"
            data-testid="reloading"
            sx={{ display: 'inline-block', minWidth: '9ch' }}
          >
            {t.offline.reloadingDots(dots)}
          </Box>
        </Typography>
      </Box>
    </Box>
  );
}
