import type { FastifyInstance } from 'fastify';
import { chatBodySchema, chatInputMaxLength, describeIssues } from '../../schemas';
import { Assistant } from '../chat/assistant';
import { ModelProvider } from '../chat/modelProvider';
import { sendError } from '../errors';
import type { Catalogue } from '../fixtures';
import type { Settings } from '../settings';

/**
 * POST /api/chat/ (api.md): the assistant. The embedded recommender answers unless settings name a model
 * provider; crisis words are always answered by the embedded rule, and the model's answer is used only when
 * it is valid. What the visitor typed is never logged.
 */
export function registerChatRoutes(app: FastifyInstance, catalogue: Catalogue, settings: Settings): void {
  const assistant = new Assistant(catalogue);
  const model = settings.chatModel
    ? new ModelProvider(settings.chatModel, assistant.recommender.items)
    : undefined;

  app.post('/api/chat/', async (request, reply) => {
    const parsed = chatBodySchema.safeParse(request.body);
    if (!parsed.success) {
      const input = (request.body as { userInput?: unknown } | null)?.userInput;
      if (typeof input === 'string' && input.length > chatInputMaxLength) {
        return sendError(
          reply,
          400,
          'message_too_long',
          `A message is at most ${chatInputMaxLength.toLocaleString('en')} characters.`,
        );
      }
      if (typeof input === 'string' && input.trim() === '') {
        return sendError(reply, 400, 'blank_message', 'A message cannot be blank.');
      }
      const problems = describeIssues(parsed.error).slice(0, 3).join('; ');
      return sendError(reply, 400, 'invalid_body', `The message is not in the expected shape: ${problems}.`);
    }

    const understanding = assistant.understand(parsed.data);
    const crisis = understanding.crisisNow.length > 0 || understanding.crisisEarlier.length > 0;
    if (model && !crisis) {
      const answer = await model.choose(parsed.data, understanding.language);
      if (answer.ok) return answer.reply;
      request.log.warn({ reason: answer.reason }, 'chat model not used; the embedded recommender answered');
    }
    return assistant.compose(understanding);
  });
}
