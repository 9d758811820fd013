import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** A titled block of the result screen. */
export function SectionCard({
  title,
  children,
  tone,
}: {
  title: string;
  children: React.ReactNode;
  tone?: 'alert';
}) {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-label={title}
      sx={{
        p: { xs: 2, md: 3 },
        mb: 2,
        ...(tone === 'alert' ? { borderColor: '#c62828', borderWidth: 2, bgcolor: '#fff5f5' } : {}),
      }}
    >
      <Typography component="h2" variant="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
