import { afterEach, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../../helpers/server';

describe("the provider's main-site paths", () => {
  let server: RunningServer | undefined;
  afterEach(async () => server?.close());

  it('redirect (302) to the MAIN_SITE_URL setting', async () => {
    server = await startServer({ mainSiteUrl: 'https://provider.example' });
    for (const path of [
      '/',
      '/wellness',
      '/wellness/x/',
      '/checkout/7',
      '/payments/mpesa',
      '/payment/confirmation',
    ]) {
      const response = await fetch(`${server.url}${path}`, { redirect: 'manual' });
      expect(response.status, path).toBe(302);
      expect(response.headers.get('location'), path).toBe('https://provider.example');
    }
  });

  it('leave other paths alone', async () => {
    server = await startServer();
    const response = await fetch(`${server.url}/wellness/a/b`, { redirect: 'manual' });
    expect(response.status).toBe(404);
  });
});
