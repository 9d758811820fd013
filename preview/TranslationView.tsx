import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TestFixture } from '../schemas';
import { translationRows } from './translationRows';
import { translationOf } from './translations';

/** The test's two languages side by side, for reviewers; or why the Kiswahili version is not served. */
export function TranslationView({ slug, fixture }: { slug: string; fixture: TestFixture }) {
  const translation = translationOf(slug, fixture);
  return (
    <Box component="section" aria-label="Kiswahili" sx={{ mt: 3 }}>
      <Typography component="h2" variant="h2" sx={{ mb: 1 }}>
        English and Kiswahili
      </Typography>
      {!translation && (
        <Alert severity="info">
          No Kiswahili version: the Kiswahili site offers this test in English, saying so in Kiswahili.
        </Alert>
      )}
      {translation && <Typography sx={{ mb: 1 }}>Kiswahili: {translation.provenance}.</Typography>}
      {translation?.problems.map((problem) => (
        <Alert key={problem.message} severity="error" sx={{ mb: 0.5 }}>
          {problem.message}
        </Alert>
      ))}
      {translation?.localised && (
        <Table size="small" aria-label="English and Kiswahili side by side">
          <TableHead>
            <TableRow>
              <TableCell>Where</TableCell>
              <TableCell>English</TableCell>
              <TableCell lang="sw">Kiswahili</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {translationRows(fixture, translation.localised).map((row, index) => (
              <TableRow key={`${row.where}-${index}`}>
                <TableCell sx={{ whiteSpace: 'pre' }}>{row.where}</TableCell>
                <TableCell>{row.en}</TableCell>
                <TableCell lang="sw">{row.sw}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}
