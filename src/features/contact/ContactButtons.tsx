import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/language';
import { settings } from '../../settings';
import { NewTabNote } from '../../components/NewTabNote';
import { BookSessionButton } from '../../components/BookSessionButton';
import { CalendarIcon, ChatIcon } from './ContactIcons';
import { whatsappChatUrl } from '../../components/contactLinks';
import { useLabelCycle } from './useLabelCycle';
import { phoneCellSx, phoneLabelSx } from '../../components/floatingBar';

const labelClass = 'contact-label';
/** Wider screens: the pill widens to show its label beside the icon. */
const expandedLabel = { maxWidth: 240, opacity: 1, ml: 1 };
/**
 * Phones: the label shows under the icon, in room the bar keeps for it, so expanding moves and covers nothing
 * (src/app/FloatingActions.tsx).
 */
const expandedPhoneLabel = { opacity: 1 };
const phone = '@media (max-width: 599.95px)';
const wide = '@media (min-width: 600px)';

function buttonSx(background: string, hover: string) {
  return {
    // A box of its own at every width, so the accessible name keeps a space before the new-tab note.
    [`& .${labelClass}`]: { display: 'inline-block' },
    [wide]: {
      minWidth: 56,
      height: 56,
      px: 2,
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
        // The width slides; the words show or hide at once: words half faded in are too faint to read (axe
        // caught them mid-fade, 1.5:1, on the category page, issue 34).
        transition: 'max-width 0.3s ease, margin 0.3s ease',
      },
      // The timer expands the labels through the group's attribute: the same styles throughout, so its every
      // turn changes one attribute and no style has to be made and inserted.
      [`[data-expanded="true"] & .${labelClass}`]: expandedLabel,
      // Hover and keyboard focus expand a label whatever the timer says.
      [`&:hover .${labelClass}, &.Mui-focusVisible .${labelClass}, &:focus-visible .${labelClass}`]:
        expandedLabel,
    },
    // A cell of the phone's bar: the icon in its colour, the label below it in a line kept for it.
    [phone]: {
      ...phoneCellSx,
      '& .MuiButton-startIcon': { m: 0, color: background },
      // Shown or hidden at once, never half faded (as above).
      [`& .${labelClass}`]: { ...phoneLabelSx, opacity: 0 },
      [`[data-expanded="true"] & .${labelClass}`]: expandedPhoneLabel,
      [`&:hover .${labelClass}, &.Mui-focusVisible .${labelClass}, &:focus-visible .${labelClass}`]:
        expandedPhoneLabel,
    },
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
 * bottom right); on a phone, two cells of the bar the layout keeps for the floating actions. Nothing from
 * WhatsApp or the scheduler loads until the visitor uses one.
 */
export default function ContactButtons() {
  const t = useT();
  const expanded = useLabelCycle();

  return (
    <Box
      component="aside"
      aria-label={t.contact.groupLabel}
      data-testid="contact-buttons"
      data-expanded={expanded}
      sx={{
        display: 'flex',
        [wide]: {
          position: 'fixed',
          left: 16,
          bottom: 16,
          zIndex: 1050,
          flexDirection: 'column',
          alignItems: 'flex-start',
          gap: 1.5,
          // During a test the floating actions wait in the page, after it (src/app/FloatingActions.tsx).
          '[data-docked="true"] &': { position: 'static', flexDirection: 'row', flexWrap: 'wrap' },
        },
        [phone]: { flex: 2, minWidth: 0 },
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
