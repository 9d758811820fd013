import { z } from 'zod';
import { interpretBodySchema, resultSchema } from '../../schemas';

/*
 * JSON Schema copies of the zod schemas of POST /api/interpret/, made from them when the server starts.
 * Fastify compiles them into an ajv validator and a fast-json-stringify serialiser, which on this route cost a
 * fraction of zod's parse and JSON.stringify (docs/performance.md). zod stays the one source of both shapes,
 * and of every error message. tests/server/property.test.ts and tests/server/routes/jsonSchemas.test.ts check
 * that ajv and zod accept the same bodies; the route logs an error if ajv ever refuses one that zod accepts.
 */

/** The interpret body as the client sends it (optional fields may be absent). */
export const interpretBodyJsonSchema = z.toJSONSchema(interpretBodySchema, {
  target: 'draft-7',
  io: 'input',
});

/** The result as the server sends it: fields outside the schema are never written. */
export const resultJsonSchema = z.toJSONSchema(resultSchema, { target: 'draft-7', io: 'output' });

/**
 * ajv options under which a JSON Schema means what zod means: no type coercion ("3" is not 3), no defaults
 * filled in, no properties removed. Both count a string's length in characters (an emoji is one).
 */
export const zodEquivalentAjvOptions = {
  coerceTypes: false,
  useDefaults: false,
  removeAdditional: false,
} as const;
