import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiErrorSchema, chatBodySchema, chatReplySchema } from '../../../schemas';
import { Assistant } from '../../../server/chat/assistant';
import { catalogue } from '../../helpers/fixtures';
import { postJson, startServer, type RunningServer } from '../../helpers/server';

/**
 * Crisis help that no setting, no earlier reply and no figure of speech can switch off or on by mistake,
 * and the chat route's 400 answers taken from the schema's own wording.
 */

const assistant = new Assistant(catalogue);
const ask = (userInput: string, conversationHistory = '') =>
  assistant.reply({ conversationHistory, userInput });
const crisisLine = /1199/;
/** The reply's own words, before the one description per suggested path. */
const messageOf = (reply: { descriptions: string[]; routeslugs: string[] }) =>
  reply.descriptions.slice(0, reply.descriptions.length - reply.routeslugs.length).join(' ');

/** A fake OpenAI-compatible model on loopback that always answers validly, with no crisis lines. */
let modelCalls = 0;
const fakeModel: Server = createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    modelCalls += 1;
    const content = JSON.stringify({
      reply: 'These may help.',
      suggestions: [{ path: '/tests/depression', why: 'It looks at low mood.' }],
    });
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
  });
});

let withModel: RunningServer;
let plain: RunningServer;
beforeAll(async () => {
  await new Promise<void>((resolve) => fakeModel.listen(0, '127.0.0.1', resolve));
  const port = (fakeModel.address() as AddressInfo).port;
  withModel = await startServer({
    chatModel: { url: `http://127.0.0.1:${port}/v1`, name: 'test-model', key: undefined, timeoutMs: 1000 },
  });
  plain = await startServer();
});
afterAll(async () => {
  await withModel.close();
  await plain.close();
  fakeModel.closeAllConnections();
  await new Promise((resolve) => fakeModel.close(resolve));
});
beforeEach(() => {
  modelCalls = 0;
});

const post = async (server: RunningServer, userInput: string) => {
  const response = await postJson(`${server.url}/api/chat/`, { conversationHistory: '', userInput });
  expect(response.status).toBe(200);
  return chatReplySchema.parse(response.body);
};

describe('the safety net with a chat model configured', () => {
  it('still asks the model about ordinary health words', async () => {
    const reply = await post(withModel, 'I worry all the time and cannot relax');
    expect(modelCalls).toBe(1);
    expect(reply.descriptions[0]).toBe('These may help.');
  });

  it('answers a depressed mood itself, with the crisis lines gently first, and never asks the model', async () => {
    const embedded = await post(plain, 'I feel sad and hopeless');
    expect(messageOf(embedded)).toMatch(crisisLine);
    expect(embedded.routeslugs[0]).toBe('/tests/depression');
    expect(await post(withModel, 'I feel sad and hopeless')).toEqual(embedded);
    expect(modelCalls).toBe(0);
  });

  it.each(['I feel like dying', 'nimekuwa nikifikiria kufa kila siku'])(
    'answers "%s" with the crisis lines first, without the model, as the embedded assistant does',
    async (words) => {
      const embedded = await post(plain, words);
      expect(messageOf(embedded)).toMatch(crisisLine);
      expect(embedded.routeslugs[0]).toBe('/services/talk-to-a-therapist');
      const reply = await post(withModel, words);
      expect(reply).toEqual(embedded);
      expect(modelCalls).toBe(0);
    },
  );
});

describe('the gentle net over HTTP', () => {
  it('answers a message the model only suspects with the lines first, without the model', async () => {
    // No rule raises it and the model is not sure, but suspects a crisis (crisis-policy.json, model-low).
    const words = 'I think about dying every night, I am so afraid';
    const embedded = await post(plain, words);
    expect(embedded.descriptions[0]).toMatch(crisisLine);
    expect(embedded.routeslugs).toContain('/services/talk-to-a-therapist');
    expect(await post(withModel, words)).toEqual(embedded);
    expect(modelCalls).toBe(0);
  });
});

