import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

export interface HeaderOptions {
  /** Origins the page may frame (the scheduling embed). */
  frameOrigins: readonly string[];
  /** Origins the page may call besides itself (another API host, a web-vitals endpoint). */
  connectOrigins: readonly string[];
  /** The reviewer build frames its own pages (the content preview's phone view); production never does. */
  selfFraming?: boolean;
  /** The hashes of the page's own inline scripts (its loader), the only inline scripts allowed. */
  scriptHashes?: readonly string[];
}

/**
 * helmet's options for Kipimo. The Content-Security-Policy: scripts only from the site itself (no inline
 * scripts but the page's own loader, by its hash), frames only from the scheduling embed, and nobody may frame
 * us. Styles allow inline because MUI's emotion injects its CSS at run time. Everything else is helmet's defaults but the referrer policy (the
 * scheduling embed and the main site see our origin), X-Frame-Options, which says the same as frame-ancestors
 * to older browsers, and two headers for software no visitor runs any more (X-Download-Options for Internet
 * Explorer 8, X-Permitted-Cross-Domain-Policies for Flash and Acrobat): each header costs every response about
 * 3,000 instructions (docs/decisions/0004-server-plugins.md). X-XSS-Protection: 0 stays: old Android browsers
 * still have the XSS filter it turns off.
 */
function helmetOptions({
  frameOrigins,
  connectOrigins,
  selfFraming = false,
  scriptHashes = [],
}: HeaderOptions): HelmetOptions {
  const frameSources = [...(selfFraming ? ["'self'"] : []), ...frameOrigins];
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", ...scriptHashes],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:'],
        'font-src': ["'self'"],
        'connect-src': ["'self'", ...connectOrigins],
        'frame-src': frameSources.length > 0 ? frameSources : ["'none'"],
        'frame-ancestors': [selfFraming ? "'self'" : "'none'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'upgrade-insecure-requests': [],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: selfFraming ? 'sameorigin' : 'deny' },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
  };
}

const permissionsPolicy = ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()'].join(', ');

/**
 * The headers helmet sets with these options, worked out once: helmet runs on a stand-in response at start
 * (checking every directive then, so a bad one stops the start) instead of on every request.
 */
export function securityHeaders(options: HeaderOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(helmetOptions(options))(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  headers['permissions-policy'] = permissionsPolicy;
  return headers;
}

/** Sets the security headers on a reply; made once, from the options, and called for every response. */
export type SecurityHeaders = (request: FastifyRequest, reply: FastifyReply) => void;

/**
 * The security headers, worked out once. Strict-Transport-Security only over HTTPS (behind a trusted proxy that
 * says so): over plain HTTP a browser ignores it, and local runs stay plain.
 */
export function securityHeaderSetter(options: HeaderOptions): SecurityHeaders {
  const { 'strict-transport-security': strictTransportSecurity = '', ...headers } = securityHeaders(options);
  return (request, reply) => {
    reply.headers(headers);
    if (request.protocol === 'https') reply.header('strict-transport-security', strictTransportSecurity);
  };
}

/**
 * Security headers on every response, errors and redirects included. The answers Fastify sends before any hook
 * runs (a malformed address) call the setter themselves.
 */
export function registerSecurityHeaders(app: FastifyInstance, setHeaders: SecurityHeaders): void {
  // A callback hook with the headers built once: this runs on every response, so it stays cheap.
  app.addHook('onSend', (request, reply, payload, done) => {
    setHeaders(request, reply);
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
