import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CrisisLine } from '../../schemas';
import { useCrisisLines } from './crisisLines';
import { PhoneIcon } from './icons';
import { useT } from '../i18n/language';

/**
 * Kenyan crisis lines, each a tap to call, from the catalogue bundled with the page: they show even when the
 * network is down. `kinds` narrows them (only the emergency numbers, say).
 */
export function CrisisLineButtons({ kinds }: { kinds?: readonly CrisisLine['kind'][] }) {
  const t = useT();
  const crisisLines = useCrisisLines();
  const lines = kinds ? crisisLines.filter((line) => kinds.includes(line.kind)) : crisisLines;
  return (
    <Stack spacing={1}>
      {lines.map((line) => (
        <Stack
          key={line.number}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ alignItems: { sm: 'center' } }}
        >
          <Button
            href={`tel:${line.number.replace(/\s/g, '')}`}
            variant="contained"
            color="error"
            startIcon={<PhoneIcon />}
            sx={{ minWidth: 140 }}
          >
            {t.result.call(line.number)}
          </Button>
          <Typography>
            <strong>{line.name}</strong> ({line.hours}). {line.description}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
