import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { lintFixture, validateFixture } from './lint/contentLint';
import { categoryNames, rawFixtures, slugOf } from './previewFixtures';
import { ColumnHeads } from './ColumnHeads';

/** /preview: every test fixture, live and draft, with its status in plain words. */
export default function PreviewIndex() {
  return (
    <Box sx={{ p: 3 }}>
      <Typography component="h1" variant="h1" sx={{ mb: 1 }}>
        Content preview
      </Typography>
      <Typography sx={{ mb: 3 }}>
        Every screening test as visitors will see it, with its branching, scoring and a check of its content.
        Drafts in fixtures/drafts are shown here only.
      </Typography>
      <Typography sx={{ mb: 3 }}>
        <Link component={RouterLink} to="/preview/assistant">
          The assistant’s knowledge: crisis phrases, concepts and where they point
        </Link>
      </Typography>
      <Table size="small" aria-label="Test fixtures">
        <ColumnHeads names={['Test', 'Code', 'Category', 'Instrument', 'Licence', 'Status']} />
        <TableBody>
          {rawFixtures.map((raw) => {
            const validated = validateFixture(raw.json);
            const fixture = 'fixture' in validated ? validated.fixture : null;
            const problems = fixture
              ? lintFixture(fixture)
              : 'problems' in validated
                ? validated.problems
                : [];
            const errors = problems.filter((problem) => problem.severity === 'error');
            return (
              <TableRow key={raw.file} data-testid={`fixture-${slugOf(raw)}`}>
                <TableCell>
                  <Link component={RouterLink} to={`/preview/${slugOf(raw)}`}>
                    {slugOf(raw)}
                  </Link>
                  {raw.stage === 'draft' && <Chip size="small" label="draft" sx={{ ml: 1 }} />}
                </TableCell>
                <TableCell>{fixture?.card.testCode ?? '?'}</TableCell>
                <TableCell>
                  {fixture
                    ? (categoryNames.get(fixture.card.categoryId) ?? `no category ${fixture.card.categoryId}`)
                    : '?'}
                </TableCell>
                <TableCell>{fixture?.instrument.name ?? '?'}</TableCell>
                <TableCell sx={{ maxWidth: 280 }}>{fixture?.instrument.licence ?? '?'}</TableCell>
                <TableCell>
                  {errors.length === 0 ? (
                    <Chip
                      color="success"
                      size="small"
                      label={problems.length > 0 ? `valid, ${problems.length} note(s)` : 'valid'}
                    />
                  ) : (
                    <>
                      <Chip color="error" size="small" label={`${errors.length} problem(s)`} />
                      <ul style={{ margin: '0.25rem 0 0', paddingLeft: '1rem' }}>
                        {errors.map((problem) => (
                          <li key={problem.message}>{problem.message}</li>
                        ))}
                      </ul>
                    </>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}
