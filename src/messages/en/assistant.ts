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
