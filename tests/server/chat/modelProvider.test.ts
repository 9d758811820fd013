import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chatReplySchema } from '../../../schemas';
import { readSettings } from '../../../server/settings';
import { postJson, startServer, type RunningServer } from '../../helpers/server';

/** A fake OpenAI-compatible endpoint on loopback, answering as each test asks. */
type Behaviour = 'good' | 'invalid-path' | 'slow' | 'error' | 'not-json' | 'bad-shape';
let behaviour: Behaviour = 'good';
const received: { headers: IncomingMessage['headers']; body: Record<string, unknown> }[] = [];

function completion(content: unknown) {
  return JSON.stringify({
    id: 'chatcmpl-test',
    object: 'chat.completion',
    choices: [
      { index: 0, message: { role: 'assistant', content: JSON.stringify(content) }, finish_reason: 'stop' },
    ],
  });
}

const fake: Server = createServer((request, response) => {
  let raw = '';
  request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
  request.on('end', () => {
    received.push({ headers: request.headers, body: JSON.parse(raw) as Record<string, unknown> });
    const send = (status: number, body: string) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(body);
    };
    if (request.url !== '/v1/chat/completions') return send(404, '{}');
    switch (behaviour) {
      case 'good':
        return send(
          200,
          completion({
            reply: 'These may help with your sleep.',
            suggestions: [
              { path: '/tests/lifestyle-habits', why: 'It looks at sleep among your habits.' },
              { path: '/services/talk-to-a-doctor', why: 'A doctor can look at long sleep troubles.' },
            ],
          }),
        );
      case 'invalid-path':
        return send(
          200,
          completion({ reply: 'Try this.', suggestions: [{ path: '/tests/sleep-apnoea', why: 'Sleep.' }] }),
        );
      case 'bad-shape':
        return send(200, completion({ answer: 'no reply field' }));
      case 'not-json':
        return send(
          200,
          JSON.stringify({ choices: [{ message: { content: 'Sure! Take the sleep test.' } }] }),
        );
      case 'error':
        return send(500, '{"error":{"message":"overloaded"}}');
      case 'slow':
        // Never answers (afterAll closes the connection): a reply can only come from the provider's timeout,
        // however slowly the machine runs, so the test needs no bound on its own time.
        return;
    }
  });
});

