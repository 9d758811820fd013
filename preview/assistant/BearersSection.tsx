import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Knowledge } from '../../server/chat/knowledge';

/** Whose health a message is about (bearers.json): the words of each side, group by group. */
export function BearersSection({ bearers }: { bearers: Knowledge['bearers'] }) {
  const sides = [
    ['notPeople', 'Words of no person (an animal, a crop, a machine, public affairs)', bearers.notPeople],
    ['people', 'Words of a person (any one keeps the message a person’s)', bearers.people],
  ] as const;
  return (
    <Box component="section" aria-label="Whose health" sx={{ my: 3 }}>
      <Typography component="h2" variant="h2" sx={{ mb: 1 }}>
        Whose health: a person, or an animal, a crop or a thing
      </Typography>
      <Typography>{bearers.about}</Typography>
      {sides.map(([side, title, groups]) => (
        <Box key={side} data-testid={`bearers-${side}`}>
          <Typography component="h3" variant="h3" sx={{ mt: 2 }}>
            {title}
          </Typography>
          <ul>
            {Object.entries(groups).map(([group, phrases]) => (
              <li key={group}>
                {group}: {phrases.join(', ')}
              </li>
            ))}
          </ul>
        </Box>
      ))}
      {bearers.shared && (
        <Box data-testid="bearers-shared">
          <Typography component="h3" variant="h3" sx={{ mt: 2 }}>
            Words a person and an animal may both have
          </Typography>
          <Typography>
            The groups {bearers.shared.groups.join(', ')} are the visitor’s beside a word of their own (
            {bearers.shared.mine.join(', ')}); otherwise an animal’s or a thing’s named within{' '}
            {bearers.shared.reach} words; otherwise a person’s.
          </Typography>
        </Box>
      )}
      {bearers.asking && (
        <Box data-testid="bearers-asking">
          <Typography component="h3" variant="h3" sx={{ mt: 2 }}>
            The visitor asking (a person word inside says who asks, not whose health it is)
          </Typography>
          <Typography>{bearers.asking.join(', ')}</Typography>
        </Box>
      )}
    </Box>
  );
}
