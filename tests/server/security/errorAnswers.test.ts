import { once } from 'node:events';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../../schemas';
import { rawRequest } from '../../helpers/rawHttp';
import { postJson, useServer } from '../../helpers/server';

// Answers to requests the server cannot or will not take (issue 30: M1, M5, M9, M10, M11, M16 of the security
// review): each in the contract's error shape, with the security headers, and on time.

const server = useServer();
const securityHeaders = [
  'content-security-policy',
  'x-content-type-options',
  'x-frame-options',
  'permissions-policy',
];

function expectContractError(response: { headers: Record<string, string>; body: string }, code: string) {
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(apiErrorSchema.parse(JSON.parse(response.body)).error.code).toBe(code);
  for (const header of securityHeaders) expect(response.headers[header], header).toBeTruthy();
}

describe('answers before routing', () => {
  it('answers headers over 16 KB with 431 in the contract shape, with the security headers', async () => {
    const response = await rawRequest(server.url, `/api/config/?${'q=x&'.repeat(5000)}`);
    expect(response.status).toBe(431);
    expectContractError(response, 'headers_too_large');
  });

  it('answers a request Node cannot parse with 400 in the contract shape, with the security headers', async () => {
    const response = await rawRequest(server.url, '/categories', { method: 'TRACK' });
    expect(response.status).toBe(400);
    expectContractError(response, 'bad_request');
    const folded = await rawRequest(server.url, '/categories', { headers: { 'x-a': 'b\r\n c' } });
    expect(folded.status).toBe(400);
    expectContractError(folded, 'bad_request');
  });

  it('drops the obsolete interest-cohort from the Permissions-Policy', async () => {
    const response = await fetch(`${server.url}/api/config/`);
    expect(response.headers.get('permissions-policy')).not.toContain('interest-cohort');
    await response.arrayBuffer();
  });
});

describe('bodies the API will not read', () => {
  it.each(['gzip', 'br', 'deflate', 'x-bogus'])(
    'refuses a body with Content-Encoding %s: 415',
    async (coding) => {
      const response = await rawRequest(server.url, '/api/chat/', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-encoding': coding,
          'content-length': '46',
        },
        body: '{"conversationHistory":"","userInput":"hello"}',
      });
      expect(response.status).toBe(415);
      expect(response.headers['accept-encoding']).toBe('identity');
      expectContractError(response, 'unsupported_encoding');
    },
  );

  it.each(['utf-16', 'latin1', 'iso-8859-1'])(
    'refuses a body declared in charset %s: 415',
    async (charset) => {
      const response = await postJson(
        `${server.url}/api/chat/`,
        { conversationHistory: '', userInput: 'hello' },
        { 'content-type': `application/json; charset=${charset}` },
      );
      expect(response.status).toBe(415);
      expect(response.body).toMatchObject({ error: { code: 'unsupported_charset' } });
    },
  );

  it('still takes UTF-8, however it is written', async () => {
    for (const charset of ['utf-8', 'UTF-8', 'utf8', '"utf-8"']) {
      const response = await postJson(
        `${server.url}/api/chat/`,
        { conversationHistory: '', userInput: 'hello' },
        { 'content-type': `application/json; charset=${charset}` },
      );
      expect(response.status, charset).toBe(200);
    }
  });

  it('still takes a body marked identity', async () => {
    const response = await postJson(
      `${server.url}/api/chat/`,
      { conversationHistory: '', userInput: 'hello' },
      { 'content-encoding': 'identity' },
    );
    expect(response.status).toBe(200);
  });

  it.each(['\u200b\u200b', ' \u200d\ufeff ', '\u2060\u200e', '\u3164'])(
    'calls a message of invisible characters only blank: %j',
    async (userInput) => {
      const response = await postJson(`${server.url}/api/chat/`, { conversationHistory: '', userInput });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ error: { code: 'blank_message' } });
    },
  );
});

describe('slow connections', () => {
  it('closes a connection whose headers trickle in after the 10 s the setting says, not later', async () => {
    const { port } = new URL(server.url);
    const socket = net.connect(Number(port), '127.0.0.1');
    socket.on('error', () => undefined);
    await once(socket, 'connect');
    const started = Date.now();
    let answer = '';
    socket.on('data', (chunk) => (answer += String(chunk)));
    const ended = new Promise<number>((resolve) => socket.on('end', () => resolve(Date.now())));
    socket.write('GET /categories HTTP/1.1\r\nHost: x\r\n');
    const timer = setInterval(() => {
      if (!socket.destroyed && socket.writable) socket.write('x-slow: 1\r\n');
    }, 2000);
    const seconds = ((await ended) - started) / 1000;
    clearInterval(timer);
    socket.destroy();
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(seconds).toBeGreaterThanOrEqual(9.5);
    // Before the 15 s request timeout: it was the headers' 10 s that closed it (a busy machine checks late).
    expect(seconds).toBeLessThan(15);
  }, 45_000);
});
