import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { describeIssues } from '../schemas';
import { defaultMainSiteUrl, mainSiteSchedulingPath } from '../src/core/sitePaths';

const flag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');
const list = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean),
);

/** An address or CIDR range (or a name proxy-addr knows) of a proxy whose X-Forwarded-For is believed. */
const trustedProxy = z.string().refine(
  (entry) => {
    if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
    const [address = '', prefix, ...rest] = entry.split('/');
    const version = isIP(address);
    if (version === 0 || rest.length > 0) return false;
    if (prefix === undefined) return true;
    return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
  },
  { error: 'must be true, false, or proxy addresses or CIDR ranges, comma-separated (e.g. 10.0.0.0/8)' },
);

/** A stopping process waits this long for the requests in flight, then leaves (main.ts). */
export const shutdownDeadlineMs = 10_000;
/** The longest the assistant waits for the model: the shutdown deadline, less time to answer without it. */
export const longestModelTimeoutMs = 8_000;

/**
 * The model provider receives what visitors write about their health: over TLS, or on this machine (a
 * local model or a sidecar proxy) where nothing crosses a network.
 */
function privateToProvider(address: string): boolean {
  // Not an address at all: z.url() says so.
  if (!URL.canParse(address)) return true;
  const url = new URL(address);
  if (url.protocol === 'https:') return true;
  if (url.protocol !== 'http:') return false;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || host === '::1' || (isIP(host) === 4 && host.startsWith('127.'));
}

const settingsSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** Origins allowed to call the API from another host, comma-separated. */
  ALLOWED_ORIGINS: list.default([]),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  FIXTURES_DIR: z.string().min(1).default('fixtures'),
  WEB_ROOT: z.string().min(1).default('dist/web'),
  /** A folder of licensed test fixtures (outside the repository) that replace built-in ones. */
  LICENSED_FIXTURES_DIR: z.string().min(1).optional(),
  /** Added to every result as `supportResources` when set. */
  SUPPORT_RESOURCES_URL: z.url().optional(),
  /**
   * Whom to believe about the client's address (X-Forwarded-For): nobody (false), every hop (true), or only
   * the listed proxies, as addresses or CIDR ranges (or loopback, linklocal, uniquelocal), comma-separated.
   */
  TRUST_PROXY: z.union([flag, list.pipe(z.array(trustedProxy).min(1))]).default(false),
  /** The provider's main website: the paths that belong to it (src/core/sitePaths.ts) redirect there. */
  MAIN_SITE_URL: z
    .url()
    .default(defaultMainSiteUrl)
    .transform((url) => url.replace(/\/+$/, '')),
  /**
   * Requests per minute per client address on each of /api/interpret/ and /api/chat/: sized for many visitors
   * behind one carrier-grade NAT address (docs/decisions/0004-server-plugins.md).
   */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(1200),
  /** Requests per second that one server process takes on each of those routes, from all addresses together. */
  RATE_LIMIT_GLOBAL_PER_SECOND: z.coerce.number().int().positive().default(2000),
  /** A Redis server that every server process counts the per-address limits in; unset, each counts in memory. */
  RATE_LIMIT_REDIS_URL: z
    .url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// address' })
    .optional(),
  /**
   * The scheduling embed's address: its origin is the only one the page may frame. Defaults like the web
   * app's VITE_SCHEDULING_URL, from the main site; set both together. Empty turns the embed off.
   */
  SCHEDULING_URL: z.union([z.literal(''), z.url()]).optional(),
  /** Other origins the page may call (an API host, a web-vitals endpoint), comma-separated. */
  CSP_CONNECT_ORIGINS: list.default([]),
  /** Serve the content preview of a reviewer build (npm run preview:content); never in production. */
  CONTENT_PREVIEW: flag.default(false),
  /** Log client addresses (off by default: they are personal data). */
  LOG_CLIENT_ADDRESS: flag.default(false),
  /** An OpenAI-compatible chat endpoint the assistant may ask (optional; nothing is sent without it). */
  CHAT_MODEL_URL: z
    .url()
    .refine(privateToProvider, {
      error: 'must be an https:// address (plain http:// only on this machine: localhost, 127.0.0.1, ::1)',
    })
    .optional(),
  CHAT_MODEL_NAME: z.string().min(1).optional(),
  CHAT_MODEL_KEY: z.string().min(1).optional(),
  /** Below the shutdown deadline, so that a chat waiting on the model still ends before the process does. */
  CHAT_MODEL_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(longestModelTimeoutMs, {
      error: `must be at most ${longestModelTimeoutMs} ms, inside the ${shutdownDeadlineMs / 1000} s a stopping process takes`,
    })
    .default(3000),
});

