/**
 * English texts of the assistant's chat panel. Not part of the first load: they come with the panel's chunk
 * (src/features/assistant/panelTexts.ts), merged into the app's texts, so the panel reads `t.assistant.send`.
 * The button, the frame and its help strip, which show before the panel has downloaded, are in assistant.ts.
 */
export const assistantPanelMessages = {
  assistant: {
    placeholder: 'Type your health concerns or goals ...',
    inputLabel: 'Your health concerns or goals',
    send: 'Send',
    typing: 'The assistant is typing…',
    /** Beside the error: the message went unread, and it may have been a cry for help. */
    unansweredHelp:
      'If you are having thoughts of ending your life or harming yourself, or you are in danger, you can call now:',
    /** Beside the typing dots when a reply is long in coming. */
    slowReplyHelp:
      'The reply is taking long. If you are having thoughts of ending your life or harming yourself, or you are in danger, you can call now:',
    /** The title over a reply the server marks an emergency or a crisis, and over one it marks `today`. */
    urgentTitle: { emergency: 'Get help now', today: 'See a doctor today' },
    /** Shown above suggestions when a reply brings suggestions without words of its own. */
    suggestionsIntro: 'These may help:',
    fromYou: 'You:',
    fromAssistant: 'Assistant:',
    suggestions: 'Suggestions',
    /**
     * The one-tap answer under a reply that gave no path (the server's `asksAboutHealth`): the message is about a
     * person's health after all. Shown as the visitor's message once tapped.
     */
    aboutHealth: 'This is about a person’s health',
    labels: {
      lifestyleHabits: 'Assess Your Lifestyle Habits',
      doctor: 'Consult a Doctor',
      programme: 'Start Your Programme',
      default: 'Learn More',
    },
  },
};

export type AssistantPanelMessages = typeof assistantPanelMessages;
