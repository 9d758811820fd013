import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, startServer, type RunningServer } from '../helpers/server';

// docs/dependencies.md: proxy-addr's CVE-2026-90711 trusted every IPv4 address for an IPv4-mapped range with a
// short prefix. TRUST_PROXY takes ranges now (issue 30, M12 of the security review): such a range must not make
// the loopback client trusted, so its forged X-Forwarded-For must not give it a fresh rate-limit budget.

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ trustProxy: ['::ffff:10.0.0.0/8'], rateLimitPerMinute: 2 });
});
afterAll(() => server?.close());

describe('TRUST_PROXY=::ffff:10.0.0.0/8', () => {
  it('does not believe the X-Forwarded-For of a client outside the range (127.0.0.1)', async () => {
    const statuses: number[] = [];
    for (const forged of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
      const response = await postJson(
        `${server.url}/api/chat/`,
        { conversationHistory: '', userInput: 'hello' },
        { 'x-forwarded-for': forged },
      );
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });
});
