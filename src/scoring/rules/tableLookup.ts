import { z } from 'zod';
import { registerRule, type RuleContext } from './index';
import { parseParams, readSource, valueSourceSchema } from './valueSource';

const dimensionSchema = z
  .object({
    /** What the dimension is, for error messages and reviewers (age, systolic pressure, ...). */
    name: z.string().min(1),
    /** Where the value comes from; with a list, the first source that is not 0 is used. */
    from: z.union([valueSourceSchema, z.array(valueSourceSchema).min(1)]),
    /** Ascending inner band edges: a value at or above cuts[i] (and below cuts[i + 1]) is in band i + 1. */
    cuts: z.array(z.number()),
    /** Lowest value the table covers; below it the table does not apply. */
    min: z.number().optional(),
    /** First value the table no longer covers. */
    below: z.number().optional(),
    /** 0 means "not known": every band stays possible and the pick chooses among them. */
    zeroMeansUnknown: z.boolean().default(false),
  })
  .strict()
  .refine(
    (dimension) => dimension.cuts.every((cut, index) => index === 0 || cut > dimension.cuts[index - 1]!),
    {
      message: 'cuts must be ascending',
    },
  );

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
  .strict();

type Dimension = z.infer<typeof dimensionSchema>;

/**
 * Looks a value up in a table of bands (the WHO risk charts, for example). The data lives in the fixture;
 * this only finds the cell. Unknown inputs give the lowest or highest cell they could fall in, so a result can
 * honestly say "between" rather than guess.
 */
export function tableLookup(context: RuleContext): number {
  const params = parseParams('tableLookup', paramsSchema, context.params);
  const bandChoices: number[][] = [];
  for (const dimension of params.dimensions) {
    const choices = possibleBands(dimension, context);
    if (choices === 'out of range') return params.outOfRange;
    bandChoices.push(choices);
  }
  const cells = collectCells(params.table, params.dimensions, bandChoices, 0);
  return params.pick === 'min' ? Math.min(...cells) : Math.max(...cells);
}

registerRule('tableLookup', tableLookup);

function possibleBands(dimension: Dimension, context: RuleContext): number[] | 'out of range' {
  const sources = Array.isArray(dimension.from) ? dimension.from : [dimension.from];
  const values = sources.map((source) => readSource(source, context));
  const value = values.find((candidate) => candidate !== 0) ?? 0;
  const bandCount = dimension.cuts.length + 1;
  if (value === 0 && dimension.zeroMeansUnknown)
    return Array.from({ length: bandCount }, (_, index) => index);
  if (dimension.min !== undefined && value < dimension.min) return 'out of range';
  if (dimension.below !== undefined && value >= dimension.below) return 'out of range';
  return [dimension.cuts.filter((cut) => value >= cut).length];
}

/** Every cell reachable with the given band choices; checks the table's shape on the way. */
function collectCells(
  node: unknown,
  dimensions: readonly Dimension[],
  choices: number[][],
  depth: number,
): number[] {
  const dimension = dimensions[depth];
  if (!dimension) {
    if (typeof node !== 'number')
      throw new Error('Scoring rule "tableLookup": a table cell is not a number.');
    return [node];
  }
  if (!Array.isArray(node) || node.length !== dimension.cuts.length + 1) {
    throw new Error(
      `Scoring rule "tableLookup": the table level for "${dimension.name}" must list ${dimension.cuts.length + 1} bands.`,
    );
  }
  return (choices[depth] ?? []).flatMap((band) => collectCells(node[band], dimensions, choices, depth + 1));
}
