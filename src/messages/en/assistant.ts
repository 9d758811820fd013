/**
 * English texts of the assistant that show before its chat panel has downloaded: the floating button, its hint,
 * the frame and its help strip (crisis lines, offline too), the error if the panel cannot come. The panel's own
 * texts are in assistantPanel.ts, which downloads with it.
 */
export const assistantMessages = {
  assistant: {
    launcher: 'AI Assistant',
    close: 'Close',
    hint: 'Don’t know where to start? Ask me!',
    dismissHint: 'Dismiss the hint',
    title: (provider: string) => `${provider} Assistant`,
    closePanel: 'Close the assistant',
    greeting: (provider: string) =>
      `Hello! I'm the ${provider} Assistant. Tell me about your health concerns or goals, and I'll recommend the most relevant screening tests for you.`,
    error: 'An error occurred. Please try again later.',
    /** Above the tap-to-call buttons at the top of the open panel, whatever was said. */
    helpStrip: 'Need help now? Tap to call, free, any time:',
    /** A help-strip button's name: the number, as shown, then whom it calls. */
    helpStripCall: (number: string, name: string) => `Call ${number}, ${name}`,
  },
};
