import type { Metric } from 'web-vitals';
import { settings } from '../../settings';

/** One measurement as the endpoint receives it: no answers, no identifiers beyond the metric's own id. */
export function vitalsPayload(metric: Metric, page: string): string {
  return JSON.stringify({
    name: metric.name,
    value: metric.value,
    rating: metric.rating,
    id: metric.id,
    navigationType: metric.navigationType,
    page,
  });
}

/** Sends a measurement without holding up the page; a string body is text/plain, so no CORS preflight. */
function send(endpoint: string, body: string): void {
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(endpoint, body)) return;
  void fetch(endpoint, { method: 'POST', body, keepalive: true }).catch(() => undefined);
}

/**
 * Measures the Core Web Vitals and posts each to the configured endpoint. With no endpoint set nothing is
 * measured and the web-vitals code is never downloaded.
 */
export async function startWebVitals(endpoint: string = settings.webVitalsUrl): Promise<void> {
  if (!endpoint) return;
  try {
    const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import('web-vitals');
    const report = (metric: Metric) => send(endpoint, vitalsPayload(metric, window.location.pathname));
    for (const observe of [onCLS, onFCP, onINP, onLCP, onTTFB]) observe(report);
  } catch {
    // Measuring is never worth an error in front of a visitor.
  }
}
