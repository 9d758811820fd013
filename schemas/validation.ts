import type { z } from 'zod';

/**
 * One readable line per problem: the field path, then what is wrong. Where a value matches no branch of a union
 * (a rule's params that may take two shapes), zod says only "Invalid input"; the issues of the branch it came
 * closest to (fewest problems) say what to fix.
 */
export function describeIssues(error: z.ZodError): string[] {
  return readable(error.issues, []).map(({ path, message }) => `${formatPath(path)}: ${message}`);
}

function readable(
  issues: readonly z.core.$ZodIssue[],
  base: readonly PropertyKey[],
): { path: PropertyKey[]; message: string }[] {
  return issues.flatMap((issue) => {
    const path = [...base, ...issue.path];
    if (issue.code === 'invalid_union' && issue.errors.length > 0) {
      const closest = issue.errors.reduce((best, branch) => (branch.length < best.length ? branch : best));
      return readable(closest, path);
    }
    return [{ path, message: issue.message }];
  });
}

export function formatPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '(the whole document)';
  return path
    .map((part) => (typeof part === 'number' ? `[${part}]` : `.${String(part)}`))
    .join('')
    .replace(/^\./, '');
}

/**
 * Paths of keys the input has but the parsed value does not: zod objects drop unknown keys, so a typo
 * such as "nextQuestoin" would otherwise pass silently. Used for fixtures, which we write ourselves.
 */
export function findUnknownKeys(input: unknown, parsed: unknown, path: PropertyKey[] = []): string[] {
  if (Array.isArray(input) && Array.isArray(parsed)) {
    return input.flatMap((item, index) => findUnknownKeys(item, parsed[index], [...path, index]));
  }
  if (isPlainObject(input) && isPlainObject(parsed)) {
    return Object.keys(input).flatMap((key) =>
      key in parsed
        ? findUnknownKeys(input[key], parsed[key], [...path, key])
        : [`${formatPath([...path, key])}: unknown field`],
    );
  }
  return [];
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Parses fixture JSON with a schema, counting fields the schema does not know as problems too (a misspelt
 * optional field would otherwise vanish silently). Gives the data, or every problem with its path.
 */
export function parseFixture<S extends z.ZodType>(
  schema: S,
  input: unknown,
): { data: z.infer<S> } | { problems: string[] } {
  const parsed = schema.safeParse(input);
  if (!parsed.success) return { problems: describeIssues(parsed.error) };
  const unknown = findUnknownKeys(input, parsed.data);
  return unknown.length > 0 ? { problems: unknown } : { data: parsed.data };
}
