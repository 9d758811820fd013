import { z } from 'zod';
import { urgencySchema, warningSignIdSchema } from './urgency';
import { chatHistoryMaxLength, chatInputMaxLength } from './values';

export { chatHistoryMaxLength, chatInputMaxLength } from './values';

/** POST /api/chat/ body (api.md). */
export const chatBodySchema = z.object({
  conversationHistory: z.string().max(chatHistoryMaxLength),
  userInput: z
    .string()
    .max(chatInputMaxLength, `A message is at most ${chatInputMaxLength.toLocaleString('en')} characters.`)
    .refine((text) => text.trim().length > 0, 'A message cannot be blank.'),
  /**
   * The visitor's answer to a reply that gave no path (`asksAboutHealth`): `userInput` is about a person's health,
   * so it is answered with the tests and services its words fit, or a doctor and the general checks.
   */
  aboutHealth: z.boolean().optional(),
});

/** What led to one suggestion (api.md, "The reply's meaning as data"). */
export const chatSuggestionSchema = z.object({
  /** The suggestion's path, as in `routeslugs`. */
  path: z.string(),
  /** The visitor's own words that led to it, as typed (lower case); empty when no words did. */
  words: z.array(z.string()),
});

/**
 * POST /api/chat/ answer: v1's `descriptions` and `routeslugs`, and (added, api.md) what the reply means as data:
 * how urgent, which warning signs, whether it is crisis help, and what led to each suggestion. The added fields
 * are optional here, as a v1 client reads a reply; the embedded assistant always sends them (AssistantReply).
 */
export const chatReplySchema = z.object({
  descriptions: z.array(z.string()),
  routeslugs: z.array(z.string()),
  /** The highest urgency of the signs recognised (crisis help: `emergency`); `none` without a sign. */
  urgency: urgencySchema.optional(),
  /** The warning-sign ids recognised, as the catalogue names them. */
  signs: z.array(warningSignIdSchema).optional(),
  /** Whether the reply is crisis help (suicide, self-harm, harm to a child, violence now). */
  crisis: z.boolean().optional(),
  /** One per path of `routeslugs`, in the same order. */
  suggestions: z.array(chatSuggestionSchema).optional(),
  /**
   * The reply gives no path and is not crisis help, nor the answer to a message that is only a greeting or thanks,
   * nor to one sent with `aboutHealth`: the panel offers one tap to say the message is about a person's health
   * (sent again with `aboutHealth`), so no health message is left empty-handed.
   */
  asksAboutHealth: z.boolean().optional(),
});

export type ChatBody = z.infer<typeof chatBodySchema>;
export type ChatReply = z.infer<typeof chatReplySchema>;
export type ChatSuggestion = z.infer<typeof chatSuggestionSchema>;
/** A reply of the embedded assistant: every added field there. */
export type AssistantReply = Required<ChatReply>;
