import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { useEffect, useRef, type MouseEvent, type ReactNode, type SyntheticEvent } from 'react';
import type { TestConfig } from '../../../schemas';
import { durationMinutes } from '../../../schemas/duration';
import { CloseIcon } from '../../components/icons';
import { useCrisisLines } from '../../components/crisisLines';
import { crisisLines } from '../../catalogue';
import { useLanguage, useT } from '../../i18n/language';
import type { Messages } from '../../messages';

/**
 * The test's length in the visitor's language: its number of minutes through the catalogue ("5 minutes",
 * "dakika 5"), whichever language the configuration wrote it in; as written when it holds no number.
 */
function durationText(duration: string, t: Messages): string {
  const minutes = durationMinutes(duration);
  return minutes === null ? duration : t.test.duration(minutes);
}

/** MUI's Backdrop colour: the page behind the intro, dimmed. */
const dimmed = 'rgba(0, 0, 0, 0.5)';
/** MUI Dialog's margin around its paper, and the "sm" width it keeps to. */
const margin = 32;

/**
 * The native `<dialog>` as MUI's Dialog container with `scroll="body"`: the whole viewport, transparent,
 * scrolling its paper as one when the paper is taller than the screen. The same box whether open in the page
 * (the server's HTML, before the app) or modal in the top layer (once the app has taken over), so switching
 * moves nothing. In the page, the dialog dims what is behind it itself; modal, its ::backdrop does.
 */
const DialogRoot = styled('dialog')(({ theme }) => ({
  position: 'fixed',
  inset: 0,
  zIndex: theme.zIndex.modal,
  width: '100%',
  height: '100%',
  maxWidth: 'none',
  maxHeight: 'none',
  margin: 0,
  padding: 0,
  border: 0,
  color: 'inherit',
  backgroundColor: dimmed,
  overflowY: 'auto',
  overflowX: 'hidden',
  overscrollBehavior: 'contain',
  textAlign: 'center',
  // Focus goes to the dialog itself, as MUI's did; its controls show their own focus ring.
  outline: 0,
  '&:modal': { backgroundColor: 'transparent' },
  '&::backdrop': { backgroundColor: dimmed },
  // The paper sits in the middle of the screen when it is shorter than the screen (MUI's way).
  '&::after': {
    content: '""',
    display: 'inline-block',
    verticalAlign: 'middle',
    height: '100%',
    width: 0,
  },
  '@media print': { position: 'absolute', height: 'auto', backgroundColor: 'transparent' },
}));

/** MUI's Dialog paper: elevation 24, the theme's corners, "sm" wide at most, full width less its margins. */
const DialogPaper = styled('div')(({ theme }) => ({
  display: 'inline-block',
  verticalAlign: 'middle',
  textAlign: 'initial',
  position: 'relative',
  margin,
  width: `calc(100% - ${2 * margin}px)`,
  maxWidth: theme.breakpoints.values.sm,
  [theme.breakpoints.down(theme.breakpoints.values.sm + 2 * margin)]: {
    maxWidth: `calc(100% - ${2 * margin}px)`,
  },
  backgroundColor: theme.palette.background.paper,
  color: theme.palette.text.primary,
  borderRadius: theme.shape.borderRadius,
  boxShadow: theme.shadows[24],
  '@media print': { boxShadow: 'none' },
}));

interface IntroDialogProps {
  config: TestConfig;
  /** The language of the configuration's words. */
  contentLang: string;
  /** Shown first: the English-only notice, where the visitor reads another language. */
  notice?: ReactNode;
  onBegin: () => void;
  onClose: () => void;
}

/**
 * What the test is, how long it takes, how to answer and what it is not, before the first question.
 *
 * A native `<dialog>`, not MUI's (7.6 KB of Modal, FocusTrap, Portal and transitions before the first
 * question), and in the server's HTML: it comes `open` in the page, so the intro reads before any script has
 * run; once the app has taken the page over it becomes modal (focus inside, the page behind inert). Escape
 * goes back, as the close button does; a tap beside the paper does nothing (a stray tap on a phone does not
 * leave the test). Begin and close are the buttons of a form of method "dialog", so before the app arrives they
 * close the server's dialog by themselves, and the app then does what was pressed.
 */
/** The test has an option marked `crisis` (self-harm, harm to a baby): data, never the words. */
function asksAboutSelfHarm(config: TestConfig): boolean {
  return config.questions.some((question) => question.options.some((option) => option.crisis));
}

/**
 * The test's own intro gives a crisis line to call (GAD-7, PCL-5, AUDIT…: "call 1199"): one of the crisis-line
 * catalogue's numbers stands in its instructions as a number of its own. The catalogue's data, not the words
 * around it, so a visitor who cannot read the test's language is given the same lines in theirs.
 */
