import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { CloseIcon } from '../../components/icons';
import { t } from '../../messages';
import { onOpenAssistant } from '../../app/assistantEvents';
import { AssistantFrame } from './AssistantFrame';
import { AssistantIcon } from './icons';

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
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const [hintDismissed, setHintDismissed] = useState(hintWasDismissed);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const dismissHint = useCallback(() => {
    setHintDismissed(true);
    try {
      window.sessionStorage.setItem(hintKey, 'true');
    } catch {
      // Without storage the hint simply comes back on the next page load.
    }
  }, []);

  const openPanel = useCallback(() => {
    setOpen(true);
    setOpened(true);
    dismissHint();
  }, [dismissHint]);

  const closePanel = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);

  useEffect(() => onOpenAssistant(openPanel), [openPanel]);

  return (
    <>
      {opened && <AssistantFrame id={panelId} open={open} onClose={closePanel} />}
      <Box
        sx={{
          position: 'fixed',
          right: { xs: 12, sm: 16 },
          bottom: { xs: 12, sm: 16 },
          zIndex: 1250,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'flex-end',
          gap: 1,
        }}
      >
        {!open && !hintDismissed && (
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
          sx={{ height: 56, px: 2.5, borderRadius: 28, boxShadow: 3, '&:hover': { boxShadow: 4 } }}
        >
          {open ? t.assistant.close : t.assistant.launcher}
        </Button>
      </Box>
    </>
  );
}
