import * as z from 'zod/mini';
import { chatHistoryMaxLength, urgencies } from '../../../schemas/values';
import { chatReplySchema } from '../../api/schemas';
import type { PanelTexts } from './panelTexts';

/**
 * The conversation as the assistant panel keeps it: the spec's chat messages (a user flag, text, and route
 * suggestions on assistant messages), turned from replies of POST /api/chat/ and kept in sessionStorage so
 * that it survives navigation within the tab.
 */

const suggestionSchema = z.object({ text: z.string(), slug: z.string() });
const chatMessageSchema = z.object({
  isUser: z.boolean(),
  text: z.string(),
  suggestions: z.optional(z.array(suggestionSchema)),
  /** The panel's own greeting: shown in the page's language of the moment, whatever it was written in. */
  greeting: z.optional(z.literal(true)),
  /**
   * The error message of a reply that failed: nobody read what the visitor wrote, which may have been a crisis,
   * so the panel shows the crisis lines (bundled, so they need no network) beside it.
   */
  unanswered: z.optional(z.literal(true)),
  /** How urgent the reply says care is (the server's `urgency`): the panel colours the message by it. */
  urgency: z.optional(z.enum(urgencies)),
  /** The reply is crisis help (the server's `crisis`): the panel adds the lines to call. */
  crisis: z.optional(z.literal(true)),
  /** The reply gave no path (the server's `asksAboutHealth`): the panel offers to say it is about health. */
  asksAboutHealth: z.optional(z.literal(true)),
  /**
   * The visitor's tap on that offer, shown as their message: no words of theirs, so left out of the history
   * (the message it answers is sent again instead).
   */
  aboutHealth: z.optional(z.literal(true)),
});

export type Suggestion = z.infer<typeof suggestionSchema>;
export type ChatMessage = z.infer<typeof chatMessageSchema>;

const storageKey = 'kipimo.assistant.conversation';

const unanswered = (t: PanelTexts): ChatMessage => ({
  isUser: false,
  text: t.assistant.error,
  unanswered: true,
});

/** An in-app path from a reply ("/tests/anxiety" or "tests/anxiety"); nothing that could leave the site. */
export function inAppPath(slug: string): string | undefined {
  const path = slug.trim().startsWith('/') ? slug.trim() : `/${slug.trim()}`;
  return /^\/[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*\/?$/.test(path) ? path : undefined;
}

/**
 * A reply as an assistant message. The last descriptions describe the paths, one each and in order; any
 * before them are the message. A failed call or a reply of another shape counts as empty, and an empty
 * reply becomes the error message, marked unanswered.
 */
export function replyToMessage(reply: unknown, t: PanelTexts): ChatMessage {
  const parsed = chatReplySchema.safeParse(reply);
  const { descriptions, routeslugs } = parsed.success ? parsed.data : { descriptions: [], routeslugs: [] };
  if (descriptions.length === 0 && routeslugs.length === 0) return unanswered(t);
  const wordsCount = Math.max(0, descriptions.length - routeslugs.length);
  const suggestions = routeslugs.flatMap((slug, index) => {
    const path = inAppPath(slug);
    return path ? [{ slug: path, text: descriptions[wordsCount + index] ?? '' }] : [];
  });
  const text =
    descriptions.slice(0, wordsCount).join('\n\n') ||
    (suggestions.length > 0 ? t.assistant.suggestionsIntro : '');
  if (text === '' && suggestions.length === 0) return unanswered(t);
  // The meaning comes as data (api.md); a v1 reply has none, and reads as before.
  const { urgency, crisis, asksAboutHealth } = parsed.success ? parsed.data : {};
  return {
    isUser: false,
    text,
    ...(suggestions.length > 0 && { suggestions }),
    ...(urgency && urgency !== 'none' && { urgency }),
    ...(crisis && { crisis: true as const }),
    ...(asksAboutHealth && suggestions.length === 0 && { asksAboutHealth: true as const }),
  };
}

/**
 * Every message text joined by spaces (the contract's conversationHistory), the latest part if too long; a tap
 * saying a message is about health is no text the visitor wrote, and is left out.
 */
export function conversationHistory(messages: readonly ChatMessage[]): string {
  const history = messages
    .filter((message) => !message.aboutHealth)
    .map((message) => message.text)
    .join(' ');
  return history.length > chatHistoryMaxLength ? history.slice(-chatHistoryMaxLength) : history;
}

/**
 * What to send when the visitor taps "this is about a person's health" under the reply at `replyIndex`: the
 * visitor's message that reply answered, sent again with `aboutHealth`, and the history before it; none when
 * that reply does not ask, or no message of the visitor's comes before it.
 */
export function aboutHealthRequest(
  messages: readonly ChatMessage[],
  replyIndex: number,
): { conversationHistory: string; userInput: string; aboutHealth: true } | undefined {
  if (!messages[replyIndex]?.asksAboutHealth) return undefined;
  for (let index = replyIndex - 1; index >= 0; index -= 1) {
    const message = messages[index]!;
    if (message.isUser && !message.aboutHealth) {
      const history = conversationHistory(messages.slice(0, index));
      return { conversationHistory: history, userInput: message.text, aboutHealth: true };
    }
  }
  return undefined;
}

/** The button label for a suggestion's target. */
export function suggestionLabel(slug: string, t: PanelTexts): string {
  const labels = t.assistant.labels;
  if (slug.startsWith('/tests/lifestyle-habits')) return labels.lifestyleHabits;
  if (slug.startsWith('/services/talk-to-a-doctor')) return labels.doctor;
  if (/^\/services\/[^/]*programme/.test(slug)) return labels.programme;
  return labels.default;
}

export function loadConversation(): ChatMessage[] | undefined {
  try {
    const stored = window.sessionStorage.getItem(storageKey);
    if (!stored) return undefined;
    const parsed = z.array(chatMessageSchema).check(z.minLength(1)).safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function saveConversation(messages: readonly ChatMessage[]): void {
  try {
    window.sessionStorage.setItem(storageKey, JSON.stringify(messages));
  } catch {
    // Storage full or refused (private browsing): the conversation then lasts as long as the page.
  }
}
