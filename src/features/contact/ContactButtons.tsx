import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { t } from '../../messages';
import { settings } from '../../settings';
import { NewTabNote } from '../../components/NewTabNote';
import { BookSessionButton } from '../../components/BookSessionButton';
import { CalendarIcon, ChatIcon } from './ContactIcons';
import { whatsappChatUrl } from '../../components/contactLinks';
import { useLabelCycle } from './useLabelCycle';

const labelClass = 'contact-label';
const expandedLabel = { maxWidth: 240, opacity: 1, ml: 1 };

function buttonSx(background: string, hover: string) {
  return {
    minWidth: { xs: 48, sm: 56 },
    height: { xs: 48, sm: 56 },
    px: { xs: 1.5, sm: 2 },
    borderRadius: 28,
    color: '#fff',
    bgcolor: background,
    // A white ring keeps the button's edge visible over the dark footer (the fills alone are 1.2-1.5:1 there).
    border: '2px solid #fff',
    boxShadow: 3,
    justifyContent: 'flex-start',
    '&:hover': { bgcolor: hover, boxShadow: 4 },
    '& .MuiButton-startIcon': { m: 0 },
    [`& .${labelClass}`]: {
      display: 'inline-block',
      overflow: 'hidden',
      whiteSpace: 'nowrap',
      maxWidth: 0,
      opacity: 0,
      ml: 0,
      transition: 'max-width 0.3s ease, opacity 0.3s ease, margin 0.3s ease',
    },
    // The timer expands the labels through the group's attribute: the same styles throughout, so its every
    // turn changes one attribute and no style has to be made and inserted.
    [`[data-expanded="true"] & .${labelClass}`]: expandedLabel,
    // Hover and keyboard focus expand a label whatever the timer says.
    [`&:hover .${labelClass}, &.Mui-focusVisible .${labelClass}, &:focus-visible .${labelClass}`]:
      expandedLabel,
  } as const;
}

const whatsappSx = buttonSx('#075e54', '#054a42');
const bookSx = buttonSx('primary.main', 'primary.dark');

/** The label stays in the accessible name when collapsed: only its width and opacity change. */
function Label({ children }: { children: ReactNode }) {
  return <span className={labelClass}>{children}</span>;
}

/**
 * 'Chat on WhatsApp' (when a number is set) and 'Book a Session', floating at the bottom left on every page (the assistant sits
 * bottom right). Nothing from WhatsApp or the scheduler loads until the visitor uses one.
 */
export default function ContactButtons() {
  const expanded = useLabelCycle();

  return (
    <Box
      component="aside"
      aria-label={t.contact.groupLabel}
      data-testid="contact-buttons"
      data-expanded={expanded}
      sx={{
        position: 'fixed',
        left: { xs: 12, sm: 16 },
        bottom: { xs: 12, sm: 16 },
        zIndex: 1050,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'flex-start',
        gap: 1.5,
      }}
    >
      {settings.whatsappNumber && (
        <Button
          href={whatsappChatUrl(settings.whatsappNumber, t.contact.whatsappMessage)}
          target="_blank"
          rel="noopener noreferrer"
          startIcon={<ChatIcon aria-hidden="true" />}
          sx={whatsappSx}
        >
          <Label>{t.contact.whatsapp}</Label>
          <NewTabNote />
        </Button>
      )}
      <BookSessionButton startIcon={<CalendarIcon aria-hidden="true" />} sx={bookSx}>
        <Label>{t.contact.book}</Label>
      </BookSessionButton>
    </Box>
  );
}
