import { readFileSync } from 'node:fs';
import type { z } from 'zod';
import { parseFixture } from '../schemas';

/** A fixture that does not validate: the file and every field path with what is wrong. */
export class FixtureError extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(`${file}:\n  ${problems.join('\n  ')}`);
    this.name = 'FixtureError';
  }
}

/** Reads and validates a JSON file with a schema; unknown fields count as problems too. */
export function readFixtureFile<S extends z.ZodType>(file: string, schema: S): z.infer<S> {
  const parsed = parseFixture(schema, readJson(file));
  if ('problems' in parsed) throw new FixtureError(file, parsed.problems);
  return parsed.data;
}

export function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new FixtureError(file, [`not valid JSON: ${(error as Error).message}`]);
  }
}
