import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import type { Service } from '../../../schemas';
import { NewTabNote } from '../../components/NewTabNote';
import { useT } from '../../i18n/language';
import { settings } from '../../settings';
import { BookSessionButton } from '../../components/BookSessionButton';
import { whatsappLinkFor } from './serviceLinks';

const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;

/**
 * The ways to start a service: the booking modal, WhatsApp naming the service (when a number is set), the
 * external booking page.
 */
export function StartService({ service }: { service: Service }) {
  const t = useT();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
      <BookSessionButton variant="contained" size="large" />
      {settings.whatsappNumber && (
        <Button variant="outlined" size="large" href={whatsappLinkFor(service, t)} {...newTab}>
          {t.contact.whatsapp}
          <NewTabNote />
        </Button>
      )}
      <Link href={settings.bookingUrl} {...newTab}>
        {t.service.bookingLink}
        <NewTabNote />
      </Link>
    </Box>
  );
}
