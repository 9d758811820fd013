import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { crisisLines } from '../../../catalogue';
import { PhoneIcon } from '../../../components/icons';
import { t } from '../../../messages';
import { SectionCard } from './SectionCard';

/** 'Risk of Harm': the instrument's message and Kenyan crisis lines, each a tap to call. */
export function CrisisHelp({ message }: { message: string }) {
  return (
    <SectionCard title={t.result.suicideRisk} tone="alert">
      <Typography sx={{ mb: 2 }}>{message}</Typography>
      <Typography sx={{ fontWeight: 600, mb: 1 }}>{t.result.crisisIntro}</Typography>
      <Stack spacing={1}>
        {crisisLines.map((line) => (
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
    </SectionCard>
  );
}