function givesCrisisLine(config: TestConfig): boolean {
  const numbers = new Set(crisisLines.map((line) => line.number.replace(/\D/g, '')));
  return config.instructions.some((instruction) =>
    (instruction.match(/\d+/g) ?? []).some((found) => numbers.has(found)),
  );
}

/**
 * The crisis lines in the visitor's language, on the intro of a test shown in another one (an instrument with
 * no validated translation): its own crisis sentence is in the test's language, so the visitor would miss it.
 */
function CrisisHelpInPageLanguage() {
  const t = useT();
  const lines = useCrisisLines();
  const language = useLanguage();
  return (
    <Box lang={language} data-testid="intro-crisis-help" sx={{ mb: 2 }}>
      <Typography sx={{ fontWeight: 600 }}>{t.intro.crisisHelp}</Typography>
      <ul style={{ margin: '0.25rem 0 0', paddingLeft: '1.25rem' }}>
        {lines.map((line) => (
          <li key={line.number}>
            <Typography>
              {line.name}: {line.number} ({line.hours})
            </Typography>
          </li>
        ))}
      </ul>
    </Box>
  );
}

export function IntroDialog({ config, contentLang, notice, onBegin, onClose }: IntroDialogProps) {
  const t = useT();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  /** What the visitor pressed in the server's page before the app took it over ('begin', 'close'), if anything. */
  const pressedBeforeApp = useRef('');

  // Open in the page (as the server sent it) → modal. An effect, not a layout effect: the switch (its focus
  // and the dialog's restyle) runs after the takeover's commit, in a task of its own, not inside the commit's
  // (issue 34: together they were one of the page's longest tasks). The server's open dialog looks as the modal
  // one does, so a paint between them shows nothing moving. Closed already: the visitor pressed Begin or close
  // before the app had arrived (the buttons close the dialog by themselves, as a form of method "dialog"); what
  // they pressed is done once the app runs (below).
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!dialog.open && (dialog.returnValue === 'begin' || dialog.returnValue === 'close')) {
      pressedBeforeApp.current = dialog.returnValue;
      return;
    }
    if (dialog.open) dialog.close();
    // As MUI's did: focus on the dialog, so a screen reader reads its title and length first. showModal() focuses
    // the dialog's first control (close) unless it has none: with its form inert for that moment, the dialog
    // takes the focus itself, and close does not render its focus and then its blur in the takeover's commit.
    const form = formRef.current;
    if (form) form.inert = true;
    dialog.showModal();
    if (form) form.inert = false;
    // A browser without inert focused close: the dialog takes the focus from it.
    if (document.activeElement !== dialog) dialog.focus();
    return () => {
      if (dialog.open) dialog.close();
    };
  }, []);

  // An effect, not the layout effect: the router takes navigation only once its own layout effects have run.
  useEffect(() => {
    if (pressedBeforeApp.current === 'begin') onBegin();
    else if (pressedBeforeApp.current === 'close') onClose();
    // Once, for the server's page the app took over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Escape (a "close request"): React's state decides, so the dialog stays until the route changes.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onClose();
  };
  // Once the app runs, React's state decides here too: the form does not close the dialog itself.
  const press = (action: () => void) => (event: MouseEvent) => {
    event.preventDefault();
    action();
  };

  return (
    <DialogRoot
      ref={dialogRef}
      open
      tabIndex={-1}
      onCancel={onCancel}
      aria-labelledby="intro-title"
      aria-describedby="intro-duration"
    >
      <DialogPaper>
        <form method="dialog" ref={formRef}>
          <Typography
            component="h2"
            variant="h6"
            id="intro-title"
            lang={contentLang}
            sx={{ py: 2, pl: 3, pr: 7 }}
          >
            {config.informalTitle}{' '}
            <Typography component="span" color="text.secondary" sx={{ fontWeight: 400 }}>
              ({config.formalTitle})
            </Typography>
          </Typography>
          <IconButton
            type="submit"
            value="close"
            aria-label={t.intro.close}
            onClick={press(onClose)}
            sx={{ position: 'absolute', right: 8, top: 8 }}
          >
            <CloseIcon />
          </IconButton>
          <Box sx={{ px: 3, py: 2.5 }}>
            {notice}
            {notice && (asksAboutSelfHarm(config) || givesCrisisLine(config)) && <CrisisHelpInPageLanguage />}
            <Typography id="intro-duration" sx={{ mb: 2 }}>
              {t.intro.duration(durationText(config.duration, t))}
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
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', p: 2 }}>
            <Button type="submit" value="begin" variant="contained" size="large" onClick={press(onBegin)}>
              {t.intro.begin}
            </Button>
          </Box>
        </form>
      </DialogPaper>
    </DialogRoot>
  );
}
