import fc from 'fast-check';
import secureJsonParse from 'secure-json-parse';
import { describe, expect, it } from 'vitest';
import { mayHoldPoisonedKey, parseJsonText } from '../../server/jsonBody';
import { propertyRuns } from '../helpers/propertyRuns';
import { expectApiError, useServer } from '../helpers/server';

const poisoningChecks = { protoAction: 'error', constructorAction: 'error' } as const;

/** secure-json-parse's own verdict on a text: the value it returns, or that it throws. */
function referenceVerdict(text: string): { value: unknown } | { refused: true } {
  try {
    return { value: secureJsonParse.parse(text, undefined, poisoningChecks) };
  } catch {
    return { refused: true };
  }
}

function verdict(text: string): { value: unknown } | { refused: true } {
  try {
    return { value: parseJsonText(text) };
  } catch {
    return { refused: true };
  }
}

// Keys a hostile body could use, plainly or \u-escaped, mixed with ordinary ones.
const key = fc.constantFrom(
  '__proto__',
  'constructor',
  'prototype',
  'scores',
  'text',
  'proto',
  '\\u005f_proto__',
  '__pr\\u006fto__',
  '\\u0063onstructor',
  'constructo\\u0072',
  'caf\\u00e9',
);
const jsonWithKeys = fc
  .array(fc.tuple(key, fc.jsonValue({ maxDepth: 2 })), { maxLength: 4 })
  .chain((entries) =>
    fc.constantFrom(' ', '', '\n').map((space) => {
      const members = entries.map(([name, value]) => `"${name}"${space}:${space}${JSON.stringify(value)}`);
      return `{${members.join(',')}}`;
    }),
  );
const nestedWithKeys = fc
  .tuple(key, jsonWithKeys)
  .map(([name, inner]) => `{"scores":[{"${name}": ${inner}}], "${name}": {"prototype": {}}}`);

describe('the JSON body parser', () => {
  it('gives exactly the verdict of secure-json-parse on any text, hostile keys included', () => {
    fc.assert(
      fc.property(fc.oneof(jsonWithKeys, nestedWithKeys, fc.string()), (text) => {
        expect(verdict(text)).toEqual(referenceVerdict(text));
      }),
      { numRuns: propertyRuns(1000, 5000) },
    );
  });

  it('runs the key check on every text that can fail it', () => {
    for (const text of [
      '{"__proto__": {}}',
      '{"\\u005f_proto__": {}}',
      '{"constructor": {"prototype": {}}}',
      '{"\\u0063onstructor": {"prototype": {}}}',
    ]) {
      expect(referenceVerdict(text), text).toEqual({ refused: true });
      expect(mayHoldPoisonedKey(text), text).toBe(true);
    }
    expect(mayHoldPoisonedKey('{"scores":[{"questionId":"q1","score":1,"text":"Several days"}]}')).toBe(
      false,
    );
  });
});

describe('JSON bodies over HTTP', () => {
  const server = useServer();
  const post = async (body: string) => {
    const response = await fetch(`${server.url}/api/chat/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    return { status: response.status, body: (await response.json()) as unknown };
  };

  it('refuses prototype keys, plain or escaped, as a body that is not valid JSON', async () => {
    for (const body of [
      '{"__proto__": {"polluted": true}, "userInput": "hi"}',
      '{"\\u005f\\u005fproto__": {"polluted": true}, "userInput": "hi"}',
      '{"userInput": "hi", "constructor": {"prototype": {"polluted": true}}}',
    ]) {
      expectApiError(await post(body), 'bad_request', { message: /not valid JSON/ });
    }
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('takes the words as a value: a message may say __proto__', async () => {
    const response = await post('{"conversationHistory": "", "userInput": "what is __proto__ \\u0041?"}');
    expect(response.status).toBe(200);
  });

  it('answers an empty body and broken JSON in words', async () => {
    expectApiError(await post(''), 'bad_request', { message: /empty/ });
    expectApiError(await post('{"userInput": '), 'bad_request', { message: /not valid JSON/ });
  });
});
