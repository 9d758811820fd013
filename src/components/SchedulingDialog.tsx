import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { useT } from '../i18n/language';
import { settings } from '../settings';
import { CloseIcon } from './icons';
import { schedulingEmbedUrl } from './contactLinks';

// Built from constant settings, once, when this chunk first loads.
const bookingFrameSrc = schedulingEmbedUrl(
  settings.schedulingUrl,
  settings.schedulingPrefill,
  settings.schedulingTracking,
);

interface SchedulingDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The 'Book a Session' modal: the scheduling page in a frame, a spinner until it has loaded. The dialog
 * traps focus while open, closes on Escape or the close button, and gives focus back to the button that
 * opened it.
 */
export default function SchedulingDialog({ open, onClose }: SchedulingDialogProps) {
  const t = useT();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="booking-title"
      fullWidth
      maxWidth="md"
      sx={{
        '& .MuiDialog-paper': { m: { xs: 1, sm: 4 }, width: { xs: 'calc(100% - 16px)', sm: undefined } },
      }}
    >
      <DialogTitle id="booking-title" sx={{ pr: 7 }}>
        {t.contact.bookingTitle}
      </DialogTitle>
      <IconButton
        aria-label={t.contact.close}
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent dividers sx={{ p: 0, position: 'relative', height: { xs: '75vh', md: 680 } }}>
        <BookingFrame />
      </DialogContent>
    </Dialog>
  );
}

/** The frame itself: mounted each time the dialog opens, so its spinner starts afresh. */
function BookingFrame() {
  const t = useT();
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      {!loaded && (
        <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
          <CircularProgress aria-label={t.contact.bookingLoading} />
        </Box>
      )}
      <Box
        component="iframe"
        src={bookingFrameSrc}
        title={t.contact.bookingFrameTitle}
        onLoad={() => setLoaded(true)}
        referrerPolicy="strict-origin-when-cross-origin"
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
        sx={{
          border: 0,
          width: '100%',
          height: '100%',
          display: 'block',
          visibility: loaded ? 'visible' : 'hidden',
        }}
      />
    </>
  );
}
