import { z } from 'zod';
import { chatHistoryMaxLength, chatInputMaxLength } from './values';

export { chatHistoryMaxLength, chatInputMaxLength } from './values';

/** POST /api/chat/ body (api.md). */
export const chatBodySchema = z.object({
  conversationHistory: z.string().max(chatHistoryMaxLength),
  userInput: z
    .string()
    .max(chatInputMaxLength, `A message is at most ${chatInputMaxLength.toLocaleString('en')} characters.`)
    .refine((text) => text.trim().length > 0, 'A message cannot be blank.'),
});

export const chatReplySchema = z.object({
  descriptions: z.array(z.string()),
  routeslugs: z.array(z.string()),
});

export type ChatBody = z.infer<typeof chatBodySchema>;
export type ChatReply = z.infer<typeof chatReplySchema>;
