import type { FastifyInstance } from 'fastify';

export interface HeaderOptions {
  /** Origins the page may frame (the scheduling embed). */
  frameOrigins: readonly string[];
  /** Origins the page may call besides itself (another API host, a web-vitals endpoint). */
  connectOrigins: readonly string[];
  /** The reviewer build frames its own pages (the content preview's phone view); production never does. */
  selfFraming?: boolean;
}

/**
 * The Content-Security-Policy of every response: scripts only from the site itself (no inline scripts),
 * frames only from the scheduling embed, and nobody may frame us. Styles allow inline because MUI's
 * emotion injects its CSS at run time.
 */
export function contentSecurityPolicy({
  frameOrigins,
  connectOrigins,
  selfFraming = false,
}: HeaderOptions): string {
  const frameSources = [...(selfFraming ? ["'self'"] : []), ...frameOrigins];
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${["'self'", ...connectOrigins].join(' ')}`,
    `frame-src ${frameSources.length > 0 ? frameSources.join(' ') : "'none'"}`,
    `frame-ancestors ${selfFraming ? "'self'" : "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    'upgrade-insecure-requests',
  ].join('; ');
}

const permissionsPolicy = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'interest-cohort=()',
].join(', ');

/** Security headers on every response, errors and redirects included. */
export function registerSecurityHeaders(app: FastifyInstance, options: HeaderOptions): void {
  const headers = {
    'content-security-policy': contentSecurityPolicy(options),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': permissionsPolicy,
    'x-frame-options': options.selfFraming ? 'SAMEORIGIN' : 'DENY',
    'cross-origin-opener-policy': 'same-origin',
  };
  // A callback hook with headers built once: this runs on every response, so it stays cheap.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.headers(headers);
    if (request.protocol === 'https')
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    done(null, payload);
  });
}

/** The origin of an address, or nothing for an empty or unparseable one. */
export function originOf(address: string | undefined): string[] {
  if (!address) return [];
  try {
    return [new URL(address).origin];
  } catch {
    return [];
  }
}
