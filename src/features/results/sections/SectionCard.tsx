import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

/** A titled block of the result screen: a region named by its heading. */
export function SectionCard({
  title,
  children,
  tone,
}: {
  title: string;
  children: React.ReactNode;
  tone?: 'alert';
}) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{
        p: { xs: 2, md: 3 },
        mb: 2,
        ...(tone === 'alert' ? { borderColor: '#c62828', borderWidth: 2, bgcolor: '#fff5f5' } : {}),
      }}
    >
      <Typography id={headingId} component="h2" variant="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
