import { z } from 'zod';
import type { ChatBody, ChatReply } from '../../schemas';
import type { ChatModelSettings } from '../settings';
import type { Language } from './language';
import type { CatalogueItem } from './recommender';
import { suggestionName } from './replies';

/**
 * An optional OpenAI-compatible chat model that chooses among the catalogue's paths. It is asked only when
 * the settings name it, never for a crisis (the embedded rule answers those), and its answer is used only
 * when every path it names is in the catalogue; any error, timeout or invalid answer returns a failure so
 * that the embedded recommender answers instead.
 */

export type ModelAnswer = { ok: true; reply: ChatReply } | { ok: false; reason: string };

const maxSuggestions = 4;
const maxResponseBytes = 64 * 1024;

/**
 * What the model's words may not carry: a web address, an e-mail address, a phone number (7 or more digits,
 * spaces and dashes between) or markup. The visitor would read it on a health site as ours; the site's own
 * texts give every address and number (the crisis lines come only from the catalogue).
 */
const notOurs =
  /https?:|www\.|\b[\w.-]+\.(?:com|net|org|info|biz|io|co|ke|ly|me)\b|@[\w-]+\.|\+?\d(?:[\s-]?\d){6,}|<\/?[a-z!]/i;

const answerSchema = z.object({
  reply: z.string().trim().min(1).max(1000),
  suggestions: z
    .array(z.object({ path: z.string(), why: z.string().trim().min(1).max(400) }))
    .max(maxSuggestions),
});

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});

function endpoint(url: string): string {
  const base = url.replace(/\/+$/, '');
  return base.endsWith('/chat/completions') ? base : `${base}/chat/completions`;
}

export class ModelProvider {
  private readonly byPath: Map<string, CatalogueItem>;
  private readonly systemPrompt: string;
  private readonly responseFormat: object;

  constructor(
    private readonly settings: ChatModelSettings,
    items: readonly CatalogueItem[],
  ) {
    this.byPath = new Map(items.map((item) => [item.path, item]));
    const paths = items.map((item) => item.path);
    this.systemPrompt = [
      'You are the assistant of a Kenyan health self-screening website. From what the visitor writes',
      '(English, Kiswahili, Sheng or a mix), choose the screening tests and services below that fit best,',
      `best first, at most ${maxSuggestions}. Choose only paths from the list; never invent one.`,
      'Never diagnose and never name a condition the visitor has: a screening test is not a diagnosis.',
      'If the words are not about health, choose none and ask for a health concern or goal. Answer a',
      'greeting with a greeting and the same question. Write "reply" (one or two short sentences) and each',
      '"why" (one sentence on why it fits) in the language the visitor used: English, or Kiswahili for',
      'Kiswahili and Sheng.',
      '',
      'Catalogue:',
      ...items.map((item) =>
        item.kind === 'test'
          ? `${item.path}: ${item.card.informalTitle}. ${item.card.description}`
          : `${item.path}: ${item.service.title}. ${item.service.description}`,
      ),
    ].join('\n');
    this.responseFormat = {
      type: 'json_schema',
      json_schema: {
        name: 'kipimo_suggestions',
        strict: true,
        schema: {
          type: 'object',
          additionalProperties: false,
          required: ['reply', 'suggestions'],
          properties: {
            reply: { type: 'string' },
            suggestions: {
              type: 'array',
              maxItems: maxSuggestions,
              items: {
                type: 'object',
                additionalProperties: false,
                required: ['path', 'why'],
                properties: { path: { type: 'string', enum: paths }, why: { type: 'string' } },
              },
            },
          },
        },
      },
    };
  }

  async choose({ conversationHistory, userInput }: ChatBody, language: Language): Promise<ModelAnswer> {
    let response: Response;
    try {
      response = await fetch(endpoint(this.settings.url), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(this.settings.key ? { authorization: `Bearer ${this.settings.key}` } : {}),
        },
        body: JSON.stringify({
          model: this.settings.name,
          temperature: 0,
          max_tokens: 700,
          response_format: this.responseFormat,
          messages: [
            { role: 'system', content: this.systemPrompt },
            {
              role: 'user',
              content: `Earlier in the conversation: ${conversationHistory || '(nothing)'}\n\nNew message: ${userInput}`,
            },
          ],
        }),
        signal: AbortSignal.timeout(this.settings.timeoutMs),
        // The conversation goes to the configured provider only: never on to wherever it redirects.
        redirect: 'manual',
      });
    } catch (error) {
      const name = (error as Error).name;
      return {
        ok: false,
        reason: name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'unreachable',
      };
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      const redirect = response.status >= 300 && response.status < 400;
      return { ok: false, reason: redirect ? 'redirect refused' : `status ${response.status}` };
    }
    let content: string;
    try {
      const text = await readAtMost(response, maxResponseBytes);
      if (text === undefined) return { ok: false, reason: 'answer too large' };
      const completion = completionSchema.safeParse(JSON.parse(text));
      if (!completion.success) return { ok: false, reason: 'not a chat completion' };
      content = completion.data.choices[0]!.message.content;
    } catch (error) {
      const name = (error as Error).name;
      return { ok: false, reason: name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'not JSON' };
    }
    return this.validate(content, language);
  }

  /** The model's answer as a reply, or why it cannot be used. */
  validate(content: string, language: Language): ModelAnswer {
    let parsed: unknown;
    try {
      parsed = JSON.parse(content);
    } catch {
      return { ok: false, reason: 'answer not JSON' };
    }
    const answer = answerSchema.safeParse(parsed);
    if (!answer.success) return { ok: false, reason: 'answer not in the asked shape' };
    const texts = [answer.data.reply, ...answer.data.suggestions.map((suggestion) => suggestion.why)];
    if (texts.some((text) => notOurs.test(text))) return { ok: false, reason: 'a link, number or markup' };
    const paths = answer.data.suggestions.map((suggestion) => suggestion.path);
    if (new Set(paths).size !== paths.length) return { ok: false, reason: 'a path named twice' };
    const items = paths.map((path) => this.byPath.get(path));
    if (items.some((item) => item === undefined)) return { ok: false, reason: 'a path not in the catalogue' };
    return {
      ok: true,
      reply: {
        descriptions: [
          answer.data.reply,
          ...answer.data.suggestions.map(
            (suggestion, index) => `${suggestionName(items[index]!, language)}: ${suggestion.why}`,
          ),
        ],
        routeslugs: paths,
      },
    };
  }
}

/**
 * The body as text, or undefined once it passes `limit` bytes: reading stops there (the rest is never held
 * in memory), and a Content-Length over the limit is refused before any of it is read.
 */
export async function readAtMost(response: Response, limit: number): Promise<string | undefined> {
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (declared > limit || !response.body) {
    await response.body?.cancel().catch(() => undefined);
    return declared > limit ? undefined : '';
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return undefined;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
