import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { readSettings } from '../../server/settings';
import { StaticSite } from '../../server/static';
import { catalogue, chooseScores, fixtureByCode } from '../helpers/fixtures';
import { captureLog, postJson, startServer, type RunningServer } from '../helpers/server';
import { makeSiteDir } from '../helpers/site';

let server: RunningServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const phq9 = fixtureByCode('MH-001');
const answers = chooseScores(phq9, new Array<number>(10).fill(0));

describe('security headers', () => {
  it('are on every kind of response: API, error, app shell and asset', async () => {
    server = await startServer(
      { schedulingUrl: 'https://calendly.example/kipimo/30min' },
      { site: new StaticSite(makeSiteDir()) },
    );
    for (const path of [
      '/healthz',
      '/api/nothing',
      '/categories',
      '/no-such-page',
      '/assets/index-abc123.js',
      '/%E0%A4%A',
    ]) {
      const response = await fetch(`${server.url}${path}`);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("script-src 'self'");
      expect(csp, path).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp, path).toContain('frame-src https://calendly.example');
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('permissions-policy'), path).toContain('camera=()');
      expect(response.headers.get('strict-transport-security'), path).toBeNull();
      // helmet's defaults besides ours.
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
      expect(response.headers.get('cross-origin-opener-policy'), path).toBe('same-origin');
      expect(response.headers.get('cross-origin-resource-policy'), path).toBe('same-origin');
      expect(response.headers.get('origin-agent-cluster'), path).toBe('?1');
    }
  });

  it('let the content preview frame its own pages, and only there', async () => {
    server = await startServer({ contentPreview: true });
    const response = await fetch(`${server.url}/healthz`);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(response.headers.get('content-security-policy')).toMatch(/frame-src 'self' https:\/\/kipimo/);
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it("frames the main site's scheduling page by default, like the web app", () => {
    const settings = readSettings({ MAIN_SITE_URL: 'https://provider.example' });
    expect(settings.schedulingUrl).toBe('https://provider.example/schedule/virtual-consultation');
    expect(readSettings({ MAIN_SITE_URL: 'https://provider.example/' }).schedulingUrl).toBe(
      'https://provider.example/schedule/virtual-consultation',
    );
  });

  it('refuses a scheduling address that is not one, instead of silently framing nothing', () => {
    expect(() => readSettings({ SCHEDULING_URL: 'provider.example/schedule' })).toThrow(/SCHEDULING_URL/);
    expect(readSettings({ SCHEDULING_URL: '' }).schedulingUrl).toBe('');
  });

  it('frames nothing when the scheduling embed is turned off', async () => {
    server = await startServer({ schedulingUrl: '' });
    const response = await fetch(`${server.url}/healthz`);
    expect(response.headers.get('content-security-policy')).toContain("frame-src 'none'");
  });

  it('adds Strict-Transport-Security when served over HTTPS behind a trusted proxy', async () => {
    server = await startServer({ trustProxy: true });
    const secure = await fetch(`${server.url}/healthz`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(secure.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('rate limits', () => {
  it('answer 429 with Retry-After past the limit per address, on interpret', async () => {
    server = await startServer({ rateLimitPerMinute: 3 });
    const statuses = [];
    for (let index = 0; index < 4; index += 1) {
      const response = await postJson(
        `${server.url}/api/interpret/`,
        { scores: answers },
        { 'x-test-code': 'MH-001' },
      );
      statuses.push(response.status);
      if (response.status === 429) {
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
        expect(response.body).toMatchObject({ error: { code: 'too_many_requests' } });
      }
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await fetch(`${server.url}/api/config/`, { headers: { 'x-test-code': 'MH-001' } })).status).toBe(
      200,
    );
  });

  it('count chat on its own: a spent interpret window does not stop chat, which then has its own limit', async () => {
    server = await startServer({ rateLimitPerMinute: 2 });
    const interpret = () =>
      postJson(`${server!.url}/api/interpret/`, { scores: answers }, { 'x-test-code': 'MH-001' });
    const chat = () =>
      postJson(`${server!.url}/api/chat/`, { conversationHistory: '', userInput: 'I cannot sleep' });
    const statuses = [];
    for (const call of [interpret, interpret, interpret, chat, chat, chat])
      statuses.push((await call()).status);
    expect(statuses).toEqual([200, 200, 429, 200, 200, 429]);
  });
});

describe('CORS', () => {
  it('answers only the configured origins', async () => {
    server = await startServer({ allowedOrigins: ['https://partner.example'] });
    const allowed = await fetch(`${server.url}/api/config/`, {
      headers: { origin: 'https://partner.example', 'x-test-code': 'MH-001' },
    });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://partner.example');
    // The configuration is also precompressed: a shared cache must key on both the origin and the encoding.
    expect(
      allowed.headers
        .get('vary')
        ?.toLowerCase()
        .split(/\s*,\s*/)
        .sort(),
    ).toEqual(['accept-encoding', 'origin']);
    const other = await fetch(`${server.url}/api/config/`, {
      headers: { origin: 'https://evil.example', 'x-test-code': 'MH-001' },
    });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${server.url}/api/interpret/`, {
      method: 'OPTIONS',
      headers: { origin: 'https://partner.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('x-test-code');
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, POST');
    expect(preflight.headers.get('access-control-max-age')).toBe('600');
    // Any other origin's preflight, or an OPTIONS without one, gets no CORS at all: the JSON not-found answer.
    for (const headers of [
      { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
      {} as Record<string, string>,
    ]) {
      const refused = await fetch(`${server.url}/api/interpret/`, { method: 'OPTIONS', headers });
      expect(refused.status).toBe(404);
      expect(refused.headers.get('access-control-allow-origin')).toBeNull();
      expect(await refused.json()).toMatchObject({ error: { code: 'not_found' } });
    }
  });
});

describe('faults and logs', () => {
  async function listen(app: ReturnType<typeof buildApp>) {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    return `http://127.0.0.1:${address.port}`;
  }

  it('an unexpected error answers a JSON 500 without a stack, is logged once with its request id, and the server keeps serving', async () => {
    const { lines, stream } = captureLog();
    const app = buildApp({ settings: readSettings({ LOG_LEVEL: 'info' }), catalogue, logStream: stream });
    app.get('/api/boom', async () => {
      throw new Error('secret internal detail');
    });
    const url = await listen(app);
    try {
      const response = await fetch(`${url}/api/boom`);
      expect(response.status).toBe(500);
      const body = await response.text();
      expect(JSON.parse(body)).toEqual({ error: { code: 'internal_error', message: expect.any(String) } });
      expect(body).not.toContain('secret internal detail');
      expect(body).not.toMatch(/\.ts:\d+/);
      const errors = lines.filter((line) => line['level'] === 50);
      expect(errors).toHaveLength(1);
      expect(errors[0]?.['reqId']).toBeTruthy();
      expect((await fetch(`${url}/healthz`)).status).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('never logs answers, typed text or client addresses', async () => {
    const { lines, stream } = captureLog();
    const app = buildApp({ settings: readSettings({ LOG_LEVEL: 'trace' }), catalogue, logStream: stream });
    const url = await listen(app);
    try {
      const secret = 'My-very-private-answer';
      await postJson(
        `${url}/api/interpret/?note=${secret}`,
        { scores: [{ questionId: 'q1', score: 0, text: secret }] },
        {
          'x-test-code': 'MH-001',
        },
      );
      const requestLines = lines.filter((line) => line['reqId']);
      const text = JSON.stringify(requestLines);
      expect(requestLines.length).toBeGreaterThan(0);
      expect(text).not.toContain(secret);
      expect(text).not.toContain('127.0.0.1');
    } finally {
      await app.close();
    }
  });

  it('logs client addresses only when the setting turns them on', async () => {
    const { lines, stream } = captureLog();
    const app = buildApp({
      settings: readSettings({ LOG_LEVEL: 'info', LOG_CLIENT_ADDRESS: 'true' }),
      catalogue,
      logStream: stream,
    });
    const url = await listen(app);
    try {
      await fetch(`${url}/healthz`);
      expect(JSON.stringify(lines.filter((line) => line['reqId']))).toContain('127.0.0.1');
    } finally {
      await app.close();
    }
  });
});
