import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** A list of cards in the spec's grid: 1, 2 and 3 columns at small, medium and large widths. */
export function CardGrid({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <Box
      component="ul"
      data-testid={testId}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
      }}
    >
      {children}
    </Box>
  );
}
