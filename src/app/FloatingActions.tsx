import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import { lazy, Suspense, type LazyExoticComponent } from 'react';
import { floatingBarHeight, phoneQuery } from '../components/floatingBar';
import { loadChunk } from '../lib/chunkLoad';
import { QuietBoundary, widgetRetryDelaysMs } from './QuietBoundary';

// Floating widgets load once the first page has shown (Layout): they are never what the visitor came for
// first, and on a slow link they should not share its bandwidth. One module brings both, so that they show
// together (src/app/FloatingWidgets.tsx). If it fails to download, they are not shown until a new try brings
// them (QuietBoundary): the assistant's crisis help is among them. React.lazy keeps a failed download's error,
// so each try has a lazy component of its own. (Not `lazyRoute`: its `use` held a language switch, a transition,
// until the widgets had come.)
const widgetsByTry: LazyExoticComponent<() => React.JSX.Element>[] = [];
const widgetsOnTry = (attempt: number) =>
  (widgetsByTry[attempt] ??= lazy(() => loadChunk(() => import('./FloatingWidgets'), 'widgets')));

/** Room the page keeps under a fixed bar: the browser scrolls a focused control above it, never under it. */
const keepRoomForBar = (
  <GlobalStyles styles={{ [phoneQuery]: { html: { scrollPaddingBottom: floatingBarHeight + 16 } } }} />
);

/**
 * WhatsApp, Book a Session and the AI Assistant. On wider screens each floats in a bottom corner. On a phone
 * (issue 31: a floating pill covered a test's Next) they are one bar of three cells across the bottom that no
 * label ever widens, fixed to the screen over the room the footer keeps for it. `docked` (a test: its options,
 * Previous and Next, its result's buttons), at every width, they wait in the page itself, after the test, where
 * they can cover nothing: on a tablet or a laptop the corners' pills and the hint bubble reached the test's
 * column too.
 */
export function FloatingActions({ docked }: { docked: boolean }) {
  return (
    <Box
      data-testid="floating-actions"
      data-docked={docked}
      sx={{
        display: { xs: 'flex', sm: docked ? 'flex' : 'contents' },
        ...(docked && {
          '@media (min-width: 600px)': {
            justifyContent: 'space-between',
            alignItems: 'flex-end',
            flexWrap: 'wrap',
            gap: 2,
            maxWidth: 760,
            mx: 'auto',
            px: 2,
            pb: 3,
          },
        }),
        [phoneQuery]: {
          alignItems: 'stretch',
          gap: 0.5,
          px: 1,
          py: 0.5,
          bgcolor: 'background.paper',
          borderTop: 1,
          borderColor: 'divider',
          ...(docked
            ? { position: 'relative' }
            : { position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: 1050, boxShadow: 8 }),
        },
      }}
    >
      {!docked && keepRoomForBar}
      {/* Both show together. Shown apart, the bar's cells grew and shrank as the second arrived (a layout shift
          on a phone). */}
      <QuietBoundary retryDelaysMs={widgetRetryDelaysMs}>
        {(attempt) => {
          const FloatingWidgets = widgetsOnTry(attempt);
          return (
            <Suspense fallback={null}>
              <FloatingWidgets />
            </Suspense>
          );
        }}
      </QuietBoundary>
    </Box>
  );
}
