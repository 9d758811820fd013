import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { apiErrorSchema } from '../../schemas';
import { buildApp } from '../../server/app';
import { readSettings, type Settings } from '../../server/settings';
import type { Catalogue } from '../../server/fixtures';
import type { Pages } from '../../server/pages';
import type { StaticSite } from '../../server/static';
import { catalogue } from './fixtures';

export interface ServerOptions {
  site?: StaticSite;
  pages?: Pages;
  catalogue?: Catalogue;
  /** Where the log lines go (with a logLevel override in the settings); see `captureLog`. */
  logStream?: NodeJS.WritableStream;
}

export interface RunningServer {
  app: FastifyInstance;
  url: string;
  close: () => Promise<void>;
}

/** Starts the real server on a free loopback port; API tests talk to it over HTTP. */
export async function startServer(
  overrides: Partial<Settings> = {},
  options: ServerOptions = {},
): Promise<RunningServer> {
  const settings = { ...readSettings({ LOG_LEVEL: 'silent' }), ...overrides };
  // A test may serve its own catalogue (the licensed MBI fixture, for example) instead of the built-in one.
  const app = buildApp({ settings, catalogue, ...options });
  await app.listen({ port: 0, host: '127.0.0.1' });
  // What the server builds once it listens (the assistant, the renderer) is built before the tests, as before.
  await app.warm();
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('The server has no port.');
  return { app, url: `http://127.0.0.1:${address.port}`, close: () => app.close() };
}

export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  };
}

/**
 * One real server for the tests of a file (or of the describe it is called in): started before them and
 * closed after them. Call at the top level or in a describe; read `url` inside the tests.
 */
export function useServer(overrides: Partial<Settings> = {}, options: ServerOptions = {}) {
  let server: RunningServer | undefined;
  beforeAll(async () => {
    server = await startServer(overrides, options);
  });
  afterAll(() => server?.close());
  return {
    get url(): string {
      if (!server) throw new Error('The server is not running yet: read url inside a test.');
      return server.url;
    },
    /** The running app (its Node server's settings, for a test that reads or narrows them). */
    get app(): RunningServer['app'] {
      if (!server) throw new Error('The server is not running yet: read app inside a test.');
      return server.app;
    },
  };
}

/** The two calls the web app makes for one test code: its configuration and the scoring of its answers. */
export function instrumentApi(server: { readonly url: string }, testCode: string) {
  const headers = { 'x-test-code': testCode };
  return {
    headers,
    config: () => fetch(`${server.url}/api/config/`, { headers }),
    interpret: (scores: unknown) => postJson(`${server.url}/api/interpret/`, { scores }, headers),
  };
}

/**
 * An error answer as the contract fixes it (design/api.md): the status (400 unless told), exactly
 * `{ error: { code, message } }` with a snake_case code, and a message a person can read, never a stack trace.
 */
export function expectApiError(
  response: { status: number; body: unknown },
  code: string,
  options: { status?: number; message?: RegExp } = {},
) {
  expect(response.status).toBe(options.status ?? 400);
  expect(response.body).toEqual({ error: { code, message: expect.any(String) } });
  const { message } = apiErrorSchema.parse(response.body).error;
  expect(message).not.toMatch(/at .*\.ts:\d+/);
  if (options.message) expect(message).toMatch(options.message);
}

/** A log destination whose lines a test can read, each parsed from its JSON. */
export function captureLog() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { lines, stream };
}
