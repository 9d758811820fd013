import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { lazy, Suspense, useState } from 'react';
import type { Service } from '../../../schemas';
import { t } from '../../messages';
import { settings } from '../../settings';
import { visuallyHidden } from '../site/visuallyHidden';
import { whatsappLinkFor } from './serviceLinks';

// The same booking modal as the floating 'Book a Session' button; it downloads only when asked for.
const SchedulingDialog = lazy(() => import('../contact/SchedulingDialog'));

const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** The ways to start a service: the booking modal, WhatsApp naming the service, the external booking page. */
export function StartService({ service }: { service: Service }) {
  const [bookingAsked, setBookingAsked] = useState(false);
  const [bookingOpen, setBookingOpen] = useState(false);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
      <Button
        variant="contained"
        size="large"
        aria-haspopup="dialog"
        onClick={() => {
          setBookingAsked(true);
          setBookingOpen(true);
        }}
      >
        {t.service.bookSession}
      </Button>
      <Button variant="outlined" size="large" href={whatsappLinkFor(service)} {...newTab}>
        {t.service.whatsapp}
        <NewTabNote />
      </Button>
      <Link href={settings.bookingUrl} {...newTab}>
        {t.service.bookingLink}
        <NewTabNote />
      </Link>
      {bookingAsked && (
        <Suspense fallback={null}>
          <SchedulingDialog open={bookingOpen} onClose={() => setBookingOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}

/** Screen readers hear that the link opens a new tab; sighted visitors see the tab open. */
function NewTabNote() {
  return (
    <Box component="span" sx={visuallyHidden}>
      {` ${t.service.opensInNewTab}`}
    </Box>
  );
}
