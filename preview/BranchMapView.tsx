import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { Question } from '../schemas';
import { branchMap } from './lint/branching';

/** Every question and where each answer leads, with unreachable questions and broken branches marked. */
export function BranchMapView({ questions }: { questions: readonly Question[] }) {
  return (
    <Box component="section" aria-label="Branching map">
      <Typography component="h2" variant="h2" sx={{ mb: 1 }}>
        Branching map
      </Typography>
      <ol style={{ paddingLeft: '1.25rem' }}>
        {branchMap(questions).map((node) => (
          <li key={node.question.id} data-testid={`branch-${node.question.id}`}>
            <Typography sx={{ fontWeight: 600 }}>
              {node.question.id}: {node.question.question}{' '}
              {!node.reachable && (
                <Chip size="small" color="error" label="unreachable: no answer leads here" />
              )}
            </Typography>
            <ul>
              {node.targets.map((target) => (
                <li key={target.option}>
                  “{target.option}” → {target.target ?? 'end of test'}
                  {target.dangling !== null && (
                    <Chip
                      size="small"
                      color="error"
                      label={`broken: "${target.dangling}" is not a later question`}
                      sx={{ ml: 1 }}
                    />
                  )}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </Box>
  );
}
