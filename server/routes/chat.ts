import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { chatBodySchema, describeIssues } from '../../schemas';
import { Assistant, callsForCrisisHelp, offersTap, warningSigns } from '../chat/assistant';
import { crisisModelFor } from '../chat/crisisExemplars';
import { defaultKnowledge } from '../chat/knowledge';
import { ModelProvider } from '../chat/modelProvider';
import { sendError } from '../errors';
import type { Catalogue } from '../fixtures';
import type { Settings } from '../settings';

/**
 * The userInput rules of chatBodySchema that have their own error code (api.md); the schema words them.
 * Any other problem with the body is invalid_body.
 */
const inputErrorCodes: [issue: z.core.$ZodIssue['code'], errorCode: string][] = [
  ['too_big', 'message_too_long'],
  ['custom', 'blank_message'],
];

/** Only white space, format characters (zero-width spaces and joiners, BOM, direction marks) and fillers. */
const invisibleOnly = /^[\s\p{Cf}\u115f\u1160\u2800\u3164\uffa0]*$/u;

/**
 * POST /api/chat/ (api.md): the assistant. The embedded recommender answers unless settings name a model
 * provider; anything calling for crisis help or naming a warning sign is always answered by the embedded rule
 * (its urgency and action come from the warning-sign catalogue), and the model's answer is used only when it
 * is valid. What the visitor typed is never logged.
 */
export function registerChatRoutes(
  app: FastifyInstance,
  catalogue: Catalogue,
  settings: Settings,
): () => Promise<void> {
  // Built off the start path (issue 32): by the returned warm-up, which the app runs once it listens
  // (app.ts), or by the first message if one comes sooner. Either way the first reply is the whole assistant's.
  let model: ModelProvider | undefined;
  const build = () => {
    const assistant = assistantFor(catalogue);
    if (settings.chatModel && !model)
      model = new ModelProvider(settings.chatModel, assistant.recommender.items);
    return { assistant, model };
  };
  let warm: Promise<void> | undefined;

  app.post('/api/chat/', async (request, reply) => {
    const parsed = chatBodySchema.safeParse(request.body);
    if (!parsed.success) {
      const { issues } = parsed.error;
      for (const [issueCode, errorCode] of inputErrorCodes) {
        const issue = issues.find(
          (candidate) =>
            candidate.code === issueCode && candidate.path.length === 1 && candidate.path[0] === 'userInput',
        );
        if (issue) return sendError(reply, 400, errorCode, issue.message);
      }
      const problems = describeIssues(parsed.error).slice(0, 3).join('; ');
      return sendError(reply, 400, 'invalid_body', `The message is not in the expected shape: ${problems}.`);
    }

    // Blank as a person sees it: zero-width and other invisible characters write nothing either.
    if (invisibleOnly.test(parsed.data.userInput)) {
      return sendError(reply, 400, 'blank_message', 'A message cannot be blank.');
    }
    const { assistant, model } = build();
    const understanding = assistant.understand(parsed.data);
    // The visitor's "it is about health" is answered by the embedded assistant, which knows what it asked.
    const modelMayAnswer =
      !understanding.toldHealth &&
      !callsForCrisisHelp(understanding) &&
      warningSigns(understanding).length === 0;
    if (model && modelMayAnswer) {
      const answer = await model.choose(parsed.data, understanding.language);
      // The model chose paths; no words of the visitor are known to have led to them.
      if (answer.ok) {
        const { routeslugs } = answer.reply;
        const suggestions = routeslugs.map((path) => ({ path, words: [] }));
        const reply = { ...answer.reply, urgency: 'none' as const, signs: [], crisis: false, suggestions };
        return { ...reply, asksAboutHealth: offersTap(understanding, reply) };
      }
      request.log.warn({ reason: answer.reason }, 'chat model not used; the embedded recommender answered');
    }
    return assistant.compose(understanding);
  });

  return () => {
    warm ??= warmAssistant(catalogue).then(() => {
      build();
    });
    return warm;
  };
}

/** One assistant per catalogue in a process: servers started from one catalogue (tests start many) share it. */
const assistants = new WeakMap<Catalogue, Assistant>();

function assistantFor(catalogue: Catalogue): Assistant {
  let assistant = assistants.get(catalogue);
  if (!assistant) {
    assistant = new Assistant(catalogue);
    assistants.set(catalogue, assistant);
  }
  return assistant;
}

/**
 * Builds the assistant in three steps with a turn of the event loop before each, so that requests which come
 * meanwhile are answered between steps rather than after the whole build: the knowledge (its files parsed and
 * checked), the crisis model, then the rest. Each step keeps what it made for the next (knowledge.ts and
 * crisisExemplars.ts keep one of each per process).
 */
async function warmAssistant(catalogue: Catalogue): Promise<void> {
  const steps = [
    () => defaultKnowledge(),
    () => crisisModelFor(defaultKnowledge()),
    () => assistantFor(catalogue),
  ];
  for (const step of steps) {
    await new Promise((resolve) => setImmediate(resolve));
    step();
  }
}
