import { z } from 'zod';
import { tableDimensionSchema } from '../../../../schemas/scoringRules';
import { registerRule, type RuleContext, type RuleResult } from './index';
import { readSource } from './valueSource';

const dimensionSchema = tableDimensionSchema.transform((dimension) => ({
  ...dimension,
  from: Array.isArray(dimension.from) ? dimension.from : [dimension.from],
}));

type Dimension = z.output<typeof dimensionSchema>;
/** A cell, or one level of the table: a list with one entry per band of its dimension. */
type Table = number | readonly Table[];

/**
 * The params the rule scores with: the fixture's `{ table, pick, outOfRange }` with the named table's dimensions
 * and cells put in their place when the fixture loads (src/scoring/prepare.ts).
 */
const paramsSchema = z
  .object({
    dimensions: z.array(dimensionSchema).min(1),
    /** Nested arrays: one level per dimension, in order, each as long as that dimension's bands. */
    table: z.array(z.unknown()),
    /** Which cell to give when a not-known value leaves several possible. */
    pick: z.enum(['min', 'max']),
    /** The value when an input lies outside the table (age under 40 on a chart for 40-74, for example). */
    outOfRange: z.number(),
  })
  .strict()
  .superRefine((params, context) => {
    for (const problem of tableProblems(params.table, params.dimensions, ['table']))
      context.addIssue(problem);
  })
  // The check above has proved the shape, so scoring walks the table without checking it again.
  .transform((params) => ({ ...params, table: params.table as readonly Table[] }));

/**
 * Looks a value up in a table of bands (the WHO risk charts, for example). The data lives in the fixture;
 * this only finds the cell. Unknown inputs give the lowest or highest cell they could fall in, so a result can
 * honestly say "between" rather than guess.
 */
export function tableLookup(context: RuleContext, params: z.output<typeof paramsSchema>): RuleResult {
  const bandChoices: number[][] = [];
  for (const dimension of params.dimensions) {
    const choices = possibleBands(dimension, context);
    if (choices === 'out of range')
      return { value: params.outOfRange, outputs: { min: params.outOfRange, max: params.outOfRange } };
    bandChoices.push(choices);
  }
  const cells = collectCells(params.table, bandChoices, 0);
  // One pass over the table gives both ends: a score may keep the other end too (`gives: { riskLow: "min" }`).
  const outputs = { min: Math.min(...cells), max: Math.max(...cells) };
  return { value: outputs[params.pick], outputs };
}

registerRule('tableLookup', paramsSchema, tableLookup, ['min', 'max']);

function possibleBands(dimension: Dimension, context: RuleContext): number[] | 'out of range' {
  let value = 0;
  for (const source of dimension.from) {
    value = readSource(source, context, 'tableLookup');
    if (value !== 0) break;
  }
  const bandCount = dimension.cuts.length + 1;
  if (value === 0 && dimension.zeroMeansUnknown)
    return Array.from({ length: bandCount }, (_, index) => index);
  if (dimension.min !== undefined && value < dimension.min) return 'out of range';
  if (dimension.below !== undefined && value >= dimension.below) return 'out of range';
  return [dimension.cuts.filter((cut) => value >= cut).length];
}

/** Every cell reachable with the given band choices. */
function collectCells(node: Table, choices: number[][], depth: number): number[] {
  if (typeof node === 'number') return [node];
  return (choices[depth] ?? []).flatMap((band) => collectCells(node[band]!, choices, depth + 1));
}

/** Where the table's shape does not match its dimensions: every level as long as its bands, numbers below. */
function tableProblems(
  node: unknown,
  dimensions: readonly Dimension[],
  path: (string | number)[],
): { code: 'custom'; path: (string | number)[]; message: string }[] {
  const [dimension, ...rest] = dimensions;
  if (!dimension) {
    return typeof node === 'number'
      ? []
      : [{ code: 'custom', path, message: 'a table cell is not a number' }];
  }
  const bands = dimension.cuts.length + 1;
  if (!Array.isArray(node) || node.length !== bands) {
    const message = `the table level for "${dimension.name}" must list ${bands} bands`;
    return [{ code: 'custom', path, message }];
  }
  return node.flatMap((child, index) => tableProblems(child, rest, [...path, index]));
}
