// Run by `npm run bench:chat-cost` (vitest.timing.config.ts), never by `npm test`: a bound on time, which a
// busy machine can break without any change to the code. errorAnswers.test.ts keeps the 408 itself.
import { describe, expect, it } from 'vitest';
import { useServer } from '../../helpers/server';
import { trickleHeaders } from './trickleHeaders';

const server = useServer();

describe('slow connections', () => {
  it('closes a connection whose headers trickle in after the 10 s the setting says, not later', async () => {
    const answer = await trickleHeaders(server.url);
    expect(answer.text).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer.seconds).toBeGreaterThanOrEqual(9.5);
    // Before the 15 s request timeout: it was the headers' 10 s that closed it.
    expect(answer.seconds).toBeLessThan(15);
  }, 45_000);
});
