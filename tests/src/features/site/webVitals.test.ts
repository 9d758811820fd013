import { afterEach, describe, expect, it, vi } from 'vitest';

const observers = vi.hoisted(() => ({ imported: vi.fn() }));
vi.mock('web-vitals', () => {
  observers.imported();
  const report = (name: string) => (callback: (metric: unknown) => void) =>
    callback({
      name,
      value: 1.5,
      rating: 'good',
      id: `v5-${name}`,
      navigationType: 'navigate',
      delta: 1.5,
      entries: [],
    });
  return {
    onCLS: report('CLS'),
    onFCP: report('FCP'),
    onINP: report('INP'),
    onLCP: report('LCP'),
    onTTFB: report('TTFB'),
  };
});

describe('startWebVitals', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('measures nothing and downloads nothing without an endpoint', async () => {
    const { startWebVitals } = await import('../../../../src/features/site/webVitals');
    await startWebVitals('');
    expect(observers.imported).not.toHaveBeenCalled();
  });

  it('sends each measurement to the endpoint as a beacon', async () => {
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { sendBeacon });
    vi.stubGlobal('window', { location: { pathname: '/categories' } });
    const { startWebVitals } = await import('../../../../src/features/site/webVitals');
    await startWebVitals('https://vitals.example/collect');
    expect(sendBeacon).toHaveBeenCalledTimes(5);
    const bodies = sendBeacon.mock.calls.map(([url, body]: unknown[]) => [url, JSON.parse(body as string)]);
    expect(bodies[3]).toEqual([
      'https://vitals.example/collect',
      {
        name: 'LCP',
        value: 1.5,
        rating: 'good',
        id: 'v5-LCP',
        navigationType: 'navigate',
        page: '/categories',
      },
    ]);
  });
});
