import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useCrisisLines } from '../../components/crisisLines';
import { PhoneIcon } from '../../components/icons';
import { useT } from '../../i18n/language';

/**
 * The crisis lines and the emergency numbers, each a tap to call, at the top of the assistant panel whenever it
 * is open, whatever was said (issue 32: detection raises prominence, it never gates help). The lines come from
 * the catalogue bundled with the page, so the strip shows with the server down; the numbers alone fit one row
 * on a 360 px phone, and each button's name says whom it calls.
 */
export function HelpStrip() {
  const t = useT();
  const lines = useCrisisLines();
  return (
    <Box
      data-testid="assistant-help-strip"
      sx={{ px: 1.5, py: 0.75, bgcolor: '#fdecea', borderBottom: 1, borderColor: 'divider' }}
    >
      <Typography component="p" sx={{ fontSize: '0.875rem', fontWeight: 600, mb: 0.5 }}>
        {t.assistant.helpStrip}
      </Typography>
      <Box component="ul" sx={{ display: 'flex', gap: 1, m: 0, p: 0, listStyle: 'none' }}>
        {lines.map((line) => (
          <li key={line.number}>
            <Button
              href={`tel:${line.number.replace(/\s/g, '')}`}
              variant="contained"
              color="error"
              size="small"
              startIcon={<PhoneIcon aria-hidden="true" />}
              aria-label={t.assistant.helpStripCall(line.number, line.name)}
              sx={{ minHeight: 44, minWidth: 88, fontSize: '1rem', fontWeight: 700 }}
            >
              {line.number}
            </Button>
          </li>
        ))}
      </Box>
    </Box>
  );
}
