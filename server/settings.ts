import path from 'node:path';
import { z } from 'zod';
import { describeIssues } from '../schemas';

const flag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');
const list = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean),
);

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
  TRUST_PROXY: flag.default(false),
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
  trustProxy: boolean;
}

/** Reads the server's settings from the environment; throws with every problem named. */
export function readSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  const parsed = settingsSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid settings:\n  ${describeIssues(parsed.error).join('\n  ')}`);
  }
  const values = parsed.data;
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
  };
}
