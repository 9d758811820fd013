import { useEffect, useState } from 'react';
import ContactButtons from '../features/contact/ContactButtons';
import AssistantLauncher from '../features/assistant/AssistantLauncher';
import { QuietBoundary } from './QuietBoundary';

/** Whether the widgets have been shown once in this tab: after that they mount in one piece. */
let shownOnce = false;

/**
 * The floating widgets, one module (one download) for both, loaded once the first page has shown
 * (src/app/FloatingActions.tsx). The first time, they mount one per task, hidden, and show together once both
 * are in: each commit makes its widget's styles (Emotion compiles and inserts them), and the two together made
 * the longest task after the page had been taken over (issue 34). Shown together, the phone's bar never re-lays
 * its cells as the second arrives. Hidden for those few tasks, they are not yet in the accessibility tree either.
 */
export default function FloatingWidgets() {
  const [launcherIn, setLauncherIn] = useState(shownOnce);
  useEffect(() => {
    if (launcherIn) {
      shownOnce = true;
      return;
    }
    // A posted message, not a timer: it always comes in a task of its own, and no paused clock holds it back.
    const channel = new MessageChannel();
    channel.port1.onmessage = () => setLauncherIn(true);
    channel.port2.postMessage(null);
    return () => channel.port1.close();
  }, [launcherIn]);

  return (
    // A box of no box of its own (`contents`): the widgets stay the cells of the phone's bar.
    <div style={{ display: 'contents', visibility: launcherIn ? undefined : 'hidden' }}>
      <QuietBoundary>
        <ContactButtons />
      </QuietBoundary>
      {launcherIn && (
        <QuietBoundary>
          <AssistantLauncher />
        </QuietBoundary>
      )}
    </div>
  );
}
