import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testFixtureSchema } from '../../schemas';

type Node = { [keyword: string]: unknown };

/** Every `params` schema in a JSON Schema, wherever it is nested. */
function paramsSchemas(node: unknown, found: Node[] = []): Node[] {
  if (Array.isArray(node)) for (const entry of node) paramsSchemas(entry, found);
  else if (node && typeof node === 'object') {
    const properties = (node as Node).properties as Record<string, Node> | undefined;
    if (properties?.params) found.push(properties.params);
    for (const value of Object.values(node)) paramsSchemas(value, found);
  }
  return found;
}

/** A schema that accepts any object: no properties named, anything allowed beside them. */
function untyped(node: Node): boolean {
  const { anyOf, properties } = node as { anyOf?: Node[]; properties?: unknown };
  if (anyOf) return anyOf.some(untyped);
  return properties === undefined && node.type === 'object';
}

describe('the JSON Schema an editor makes of a fixture', () => {
  const schema = z.toJSONSchema(testFixtureSchema, { target: 'draft-7', io: 'input' });

  it('types the params of every rule, one schema per rule', () => {
    const params = paramsSchemas(schema);
    expect(params.length).toBeGreaterThanOrEqual(11);
    expect(params.filter(untyped)).toEqual([]);
  });
});