export interface Settings {
  port: number;
  host: string;
  allowedOrigins: string[];
  logLevel: string;
  fixturesDir: string;
  webRoot: string;
  licensedFixturesDir: string | undefined;
  supportResourcesUrl: string | undefined;
  /** true, false, or the proxies (addresses, CIDR ranges) whose X-Forwarded-For is believed. */
  trustProxy: boolean | string[];
  mainSiteUrl: string;
  /** Per client address, on each rate-limited route. */
  rateLimitPerMinute: number;
  /** Per server process, on each rate-limited route, all addresses together. */
  rateLimitGlobalPerSecond: number;
  /** Where the per-address counts are shared between processes; undefined counts in this process's memory. */
  rateLimitRedisUrl: string | undefined;
  schedulingUrl: string;
  connectOrigins: string[];
  logClientAddress: boolean;
  contentPreview: boolean;
  /** The assistant's optional model provider; undefined means the embedded recommender only. */
  chatModel: ChatModelSettings | undefined;
}

export interface ChatModelSettings {
  url: string;
  name: string;
  key: string | undefined;
  timeoutMs: number;
}

/** Reads the server's settings from the environment; throws with every problem named. */
export function readSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  const parsed = settingsSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid settings:\n  ${describeIssues(parsed.error).join('\n  ')}`);
  }
  const values = parsed.data;
  if (Boolean(values.CHAT_MODEL_URL) !== Boolean(values.CHAT_MODEL_NAME)) {
    throw new Error('Invalid settings:\n  CHAT_MODEL_URL and CHAT_MODEL_NAME are set together or not at all');
  }
  return {
    port: values.PORT,
    host: values.HOST,
    allowedOrigins: values.ALLOWED_ORIGINS,
    logLevel: values.LOG_LEVEL,
    fixturesDir: path.resolve(values.FIXTURES_DIR),
    webRoot: path.resolve(values.WEB_ROOT),
    licensedFixturesDir: values.LICENSED_FIXTURES_DIR
      ? path.resolve(values.LICENSED_FIXTURES_DIR)
      : undefined,
    supportResourcesUrl: values.SUPPORT_RESOURCES_URL,
    trustProxy: values.TRUST_PROXY,
    mainSiteUrl: values.MAIN_SITE_URL,
    rateLimitPerMinute: values.RATE_LIMIT_PER_MINUTE,
    rateLimitGlobalPerSecond: values.RATE_LIMIT_GLOBAL_PER_SECOND,
    rateLimitRedisUrl: values.RATE_LIMIT_REDIS_URL,
    schedulingUrl: values.SCHEDULING_URL ?? `${values.MAIN_SITE_URL}${mainSiteSchedulingPath}`,
    connectOrigins: values.CSP_CONNECT_ORIGINS,
    logClientAddress: values.LOG_CLIENT_ADDRESS,
    contentPreview: values.CONTENT_PREVIEW,
    chatModel:
      values.CHAT_MODEL_URL && values.CHAT_MODEL_NAME
        ? {
            url: values.CHAT_MODEL_URL,
            name: values.CHAT_MODEL_NAME,
            key: values.CHAT_MODEL_KEY,
            timeoutMs: values.CHAT_MODEL_TIMEOUT_MS,
          }
        : undefined,
  };
}
