import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { TestConfig } from '../../../schemas';
import { durationMinutes } from '../../../schemas/duration';
import { CloseIcon } from '../../components/icons';
import { t } from '../../messages';

/**
 * The test's length in the visitor's language: its number of minutes through the catalogue ("5 minutes",
 * "dakika 5"), whichever language the configuration wrote it in; as written when it holds no number.
 */
function durationText(duration: string): string {
  const minutes = durationMinutes(duration);
  return minutes === null ? duration : t.test.duration(minutes);
}

interface IntroDialogProps {
  config: TestConfig;
  /** The language of the configuration's words. */
  contentLang: string;
  /** Shown first: the English-only notice, where the visitor reads another language. */
  notice?: ReactNode;
  onBegin: () => void;
  onClose: () => void;
}

/** What the test is, how long it takes, how to answer and what it is not, before the first question. */
export function IntroDialog({ config, contentLang, notice, onBegin, onClose }: IntroDialogProps) {
  return (
    <Dialog
      open
      // Escape closes (goes back); a stray tap beside the dialog on a phone does not leave the test.
      onClose={(_event, reason) => {
        if (reason !== 'backdropClick') onClose();
      }}
      aria-labelledby="intro-title"
      aria-describedby="intro-duration"
      maxWidth="sm"
      fullWidth
      // Long instructions scroll with the whole dialog, whose buttons keyboard users can reach and scroll by.
      scroll="body"
    >
      <DialogTitle id="intro-title" lang={contentLang} sx={{ pr: 7 }}>
        {config.informalTitle}{' '}
        <Typography component="span" color="text.secondary" sx={{ fontWeight: 400 }}>
          ({config.formalTitle})
        </Typography>
      </DialogTitle>
      <IconButton
        aria-label={t.intro.close}
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent>
        {notice}
        <Typography id="intro-duration" sx={{ mb: 2 }}>
          {t.intro.duration(durationText(config.duration))}
        </Typography>
        <Typography component="h3" variant="h3" sx={{ mb: 1 }}>
          {t.intro.instructionsHeading}
        </Typography>
        <ul lang={contentLang}>
          {config.instructions.map((instruction) => (
            <li key={instruction}>
              <Typography>{instruction}</Typography>
            </li>
          ))}
        </ul>
        <Typography component="h3" variant="h3" sx={{ mt: 2, mb: 1 }}>
          {t.intro.disclaimerHeading}
        </Typography>
        <Typography lang={contentLang}>{config.disclaimer}</Typography>
      </DialogContent>
      <DialogActions sx={{ p: 2 }}>
        <Button variant="contained" size="large" onClick={onBegin}>
          {t.intro.begin}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