let server: RunningServer;
let fakeUrl: string;
beforeAll(async () => {
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/v1`;
  server = await startServer({
    chatModel: { url: fakeUrl, name: 'test-model', key: 'test-key', timeoutMs: 300 },
  });
});
afterAll(async () => {
  await server.close();
  fake.closeAllConnections();
  await new Promise((resolve) => fake.close(resolve));
});
beforeEach(() => {
  received.length = 0;
  behaviour = 'good';
});

const ask = async (userInput: string, conversationHistory = '') => {
  const response = await postJson(`${server.url}/api/chat/`, { conversationHistory, userInput });
  expect(response.status).toBe(200);
  return chatReplySchema.parse(response.body);
};

describe('the optional model provider', () => {
  it('never answers the tap saying a message is about health: the embedded assistant, which asked, does', async () => {
    const response = await postJson(`${server.url}/api/chat/`, {
      conversationHistory: '',
      userInput: 'how do I make chapati soft',
      aboutHealth: true,
    });
    const reply = chatReplySchema.parse(response.body);
    expect(received).toHaveLength(0);
    // The general offer: the doctor among the checks, and no words quoted (none led to it).
    expect(reply.routeslugs).toContain('/services/talk-to-a-doctor');
    expect(reply.suggestions?.every((entry) => entry.words.length === 0)).toBe(true);
  });

  it('asks the model with structured output limited to the catalogue paths, and uses a valid answer', async () => {
    const reply = await ask("I can't sleep");
    expect(reply).toEqual({
      descriptions: [
        'These may help with your sleep.',
        'Lifestyle Habits Screening Test: It looks at sleep among your habits.',
        'Talk to a Doctor: A doctor can look at long sleep troubles.',
      ],
      routeslugs: ['/tests/lifestyle-habits', '/services/talk-to-a-doctor'],
      // The model chose the paths: no words of the visitor are known to have led to them.
      urgency: 'none',
      signs: [],
      crisis: false,
      suggestions: [
        { path: '/tests/lifestyle-habits', words: [] },
        { path: '/services/talk-to-a-doctor', words: [] },
      ],
      asksAboutHealth: false,
    });
    expect(received).toHaveLength(1);
    const [call] = received;
    expect(call!.headers.authorization).toBe('Bearer test-key');
    expect(call!.body.model).toBe('test-model');
    const format = call!.body.response_format as { type: string; json_schema: { schema: unknown } };
    expect(format.type).toBe('json_schema');
    const enumPaths = JSON.stringify(format.json_schema.schema);
    expect(enumPaths).toContain('/tests/depression');
    expect(enumPaths).toContain('/services/talk-to-a-therapist');
    expect(JSON.stringify(call!.body.messages)).toContain("I can't sleep");
  });

  it.each<[Behaviour, string]>([
    ['invalid-path', 'a path the catalogue lacks'],
    ['bad-shape', 'an answer not in the asked shape'],
    ['not-json', 'an answer that is not JSON'],
    ['error', 'a 500'],
    ['slow', 'a timeout'],
  ])('falls back to the embedded recommender on %s (%s)', async (mode) => {
    behaviour = mode;
    const reply = await ask('I worry all the time and cannot relax');
    expect(received).toHaveLength(1);
    expect(reply.routeslugs[0]).toBe('/tests/anxiety');
    expect(reply.routeslugs).not.toContain('/tests/sleep-apnoea');
  });

  it('keeps the crisis rule in front: crisis words never go to the model', async () => {
    const reply = await ask('I want to end my life');
    expect(received).toHaveLength(0);
    expect(reply.routeslugs[0]).toBe('/services/talk-to-a-therapist');
    expect(reply.descriptions.join(' ')).toMatch(/1199/);
  });

  it('keeps a warning sign with the embedded assistant: its urgency and action come from the catalogue', async () => {
    const reply = await ask('I have crushing chest pain right now');
    expect(received).toHaveLength(0);
    expect(reply).toMatchObject({ urgency: 'emergency', crisis: false });
    expect(reply.signs).toContain('chest-pain');
    expect(reply.routeslugs[0]).toBe('/services/talk-to-a-doctor');
  });

  it('sends nothing anywhere without the settings', async () => {
    const plain = await startServer();
    try {
      const response = await postJson(`${plain.url}/api/chat/`, {
        conversationHistory: '',
        userInput: "I can't sleep",
      });
      expect(response.status).toBe(200);
      expect(received).toHaveLength(0);
    } finally {
      await plain.close();
    }
  });
});

describe('the model provider settings', () => {
  it('are off unless CHAT_MODEL_URL and CHAT_MODEL_NAME are both set; the timeout defaults to 3 s', () => {
    expect(readSettings({}).chatModel).toBeUndefined();
    expect(
      readSettings({
        CHAT_MODEL_URL: 'https://models.example/v1',
        CHAT_MODEL_NAME: 'small',
        CHAT_MODEL_KEY: 'k',
      }).chatModel,
    ).toEqual({ url: 'https://models.example/v1', name: 'small', key: 'k', timeoutMs: 3000 });
  });

  it('stop the start when only one of URL and name is set, or the timeout is not a number', () => {
    expect(() => readSettings({ CHAT_MODEL_URL: 'https://models.example/v1' })).toThrow(/CHAT_MODEL_NAME/);
    expect(() => readSettings({ CHAT_MODEL_NAME: 'small' })).toThrow(/CHAT_MODEL_URL/);
    expect(() => readSettings({ CHAT_MODEL_URL: 'not a url', CHAT_MODEL_NAME: 'small' })).toThrow(
      /CHAT_MODEL_URL/,
    );
    expect(() => readSettings({ CHAT_MODEL_TIMEOUT_MS: 'soon' })).toThrow(/CHAT_MODEL_TIMEOUT_MS/);
  });
});
