import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatReplySchema } from '../../../schemas';
import { realWords } from '../../../server/chat/language';
import { longestWord, normalise, readMessage, tokenise, TypoIndex } from '../../../server/chat/normalise';
import { anyMessage, chatApp, hostileMessages } from '../../helpers/chatMessages';
import { propertyRuns } from '../../helpers/propertyRuns';

/**
 * The costliest messages we could construct (issue 30) are cut to size and answered like any other. What they
 * cost, against a typical message, is measured by `npm run bench:chat-cost` (cost.timing.ts beside this file),
 * not here: a time or CPU bound measures the machine as much as the code.
 */

let app: FastifyInstance;
beforeAll(async () => {
  app = await chatApp();
});
afterAll(() => app.close());

async function reply(body: object) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/chat/',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
  expect(response.statusCode, response.body).toBe(200);
  const parsed = chatReplySchema.parse(response.json());
  expect(parsed.descriptions.length).toBeGreaterThan(0);
  return parsed;
}

describe('what the text work of one message costs', () => {
  it('decomposes no further than the limit, whatever one character becomes', () => {
    const limit = 1000;
    const normal = normalise('\ufdfa'.repeat(2000), { limit });
    expect(normal.length).toBeLessThanOrEqual(limit);
    expect(normal.length).toBeGreaterThan(limit - 50);
    // The latest words of a conversation: the end kept, the start dropped.
    expect(normalise(`first ${'x '.repeat(2000)}last`, { limit: 20, keep: 'end' })).toMatch(/ last$/);
    // Within the limit, exactly what it was before.
    expect(normalise('  Siwezi KULALA!!! Café, self-harm? ', { limit: 4000 })).toBe(
      'siwezi kulala cafe self harm',
    );
  });

  it('cuts a word at the longest a word can be', () => {
    const [word] = tokenise('\u01c4'.repeat(2000));
    expect(word).toBe('dz'.repeat(longestWord / 2));
  });

  it('reads a long message by its start and its end, and a short one whole', () => {
    expect(readMessage('I feel sad', 10, 100)).toEqual({ words: ['i', 'feel', 'sad'], cut: false });
    const long = readMessage(`start ${'middle '.repeat(500)}end`, 10, 10_000);
    expect(long).toEqual({ words: ['start', ...Array(8).fill('middle'), 'end'], cut: true });
  });

  it('looks for no near spelling of a word longer than every known word', () => {
    const index = new TypoIndex(['depression', 'anxiety'], realWords);
    expect(index.lookup('ab'.repeat(400))).toEqual([]);
    expect(index.lookup('depresion')).toEqual(['depression']);
  });
});

describe('the costliest messages', () => {
  it.each(Object.entries(hostileMessages))('are answered like any other: %s', async (_name, body) => {
    await reply(body);
  });

  it('any text up to the limits is answered (property)', async () => {
    await fc.assert(
      fc.asyncProperty(anyMessage(), async (body) => {
        await reply(body);
      }),
      { numRuns: propertyRuns(10, 100), seed: 30 },
    );
  }, 120_000);
});
