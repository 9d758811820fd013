import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { CloseIcon } from '../../components/icons';
import { useT } from '../../i18n/language';
import { onOpenAssistant } from '../../lib/assistantEvents';
import { AssistantFrame } from './AssistantFrame';
import { AssistantIcon } from './icons';
import { phoneCellSx, phoneLabelSx, phoneQuery } from '../../components/floatingBar';
import { useWideScreen } from '../../components/useWideScreen';

const wide = '@media (min-width: 600px)';

const hintKey = 'kipimo.assistant.hintDismissed';

function hintWasDismissed(): boolean {
  try {
    return window.sessionStorage.getItem(hintKey) === 'true';
  } catch {
    return false;
  }
}

/**
 * The floating 'AI Assistant' button (bottom right, 'Close' while open), the hint bubble on wider screens,
 * and the chat panel. Anything on the page can open it with openAssistant() (assistantEvents.ts).
 */
export default function AssistantLauncher() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const [hintDismissed, setHintDismissed] = useState(hintWasDismissed);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const wideScreen = useWideScreen();

  const dismissHint = useCallback(() => {
    setHintDismissed(true);
    try {
      window.sessionStorage.setItem(hintKey, 'true');
    } catch {
      // Without storage the hint simply comes back on the next page load.
    }
  }, []);

  // Keys typed between the tap on the launcher and the panel's text box taking focus (the panel's code may
  // still be downloading) are kept here and handed to the box, so a fast typist's first words are not lost.
  const typedAhead = useRef<string | null>(null);
  const keepTypedAhead = useCallback((event: KeyboardEvent) => {
    if (typedAhead.current === null) return;
    if (event.ctrlKey || event.metaKey || event.altKey || event.key.length !== 1) return;
    event.preventDefault();
    typedAhead.current += event.key;
  }, []);
  const takeTypedAhead = useCallback(() => {
    const typed = typedAhead.current ?? '';
    typedAhead.current = null;
    document.removeEventListener('keydown', keepTypedAhead, true);
    return typed;
  }, [keepTypedAhead]);
  useEffect(() => () => document.removeEventListener('keydown', keepTypedAhead, true), [keepTypedAhead]);

  const openPanel = useCallback(() => {
    if (typedAhead.current === null) {
      typedAhead.current = '';
      document.addEventListener('keydown', keepTypedAhead, true);
    }
    setOpen(true);
    setOpened(true);
    dismissHint();
  }, [dismissHint, keepTypedAhead]);

  const closePanel = useCallback(() => {
    takeTypedAhead();
    setOpen(false);
    buttonRef.current?.focus();
  }, [takeTypedAhead]);

  useEffect(() => onOpenAssistant(openPanel), [openPanel]);

  return (
    <>
      {opened && (
        <AssistantFrame id={panelId} open={open} onClose={closePanel} takeTypedAhead={takeTypedAhead} />
      )}
      <Box
        sx={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'flex-end',
          gap: 1,
          [wide]: {
            position: 'fixed',
            right: 16,
            bottom: 16,
            zIndex: 1250,
            // During a test it waits in the page, after the test (src/app/FloatingActions.tsx).
            '[data-docked="true"] &': { position: 'static' },
          },
          // A phone: one cell of the bar of floating actions (src/components/floatingBar.ts).
          [phoneQuery]: { flex: '1 1 0', minWidth: 0, alignItems: 'stretch' },
        }}
      >
        {/* Not rendered on a phone, which never shows it (below): its styles were a third of the widgets'. */}
        {!open && !hintDismissed && wideScreen && (
          <Paper
            elevation={3}
            data-testid="assistant-hint"
            sx={{
              // Wider screens only: on a phone the bubble would cover the page.
              display: { xs: 'none', sm: 'flex' },
              alignItems: 'center',
              gap: 0.5,
              pl: 2,
              pr: 0.5,
              py: 0.5,
              borderRadius: 4,
              maxWidth: 320,
            }}
          >
            <Button
              onClick={openPanel}
              color="inherit"
              aria-controls={opened ? panelId : undefined}
              sx={{ fontWeight: 500, p: 0.5, textAlign: 'left', '&:hover': { bgcolor: 'transparent' } }}
            >
              {t.assistant.hint}
            </Button>
            <IconButton size="small" aria-label={t.assistant.dismissHint} onClick={dismissHint}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </Paper>
        )}
        <Button
          ref={buttonRef}
          variant="contained"
          onClick={open ? closePanel : openPanel}
          aria-expanded={open}
          aria-controls={opened ? panelId : undefined}
          startIcon={open ? <CloseIcon aria-hidden="true" /> : <AssistantIcon aria-hidden="true" />}
          sx={{
            // The white ring keeps its edge visible over the dark footer.
            [wide]: {
              height: 56,
              px: 2.5,
              borderRadius: 28,
              border: '2px solid #fff',
              boxShadow: 3,
              '&:hover': { boxShadow: 4 },
            },
            [phoneQuery]: {
              ...phoneCellSx,
              flex: 'none',
              '& .MuiButton-startIcon': { m: 0, color: 'primary.main' },
              '& .assistant-label': phoneLabelSx,
            },
          }}
        >
          <span className="assistant-label">{open ? t.assistant.close : t.assistant.launcher}</span>
        </Button>
      </Box>
    </>
  );
}
