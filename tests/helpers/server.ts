import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { readSettings, type Settings } from '../../server/settings';
import type { Catalogue } from '../../server/fixtures';
import type { StaticSite } from '../../server/static';
import { catalogue } from './fixtures';

export interface RunningServer {
  app: FastifyInstance;
  url: string;
  close: () => Promise<void>;
}

/** Starts the real server on a free loopback port; API tests talk to it over HTTP. */
export async function startServer(
  overrides: Partial<Settings> = {},
  options: { site?: StaticSite; catalogue?: Catalogue } = {},
): Promise<RunningServer> {
  const settings = { ...readSettings({ LOG_LEVEL: 'silent' }), ...overrides };
  // A test may serve its own catalogue (the licensed MBI fixture, for example) instead of the built-in one.
  const app = buildApp({ settings, catalogue, ...options });
  await app.listen({ port: 0, host: '127.0.0.1' });
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
