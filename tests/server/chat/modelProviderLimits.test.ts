import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chatReplySchema } from '../../../schemas';
import { ModelProvider, readAtMost } from '../../../server/chat/modelProvider';
import { catalogueItems } from '../../../server/chat/recommender';
import { catalogue } from '../../helpers/fixtures';
import { longestModelTimeoutMs, readSettings, shutdownDeadlineMs } from '../../../server/settings';
import { postJson, startServer, type RunningServer } from '../../helpers/server';

// What the server takes from the model provider (issue 30, M2, M3, M7): no redirect is followed (the
// conversation would go to another host), an answer is read no further than its size limit, plain http only on
// this machine, and a model timeout inside the shutdown deadline.

let mode: 'redirect' | 'huge' = 'redirect';
let bytesSent = 0;
let elsewhereCalls = 0;

const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );

const elsewhere = createServer((request, response) => {
  elsewhereCalls += 1;
  request.resume();
  response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
});
let elsewhereUrl = '';

const provider = createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    if (mode === 'redirect') {
      response.writeHead(307, { location: `${elsewhereUrl}/v1/chat/completions` }).end();
      return;
    }
    // 20 MB of an answer that never ends in time, without a Content-Length: the reader must stop by itself.
    response.writeHead(200, { 'content-type': 'application/json' });
    const chunk = Buffer.alloc(64 * 1024, 'a');
    const write = () => {
      while (bytesSent < 20 * 1024 * 1024) {
        bytesSent += chunk.length;
        if (!response.write(chunk)) return void response.once('drain', write);
      }
      response.end();
    };
    response.on('error', () => undefined);
    write();
  });
});

let server: RunningServer;
beforeAll(async () => {
  elsewhereUrl = await listen(elsewhere);
  const providerUrl = await listen(provider);
  server = await startServer({
    chatModel: { url: `${providerUrl}/v1`, name: 'test-model', key: 'test-key', timeoutMs: 5000 },
  });
});
afterAll(async () => {
  await server.close();
  for (const stub of [provider, elsewhere]) {
    stub.closeAllConnections();
    await new Promise((resolve) => stub.close(resolve));
  }
});
beforeEach(() => {
  bytesSent = 0;
  elsewhereCalls = 0;
});

const ask = async () => {
  const response = await postJson(`${server.url}/api/chat/`, {
    conversationHistory: '',
    userInput: "I can't sleep",
  });
  expect(response.status).toBe(200);
  return chatReplySchema.parse(response.body);
};

describe('the model provider, held to its limits', () => {
  it('follows no redirect: the conversation goes nowhere else and the embedded recommender answers', async () => {
    const reply = await ask();
    expect(reply.routeslugs.length).toBeGreaterThan(0);
    expect(elsewhereCalls).toBe(0);
  });

  it('stops reading an answer at its size limit', async () => {
    mode = 'huge';
    const reply = await ask();
    expect(reply.routeslugs.length).toBeGreaterThan(0);
    // Give the provider a moment to notice the closed connection.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(bytesSent).toBeLessThan(4 * 1024 * 1024);
  });

  it('refuses an answer whose Content-Length is over the limit before reading it', async () => {
    const response = new Response('x'.repeat(10), {
      headers: { 'content-length': String(10 * 1024 * 1024) },
    });
    expect(await readAtMost(response, 64 * 1024)).toBeUndefined();
    expect(await readAtMost(new Response('{"a":1}'), 64 * 1024)).toBe('{"a":1}');
    expect(await readAtMost(new Response('x'.repeat(100)), 50)).toBeUndefined();
  });
});

describe('the model settings', () => {
  const model = (url: string, timeout?: string) =>
    readSettings({
      CHAT_MODEL_URL: url,
      CHAT_MODEL_NAME: 'small',
      ...(timeout ? { CHAT_MODEL_TIMEOUT_MS: timeout } : {}),
    }).chatModel;

  it('take https, and plain http only on this machine', () => {
    expect(model('https://models.example/v1')?.url).toBe('https://models.example/v1');
    expect(model('http://127.0.0.1:8080/v1')?.url).toBe('http://127.0.0.1:8080/v1');
    expect(model('http://localhost:8080/v1')?.url).toBe('http://localhost:8080/v1');
    expect(model('http://[::1]:8080/v1')?.url).toBe('http://[::1]:8080/v1');
    for (const url of [
      'http://models.example/v1',
      'http://10.0.0.5/v1',
      'ftp://models.example/',
      'file:///etc/x',
    ]) {
      expect(() => model(url), url).toThrow(/CHAT_MODEL_URL.*https/);
    }
  });

  it('keep the model timeout inside the shutdown deadline', () => {
    expect(longestModelTimeoutMs).toBeLessThan(shutdownDeadlineMs);
    expect(model('https://models.example/v1', String(longestModelTimeoutMs))?.timeoutMs).toBe(
      longestModelTimeoutMs,
    );
    expect(() => model('https://models.example/v1', '30000')).toThrow(/CHAT_MODEL_TIMEOUT_MS/);
  });
});

describe("the model's words", () => {
  const model = new ModelProvider(
    { url: 'https://models.example/v1', name: 'small', key: undefined, timeoutMs: 3000 },
    catalogueItems(catalogue),
  );
  const answer = (reply: string, why = 'It looks at sleep.') =>
    model.validate(JSON.stringify({ reply, suggestions: [{ path: '/tests/lifestyle-habits', why }] }), 'en');

  it('are used when they are plain words', () => {
    expect(answer('These may help with your sleep.').ok).toBe(true);
    expect(answer('Sleeping 7 to 9 hours a night helps; a PHQ-9 of 10 or more is worth a talk.').ok).toBe(
      true,
    );
  });

  it.each([
    '<img src=x onerror=alert(1)> call +1-900-SCAM',
    'Call 0722 123 456 today.',
    'Call +254722123456.',
    'See https://example.org/cure',
    'Visit www.cheap-pills.example',
    'Order at pills.com',
    'Write to help@clinic.ke',
  ])('are refused with a link, number or markup (the embedded recommender answers): %s', (reply) => {
    expect(answer(reply)).toEqual({ ok: false, reason: 'a link, number or markup' });
    expect(answer('Fine.', reply).ok).toBe(false);
  });
});
