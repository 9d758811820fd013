import { describe, expect, it } from 'vitest';
import { withAreas } from '../../../../src/i18n/lazyTexts';
import { en as english } from '../../../../src/messages/en';
import { assistantPanelMessages } from '../../../../src/messages/en/assistantPanel';
import {
  aboutHealthRequest,
  conversationHistory,
  inAppPath,
  replyToMessage,
  suggestionLabel,
} from '../../../../src/features/assistant/conversation';

/** The app's texts with the panel's, as the panel reads them. */
const en = withAreas(english, assistantPanelMessages);

describe('replyToMessage', () => {
  it('takes the leading descriptions as the message and pairs the last ones with the paths', () => {
    expect(
      replyToMessage(
        {
          descriptions: ['Here is what may help.', 'Depression test: why.', 'Therapist: why.'],
          routeslugs: ['/tests/depression', '/services/talk-to-a-therapist'],
        },
        en,
      ),
    ).toEqual({
      isUser: false,
      text: 'Here is what may help.',
      suggestions: [
        { slug: '/tests/depression', text: 'Depression test: why.' },
        { slug: '/services/talk-to-a-therapist', text: 'Therapist: why.' },
      ],
    });
  });

  it('gives a reply of paths with exactly one description each a short message of its own', () => {
    const message = replyToMessage({ descriptions: ['Anxiety test'], routeslugs: ['tests/anxiety'] }, en);
    expect(message.text).toBe('These may help:');
    expect(message.suggestions).toEqual([{ slug: '/tests/anxiety', text: 'Anxiety test' }]);
  });

  it.each([
    [{ descriptions: [], routeslugs: [] }],
    [undefined],
    [{ error: { code: 'internal_error', message: 'x' } }],
    [{ descriptions: 'not a list', routeslugs: [] }],
  ])('turns an empty or unexpected reply %j into the error message, marked unanswered', (reply) => {
    expect(replyToMessage(reply, en)).toEqual({
      isUser: false,
      text: 'An error occurred. Please try again later.',
      unanswered: true,
    });
  });

  it('keeps a reply with words and no paths as a plain message', () => {
    expect(replyToMessage({ descriptions: ['Tell me more.'], routeslugs: [] }, en)).toEqual({
      isUser: false,
      text: 'Tell me more.',
    });
  });
});

describe('inAppPath', () => {
  it.each([
    ['/tests/anxiety', '/tests/anxiety'],
    ['services/talk-to-a-doctor', '/services/talk-to-a-doctor'],
    ['/services/lifestyle-programme/manage', '/services/lifestyle-programme/manage'],
  ])('accepts %s as %s', (slug, path) => {
    expect(inAppPath(slug)).toBe(path);
  });

  it.each(['//evil.example/x', 'https://evil.example', 'javascript:alert(1)', '/tests/../admin', ''])(
    'refuses %s',
    (slug) => {
      expect(inAppPath(slug)).toBeUndefined();
    },
  );
});

describe('suggestionLabel', () => {
  it.each([
    ['/tests/lifestyle-habits', 'Assess Your Lifestyle Habits'],
    ['/services/talk-to-a-doctor', 'Consult a Doctor'],
    ['/services/lifestyle-programme', 'Start Your Programme'],
    ['/services/chronic-care-programme', 'Start Your Programme'],
    ['/tests/depression', 'Learn More'],
    ['/services/talk-to-a-therapist', 'Learn More'],
  ])('labels %s "%s"', (slug, label) => {
    expect(suggestionLabel(slug, en)).toBe(label);
  });
});

describe('conversationHistory', () => {
  it('joins every message text with spaces', () => {
    expect(
      conversationHistory([
        { isUser: false, text: 'Hello!' },
        { isUser: true, text: 'I cannot sleep' },
      ]),
    ).toBe('Hello! I cannot sleep');
  });

  it('keeps the latest 20,000 characters of a very long conversation', () => {
    const history = conversationHistory([
      { isUser: true, text: 'a'.repeat(15_000) },
      { isUser: true, text: 'b'.repeat(15_000) },
    ]);
    expect(history).toHaveLength(20_000);
    expect(history.endsWith('b')).toBe(true);
  });
});

describe('aboutHealthRequest', () => {
  const asked = { isUser: false, text: 'I am not sure I understood.', asksAboutHealth: true as const };
  it('sends again the visitor’s message that the asking reply answered, with the history before it', () => {
    const messages = [
      { isUser: false, text: 'Hello!' },
      { isUser: true, text: 'my body is a phone on low battery' },
      asked,
    ];
    expect(aboutHealthRequest(messages, 2)).toEqual({
      conversationHistory: 'Hello!',
      userInput: 'my body is a phone on low battery',
      aboutHealth: true,
    });
  });

  it('sends nothing for a reply that does not ask, or one with no message of the visitor before it', () => {
    const plain = { isUser: false, text: 'Tell me about a health concern.' };
    expect(aboutHealthRequest([{ isUser: true, text: 'weather?' }, plain], 1)).toBeUndefined();
    expect(aboutHealthRequest([asked], 0)).toBeUndefined();
  });

  it('leaves taps out of the history, and never sends a tap as the message', () => {
    const tap = { isUser: true, text: 'This is about a person’s health', aboutHealth: true as const };
    expect(conversationHistory([{ isUser: true, text: 'cough' }, tap])).toBe('cough');
    expect(aboutHealthRequest([{ isUser: true, text: 'cough' }, tap, asked], 2)?.userInput).toBe('cough');
  });
});
