import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Component, lazy, Suspense, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { CloseIcon } from '../../components/icons';
import { useT } from '../../i18n/language';
import { settings } from '../../settings';
import { HelpStrip } from './HelpStrip';

// The conversation and its chat code download the first time the visitor opens the assistant.
const AssistantPanel = lazy(() => import('./AssistantPanel'));

/** The conversation's chunk could not download (the server is down): the error, under the help strip. */
class ConversationBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <ConversationFailed />;
  }
}

function ConversationFailed() {
  const t = useT();
  return (
    <Typography role="alert" sx={{ p: 2 }}>
      {t.assistant.error}
    </Typography>
  );
}

export interface AssistantFrameProps {
  id: string;
  open: boolean;
  onClose: () => void;
  /** What was typed while the panel opened (AssistantLauncher); the conversation's text box takes it. */
  takeTypedAhead?: () => string;
}

/** Tab and Shift+Tab go round the panel's controls and never into the page behind it. */
function keepFocusInside(event: KeyboardEvent<HTMLDivElement>, panel: HTMLDivElement | null) {
  if (event.key !== 'Tab' || !panel) return;
  const controls = [
    ...panel.querySelectorAll<HTMLElement>(
      'a[href], button:not([disabled]), textarea:not([disabled]), input:not([disabled]), [tabindex="0"]',
    ),
  ].filter((control) => control.offsetParent !== null && control.getAttribute('aria-hidden') !== 'true');
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * The assistant panel's frame: its header with a close icon and the help strip, which come with the floating
 * button (no download when opened, so crisis help shows with the server down), around the conversation, which
 * downloads on first opening.
 */
export function AssistantFrame({ id, open, onClose, takeTypedAhead }: AssistantFrameProps) {
  const t = useT();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  return (
    <Paper
      id={id}
      ref={panelRef}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      elevation={8}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
        else keepFocusInside(event, panelRef.current);
      }}
      sx={{
        position: 'fixed',
        right: { xs: '5vw', sm: 16 },
        bottom: { xs: 80, sm: 84 },
        zIndex: 1300,
        width: '90vw',
        maxWidth: 500,
        height: { xs: '70vh', sm: '60vh' },
        display: open ? 'flex' : 'none',
        flexDirection: 'column',
        overflow: 'hidden',
        borderRadius: 3,
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          px: 2,
          py: 0.5,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        <Typography id={titleId} component="h2" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
          {t.assistant.title(settings.providerName)}
        </Typography>
        <IconButton aria-label={t.assistant.closePanel} onClick={onClose} sx={{ color: 'inherit' }}>
          <CloseIcon />
        </IconButton>
      </Box>
      <HelpStrip />
      <ConversationBoundary>
        <Suspense fallback={null}>
          <AssistantPanel open={open} titleId={titleId} takeTypedAhead={takeTypedAhead} />
        </Suspense>
      </ConversationBoundary>
    </Paper>
  );
}