describe('the assistant does not mistake its own safety net for the visitor’s words', () => {
  it.each([
    ['Kiswahili', 'nasoma sana kuhusu kufa siku hizi', 'asante sana'],
    ['English', 'I keep reading about dying and I cannot stop', 'I cannot sleep at night'],
  ])('gives no crisis reminder after its %s safety net', (_language, harmWords, next) => {
    const first = ask(harmWords);
    expect(first.descriptions[0]).toMatch(crisisLine);
    const history = `${harmWords} ${first.descriptions.join(' ')}`;
    const understanding = assistant.understand({ conversationHistory: history, userInput: next });
    expect(understanding.crisisEarlier).toEqual([]);
    expect(ask(next, history).descriptions.join(' ')).not.toMatch(crisisLine);
  });

  it('still reminds of crisis help after the visitor’s own crisis words earlier', () => {
    const first = ask('nataka kujiua');
    const history = `nataka kujiua ${first.descriptions.join(' ')}`;
    expect(ask('asante sana', history).descriptions[0]).toMatch(crisisLine);
  });
});

describe('figures of speech that end in a harm word', () => {
  it.each(['posting that would be career suicide', 'wearing that to school is social suicide'])(
    'gives "%s" no safety net and no crisis',
    (words) => {
      const understanding = assistant.understand({ conversationHistory: '', userInput: words });
      expect(understanding.crisisNow).toEqual([]);
      expect(understanding.harmMentioned).toBe(false);
      expect(ask(words).descriptions.join(' ')).not.toMatch(crisisLine);
    },
  );

  it('still gives crisis help for harm words outside the figure', () => {
    const harm = 'quitting would be career suicide and lately I keep reading about dying';
    expect(assistant.understand({ conversationHistory: '', userInput: harm }).harmMentioned).toBe(true);
    expect(ask(harm).descriptions[0]).toMatch(crisisLine);
    const crisis = 'that was social suicide and now I think about suicide every day';
    expect(assistant.understand({ conversationHistory: '', userInput: crisis }).crisisNow).not.toEqual([]);
    expect(ask(crisis).descriptions.join(' ')).toMatch(crisisLine);
  });
});

describe('POST /api/chat/ 400 answers', () => {
  const tooLong = 'A message is at most 2,000 characters.';
  const blank = 'A message cannot be blank.';
  it.each<[string, unknown, string, string | RegExp]>([
    [
      'a message over the limit',
      { conversationHistory: '', userInput: 'a'.repeat(2001) },
      'message_too_long',
      tooLong,
    ],
    [
      'a blank message over the limit',
      { conversationHistory: '', userInput: ' '.repeat(2001) },
      'message_too_long',
      tooLong,
    ],
    ['a blank message', { conversationHistory: '', userInput: '  \n ' }, 'blank_message', blank],
    ['an empty message without history', { userInput: '' }, 'blank_message', blank],
    [
      'history that is not text',
      { conversationHistory: 7, userInput: 'hi' },
      'invalid_body',
      /^The message is not in the expected shape: conversationHistory: /,
    ],
    [
      'history over its limit',
      { conversationHistory: 'x'.repeat(20_001), userInput: 'hi' },
      'invalid_body',
      /conversationHistory/,
    ],
  ])('refuses %s', async (_name, body, code, message) => {
    const response = await postJson(`${plain.url}/api/chat/`, body);
    expect(response.status).toBe(400);
    const { error } = apiErrorSchema.parse(response.body);
    expect(error.code).toBe(code);
    expect(error.message).toMatch(message);
  });

  it('words each limit as the schema states it, so the rule and its wording live in one place', () => {
    const issueMessage = (userInput: string) =>
      chatBodySchema.safeParse({ conversationHistory: '', userInput }).error?.issues[0]?.message;
    expect(issueMessage('a'.repeat(2001))).toBe(tooLong);
    expect(issueMessage(' ')).toBe(blank);
  });
});
