import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  answerSchema as serverAnswerSchema,
  chatReplySchema as serverChatReplySchema,
  languages,
  resultSchema as serverResultSchema,
  testConfigSchema as serverTestConfigSchema,
  toTestConfig,
} from '../../../schemas';
import { isAnswerShape } from '../../../src/api/answerShape';
import { parseResult } from '../../../src/api/parseResult';
import {
  answerSchema,
  chatReplySchema,
  describeIssues,
  resultFieldSchemas,
  testConfigSchema,
} from '../../../src/api/schemas';
import { scoreAnswers } from '../../../src/core/scoring';
import { testInLanguage } from '../../../server/fixtures';
import { catalogue } from '../../helpers/fixtures';

/**
 * The browser's schemas (src/api/schemas.ts, zod/mini) are twins of the server's (schemas/): their types are
 * held equal when they compile; here their verdicts are, on every fixture and on altered copies of them.
 */

const configs = catalogue.tests.flatMap((english) =>
  languages.map((lang) => {
    const { fixture, lang: shown } = testInLanguage(catalogue, english, lang);
    return toTestConfig(fixture, shown);
  }),
);
const results = catalogue.tests.flatMap((fixture) =>
  fixture.samples.map((sample) => scoreAnswers(fixture, sample.answers)),
);
const answers = catalogue.tests.flatMap((fixture) => fixture.samples.flatMap((sample) => sample.answers));

/** Every place in a JSON value, as the path of keys to it (the value itself included, as []). */
function places(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return [path, ...value.flatMap((item, index) => places(item, [...path, index]))];
  if (value && typeof value === 'object')
    return [path, ...Object.entries(value).flatMap(([key, item]) => places(item, [...path, key]))];
  return [path];
}

const removed = Symbol('removed');
/** A copy of `value` with the place at `path` replaced (or removed). */
function altered(value: unknown, path: readonly (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement === removed ? undefined : replacement;
  const [key, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  const next = altered(copy[key!], rest, replacement);
  if (next === undefined && rest.length === 0 && replacement === removed) {
    if (Array.isArray(copy)) (copy as unknown[]).splice(key as number, 1);
    else delete copy[key!];
  } else copy[key!] = next;
  return copy;
}

const replacements = fc.constantFrom<unknown>(
  removed,
  null,
  undefined,
  '',
  ' ',
  'x',
  'a'.repeat(65),
  'a'.repeat(501),
  'a'.repeat(2001),
  Array.from({ length: 51 }, () => 'x'),
  Number.NaN,
  Number.POSITIVE_INFINITY,
  '-not an id',
  'single-select',
  'user-input-text',
  'sw',
  'emergency',
  0,
  -1,
  2.5,
  4,
  5,
  Number.MAX_SAFE_INTEGER + 2,
  true,
  [],
  ['x'],
  {},
  { id: 'a', text: 'A', score: 1, nextQuestion: null },
);

/** An altered copy of one of `values`: one place replaced or removed. */
function alteredCopies<T>(values: readonly T[]) {
  const placesOf = values.map((value) => places(value));
  return fc
    .tuple(fc.integer({ min: 0, max: values.length - 1 }), fc.nat(), replacements)
    .map(([which, place, replacement]) => {
      const all = placesOf[which]!;
      return altered(values[which], all[place % all.length]!, replacement);
    });
}

describe("the browser's schemas and the server's", () => {
  it('accept every configuration, result and answer of the fixtures', () => {
    for (const config of configs) expect(testConfigSchema.safeParse(config).success).toBe(true);
    for (const result of results) expect(parseResult(result)).toEqual(serverResultSchema.parse(result));
    for (const answer of answers) expect(answerSchema.safeParse(answer).success).toBe(true);
  });

  it('give the same verdict on altered configurations', () => {
    fc.assert(
      fc.property(alteredCopies(configs), (config) => {
        expect(testConfigSchema.safeParse(config).success).toBe(
          serverTestConfigSchema.safeParse(config).success,
        );
      }),
      { numRuns: 2000 },
    );
  });

  it('give the same verdict on each field of altered results', () => {
    fc.assert(
      fc.property(alteredCopies(results), (result) => {
        if (!result || typeof result !== 'object') return;
        for (const [field, schema] of Object.entries(resultFieldSchemas)) {
          const value = (result as Record<string, unknown>)[field];
          if (value === undefined) continue;
          const twin = serverResultSchema.shape[field as keyof typeof resultFieldSchemas];
          expect(schema.safeParse(value).success, field).toBe(twin.safeParse(value).success);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('give the same verdict on altered answers and assistant replies', () => {
    fc.assert(
      fc.property(alteredCopies(answers), (answer) => {
        expect(answerSchema.safeParse(answer).success).toBe(serverAnswerSchema.safeParse(answer).success);
      }),
      { numRuns: 2000 },
    );

    const replies = [{ descriptions: ['Hello', 'A test'], routeslugs: ['/tests/anxiety'] }];
    fc.assert(
      fc.property(alteredCopies(replies), (reply) => {
        expect(chatReplySchema.safeParse(reply).success).toBe(serverChatReplySchema.safeParse(reply).success);
      }),
      { numRuns: 300 },
    );
  });

  it("give the same verdict as the saved answers' plain check (isAnswerShape) on altered answers", () => {
    for (const answer of answers) expect(isAnswerShape(answer)).toBe(true);
    fc.assert(
      fc.property(alteredCopies(answers), (answer) => {
        expect(isAnswerShape(answer)).toBe(answerSchema.safeParse(answer).success);
      }),
      { numRuns: 2000 },
    );
  });

  it('say readably what is wrong', () => {
    const { resultHeading: _missing, ...config } = configs[0]!;
    const broken = { ...config, questions: [] };
    const parsed = testConfigSchema.safeParse(broken);
    expect(parsed.success).toBe(false);
    expect(describeIssues(parsed.error!.issues)).toBe(
      'resultHeading: expected string; questions: expected at least 1',
    );
  });
});
