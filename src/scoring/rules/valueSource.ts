import { z } from 'zod';
import type { RuleContext } from './index';

/** Where a rule reads a number from: a question's item value or a score computed earlier. */
export const valueSourceSchema = z.union([
  z.object({ item: z.string().min(1) }).strict(),
  z.object({ score: z.string().min(1) }).strict(),
]);

export type ValueSource = z.infer<typeof valueSourceSchema>;

/** The number a source names. A name the fixture does not define is a fixture fault, so it throws. */
export function readSource(source: ValueSource, context: Pick<RuleContext, 'items' | 'scores'>): number {
  const value = 'item' in source ? context.items.get(source.item) : context.scores.get(source.score);
  if (value === undefined) {
    const what = 'item' in source ? `question "${source.item}"` : `score "${source.score}"`;
    throw new Error(`A scoring rule reads ${what}, which the fixture does not define before it.`);
  }
  return value;
}

/** Parses a rule's params, naming the rule in the error so a broken fixture is easy to find. */
export function parseParams<S extends z.ZodType>(rule: string, schema: S, params: unknown): z.infer<S> {
  const parsed = schema.safeParse(params);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.') || '(params)'}: ${issue.message}`,
    );
    throw new Error(`Scoring rule "${rule}" has bad params: ${problems.join('; ')}`);
  }
  return parsed.data;
}
