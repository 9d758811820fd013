import { z } from 'zod';
import { interpretBodySchema, resultSchema } from '../../schemas';

/*
 * JSON Schema copies of the zod schemas of POST /api/interpret/, made from them when the server starts.
 * Fastify compiles them into an ajv validator and a fast-json-stringify serialiser, which on this route cost a
 * fraction of zod's parse and JSON.stringify (docs/performance.md). zod stays the one source of both shapes,
 * and of every error message. tests/server/property.test.ts and tests/server/routes/jsonSchemas.test.ts check
 * that ajv and zod accept the same bodies; the route logs an error if ajv ever refuses one that zod accepts.
 */

/** The keywords that constrain only values of one JSON type, so they can share a schema with other types. */
const keywordsOfType = new Map<unknown, readonly string[]>([
  ['string', ['minLength', 'maxLength', 'pattern']],
  ['array', ['items', 'minItems', 'maxItems']],
  ['null', []],
  ['boolean', []],
]);

type JsonSchemaNode = { [keyword: string]: unknown };

/**
 * zod writes `z.string().nullable()` as `anyOf: [{ type: 'string', … }, { type: 'null' }]`, and a string or a
 * list as an anyOf of the two. Both mean the same as one schema with `type: ['string', 'null']` (maxLength only
 * ever applies to strings), but they cost more: ajv tries each branch and builds an error object for each one
 * that fails (the web app sends `nextQuestion: null` with every answer), and fast-json-stringify runs ajv on
 * each value to choose a branch. This merges an anyOf whose branches are each one distinct type of the list
 * above with only that type's keywords, and that shares no keyword with the schema around it; any other anyOf
 * stays as it is.
 */
export function mergeTypeUnions<T>(node: T): T {
  if (Array.isArray(node)) return node.map(mergeTypeUnions) as T;
  if (node === null || typeof node !== 'object') return node;
  const merged: JsonSchemaNode = {};
  for (const [keyword, value] of Object.entries(node)) merged[keyword] = mergeTypeUnions(value);
  const branches = merged.anyOf;
  if (!Array.isArray(branches) || !branches.every(isSingleTypeBranch)) return merged as T;
  const types = branches.map((branch) => branch.type);
  const { anyOf: _anyOf, ...rest } = merged;
  const clashes = branches.some((branch) => Object.keys(branch).some((keyword) => keyword in rest));
  if (new Set(types).size !== types.length || clashes) return merged as T;
  return Object.assign(rest, ...branches, { type: types }) as T;
}

function isSingleTypeBranch(branch: unknown): branch is JsonSchemaNode & { type: string } {
  if (branch === null || typeof branch !== 'object') return false;
  const { type, ...keywords } = branch as JsonSchemaNode;
  const allowed = keywordsOfType.get(type);
  return allowed !== undefined && Object.keys(keywords).every((keyword) => allowed.includes(keyword));
}

/** The interpret body as the client sends it (optional fields may be absent). */
export const interpretBodyJsonSchema = mergeTypeUnions(
  z.toJSONSchema(interpretBodySchema, { target: 'draft-7', io: 'input' }),
);

/** The result as the server sends it: fields outside the schema are never written. */
export const resultJsonSchema = mergeTypeUnions(
  z.toJSONSchema(resultSchema, { target: 'draft-7', io: 'output' }),
);

/**
 * ajv options under which a JSON Schema means what zod means: no type coercion ("3" is not 3), no defaults
 * filled in, no properties removed. Both count a string's length in characters (an emoji is one).
 */
export const zodEquivalentAjvOptions = {
  coerceTypes: false,
  useDefaults: false,
  removeAdditional: false,
} as const;
