/** English texts of the assistant: the floating button, its hint and the chat panel. */
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
    placeholder: 'Type your health concerns or goals ...',
    inputLabel: 'Your health concerns or goals',
    send: 'Send',
    typing: 'The assistant is typing…',
    error: 'An error occurred. Please try again later.',
    /** Beside the error: the message went unread, and it may have been a cry for help. */
    unansweredHelp:
      'If you are having thoughts of ending your life or harming yourself, or you are in danger, you can call now:',
    /** Beside the typing dots when a reply is long in coming. */
    slowReplyHelp:
      'The reply is taking long. If you are having thoughts of ending your life or harming yourself, or you are in danger, you can call now:',
    /** Above the tap-to-call buttons at the top of the open panel, whatever was said. */
    helpStrip: 'Need help now? Tap to call, free, any time:',
    /** A help-strip button's name: the number, as shown, then whom it calls. */
    helpStripCall: (number: string, name: string) => `Call ${number}, ${name}`,
    /** The title over a reply the server marks an emergency or a crisis, and over one it marks `today`. */
    urgentTitle: { emergency: 'Get help now', today: 'See a doctor today' },
    /** Shown above suggestions when a reply brings suggestions without words of its own. */
    suggestionsIntro: 'These may help:',
    fromYou: 'You:',
    fromAssistant: 'Assistant:',
    suggestions: 'Suggestions',
    labels: {
      lifestyleHabits: 'Assess Your Lifestyle Habits',
      doctor: 'Consult a Doctor',
      programme: 'Start Your Programme',
      default: 'Learn More',
    },
  },
};
