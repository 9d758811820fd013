import fastifyCors from '@fastify/cors';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { isAppPath } from '../src/core/sitePaths';
import { clientErrorHandler } from './clientErrors';
import { registerMainSiteRedirects } from './mainSiteRedirects';
import { registerErrorHandler, sendError } from './errors';
import { registerContentEncodingCheck, registerJsonBodyParser } from './jsonBody';
import type { Catalogue } from './fixtures';
import { registerApiRoutes } from './routes/api';
import { registerChatRoutes } from './routes/chat';
import { zodEquivalentAjvOptions } from './routes/jsonSchemas';
import { originOf, registerSecurityHeaders, securityHeaders, securityHeaderSetter } from './security/headers';
import { registerRateLimit } from './security/rateLimit';
import type { Settings } from './settings';
import type { Pages } from './pages';
import type { StaticSite } from './static';

export interface AppOptions {
  settings: Settings;
  catalogue: Catalogue;
  /** The built web app; API-only when absent (API tests). */
  site?: StaticSite;
  /** The site's pages rendered on the server; without them the app shell goes out and renders in the browser. */
  pages?: Pages;
  /** Logger destination; tests pass a stream to read the log lines. */
  logStream?: NodeJS.WritableStream;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Builds what the server builds once it listens (the assistant, the server renderer); at most once. */
    warm(): Promise<void>;
  }
}

const bodyLimitBytes = 32 * 1024;

/** One log line per request, when it completes (with its method and path), instead of Fastify's two. */
class ResponseOnlyLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = { req: request, res: reply, responseTime: Math.round(reply.elapsedTime) };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

/**
 * How often Node looks for connections past their headers or request timeout: it closes them only when it
 * looks (every 30 s by default, so a 10 s timeout became 10 to 40 s). Every second, the timeouts are what they
 * say, to within a second.
 */
const connectionsCheckingIntervalMs = 1_000;
const headersTimeoutMs = 10_000;
const requestTimeoutMs = 15_000;

export function buildApp({ settings, catalogue, site, pages, logStream }: AppOptions): FastifyInstance {
  const headerOptions = {
    frameOrigins: originOf(settings.schedulingUrl),
    selfFraming: settings.contentPreview,
    connectOrigins: settings.connectOrigins,
    scriptHashes: site?.inlineScriptHashes,
  };
  const setSecurityHeaders = securityHeaderSetter(headerOptions);
  // Strict-Transport-Security only where a trusted proxy says HTTPS, which an unreadable request cannot say.
  const { 'strict-transport-security': _hsts, ...plainHeaders } = securityHeaders(headerOptions);
  const app = Fastify({
    logger: {
      level: settings.logLevel,
      ...(logStream ? { stream: logStream } : {}),
      // Method and path only: never query strings, bodies, or client addresses unless a setting asks.
      serializers: {
        req: (request: { method: string; url: string; ip?: string }) => ({
          method: request.method,
          path: request.url.split('?')[0],
          ...(settings.logClientAddress ? { address: request.ip } : {}),
        }),
        res: (response: { statusCode: number }) => ({ statusCode: response.statusCode }),
      },
    },
    logController: new ResponseOnlyLogController(),
    bodyLimit: bodyLimitBytes,
    ajv: { customOptions: zodEquivalentAjvOptions },
    trustProxy: settings.trustProxy,
    requestTimeout: requestTimeoutMs,
    connectionTimeout: 10_000,
    keepAliveTimeout: 5_000,
    http: { connectionsCheckingInterval: connectionsCheckingIntervalMs, headersTimeout: headersTimeoutMs },
    clientErrorHandler: clientErrorHandler(plainHeaders),
    // Errors Fastify raises before routing (a malformed address) answer in the contract's shape too, with the
    // security headers, which no hook adds to them.
    frameworkErrors: (error, request, reply) => {
      setSecurityHeaders(request, reply);
      void sendError(reply, error.statusCode ?? 400, 'bad_request', 'The request address is not valid.');
    },
  });

  // JSON is the only body the API takes: without the text parser, anything else is answered 415.
  app.removeContentTypeParser('text/plain');
  registerJsonBodyParser(app);
  registerErrorHandler(app);
  registerSecurityHeaders(app, setSecurityHeaders);
  registerContentEncodingCheck(app);
  registerCors(app, settings.allowedOrigins);
  site?.register(app);
  registerRateLimit(app, ['/api/interpret/', '/api/chat/'], {
    perAddressPerMinute: settings.rateLimitPerMinute,
    globalPerSecond: settings.rateLimitGlobalPerSecond,
    redisUrl: settings.rateLimitRedisUrl,
  });
  registerApiRoutes(app, catalogue, settings);
  const warmChat = registerChatRoutes(app, catalogue, settings);
  registerMainSiteRedirects(app, settings.mainSiteUrl);

  app.setNotFoundHandler((request, reply) => {
    const urlPath = safeDecode(request.url.split('?')[0] ?? '/');
    if (urlPath.startsWith('/api/') || urlPath === '/api' || !site) {
      return sendError(reply, 404, 'not_found', `Nothing is at ${request.method} ${urlPath}.`);
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return sendError(reply, 405, 'method_not_allowed', `${request.method} is not allowed here.`);
    }
    if (site.has(urlPath) && urlPath !== '/index.html') return site.send(request, reply, urlPath);
    const status = isAppPath(urlPath, settings.contentPreview) ? 200 : 404;
    if (pages) return pages.send(request, reply, urlPath, status);
    return site.send(request, reply, '/index.html', status);
  });

  // What is built off the start path (issue 32): the assistant and the server renderer, once the server
  // listens, so that it listens sooner. A request that needs one sooner builds it itself.
  app.decorate('warm', async () => {
    await Promise.all([warmChat(), pages?.warm(app.log)]);
  });
  app.addHook('onListen', (done) => {
    app.warm().catch((error: unknown) => app.log.error({ err: error }, 'could not build the assistant'));
    done();
  });

  // Slow clients may not hold a connection open by trickling headers.
  app.server.headersTimeout = headersTimeoutMs;
  return app;
}

/** A path with %-escapes decoded, or as it came when the escapes are malformed. */
function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * CORS through @fastify/cors, only for the configured origins; same-origin calls need none of it. Any other
 * origin gets no CORS headers, and its preflight falls through to the not-found answers as before.
 */
function registerCors(app: FastifyInstance, allowedOrigins: readonly string[]): void {
  if (allowedOrigins.length === 0) return;
  const allowed = new Set(allowedOrigins);
  const options = {
    origin: true,
    methods: ['GET', 'POST'],
    allowedHeaders: ['content-type', 'x-test-code'],
    maxAge: 600,
    strictPreflight: false,
  };
  app.register(fastifyCors, {
    delegator: (request, callback) =>
      callback(null, allowed.has(request.headers.origin ?? '') ? options : { origin: false }),
  });
}
